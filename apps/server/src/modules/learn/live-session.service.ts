import { CONTENT_SKILL_LEVELS } from '@questline/domain/constants';
import { AppError } from '@questline/domain/errors';
import { itemId, parseItemId, type TItemType } from '@questline/domain/ids';
import { timeOfDayInUtc, utcMinuteOfDay } from '@questline/domain/rules/ranges';
import { isDocument, type TItemDocument } from '@questline/domain/schemas/content';
import {
  livePeriodOf,
  type TLiveSessionCard,
  type TLiveSessionRegistration,
  type TLiveSessionSearchQuery,
  type TLiveSessionSearchResult,
} from '@questline/domain/schemas/live-session';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import { ignoreLearningEvents, type TLearningEvents } from '../../lib/learning-events';
import { findItemByIdOrSlug, findItems, type TContentRow } from '../content/content.repository';
import { videosOfSources } from '../media/transcode/videos.service';
import { learnerCanSee, memberMaySee, premiumLocked, refuseItem, type TViewer } from './learn.policy';
import {
  insertTrackingEvent,
  liveSessionsOf,
  publishedLiveSessions,
  registeredSessionIds,
  sessionIdsRegisteredBy,
  tagNames,
} from './live-session.repository';

type TRange = { startTime: string; endTime: string };

const rangeOf = (document: TItemDocument): TRange | null => {
  const range = isDocument(document.rangeTime) ? document.rangeTime : {};
  return typeof range.startTime === 'string' && typeof range.endTime === 'string'
    ? { startTime: range.startTime, endTime: range.endTime }
    : null;
};

const numbersOf = (list: unknown) =>
  Array.isArray(list) ? list.filter((value): value is number => typeof value === 'number') : [];

const maySee = (row: TContentRow, viewer: TViewer) => learnerCanSee(row, viewer) && memberMaySee(row, viewer);

const isPremiumViewer = (viewer: TViewer) => viewer?.premium === true;

/** A session's recording as stored (§3.7 previousVideo): its uploaded file and title, or null when it has none. */
const recordingOf = (document: TItemDocument) => {
  const video = document.previousVideo as { id?: unknown; url?: unknown; title?: unknown } | null | undefined;
  return typeof video?.id === 'string' && typeof video.url === 'string'
    ? { id: video.id, url: video.url, title: video.title }
    : null;
};

/** The live session cards of stored rows (§2.10): names of their tags and the items they refer to, read at once. */
const presentCards = async (
  db: TDbOrTx,
  rows: TContentRow[],
  viewer: TViewer,
  now: Date,
  documentOf: (row: TContentRow) => TItemDocument | null = (row) => row.published,
) => {
  const sessions = rows.flatMap((row) => {
    const document = documentOf(row) ?? {};
    const range = rangeOf(document);
    const first = Array.isArray(document.contentIds) ? document.contentIds[0] : undefined;
    const referId = (typeof first === 'string' ? parseItemId(first) : null)?.id;
    return range ? [{ row, document, range, referId, recording: recordingOf(document) }] : [];
  });
  // Most tutorial, project and course pages have no session: they cost the one query that found none.
  if (!sessions.length) return [];
  const referIds = sessions.flatMap(({ referId }) => (referId === undefined ? [] : [referId]));
  const sessionIds = sessions.map(({ row }) => itemId('liveSession', row.id));
  const recordingIds = sessions.flatMap(({ recording }) => (recording ? [recording.id] : []));
  // The recordings' transcodes (§2.16: HLS once ready), all of the page's in one query.
  const [referred, names, registered, recordings] = await Promise.all([
    findItems(db, referIds),
    tagNames(
      db,
      sessions.flatMap(({ document }) => [...numbersOf(document.topicIds), ...numbersOf(document.industryIds)]),
    ),
    viewer ? registeredSessionIds(db, viewer.id, sessionIds) : Promise.resolve(new Set<string>()),
    videosOfSources(db, recordingIds),
  ]);
  const visibleRefs = new Map(referred.filter((row) => maySee(row, viewer)).map((row) => [row.id, row]));
  const named = (ids: unknown) =>
    numbersOf(ids).flatMap((id) => {
      const name = names.get(id);
      return name ? [{ id: String(id), name }] : [];
    });
  return sessions.map(({ row, document, range, referId, recording }): TLiveSessionCard => {
    // A premium session's recording is premium content: viewers who may not join it get the card without it.
    const disabled = premiumLocked(row, viewer);
    const video = disabled ? null : recording;
    const refer = referId === undefined ? undefined : visibleRefs.get(referId);
    const skillLevel = (CONTENT_SKILL_LEVELS as readonly unknown[]).includes(document.skillLevel)
      ? (document.skillLevel as TLiveSessionCard['skillLevel'])
      : null;
    return {
      id: itemId('liveSession', row.id),
      slug: row.slug,
      title: String(document.title ?? ''),
      descPlain: String(document.descPlain ?? ''),
      thumbnail: row.card?.thumbnailUrl ? { url: row.card.thumbnailUrl } : null,
      skillLevel,
      startTime: range.startTime,
      endTime: range.endTime,
      utcOffset: typeof document.utcOffset === 'number' ? document.utcOffset : 0,
      duration: typeof document.duration === 'number' ? document.duration : 0,
      period: livePeriodOf(range.endTime, now),
      premium: row.premium,
      disabled,
      refer: refer
        ? {
            type: refer.type,
            id: itemId(refer.type as TItemType, refer.id),
            slug: refer.slug,
            title: refer.card?.title ?? '',
          }
        : null,
      registered: registered.has(itemId('liveSession', row.id)),
      topics: named(document.topicIds),
      industries: named(document.industryIds),
      previousVideo: video
        ? {
            id: video.id,
            url: video.url,
            title: String(document.previousVideoTitle || video.title || document.title || ''),
            video: recordings.get(video.id) ?? null,
          }
        : null,
    };
  });
};

/** Whether a session starts within the learner's time of day (§9: the criterion is shifted by the UTC offset). */
const startsWithin = (tod: readonly [number, number], utcOffset: number) => {
  const ranges = timeOfDayInUtc(tod, utcOffset);
  return (startTime: string) => {
    const minute = utcMinuteOfDay(startTime);
    return ranges.some(([from, to]) => minute >= from && minute < to);
  };
};

/** GET /api/learn/liveSessionSearch (§2.10, §7.5): the calendar's sessions of one period the viewer may see. */
export const searchLiveSessions = async (
  db: TDbOrTx,
  query: TLiveSessionSearchQuery,
  viewer: TViewer,
  now = new Date(),
): Promise<TLiveSessionSearchResult> => {
  const rows = (await publishedLiveSessions(db, query.includeTab, now)).filter((row) => maySee(row, viewer));
  const cards = await presentCards(db, rows, viewer, now);
  const within = query.tod ? startsWithin(query.tod, query.utcOffset) : null;
  const items = within ? cards.filter((card) => within(card.startTime)) : cards;
  return { items, total: items.length };
};

/**
 * A content item's live sessions, of the published, visible ones referring to it that the viewer may see: its widget's
 * (§4.6), the last one still opening; and its latest (§2.9), of the previous ones with a recording the newest by its
 * start. Each null when there is none.
 */
export const liveSessionsOfItem = async (
  db: TDbOrTx,
  itemRowId: number,
  viewer: TViewer,
  now = new Date(),
): Promise<{ liveSession: TLiveSessionCard | null; latestLiveSession: TLiveSessionCard | null }> => {
  const timed = (await liveSessionsOf(db, itemRowId)).flatMap((row) => {
    const document = row.published ?? {};
    const range = rangeOf(document);
    return range && maySee(row, viewer) && !row.hidden
      ? [{ row, range, period: livePeriodOf(range.endTime, now), recorded: recordingOf(document) !== null }]
      : [];
  });
  const upcoming = timed.filter((session) => session.period === 'opening').at(-1)?.row;
  // Instants are stored as ISO text in UTC, so text order is time order.
  const latest = timed
    .filter((session) => session.period === 'previous' && session.recorded)
    .sort((a, b) => b.range.startTime.localeCompare(a.range.startTime) || b.row.id - a.row.id)[0]?.row;
  // Only the cards shown are presented: their tags, referred item and recordings read at once.
  const cards = await presentCards(
    db,
    [upcoming, latest].filter((row): row is TContentRow => row !== undefined),
    viewer,
    now,
  );
  const cardOf = (row: TContentRow | undefined) =>
    (row && cards.find((card) => card.id === itemId('liveSession', row.id))) ?? null;
  return { liveSession: cardOf(upcoming), latestLiveSession: cardOf(latest) };
};

/**
 * The live sessions referring to an item that the viewer may see, as the item's read names them (§3.1 liveSessionIds,
 * liveSessions[]): published and not hidden, opening ones soonest first, then previous ones newest first; at most
 * `limit`, and only those presented.
 */
export const liveSessionCardsOfItem = async (
  db: TDbOrTx,
  itemRowId: number,
  viewer: TViewer,
  limit: number,
  now = new Date(),
): Promise<TLiveSessionCard[]> => {
  const timed = (await liveSessionsOf(db, itemRowId)).flatMap((row) => {
    const range = rangeOf(row.published ?? {});
    return range && maySee(row, viewer) && !row.hidden
      ? [{ row, range, opening: livePeriodOf(range.endTime, now) === 'opening' }]
      : [];
  });
  // Instants are stored as ISO text in UTC, so text order is time order.
  const opening = timed
    .filter((session) => session.opening)
    .sort((a, b) => a.range.startTime.localeCompare(b.range.startTime) || a.row.id - b.row.id);
  const previous = timed
    .filter((session) => !session.opening)
    .sort((a, b) => b.range.startTime.localeCompare(a.range.startTime) || b.row.id - a.row.id);
  const shown = [...opening, ...previous].slice(0, limit).map((session) => session.row);
  return presentCards(db, shown, viewer, now);
};

/** A live session's own card, for its detail page: the version the viewer reads (an author's draft before publishing). */
export const liveSessionCardOf = async (
  db: TDbOrTx,
  row: TContentRow,
  viewer: TViewer,
  view: 'draft' | 'published',
  now = new Date(),
) =>
  (await presentCards(db, [row], viewer, now, (held) => (view === 'draft' ? held.draft : held.published)))[0] ?? null;

/**
 * POST /api/learn/liveSession/{id}/register (§4.6, §7.9): records the learner's registration as the tracking event
 * {type live_session, eventType learn, data {sessionId, userPremium}} and answers where to register. Only opening
 * sessions take registrations; premium ones only premium learners. `userPremium` is the learner's membership.
 */
export const registerForLiveSession = async (
  db: TDbOrTx,
  input: { idOrSlug: string; viewer: TMe; events?: TLearningEvents },
  now = new Date(),
): Promise<TLiveSessionRegistration> => {
  const row = await findItemByIdOrSlug(db, 'liveSession', input.idOrSlug);
  if (row?.status !== 'published') throw new AppError('not_found');
  refuseItem(row, input.viewer);
  const document = row.published ?? {};
  const range = rangeOf(document);
  if (!range || livePeriodOf(range.endTime, now) !== 'opening') throw new AppError('liveSession_registration_closed');
  // Joining is premium content (the session's read and card are not): the item's own gate, asked for what joins it.
  refuseItem(row, input.viewer, { join: true });
  const userPremium = isPremiumViewer(input.viewer);
  const sessionId = itemId('liveSession', row.id);
  await insertTrackingEvent(db, {
    userId: input.viewer.id,
    type: 'live_session',
    eventType: 'learn',
    data: { sessionId, userPremium },
  });
  await (input.events ?? ignoreLearningEvents)(db, [
    { userId: input.viewer.id, time: now, verb: 'registered', object: { type: 'liveSession', id: sessionId } },
  ]);
  return { registerUrl: String(document.registerUrl ?? '') };
};

/**
 * The opening live sessions the learner registered for (My Learning's dashboard), soonest first, those they may still
 * see: at most `limit`.
 */
export const registeredLiveSessions = async (db: TDbOrTx, viewer: TMe, limit: number, now = new Date()) => {
  const ids = (await sessionIdsRegisteredBy(db, viewer.id)).flatMap((id) => {
    const parsed = parseItemId(id);
    return parsed?.type === 'liveSession' ? [parsed.id] : [];
  });
  const rows = (await findItems(db, ids)).filter(
    (row) => row.type === 'liveSession' && row.status === 'published' && !row.hidden && maySee(row, viewer),
  );
  const cards = await presentCards(db, rows, viewer, now);
  return cards
    .filter((card) => card.period === 'opening')
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id))
    .slice(0, limit);
};
