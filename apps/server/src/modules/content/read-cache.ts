import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { sendEncoded } from '../../lib/encoded-once';
import type { TCacheLookupCounter } from '../../lib/metrics';
import { createSearchCache, type TSearchCache } from '../search/search-cache';

/** At most this many answers are kept; the least recently used go first. */
export const READ_CACHE_ENTRIES = 1000;

/**
 * Answers that are the same for every anonymous visitor (item reads and extends, home, page heads, featured lists,
 * the pathways landing), kept while the catalogue has not changed (search-cache.ts: a publish, or any save, in any
 * process that shares the database; a featured list's save or a change of the submissions it shows: migration 0024)
 * and for `ttlMs` at most (what time alone changes: expiry, counts).
 */
export type TReadCache = TSearchCache;

export const createReadCache = (options: { ttlMs: number; countLookup?: TCacheLookupCounter }): TReadCache =>
  createSearchCache({ maxEntries: READ_CACHE_ENTRIES, ...options });

/** A kept answer: as sent (checked and written once), its ETag, and what its computation kept beside it. */
export type TKept<X = undefined> = { json: string; etag: string | null; extra: X };

/**
 * The kept answer of `key`, or the one `compute` gives: the value the route's response `schema` encodes, for an item
 * its ETag, and anything the route reads again later (`extra`, never sent).
 */
export const keep = <S extends z.ZodType, X = undefined>(
  cache: TReadCache,
  key: string,
  schema: S,
  compute: () => Promise<{ value: z.output<S>; etag?: string; extra?: X }>,
) =>
  cache.through<TKept<X>>(key, async () => {
    const { value, etag, extra } = await compute();
    return { json: JSON.stringify(schema.encode(value)), etag: etag ?? null, extra: extra as X };
  });

/** Sends a kept answer, with its ETag. */
export const sendKeptAnswer = (reply: FastifyReply, kept: TKept<unknown>) => {
  if (kept.etag) reply.header('etag', kept.etag);
  return sendEncoded(reply, kept.json);
};

/** Sends the kept answer of `key`, or computes it (keep). */
export const sendKept = async <S extends z.ZodType>(
  reply: FastifyReply,
  cache: TReadCache,
  key: string,
  schema: S,
  compute: () => Promise<{ value: z.output<S>; etag?: string }>,
) => sendKeptAnswer(reply, await keep(cache, key, schema, compute));
