// A V8 CPU profile of this process while a load runs, summed by part of the stack (HTTP, validation, driver, …), so a
// benchmark can say where the server's time per answer goes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { dirname } from 'node:path';
import { startCpuMeter } from './cpu';
import { note } from './print';

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part of the stack a function belongs to, from its script's address. */
const PARTS: readonly [string, RegExp][] = [
  ['idle', /^\(idle\)$/],
  ['garbage collection', /^\(garbage collector\)$/],
  ['native, not attributed', /^\(program\)$/],
  [
    'socket writes (time inside the system call: HTTP answers, SQL sent; the reader it wakes may run meanwhile)',
    /^(writev|writeBuffer|writeUtf8String|writeLatin1String)$/,
  ],
  ['logging (pino)', /pino|sonic-boom|fast-redact|thread-stream/],
  ['validation (zod)', /\/zod\//],
  ['PostgreSQL driver (pg)', /\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+)\//],
  ['realtime (Socket.IO)', /socket\.io|engine\.io|\/ws\//],
  ['Fastify', /\/(fastify|@fastify|find-my-way|light-my-request|avvio|fast-json-stringify|secure-json-parse)\//],
  ['our server code', /\/server\/src\//],
  ['our contract', /\/contract\/src\//],
  ['Node HTTP and streams', /^node:(_http|http|net|stream|internal\/(http|streams|stream_base|net))/],
  ['Node crypto', /^node:(crypto|internal\/crypto)/],
  ['other Node internals', /^node:/],
  ['other libraries', /node_modules/],
];

const partOf = (node: ProfileNode) => {
  const key = node.callFrame.url || node.callFrame.functionName;
  return PARTS.find(([, pattern]) => pattern.test(key))?.[0] ?? 'other';
};

/** Self time per part and per function, in ms, from the samples. */
const summarize = (profile: CpuProfile) => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000),
  );
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const node = byId.get(id)!;
    const part = partOf(node);
    parts.set(part, (parts.get(part) ?? 0) + ms);
    const where = node.callFrame.url.replace(/^.*\/(node_modules|server\/src|contract\/src)\//, '$1/');
    const name = `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  return { parts, functions };
};

/**
 * Profiles this process while `work` runs (sampling every 0.2 ms), writes the profile to `file` (Chrome DevTools or
 * speedscope open it) and notes the self time per answer by part and for the 15 busiest functions. Returns the
 * process CPU per answer in ms, measured beside the profiler.
 */
export const profileWhile = async <T>(
  file: string,
  work: () => Promise<T>,
  answers: (result: T) => number,
  what: string,
): Promise<{ result: T; cpuMsPerAnswer: number }> => {
  const inspector = new Session();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.setSamplingInterval', { interval: 200 });
  await inspector.post('Profiler.start');
  const cpu = startCpuMeter();
  const usage = process.cpuUsage();
  const result = await work();
  const { user, system } = process.cpuUsage(usage);
  const { ownMs } = cpu.stop();
  const { profile } = (await inspector.post('Profiler.stop')) as { profile: CpuProfile };
  inspector.disconnect();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(profile));

  const n = Math.max(1, answers(result));
  const { parts, functions } = summarize(profile);
  const busyMs = [...parts].filter(([part]) => part !== 'idle').reduce((sum, [, ms]) => sum + ms, 0);
  const each = what.replace(/s$/, '');
  note(`${n} ${what}; profile in ${file} (Chrome DevTools or speedscope)`);
  // The samples are wall time: a system call that wakes the process reading its socket (a PostgreSQL backend, the
  // HTTP clients) may lose the core to it before returning, which the kernel's CPU accounting does not count as ours.
  note(
    `process CPU per ${each}: ${(ownMs / n).toFixed(3)} ms, of which in the kernel ` +
      `${(system / 1000 / n).toFixed(3)} ms (user ${(user / 1000 / n).toFixed(3)} ms)`,
  );
  note(`self time per ${each}, by part (the profiler samples every 0.2 ms, its overhead included):`);
  for (const [part, ms] of [...parts].sort((a, b) => b[1] - a[1])) {
    if (part === 'idle') continue;
    note(`  ${(ms / n).toFixed(3).padStart(7)} ms  ${((ms / busyMs) * 100).toFixed(1).padStart(5)} %  ${part}`);
  }
  note('the 15 functions with the most self time, per answer (a system call counts until it returns, as wall time):');
  for (const [name, ms] of [...functions]
    .filter(([name]) => !name.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)) {
    note(`  ${(ms / n).toFixed(3).padStart(7)} ms  ${name}`);
  }
  return { result, cpuMsPerAnswer: ownMs / n };
};
