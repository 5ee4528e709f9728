// Child process of lock-withdraw-http.ts: the clients of runLockWithdraw as HTTP calls, a fresh Idempotency-Key each.
import { randomUUID } from 'node:crypto';
import { HEADERS, LockFundsResponseSchema, WithdrawFundsResponseSchema, endpoints } from '@blck/contract';
import { runLockWithdraw } from './lock-withdraw';
import type { HttpLockWithdrawMessage, HttpLockWithdrawOptions } from './lock-withdraw-http';

const reply = (message: HttpLockWithdrawMessage) => process.send!(message, () => process.exit(0));

process.once('message', (options: HttpLockWithdrawOptions) => {
  /** POSTs `body` with a new Idempotency-Key; throws on any answer but 200, with its text. */
  const post = async (path: string, body: unknown): Promise<unknown> => {
    const response = await fetch(`${options.baseUrl}${path}`, {
      method: 'POST',
      headers: { ...options.headers, 'content-type': 'application/json', [HEADERS.idempotencyKey]: randomUUID() },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as unknown;
  };
  runLockWithdraw(options, {
    lock: async (item, availableFrom) => {
      const { lockedFunds } = LockFundsResponseSchema.parse(
        await post(endpoints.lockFunds.path, {
          walletAddress: item.wallet,
          availableFrom: availableFrom.toISOString(),
          investorId: item.investorId,
          paymentIds: [item.paymentId],
        }),
      );
      return { amount: lockedFunds.amount };
    },
    withdraw: async (item) => {
      const { unlockedFunds } = WithdrawFundsResponseSchema.parse(
        await post(endpoints.withdrawFunds.path, {
          walletAddress: item.wallet,
          investorId: item.investorId,
          paymentIds: [item.paymentId],
        }),
      );
      return { amount: unlockedFunds.amount };
    },
  }).then(
    (result) => reply({ ok: true, result }),
    (error: unknown) => reply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
