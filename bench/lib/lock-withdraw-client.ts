// Child process of lock-withdraw-http.ts: the clients of runLockWithdraw as HTTP calls, a fresh Idempotency-Key each.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { HEADERS, LockFundsResponseSchema, WithdrawFundsResponseSchema, endpoints } from '@blck/contract';
import { runLockWithdraw } from './lock-withdraw';
import type { HttpLockWithdrawMessage, HttpLockWithdrawOptions } from './lock-withdraw-http';

const reply = (message: HttpLockWithdrawMessage) => process.send!(message, () => process.exit(0));

process.once('message', (options: HttpLockWithdrawOptions) => {
  // Node's own HTTP client on kept-alive sockets (a client may have a lock and a withdrawal in flight): fetch costs the client process several times the
  // CPU, which the two cores then lack for the server and the database.
  const agent = new Agent({ keepAlive: true, maxSockets: 2 * options.items.length });
  const url = new URL(options.baseUrl);
  /** POSTs `body` with a new Idempotency-Key; throws on any answer but 200, with its text. */
  const post = (path: string, body: unknown): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const sent = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path,
          method: 'POST',
          headers: {
            ...options.headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            [HEADERS.idempotencyKey]: randomUUID(),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (response.statusCode !== 200) reject(new Error(`POST ${path} answered ${response.statusCode}: ${text}`));
            else resolve(JSON.parse(text) as unknown);
          });
          response.on('error', reject);
        },
      );
      sent.on('error', reject);
      sent.end(payload);
    });
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
