// Measures one password check (argon2id with the server's own settings): its cost bounds sign-in throughput per core.
import { hash, verify } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../server/src/lib/passwords';
import type { Benchmark } from './lib/benchmark';
import { note, printFigure } from './lib/print';
import { median, percentile, timeMs } from './lib/stats';

const RUNS = 20;
const PASSWORD = 'correct horse battery staple 2026';

export const passwordCheck: Benchmark = {
  name: 'password-check',
  summary: `argon2id verify of a correct password with ARGON2_OPTIONS, ${RUNS} sequential runs after one warm-up`,
  run: async () => {
    const stored = await hash(PASSWORD, ARGON2_OPTIONS);
    note(`hash parameters: ${stored.split('$').slice(1, 4).join('$')}`);
    // The first check is the warm-up (and proves the hash is right); it is not timed.
    if (!(await verify(stored, PASSWORD))) throw new Error('argon2 verify refused the correct password');

    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      let accepted = false;
      times.push(await timeMs(async () => (accepted = await verify(stored, PASSWORD))));
      if (!accepted) throw new Error('argon2 verify refused the correct password');
    }
    note(`min ${Math.min(...times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms over ${RUNS} runs`);
    printFigure({ name: 'password-check-median', value: median(times), unit: 'ms' });
    printFigure({ name: 'password-check-p95', value: percentile(times, 95), unit: 'ms' });
  },
};
