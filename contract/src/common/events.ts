// One realtime event as a constant: its name on the socket, its payload schema and what it makes stale.
import { z } from 'zod';
import type { Resource } from './resources';

export interface RealtimeEvent<S extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: S;
  /** What the event makes stale in a console that hears it (besides ALWAYS_AFFECTED for a change). */
  readonly affects: readonly Resource[];
}

export const defineEvent = <S extends z.ZodType>(event: RealtimeEvent<S>) => event;

/** `changed`'s payload: a committed change of one record, e.g. `{ resource: 'admin', id, action: 'status' }`. */
export const ChangeNoticeSchema = z.object({
  resource: z.string().min(1),
  id: z.string().catch(''),
  action: z.string().catch(''),
});
export type ChangeNotice = z.infer<typeof ChangeNoticeSchema>;

/** A kind of record a `changed` event names (its `resource`), and what its change makes stale. */
export interface ChangeKind<R extends string = string> {
  readonly resource: R;
  readonly affects: readonly Resource[];
}

export const defineChange = <const R extends string>(change: ChangeKind<R>) => change;
