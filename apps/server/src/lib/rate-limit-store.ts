import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { TSharedRedis } from './redis';

type TStore = FastifyRateLimitStore;
type TRouteOptions = Parameters<TStore['child']>[0];

// The plugin's own stores: the shared one counts with one Lua script per request, the local one in an LRU map.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: TSharedRedis['client'],
  key: string,
) => TStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => TStore;

/**
 * Counts in Redis, so every server process shares one limit; while Redis answers with an error (it is down or
 * unreachable) the same request is counted in this process instead, so limits still hold, per process, until it
 * is back. A request is never let through uncounted, and never held waiting for Redis.
 */
class SharedOrLocalStore implements TStore {
  constructor(
    private readonly shared: TStore,
    private readonly local: TStore,
  ) {}

  incr(key: string, callback: Parameters<TStore['incr']>[1], timeWindow: number, max: number) {
    this.shared.incr(
      key,
      (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  }

  child(routeOptions: TRouteOptions): TStore {
    return new SharedOrLocalStore(this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The rate limiter's `store` for processes that share `redis`. */
export const sharedOrLocalStore = (redis: TSharedRedis): FastifyRateLimitStoreCtor =>
  class extends SharedOrLocalStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin passes its global settings, which hold these two beside the options' own.
      const settings = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      const continueExceeding = settings.continueExceeding ?? false;
      const exponentialBackoff = settings.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis.client, `${redis.prefix}rate-limit:`),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
