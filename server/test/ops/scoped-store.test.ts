// A scoped store holds each scope's value for what runs inside it, across awaits, and nothing outside: concurrent
// scopes keep apart, and once the last one ends (its hook off again) a new one still holds its value.
import { describe, expect, it } from 'vitest';
import { createScopedStore } from '../../src/lib/scoped-store';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('scoped store', () => {
  it('holds each scope its own value across awaits, and none outside', async () => {
    const store = createScopedStore<string>();
    expect(store.get()).toBeUndefined();
    const inside = (name: string) =>
      store.run(name, async () => {
        await turn();
        const first = store.get();
        await turn();
        return [first, store.get()];
      });
    const outside = (async () => {
      await turn();
      return store.get();
    })();
    expect(await Promise.all([inside('a'), inside('b'), outside])).toEqual([['a', 'a'], ['b', 'b'], undefined]);
    expect(store.get()).toBeUndefined();
  });

  it('holds a value again in a scope opened after every earlier one ended, and after one that failed', async () => {
    const store = createScopedStore<number>();
    await expect(store.run(1, () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    expect(store.get()).toBeUndefined();
    expect(
      await store.run(2, async () => {
        await turn();
        return store.get();
      }),
    ).toBe(2);
    expect(store.get()).toBeUndefined();
  });

  it('keeps an outer scope while an inner one of another store ends', async () => {
    const outer = createScopedStore<string>();
    const inner = createScopedStore<string>();
    const seen = await outer.run('outer', async () => {
      await inner.run('inner', turn);
      await turn();
      return [outer.get(), inner.get()];
    });
    expect(seen).toEqual(['outer', undefined]);
  });
});
