// zod without its JIT: the JIT probes `new Function`, which the console's strict Content-Security-Policy refuses.
// zod shares its configuration through `globalThis.__zod_globalConfig` (what `z.config()` writes); setting it
// here directly is a side effect no bundler drops, and it holds whether zod has loaded yet or not. It must
// run before any schema is built, so the contract's index imports this module first.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
