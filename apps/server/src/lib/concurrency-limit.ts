/**
 * A gate that lets at most `max` tasks run at once; the others wait their turn in the order they came. Work that
 * holds a thread of libuv's pool for long (sharp's decoding and encoding above all) goes through one, so the pool
 * that password hashing and file reads share always has threads left for them.
 */
export const limitConcurrency = (max: number) => {
  let running = 0;
  // A Set keeps the order of arrival and gives up its first entry without shifting an array.
  const waiting = new Set<() => void>();
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < max) running += 1;
    // A finishing task hands its slot straight to the first waiter: `running` does not change.
    else await new Promise<void>((resolve) => waiting.add(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.values().next();
      if (next.done) running -= 1;
      else {
        waiting.delete(next.value);
        next.value();
      }
    }
  };
};
