import { Redis } from 'ioredis';

/** Redis as the server processes share it (DESIGN §9), with the prefix every key of this deployment starts with. */
export type TSharedRedis = { client: Redis; prefix: string };

/**
 * A connection that fails fast: while Redis is unreachable a command errs at once instead of queueing, so the
 * rate limiter counts in the process (sharedOrLocalStore) rather than holding requests, and ioredis keeps
 * reconnecting in the background. `onProblem` hears the first error of each outage, not every reconnection attempt.
 */
export const openSharedRedis = (
  url: string,
  prefix: string,
  onProblem: (message: string) => void = () => {},
): TSharedRedis => {
  const client = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let down = false;
  client.on('error', (error: Error) => {
    if (!down) onProblem(`Redis is unreachable (${error.message}); rate limits hold per process until it is back`);
    down = true;
  });
  client.on('ready', () => {
    down = false;
  });
  return { client, prefix };
};
