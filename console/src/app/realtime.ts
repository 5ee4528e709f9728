// Wires the realtime connection to the app: a change makes the queries of that resource stale (those shown refetch
// within a quarter of a second, once per burst of changes), a revoked session ends this console's sign-in, and an
// invitee's finished registration shows admin managers a notice with a link to that admin.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ADMINS_EVENTS, realtimeEvents, type Admin, type SessionEndReason } from '@blck/contract';
import { removeAuthToken } from '../lib/cookies';
import { connectRealtime, type ChangeNotice, type RealtimeConnection } from '../lib/socket';
import { notifyAfterReload, notifyInfo } from '../lib/toast';
import { showRegistrationNotice } from '../features/admins/components/registration-notice';
import { currentAdminQueryKey } from '../features/auth/api/get-current-admin';
import { everyResourceKey, invalidateKeys, staleKeys, staleKeysOfChange } from '../lib/invalidation';
import { adminDetailsPath } from './routes/admins/paths';

const REVOCATION_MESSAGES: Readonly<Partial<Record<SessionEndReason, string>>> = {
  deactivated: 'Your account was deactivated by another administrator, so you have been signed out.',
  'two-factor-reset': 'Your two-factor authentication was reset by another administrator. Sign in again.',
  'password-reset': 'Your password was reset, so you have been signed out. Sign in with the new password.',
  'signed-out': 'You signed out of this session in another window.',
  expired: 'Your session has expired. Sign in again.',
};
const DEFAULT_REVOCATION_MESSAGE = 'Your session was ended by the server. Sign in again.';

/** How long stale marks gather before the queries they name refetch: a burst of changes costs one refetch each. */
const REFRESH_BATCH_MS = 250;

/** Marks queries stale in batches; a query named by many changes within one batch refetches once. */
const createRefresher = (queryClient: QueryClient) => {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const keys = [...pending.values()];
    pending.clear();
    invalidateKeys(queryClient, keys);
  };
  const refresh = (keys: readonly QueryKey[]) => {
    for (const queryKey of keys) pending.set(JSON.stringify(queryKey), queryKey);
    timer ??= setTimeout(flush, REFRESH_BATCH_MS);
  };
  return {
    /** After a reconnection: every resource may have changed meanwhile. */
    all: () => refresh([...everyResourceKey(), currentAdminQueryKey]),
    /** What the change makes stale comes from the contract (its domain's events file), through lib/invalidation. */
    for: (notice: ChangeNotice) => {
      const keys = staleKeysOfChange(notice.resource);
      const me = queryClient.getQueryData<Admin>(currentAdminQueryKey);
      if (notice.resource === ADMINS_EVENTS.changed.resource && me && notice.id === me.id)
        keys.push(currentAdminQueryKey);
      refresh(keys);
    },
    /** What an event other than a change names as affected. */
    keys: (keys: readonly QueryKey[]) => refresh(keys),
    stop: () => clearTimeout(timer),
  };
};

/** Keeps the realtime connection open while the calling component is mounted (the signed-in frame). */
export function useRealtime(): RealtimeConnection {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Read through a ref, so a new navigate function (after a navigation) never reopens the connection.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const connectionRef = useRef<RealtimeConnection | null>(null);

  useEffect(() => {
    const refresher = createRefresher(queryClient);
    const connection = connectRealtime({
      onChanged: (notice) => refresher.for(notice),
      onAdminRegistered: (notice) => {
        refresher.keys(staleKeys(realtimeEvents.adminRegistered.affects));
        showRegistrationNotice(notice, {
          path: adminDetailsPath(notice.id),
          open: (path) => void navigateRef.current(path),
        });
      },
      onReconnected: () => refresher.all(),
      onRevoked: ({ reason }) => {
        const message = REVOCATION_MESSAGES[reason as SessionEndReason] ?? DEFAULT_REVOCATION_MESSAGE;
        refresher.stop();
        connection.disconnect();
        removeAuthToken();
        queryClient.clear();
        notifyInfo(message);
        // The toast above would vanish with the page: the sign-in page shows the message again after the reload.
        notifyAfterReload(message);
        window.location.replace('/');
      },
    });
    connectionRef.current = connection;
    return () => {
      refresher.stop();
      connection.disconnect();
      connectionRef.current = null;
    };
  }, [queryClient]);

  return { disconnect: () => connectionRef.current?.disconnect() };
}
