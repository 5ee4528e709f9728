// One invalidation rule for mutations and realtime events: what the contract says a change affects goes stale, and
// nothing else.
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { RESOURCES, endpoints, realtimeEvents } from '@blck/contract';
import { everyResourceKey, invalidateAffected, staleKeys, staleKeysOfChange } from './invalidation';

const cachedEverywhere = () => {
  const queryClient = new QueryClient();
  for (const resource of RESOURCES) queryClient.setQueryData([resource, 'list', { page: 0 }], { rows: [] });
  queryClient.setQueryData(['auth', 'current-admin'], { id: 'me' });
  queryClient.setQueryData(['search', 'ada'], { results: [] });
  return queryClient;
};

const staleRoots = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey[0])
    .sort();

describe('invalidation', () => {
  it('makes a deposit stale where it shows: wallets, the history, the issuers, the audit trail, the dashboard', async () => {
    const queryClient = cachedEverywhere();
    await invalidateAffected(queryClient, endpoints.increaseWallet.affects);
    expect(staleRoots(queryClient)).toEqual(['audit', 'dashboard', 'histories', 'issuers', 'wallets']);
  });

  it('leaves the official wallets alone on a deposit and the wallets alone on a suspension', async () => {
    const queryClient = cachedEverywhere();
    await invalidateAffected(queryClient, endpoints.suspendOfficialWallet.affects);
    expect(staleRoots(queryClient)).toEqual(['audit', 'dashboard', 'investors', 'official-wallets']);
  });

  it('refreshes the investor after a lock, wherever the lock was made', () => {
    for (const endpoint of [endpoints.lockFunds, endpoints.withdrawFunds, endpoints.setLockAvailability]) {
      expect(staleKeys(endpoint.affects ?? [])).toEqual(expect.arrayContaining([['investors'], ['locked-funds']]));
    }
  });

  it('gives every mutating call of the console something to refresh', () => {
    const readOnly = ['listFiats', 'searchHistories', 'historiesReport', 'getIssuerCustomToken'];
    const mutating = Object.values(endpoints).filter(
      (endpoint) =>
        endpoint.method !== 'GET' && endpoint.service === 'auth' && !readOnly.includes(endpoint.operationId),
    );
    const unnamed = mutating.filter((endpoint) => !endpoint.affects?.length).map((endpoint) => endpoint.operationId);
    // Sign-in, password and authenticator steps change the session, not a resource a list shows.
    expect(unnamed.sort()).toEqual(
      [
        'authenticatorEnable',
        'authenticatorSetup',
        'finishRegistration',
        'forgotPassword',
        'forgotPasswordCode',
        'reauthenticate',
        'resetPassword',
        'signInDevice',
        'signInFinal',
        'signInFirstStep',
        'signOut',
      ].sort(),
    );
  });

  it('maps a realtime change by its resource, as the contract events say', () => {
    expect(staleKeysOfChange('official_wallet')).toEqual([
      ['official-wallets'],
      ['investors'],
      ['audit'],
      ['dashboard'],
    ]);
    expect(staleKeysOfChange('wallet')).toEqual([['wallets'], ['issuers'], ['audit'], ['dashboard']]);
    expect(staleKeysOfChange('custom_validator')).toEqual([['validators'], ['audit'], ['dashboard']]);
    // A resource this console does not know still refreshes the audit trail and the dashboard.
    expect(staleKeysOfChange('something_new')).toEqual([['audit'], ['dashboard']]);
    expect(staleKeys(realtimeEvents.adminRegistered.affects)).toEqual([['admins'], ['audit'], ['dashboard']]);
  });

  it('refreshes every resource after a reconnection, and never a search', async () => {
    expect(everyResourceKey()).toHaveLength(RESOURCES.length);
    const queryClient = cachedEverywhere();
    for (const queryKey of everyResourceKey()) await queryClient.invalidateQueries({ queryKey });
    expect(staleRoots(queryClient)).toEqual([...RESOURCES].sort());
  });
});
