// Statements of one transaction started together (one socket write on a pipelined connection) and awaited together:
// when one fails the others still finish before the caller moves on, so none is left running as the transaction ends.

/** Like `Promise.all`, but waits for every statement before throwing the first failure, in the order given. */
export const together = async <T extends readonly unknown[] | []>(
  statements: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> => {
  const settled = await Promise.allSettled<readonly unknown[]>(statements);
  const failed = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
};
