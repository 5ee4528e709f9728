// What a batch of locks and withdrawals reads, in the one round trip that claims their keys: the investors locked,
// their payments, the wallets' issuers, the locks and pending legs of the payments withdrawn, the official wallets of
// every currency moved share-locked, and the ledger accounts locked; every check is then made from it.
import { BLCK_CURRENCY, type LockFundsBody, type WithdrawFundsBody } from '@blck/contract';
import type { Queryable } from '../../db/client';
import { together } from '../../db/together';
import type { LedgerAccount, LedgerTransfer } from '../ledger/ledger-rows';
import type { LockedAccounts, MoneyCall } from '../ledger/money-batch';
import type { WalletOwner } from '../wallets/wallets.repository';
import { paymentAccountSpec, paymentsByInvestor, type FundsDeps } from './funds-deps';
import type { HeldLock } from './locks.repository';
import type { StoredPayment } from './payments.repository';

export type MovementRequest = LockFundsBody | WithdrawFundsBody;

export interface MovementState extends LockedAccounts {
  investors: Awaited<ReturnType<FundsDeps['locksRepository']['lockHolders']>>;
  paymentsOf: Map<string, StoredPayment[]>;
  /** The issuers of the wallets locked for, by lower-cased address. */
  owners: ReadonlyMap<string, WalletOwner>;
  /** The locks that hold the payments withdrawn, in id order. */
  locks: readonly HeldLock[];
  /** Whether the official wallet of each currency moved (BLCK and the payments') is active. */
  active: ReadonlyMap<string, boolean>;
  /** The pending legs of the payments withdrawn. */
  transfers: ReadonlyMap<string, LedgerTransfer & { resolved: boolean }>;
  accounts: Map<string, LedgerAccount>;
}

const isLock = (request: MovementRequest): request is LockFundsBody => 'availableFrom' in request;

/**
 * The reads of a batch, sent together in the order their row locks are taken everywhere: investors, their payments,
 * the official wallets (shared), then the ledger accounts in id order. An account a lock credits for the first time
 * is created once the lock has passed its checks, not here.
 */
export const readMovements =
  (deps: FundsDeps) =>
  async (tx: Queryable, calls: readonly MoneyCall<MovementRequest>[]): Promise<MovementState> => {
    const requests = calls.map((call) => call.request);
    const investorIds = requests.map((request) => request.investorId);
    const paymentIds = requests.flatMap((request) => request.paymentIds);
    const lockWallets = requests.filter(isLock).map((request) => request.walletAddress);
    const withdrawn = requests.filter((request) => !isLock(request)).flatMap((request) => request.paymentIds);
    const none = <T>(value: T) => Promise.resolve(value);
    const [investors, payments, owners, locks, active, transfers, accounts] = await together([
      deps.locksRepository.lockHolders(tx, investorIds),
      deps.paymentsRepository.paymentsOf(tx, investorIds, true),
      lockWallets.length > 0 ? deps.walletsService.findWalletOwners(tx, lockWallets) : none(new Map()),
      withdrawn.length > 0 ? deps.locksRepository.lockOfPayments(tx, withdrawn) : none([]),
      deps.walletsService.shareLockCurrencies(tx, [BLCK_CURRENCY], deps.paymentsRepository.currenciesOf(paymentIds)),
      withdrawn.length > 0
        ? deps.ledger.findTransfers(tx, deps.locksRepository.transfersOf(withdrawn))
        : none(new Map<string, LedgerTransfer & { resolved: boolean }>()),
      deps.ledger.lockExistingAccounts(tx, [
        ...paymentIds.map(paymentAccountSpec),
        ...requests.map((request) => deps.walletsService.walletAccountSpec(request.walletAddress)),
      ]),
    ]);
    return { investors, paymentsOf: paymentsByInvestor(payments), owners, locks, active, transfers, accounts };
  };
