// zod without its JIT where there is a page: the JIT probes `new Function`, which the console's strict
// Content-Security-Policy refuses. The server (no DOM, no CSP) keeps the JIT, which parses and encodes its answers
// several times faster. zod shares its configuration through `globalThis.__zod_globalConfig` (what `z.config()`
// writes); setting it here directly is a side effect no bundler drops, and it holds whether zod has loaded yet or
// not. It must run before any schema is built (a schema decides at construction), so the contract's index imports
// this module first.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown>; document?: unknown };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, {
  jitless: typeof holder.document !== 'undefined',
});
