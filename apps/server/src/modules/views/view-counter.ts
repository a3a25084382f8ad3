import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import { addViews, forgetViewersBefore, type TView } from './views.repository';

/** How often buffered views are written, and how many make a write happen at once. */
export const VIEW_FLUSH_MS = 5000;
export const VIEW_BUFFER_MAX = 5000;

/** The UTC day of an instant, as the counts keep it. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A salt for each day, made at random in this process's memory when the day's first anonymous view comes and
 * forgotten when the next day's is made: it is stored nowhere, least of all with the counts, so a day's hashes cannot
 * be matched to an address once the day is over (decision 0074). A restart makes a new one: an anonymous viewer may
 * then count twice that day.
 */
export const createDailySalt = (random: () => Buffer = () => randomBytes(32)) => {
  let current: { day: string; salt: Buffer } | null = null;
  return (day: string) => {
    if (current?.day !== day) current = { day, salt: random() };
    return current.salt;
  };
};

/**
 * Who viewed, as the counts tell viewers apart: a signed-in viewer by user id; an anonymous one by a hash of the day's
 * salt, the address and the user agent, which holds neither the address nor anything it can be read back from.
 */
export const viewerKey = (
  who: { userId: string | null; address: string; userAgent: string },
  day: string,
  saltOf: (day: string) => Buffer,
) => {
  if (who.userId) return `u:${who.userId}`;
  const hash = createHash('sha256')
    .update(saltOf(day))
    .update(`${who.address}\n${who.userAgent}`)
    .digest('base64url')
    .slice(0, 22);
  return `a:${hash}`;
};

export type TViewCounter = {
  /** Buffers one view of an item; the next flush writes it. */
  record: (itemId: number, who: { userId: string | null; address: string; userAgent: string }) => void;
  /** Writes what is buffered, in one transaction; answers how many views counted (new viewers of the day). */
  flush: () => Promise<number>;
  /** Flushes every VIEW_FLUSH_MS (the timer does not hold the process open). */
  start: () => void;
  /** Stops the timer and writes what is left (on close). */
  stop: () => Promise<void>;
  /** How many views wait for the next flush. */
  pending: () => number;
};

/**
 * Views counted off the request path (§2.9 detail pages, §3.12 statsMap viewCount): a learner's read of a detail page
 * adds to an in-process buffer that collapses repeats, and the buffer is written in batches, each one statement that
 * marks the day's new viewers and upserts the daily counts (views.repository addViews). A failed write is logged and
 * its views dropped: counts are not worth failing or slowing reads for.
 */
export const createViewCounter = (deps: {
  db: TDb;
  log?: FastifyBaseLogger;
  flushMs?: number;
  now?: () => Date;
  saltOf?: (day: string) => Buffer;
}): TViewCounter => {
  const now = deps.now ?? (() => new Date());
  const saltOf = deps.saltOf ?? createDailySalt();
  const flushMs = deps.flushMs ?? VIEW_FLUSH_MS;
  let buffer = new Map<string, TView>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<number> = Promise.resolve(0);

  const flush = () => {
    writing = writing.then(async () => {
      if (!buffer.size) return 0;
      const views = [...buffer.values()];
      buffer = new Map();
      const today = dayOf(now());
      try {
        return await deps.db.transaction(async (tx) => {
          const counted = await addViews(tx, views);
          await forgetViewersBefore(tx, today);
          return counted;
        });
      } catch (error) {
        deps.log?.warn({ err: error, views: views.length }, 'views not written');
        return 0;
      }
    });
    return writing;
  };

  return {
    record: (itemId, who) => {
      const day = dayOf(now());
      const viewer = viewerKey(who, day, saltOf);
      buffer.set(`${itemId}|${day}|${viewer}`, { itemId, day, viewer });
      if (buffer.size >= VIEW_BUFFER_MAX) void flush();
    },
    flush,
    start: () => {
      if (timer || flushMs <= 0) return;
      timer = setInterval(() => void flush(), flushMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
    pending: () => buffer.size,
  };
};
