// Committed changes announced inside one instance; the realtime layer forwards them to consoles.
import type { Permission, PermissionArea } from '@blck/contract';

export interface ChangeEvent {
  /** The permission area whose `.view` holders may hear of it. */
  area: PermissionArea;
  resource: string;
  id: string;
  action: string;
}

export interface RevocationEvent {
  adminId: string;
  reason: 'deactivated' | 'two-factor-reset' | 'password-reset' | 'signed-out-everywhere';
}

export interface PermissionsChangedEvent {
  adminId: string;
  permissions: readonly Permission[];
}

type Listener<T> = (event: T) => void;

export const createEventBus = () => {
  const listeners = {
    change: new Set<Listener<ChangeEvent>>(),
    revoked: new Set<Listener<RevocationEvent>>(),
    permissions: new Set<Listener<PermissionsChangedEvent>>(),
  };
  const emit = <T>(set: Set<Listener<T>>, event: T) => {
    for (const listener of set) listener(event);
  };
  return {
    /** Call only after the transaction that made the change committed. */
    changed: (event: ChangeEvent) => emit(listeners.change, event),
    revoked: (event: RevocationEvent) => emit(listeners.revoked, event),
    permissionsChanged: (event: PermissionsChangedEvent) => emit(listeners.permissions, event),
    onChange: (listener: Listener<ChangeEvent>) => listeners.change.add(listener),
    onRevoked: (listener: Listener<RevocationEvent>) => listeners.revoked.add(listener),
    onPermissionsChanged: (listener: Listener<PermissionsChangedEvent>) => listeners.permissions.add(listener),
  };
};

export type EventBus = ReturnType<typeof createEventBus>;
