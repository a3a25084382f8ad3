import type { FastifyInstance } from 'fastify';
import type { TSubscribe } from '../../db/client';
import type { TCacheLookupCounter } from '../../lib/metrics';
import { SEARCH_CHANGES_CHANNEL } from './search.repository';

/**
 * The catalogue's generation in this process: it moves on with every item this process writes (content.service
 * saveNewItem and saveItem, in the writer's transaction) and with every `search_documents_changed` notification, which
 * PostgreSQL sends to every server process when a writing transaction commits (migration 0008). A cached answer of an
 * older generation is never served.
 */
let generation = 0;

/** The catalogue changed (or may have): every search cache of this process drops what it holds. */
export const catalogueChanged = () => {
  generation += 1;
};

/** How long an answer is kept at most: what time alone changes (an item's expiry, start and save counts) shows by then. */
export const SEARCH_CACHE_TTL_MS = 30_000;
export const SEARCH_CACHE_ENTRIES = 500;

export type TSearchCache = {
  /**
   * The kept answer of `key`, or the one `compute` gives (kept for the next asker). Askers of a key that is being
   * computed wait for that computation instead of starting their own.
   */
  through: <T>(key: string, compute: () => Promise<T>) => Promise<T>;
  /** Whether answers are kept: only while the change notifications are heard. */
  setEnabled: (enabled: boolean) => void;
  /** Whether an answer computed now would be kept (enabled, for some time). */
  keeps: () => boolean;
  size: () => number;
};

type TEntry = { value: unknown; generation: number; expires: number };

/**
 * Answers of searches that do not depend on who asks beyond their audience (the learner maps are added per viewer),
 * least recently used first out. Disabled until the change notifications are heard: without them, another process's
 * write would go unseen for the TTL.
 */
export const createSearchCache = (
  options: {
    maxEntries?: number;
    ttlMs?: number;
    now?: () => number;
    /** Told of every lookup: a hit when answered without computing (kept, or joined to a computation under way). */
    countLookup?: TCacheLookupCounter;
  } = {},
): TSearchCache => {
  const countLookup = options.countLookup ?? (() => undefined);
  const maxEntries = options.maxEntries ?? SEARCH_CACHE_ENTRIES;
  const ttlMs = options.ttlMs ?? SEARCH_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, TEntry>();
  /**
   * Computations under way, by key: a popular search missed by many at once (after every catalogue change, all are)
   * costs the database once, not once per asker.
   */
  const pending = new Map<string, { generation: number; value: Promise<unknown> }>();
  let enabled = false;

  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.generation !== generation || entry.expires <= now()) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    entries.set(key, entry);
    return entry;
  };

  return {
    through: async (key, compute) => {
      // While disabled every lookup computes: counted as a miss, a lost notification channel shows in the hit ratio.
      if (!enabled) {
        countLookup(false);
        return compute();
      }
      const kept = fresh(key);
      if (kept) {
        countLookup(true);
        return kept.value as Awaited<ReturnType<typeof compute>>;
      }
      // Joined only while the catalogue has not changed since it started: its answer could be kept, so it may be shared.
      const running = pending.get(key);
      if (running?.generation === generation) {
        countLookup(true);
        return running.value as ReturnType<typeof compute>;
      }
      countLookup(false);
      const startedAt = generation;
      const value = compute();
      pending.set(key, { generation: startedAt, value });
      try {
        const answer = await value;
        // A change while computing may or may not be in the answer: it is served, not kept.
        if (enabled && startedAt === generation) {
          entries.set(key, { value: answer, generation: startedAt, expires: now() + ttlMs });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        }
        return answer;
      } finally {
        if (pending.get(key)?.value === value) pending.delete(key);
      }
    },
    setEnabled: (value) => {
      enabled = value;
      if (!value) {
        entries.clear();
        pending.clear();
      }
    },
    keeps: () => enabled && ttlMs > 0,
    size: () => entries.size,
  };
};

/**
 * Keeps `cache` on while this process hears the catalogue's change notifications (from the app's start to its close):
 * a lost channel turns it off, and every change moves the generation on, so nothing another process changed is
 * served from it.
 */
export const keepWhileHeard = (app: FastifyInstance, subscribe: TSubscribe, cache: TSearchCache) => {
  let unsubscribe: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unsubscribe = await subscribe(SEARCH_CHANGES_CHANNEL, ({ lost }) => {
      catalogueChanged();
      cache.setEnabled(!lost);
    });
    cache.setEnabled(true);
  });
  app.addHook('onClose', async () => {
    cache.setEnabled(false);
    await unsubscribe?.();
  });
};
