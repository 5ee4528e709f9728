// The server keeps zod's JIT (no page, no CSP to trip); the contract turns it off only where there is a document.
import '@blck/contract';
import { describe, expect, it } from 'vitest';
import { globalConfig } from 'zod/v4/core';

describe('zod on the server', () => {
  it('runs with its JIT once the contract is loaded', () => {
    expect('document' in globalThis).toBe(false);
    expect(globalConfig.jitless).toBe(false);
  });
});
