// Committed changes announced inside one instance; the realtime layer forwards them to consoles.
import type { AdminRegisteredNotice, Permission, PermissionArea, SessionEndReason } from '@blck/contract';

export interface ChangeEvent {
  /** The permission area whose `.view` holders may hear of it. */
  area: PermissionArea;
  resource: string;
  id: string;
  action: string;
}

/** Every session of an admin ended. */
export interface RevocationEvent {
  adminId: string;
  reason: Extract<SessionEndReason, 'deactivated' | 'two-factor-reset' | 'password-reset'>;
}

/** One session ended (its sockets, on every instance, end with it). */
export interface SessionEndedEvent {
  tokenHash: string;
  reason: SessionEndReason;
}

export interface PermissionsChangedEvent {
  adminId: string;
  permissions: readonly Permission[];
}

type Listener<T> = (event: T) => void;

/**
 * `afterCommit` holds an announcement made inside an enclosing transaction (a proposal applied by its approval) until
 * that transaction commits; outside one it runs at once.
 */
export const createEventBus = ({ afterCommit = (send: () => void) => send() } = {}) => {
  const listeners = {
    change: new Set<Listener<ChangeEvent>>(),
    revoked: new Set<Listener<RevocationEvent>>(),
    sessionEnded: new Set<Listener<SessionEndedEvent>>(),
    permissions: new Set<Listener<PermissionsChangedEvent>>(),
    adminRegistered: new Set<Listener<AdminRegisteredNotice>>(),
  };
  const emit = <T>(set: Set<Listener<T>>, event: T) =>
    afterCommit(() => {
      for (const listener of set) listener(event);
    });
  return {
    /** Call only after the transaction that made the change committed. */
    changed: (event: ChangeEvent) => emit(listeners.change, event),
    revoked: (event: RevocationEvent) => emit(listeners.revoked, event),
    sessionEnded: (event: SessionEndedEvent) => emit(listeners.sessionEnded, event),
    permissionsChanged: (event: PermissionsChangedEvent) => emit(listeners.permissions, event),
    /** An invited admin finished registration (for the admin managers' notice); after commit. */
    adminRegistered: (notice: AdminRegisteredNotice) => emit(listeners.adminRegistered, notice),
    onChange: (listener: Listener<ChangeEvent>) => listeners.change.add(listener),
    onRevoked: (listener: Listener<RevocationEvent>) => listeners.revoked.add(listener),
    onSessionEnded: (listener: Listener<SessionEndedEvent>) => listeners.sessionEnded.add(listener),
    onPermissionsChanged: (listener: Listener<PermissionsChangedEvent>) => listeners.permissions.add(listener),
    onAdminRegistered: (listener: Listener<AdminRegisteredNotice>) => listeners.adminRegistered.add(listener),
  };
};

export type EventBus = ReturnType<typeof createEventBus>;
