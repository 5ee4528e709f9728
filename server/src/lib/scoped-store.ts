// An AsyncLocalStorage whose async hooks run only while one of its scopes is open. On Node 20 the first `run` of any
// AsyncLocalStorage turns on a hook for every promise of the process, for good: every request then paid for it (about
// 2 % of the server's profile of locks and withdrawals, issue 16), though scopes (four eyes' enclosing transactions)
// are rare. Here the last scope to end turns the hook off again.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ScopedStore<T> {
  /** The store of the scope this runs in; undefined outside every scope. */
  get(): T | undefined;
  /** Runs `work` in a scope holding `store`: it and everything it starts see the store until it settles. */
  run<R>(store: T, work: () => Promise<R>): Promise<R>;
}

export const createScopedStore = <T>(): ScopedStore<T> => {
  const storage = new AsyncLocalStorage<T>();
  let open = 0;
  return {
    get: () => (open > 0 ? storage.getStore() : undefined),
    run: async (store, work) => {
      open += 1;
      try {
        return await storage.run(store, work);
      } finally {
        open -= 1;
        if (open === 0) storage.disable();
      }
    },
  };
};
