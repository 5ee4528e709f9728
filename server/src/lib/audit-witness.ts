// Lets four eyes see the audit entries an operation appends while it rehearses or applies a proposal, without the
// audit module knowing of proposals: the audit service reports each entry here, a watcher collects those of its call.
import { createScopedStore } from './scoped-store';

export interface WitnessedEntry {
  action: string;
  resource: string;
  resourceId?: string | null;
  before?: unknown;
  after?: unknown;
}

export const createAuditWitness = () => {
  const watching = createScopedStore<WitnessedEntry[]>();
  return {
    /** Called by the audit service for every entry it appends. */
    saw: (entry: WitnessedEntry) => watching.get()?.push(entry),
    /** Runs `work` and hands back, beside its result, every audit entry appended inside it. */
    watch: async <T>(work: () => Promise<T>): Promise<{ result: T; entries: WitnessedEntry[] }> => {
      const entries: WitnessedEntry[] = [];
      const result = await watching.run(entries, work);
      return { result, entries };
    },
    /** The entries seen so far by the current watch (empty outside one). */
    seen: (): readonly WitnessedEntry[] => watching.get() ?? [],
  };
};

export type AuditWitness = ReturnType<typeof createAuditWitness>;
