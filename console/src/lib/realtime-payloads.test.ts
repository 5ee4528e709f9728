// The socket's payloads are read leniently with the contract's schemas: a change needs its resource, a revocation
// always yields a reason (empty when the server sent none), a registration notice needs every field.
import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS, realtimeEvents } from '@blck/contract';

describe('realtime payloads', () => {
  it('uses the event names of REALTIME_EVENTS', () => {
    expect(realtimeEvents.changed.name).toBe(REALTIME_EVENTS.changed);
    expect(realtimeEvents.revoked.name).toBe('session:revoked');
    expect(realtimeEvents.adminRegistered.name).toBe('admin:registered');
  });

  it('reads a change, filling a missing id or action with an empty text, and refuses one without a resource', () => {
    const changed = realtimeEvents.changed.payload;
    expect(changed.safeParse({ resource: 'fiat', id: 'f1', action: 'updated' }).data).toEqual({
      resource: 'fiat',
      id: 'f1',
      action: 'updated',
    });
    expect(changed.safeParse({ resource: 'fiat', id: 7 }).data).toEqual({ resource: 'fiat', id: '', action: '' });
    expect(changed.safeParse({ resource: '' }).success).toBe(false);
    expect(changed.safeParse('changed').success).toBe(false);
    expect(changed.safeParse(null).success).toBe(false);
  });

  it('always reads a revocation, with an empty reason when none came', () => {
    const revoked = realtimeEvents.revoked.payload;
    expect(revoked.parse({ reason: 'deactivated' })).toEqual({ reason: 'deactivated' });
    expect(revoked.parse({ reason: 3 })).toEqual({ reason: '' });
    expect(revoked.parse(undefined)).toEqual({ reason: '' });
  });

  it('refuses a registration notice that lacks a field', () => {
    const registered = realtimeEvents.adminRegistered.payload;
    const notice = { id: 'a1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };
    expect(registered.safeParse(notice).data).toEqual(notice);
    expect(registered.safeParse({ ...notice, email: undefined }).success).toBe(false);
  });
});
