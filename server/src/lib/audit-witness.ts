// Lets four eyes see the audit entries an operation appends while it rehearses or applies a proposal, without the
// audit module knowing of proposals: the audit service reports each entry here, a watcher collects those of its call.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface WitnessedEntry {
  action: string;
  resource: string;
  resourceId?: string | null;
  before?: unknown;
  after?: unknown;
}

export const createAuditWitness = () => {
  const watching = new AsyncLocalStorage<WitnessedEntry[]>();
  return {
    /** Called by the audit service for every entry it appends. */
    saw: (entry: WitnessedEntry) => watching.getStore()?.push(entry),
    /** Runs `work` and hands back, beside its result, every audit entry appended inside it. */
    watch: async <T>(work: () => Promise<T>): Promise<{ result: T; entries: WitnessedEntry[] }> => {
      const entries: WitnessedEntry[] = [];
      const result = await watching.run(entries, work);
      return { result, entries };
    },
    /** The entries seen so far by the current watch (empty outside one). */
    seen: (): readonly WitnessedEntry[] => watching.getStore() ?? [],
  };
};

export type AuditWitness = ReturnType<typeof createAuditWitness>;
