// The console's zod never probes `new Function`, which its Content-Security-Policy refuses.
import '@blck/contract';
import { describe, expect, it } from 'vitest';
import { globalConfig } from 'zod/v4/core';

describe('zod in the console', () => {
  it('runs without its JIT once the contract is loaded', () => {
    expect(typeof document).toBe('object');
    expect(globalConfig.jitless).toBe(true);
  });
});
