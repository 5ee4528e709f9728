// A closed-loop lock + withdraw load: N clients each lock payments until a moment just ahead and withdraw each lock
// as soon as its moment has come, so every client always has one call in flight and nobody sleeps or moves a date.

/** One payment to lock for a wallet, then withdraw; `extra` carries what a caller needs beyond the ids. */
export interface LockItem {
  investorId: string;
  paymentId: string;
  wallet: string;
  extra?: Record<string, string>;
}

export interface LockWithdrawCalls {
  /** Locks the item's payment until `availableFrom`; returns the amount locked and what `withdraw` needs. */
  lock(item: LockItem, availableFrom: Date, client: number): Promise<{ amount: string; token?: string }>;
  /** Withdraws the lock made for the item; returns the amount withdrawn. */
  withdraw(item: LockItem, token: string | undefined, client: number): Promise<{ amount: string }>;
}

export interface LockWithdrawOptions {
  /** The payments of each client, in the order it locks them; one list per client, none shared. */
  items: readonly (readonly LockItem[])[];
  /** Start each list again at its end (for calls that can lock the same payment again and again). */
  cycle?: boolean;
  /** Calls made before the measured window: until every client withdraws as often as it locks. */
  warmupSeconds: number;
  durationSeconds: number;
  /** How far ahead of the client's clock each lock's availability date is set. */
  horizonMs: number;
}

export interface LockWithdrawResult {
  /** Latencies (ms) of the calls started in the measured window. */
  lockMs: number[];
  withdrawMs: number[];
  /** Lock + withdraw latency of each payment whose withdrawal was in the window (the wait between not counted). */
  pairMs: number[];
  /** The measured window, from its start until the last call started in it ended. */
  durationSeconds: number;
  /** Payments locked (warm-up and window), all withdrawn by the end; and how many of each client's list. */
  used: number;
  usedPerClient: number[];
  /** Withdrawals made after the window, waiting for their dates (not measured). */
  drained: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the load: each client, in a loop, withdraws its oldest lock if its date has come and its last call was not a
 * withdrawal, and otherwise locks its next payment until `horizonMs` from now. So it locks only for the first
 * `horizonMs`, then alternates lock and withdraw, the oldest lock always due (it waited about two horizons), with
 * the backlog made in the first `horizonMs`. After the window every lock left is withdrawn once its date comes, so no payment
 * stays locked. Throws the first error of any call (the figures would describe an error path) and when a client
 * runs out of payments.
 */
export const runLockWithdraw = async (
  options: LockWithdrawOptions,
  calls: LockWithdrawCalls,
): Promise<LockWithdrawResult> => {
  const lockMs: number[] = [];
  const withdrawMs: number[] = [];
  const pairMs: number[] = [];
  const start = performance.now();
  const windowStart = start + options.warmupSeconds * 1000;
  const windowEnd = windowStart + options.durationSeconds * 1000;
  let failed = false;
  const usedPerClient = options.items.map(() => 0);
  let drained = 0;

  interface Held {
    item: LockItem;
    readyAt: number;
    amount: string;
    token: string | undefined;
    lockMs: number;
  }

  const withdraw = async (client: number, held: Held) => {
    const before = performance.now();
    const { amount } = await calls.withdraw(held.item, held.token, client);
    if (amount !== held.amount) throw new Error(`Withdrew ${amount} of a lock of ${held.amount}`);
    return performance.now() - before;
  };

  const run = async (client: number) => {
    const items = options.items[client] ?? [];
    const held: Held[] = [];
    let next = 0;
    let withdrewLast = false;
    try {
      while (!failed && performance.now() < windowEnd) {
        const before = performance.now();
        const measured = before >= windowStart;
        const oldest = held[0];
        // Never two withdrawals in a row: a withdrawal per lock, so the backlog neither drains nor swings.
        if (!withdrewLast && oldest && Date.now() >= oldest.readyAt) {
          held.shift();
          withdrewLast = true;
          const ms = await withdraw(client, oldest);
          if (measured) {
            withdrawMs.push(ms);
            pairMs.push(oldest.lockMs + ms);
          }
          continue;
        }
        withdrewLast = false;
        const item = options.cycle ? items[next++ % items.length] : items[next++];
        if (!item) throw new Error(`Client ${client} ran out of payments after ${items.length} locks: seed more`);
        const availableFrom = new Date(Date.now() + options.horizonMs);
        const { amount, token } = await calls.lock(item, availableFrom, client);
        const ms = performance.now() - before;
        usedPerClient[client]! += 1;
        held.push({ item, readyAt: availableFrom.getTime(), amount, token, lockMs: ms });
        if (measured) lockMs.push(ms);
      }
    } catch (error) {
      failed = true;
      throw error;
    }
    return held;
  };

  const settled = await Promise.allSettled(options.items.map((_, client) => run(client)));
  const durationSeconds = (performance.now() - windowStart) / 1000;
  const rejected = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (rejected) throw rejected.reason;
  // Drain: every lock left is withdrawn once its date comes, so the books end with no payment locked.
  await Promise.all(
    settled.map(async (result, client) => {
      for (const held of (result as PromiseFulfilledResult<Held[]>).value) {
        const wait = held.readyAt - Date.now();
        if (wait > 0) await sleep(wait + 1);
        await withdraw(client, held);
        drained += 1;
      }
    }),
  );
  const used = usedPerClient.reduce((sum, n) => sum + n, 0);
  return { lockMs, withdrawMs, pairMs, durationSeconds, used, usedPerClient, drained };
};
