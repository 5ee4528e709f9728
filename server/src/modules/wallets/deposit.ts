// A deposit into an issuer wallet, the hottest money call: deposits that arrive together share one transaction (group
// commit) of four statements in two round trips — BEGIN with wallet_deposits (keys, checks, transfers, history rows);
// the audit events and the answers under the keys, together, with COMMIT — each with the answer or refusal it would
// have had alone.
import type {
  Admin,
  Deposit,
  IncreaseWalletAnswer,
  IncreaseWalletAnswerWire,
  IssuerWallet,
  IncreaseWalletBody,
} from '@blck/contract';
import {
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  BLCK_CURRENCY,
  fromBaseUnits,
  HISTORIES_EVENTS,
  IncreaseWalletAnswerSchema,
  ISSUERS_EVENTS,
  LEDGER_ERRORS,
  toBaseUnits,
  WALLETS_ERRORS,
  WALLETS_EVENTS,
} from '@blck/contract';
import { randomUUID } from 'node:crypto';
import type { Committing, Db, Queryable } from '../../db/client';
import { createGroupCommit, type Settled } from '../../db/group-commit';
import { combinedWrite, type Statement } from '../../db/statement';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events';
import { encodeAnswer } from '../../lib/encode-answer';
import { apiError } from '../../lib/http-error';
import { normalizeWalletAddress } from '../../lib/wallet-address';
import type { AuditContext } from '../../http/request-context';
import type { AuditEntry, AuditService } from '../audit/audit.service';
import { idempotencyScope, requestFingerprint, type Idempotency } from '../ledger/idempotency.service';
import type { Ledger } from '../ledger/ledger.service';
import type { DepositOutcome, DepositRequest, WalletsRepository } from './wallets.repository';

/**
 * At most this many deposits share a transaction, and one such transaction runs at a time per instance: what arrives
 * meanwhile goes in the next, so under load batches grow instead of connections and lock waits (measured on two
 * cores with 32 depositing clients: two at a time made batches of 9 and cost a fifth more CPU per deposit than one at
 * a time with batches of 16).
 */
const MAX_BATCH = 64;
const MAX_BATCHES_IN_FLIGHT = 1;

export interface DepositDeps {
  db: Db;
  clock: Clock;
  ledger: Pick<Ledger, 'externalSpec' | 'journal'>;
  audit: Pick<AuditService, 'prepareAppendAll'>;
  events: EventBus;
  walletsRepository: Pick<WalletsRepository, 'deposit'>;
  idempotency: Pick<Idempotency, 'prepareSaveAll'>;
}

/** A deposit as the batch runs it: the repository's request and what its audit event and answer say. */
interface PendingDeposit {
  request: DepositRequest;
  actor: Admin;
  context: AuditContext;
  /** The amount as the request wrote it (the audit event keeps it so). */
  amountText: string;
}

/** What a deposit that went through writes besides the ledger: its answer, audit entry and stored answer. */
const depositedAnswer = (pending: PendingDeposit, outcome: Extract<DepositOutcome, { outcome: 'deposited' }>) => {
  const { request, actor } = pending;
  const balanceAfter = BigInt(outcome.balanceAfter);
  const deposit: Deposit = {
    id: request.depositId,
    walletAddress: outcome.wallet,
    issuerId: outcome.issuerId,
    issuerName: outcome.issuerName,
    email: outcome.email,
    amount: fromBaseUnits(request.amount),
    balanceAfter: fromBaseUnits(balanceAfter),
    adminId: actor.id,
    adminEmail: actor.email,
    createdAt: request.at.toISOString(),
    reason: request.reason,
  };
  const wallet: IssuerWallet = {
    walletAddress: outcome.wallet,
    amount: fromBaseUnits(balanceAfter),
    issuerId: outcome.issuerId,
    issuerName: outcome.issuerName,
    email: outcome.email,
    updatedAt: new Date(outcome.walletUpdatedAt).toISOString(),
  };
  const entry: AuditEntry = {
    action: AUDIT_ACTION.walletDeposit,
    resource: AUDIT_RESOURCE.wallet,
    resourceId: outcome.wallet,
    before: { balance: fromBaseUnits(balanceAfter - request.amount) },
    after: { balance: fromBaseUnits(balanceAfter), amount: pending.amountText, depositId: request.depositId },
    reason: request.reason,
  };
  // Kept under the Idempotency-Key as the wire has it, so an answer stored before replays the same.
  return { answer: encodeAnswer(IncreaseWalletAnswerSchema, { wallet, deposit }), entry };
};

/** The refusal a deposit's outcome means, if it was refused. */
const refusalOf = (outcome: DepositOutcome) => {
  switch (outcome.outcome) {
    case 'key_reused':
      return apiError(LEDGER_ERRORS.idempotencyKeyReused);
    case 'currency_suspended':
      return apiError(WALLETS_ERRORS.currencySuspended, BLCK_CURRENCY);
    case 'wallet_not_found':
      return apiError(WALLETS_ERRORS.walletNotFound);
    case 'kyc_pending':
      return apiError(WALLETS_ERRORS.kycPending, outcome.issuerName);
    default:
      return null;
  }
};

export const createDeposits = (deps: DepositDeps) => {
  const { db, clock, ledger, audit, events, walletsRepository, idempotency } = deps;

  /** One batch in `tx`: the deposits through wallet_deposits, then their audit events and stored answers, with COMMIT. */
  const runBatch = async (
    tx: Queryable,
    batch: readonly PendingDeposit[],
  ): Promise<Committing<Settled<IncreaseWalletAnswerWire>[]>> => {
    const outcomes = await walletsRepository.deposit(tx, {
      currency: BLCK_CURRENCY,
      externalOwner: ledger.externalSpec(BLCK_CURRENCY).owner,
      requests: batch.map((pending) => pending.request),
    });
    const appends: { context: AuditContext; entry: AuditEntry }[] = [];
    const saves: { key: { scope: string; key: string }; response: unknown }[] = [];
    const settled = batch.map((pending, index): Settled<IncreaseWalletAnswerWire> => {
      const outcome = outcomes[index]!;
      if (outcome.outcome === 'replay') return { ok: true, value: outcome.response as IncreaseWalletAnswerWire };
      if (outcome.outcome !== 'deposited') return { ok: false, error: refusalOf(outcome) };
      const { answer, entry } = depositedAnswer(pending, outcome);
      appends.push({ context: pending.context, entry });
      if (pending.request.key) saves.push({ key: pending.request.key, response: answer });
      return { ok: true, value: answer };
    });
    if (appends.length === 0) return { result: settled, finalWrite: null };
    const events = audit.prepareAppendAll(appends);
    const writes: Statement[] = [events.statement, ...(saves.length ? [idempotency.prepareSaveAll(saves)] : [])];
    events.appended(tx);
    return { result: settled, finalWrite: combinedWrite(writes) };
  };

  const batches = createGroupCommit<PendingDeposit, IncreaseWalletAnswerWire>({
    db,
    run: runBatch,
    keysOf: ({ request }) => (request.key ? [`${request.key.scope}\n${request.key.key}`] : []),
    maxBatch: MAX_BATCH,
    maxInFlight: MAX_BATCHES_IN_FLIGHT,
  });

  return {
    /** Deposits into an issuer wallet: the answer (or the one stored under the Idempotency-Key), or a refusal. */
    increase: async (
      actor: Admin,
      body: IncreaseWalletBody,
      context: AuditContext,
      idempotencyKey: string | null,
    ): Promise<IncreaseWalletAnswer> => {
      const address = normalizeWalletAddress(body.walletAddress);
      const request: DepositRequest = {
        key: idempotencyKey
          ? {
              scope: idempotencyScope('increaseWallet', actor.id),
              key: idempotencyKey,
              // An absent reason leaves the fingerprint as it was before reasons existed (undefined is dropped).
              fingerprint: requestFingerprint({
                wallet: address.toLowerCase(),
                amount: body.amount,
                reason: body.reason,
              }),
            }
          : null,
        wallet: address,
        amount: toBaseUnits(body.amount),
        admin: { id: actor.id, email: actor.email },
        reason: body.reason ?? null,
        at: clock.now(),
        journalId: ledger.journal('deposit').id,
        transferId: randomUUID(),
        depositId: randomUUID(),
      };
      const stored = await batches.submit({ request, actor, context, amountText: body.amount });
      const { wallet, deposit } = IncreaseWalletAnswerSchema.decode(stored);
      events.changed({
        area: 'wallets',
        resource: WALLETS_EVENTS.walletChanged.resource,
        id: wallet.walletAddress,
        action: 'deposit',
      });
      events.changed({
        area: 'histories',
        resource: HISTORIES_EVENTS.deposited.resource,
        id: deposit.id,
        action: 'created',
      });
      events.changed({
        area: 'issuers',
        resource: ISSUERS_EVENTS.changed.resource,
        id: wallet.issuerId,
        action: 'balance',
      });
      return { wallet, deposit };
    },
  };
};
