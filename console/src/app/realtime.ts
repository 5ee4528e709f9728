// Wires the realtime connection to the app: a change makes the queries of that resource stale (those shown refetch
// within a quarter of a second, once per burst of changes), a revoked session ends this console's sign-in.
import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Admin, SessionEndReason } from '@blck/contract';
import { removeAuthToken } from '../lib/cookies';
import { connectRealtime, type ChangeNotice, type RealtimeConnection } from '../lib/socket';
import { notifyAfterReload, notifyInfo } from '../lib/toast';
import { adminsQueryKeys } from '../features/admins/api/query-keys';
import { auditQueryKeys } from '../features/audit/api/query-keys';
import { blckValuesQueryKeys } from '../features/blck-value/api/query-keys';
import { currentAdminQueryKey } from '../features/auth/api/get-current-admin';
import { dashboardQueryKeys } from '../features/dashboard/api/query-keys';
import { fiatsQueryKeys } from '../features/fiats/api/query-keys';
import { historiesQueryKeys } from '../features/histories/api/query-keys';
import { investorsQueryKeys } from '../features/investors/api/query-keys';
import { issuersQueryKeys } from '../features/issuers/api/query-keys';
import { lockedFundsQueryKeys } from '../features/locked-funds/api/query-keys';
import { validatorsQueryKeys } from '../features/validators/api/query-keys';
import { officialWalletsQueryKeys, walletsQueryKeys } from '../features/wallets/api/query-keys';

// One line per resource: the query key prefixes a change of that resource makes stale.
const STALE_ON_CHANGE: Readonly<Record<string, readonly QueryKey[]>> = {
  admin: [adminsQueryKeys.all],
  issuer: [issuersQueryKeys.all],
  // A wallet's balance is shown with its issuer too.
  wallet: [walletsQueryKeys.all, issuersQueryKeys.all],
  deposit: [historiesQueryKeys.all],
  official_wallet: [officialWalletsQueryKeys.all],
  // An investor's name shows on its locks; a lock changes the state and balances of the investor's payments.
  investor: [investorsQueryKeys.all, lockedFundsQueryKeys.all],
  locked_funds: [lockedFundsQueryKeys.all, investorsQueryKeys.all],
  fiat: [fiatsQueryKeys.all],
  blck_value: [blckValuesQueryKeys.all],
  // A pairing or a removal changes both the custom validators list and the counter.
  custom_validator: [validatorsQueryKeys.all],
  validator: [validatorsQueryKeys.all],
};

/**
 * Every change is written to the audit trail in the same transaction, so an open audit view is stale too; the
 * dashboard's figures span every area.
 */
const ALWAYS_STALE: readonly QueryKey[] = [auditQueryKeys.all, dashboardQueryKeys.all];

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
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const refresh = (keys: readonly QueryKey[]) => {
    for (const queryKey of keys) pending.set(JSON.stringify(queryKey), queryKey);
    timer ??= setTimeout(flush, REFRESH_BATCH_MS);
  };
  return {
    /** After a reconnection: every resource may have changed meanwhile. */
    all: () => refresh([...Object.values(STALE_ON_CHANGE).flat(), ...ALWAYS_STALE, currentAdminQueryKey]),
    for: (notice: ChangeNotice) => {
      const keys = [...(STALE_ON_CHANGE[notice.resource] ?? []), ...ALWAYS_STALE];
      const me = queryClient.getQueryData<Admin>(currentAdminQueryKey);
      if (notice.resource === 'admin' && me && notice.id === me.id) keys.push(currentAdminQueryKey);
      refresh(keys);
    },
    stop: () => clearTimeout(timer),
  };
};

/** Keeps the realtime connection open while the calling component is mounted (the signed-in frame). */
export function useRealtime(): RealtimeConnection {
  const queryClient = useQueryClient();
  const connectionRef = useRef<RealtimeConnection | null>(null);

  useEffect(() => {
    const refresher = createRefresher(queryClient);
    const connection = connectRealtime({
      onChanged: (notice) => refresher.for(notice),
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
