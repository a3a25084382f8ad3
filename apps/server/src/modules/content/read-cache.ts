import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { sendEncoded } from '../../lib/encoded-once';
import type { TCacheLookupCounter } from '../../lib/metrics';
import { createSearchCache, type TSearchCache } from '../search/search-cache';

/** At most this many answers are kept; the least recently used go first. */
export const READ_CACHE_ENTRIES = 1000;

/**
 * Answers that are the same for every anonymous visitor (item reads and extends, home, page heads), kept while the
 * catalogue has not changed (search-cache.ts: a publish, or any save, in any process that shares the database) and for
 * `ttlMs` at most (what time alone changes: expiry, counts). Featured lists and the pathways landing are not kept:
 * they name learners' submissions, whose withdrawal must show at once.
 */
export type TReadCache = TSearchCache;

export const createReadCache = (options: { ttlMs: number; countLookup?: TCacheLookupCounter }): TReadCache =>
  createSearchCache({ maxEntries: READ_CACHE_ENTRIES, ...options });

type TKept = { json: string; etag: string | null };

/**
 * Sends the kept answer of `key`, or computes it: `compute` gives the value the route's response `schema` encodes
 * (checked and written once, then sent as is to every asker) and, for an item, its ETag.
 */
export const sendKept = async <S extends z.ZodType>(
  reply: FastifyReply,
  cache: TReadCache,
  key: string,
  schema: S,
  compute: () => Promise<{ value: z.output<S>; etag?: string }>,
) => {
  const kept = await cache.through<TKept>(key, async () => {
    const { value, etag } = await compute();
    return { json: JSON.stringify(schema.encode(value)), etag: etag ?? null };
  });
  if (kept.etag) reply.header('etag', kept.etag);
  return sendEncoded(reply, kept.json);
};
