// How often the event loop turns while some work runs: tests that the work leaves this thread free meanwhile.

/** Runs `work`, counting the turns of the event loop (setImmediate callbacks) until it settles. */
export const countTurnsWhile = async <T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> => {
  let turns = 0;
  let running = true;
  const turn = () => {
    if (!running) return;
    turns += 1;
    setImmediate(turn);
  };
  setImmediate(turn);
  try {
    return { result: await work(), turns };
  } finally {
    running = false;
  }
};
