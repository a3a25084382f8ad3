import { AppError } from '@questline/domain/errors';
import { ITEM_REVISION_EVENT } from '@questline/domain/schemas/item-changes';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDb, TDbOrTx, TSubscribe } from '../../db/client';
import { editTargetOf, refuseUnless } from '../authoring/authoring.policy';
import { numericId, type TEditableType } from '../authoring/editable-item';
import { findItem } from '../content/content.repository';
import { findRevisions } from './item-changes.repository';

/** The channel the content_items trigger of migration 0020 notifies on, with "<item id>:<revision>". */
export const ITEM_CHANGES_CHANNEL = 'content_item_revised';
/** A comment this often keeps proxies and load balancers from closing a quiet stream (most give up after 30–60 s). */
export const HEARTBEAT_MS = 25_000;
/** Open streams one person may hold in one process: a few editor tabs, not a flood of connections. */
export const STREAMS_PER_USER = 10;
/** How long a browser waits before it opens a dropped stream again (EventSource's own reconnect). */
export const RECONNECT_MS = 3_000;

/** One open editor's stream: the item it watches, whose it is, and the newest revision it has been told of. */
export type TItemStream = {
  readonly itemId: number;
  readonly userId: string;
  held: number;
  readonly send: (chunk: string) => void;
  readonly end: () => void;
};

/** A server-sent event saying the item is at `revision`; its id lets a reconnect name the last one it saw. */
export const revisionEvent = (revision: number) =>
  `id: ${revision}\nevent: ${ITEM_REVISION_EVENT}\ndata: ${JSON.stringify({ revision })}\n\n`;

/** The notification's "<item id>:<revision>", or null when it is not one. */
export const parseRevised = (payload: string | undefined) => {
  const match = /^(\d{1,18}):(\d{1,10})$/.exec(payload ?? '');
  return match ? { itemId: Number(match[1]), revision: Number(match[2]) } : null;
};

/**
 * The item an editor may watch: the one it may edit, as the editor's own read and saves require (401 anonymous, 403
 * without the right, 404 for no such item of the type; ids only, as the editor's address holds them).
 */
export const watchableItem = async (
  db: TDbOrTx,
  input: { type: TEditableType; id: string; actor: Pick<TMe, 'id' | 'roles'> },
) => {
  const row = await findItem(db, numericId(input.type, input.id));
  if (!row || row.type !== input.type) throw new AppError('not_found');
  refuseUnless(input.actor, 'edit', await editTargetOf(db, row));
  return row;
};

export type TItemChangesHub = ReturnType<typeof createItemChangesHub>;

/**
 * This process's "updated elsewhere" streams (DESIGN §9): one LISTEN for the whole process, whichever process
 * committed the save, fanned out to the streams open on the item. A stream is told only of revisions past the one it
 * holds. When the LISTEN connection was lost and comes back, every watched item's revision is read again, so a save
 * made meanwhile is not missed.
 */
export const createItemChangesHub = (deps: {
  db: TDb;
  subscribe: TSubscribe;
  heartbeatMs?: number;
  streamsPerUser?: number;
}) => {
  const streamsPerUser = deps.streamsPerUser ?? STREAMS_PER_USER;
  const byItem = new Map<number, Set<TItemStream>>();
  const perUser = new Map<string, number>();
  let unsubscribe: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const everyStream = () => [...byItem.values()].flatMap((streams) => [...streams]);

  /** Tells the stream of `revision` when it is past the one the stream holds. */
  const deliver = (stream: TItemStream, revision: number) => {
    if (revision <= stream.held) return;
    stream.held = revision;
    stream.send(revisionEvent(revision));
  };

  const revised = (itemId: number, revision: number) => {
    for (const stream of byItem.get(itemId) ?? []) deliver(stream, revision);
  };

  /** After a lost LISTEN: what each watched item's revision is now. */
  const catchUp = async () => {
    for (const row of await findRevisions(deps.db, [...byItem.keys()])) revised(row.id, row.revision);
  };

  const close = (stream: TItemStream) => {
    const streams = byItem.get(stream.itemId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) byItem.delete(stream.itemId);
    const count = (perUser.get(stream.userId) ?? 1) - 1;
    if (count > 0) perUser.set(stream.userId, count);
    else perUser.delete(stream.userId);
  };

  return {
    /** LISTEN, and the heartbeat; called once the app is ready. */
    start: async () => {
      unsubscribe = await deps.subscribe(ITEM_CHANGES_CHANNEL, ({ lost, payload }) => {
        if (lost) return;
        const change = parseRevised(payload);
        if (change) revised(change.itemId, change.revision);
        else void catchUp().catch(() => undefined);
      });
      heartbeat = setInterval(() => {
        for (const stream of everyStream()) stream.send(': heartbeat\n\n');
      }, deps.heartbeatMs ?? HEARTBEAT_MS).unref();
    },
    /** A new stream on the item, holding `held`; null when its owner already holds as many as allowed. */
    open: (input: Omit<TItemStream, 'held'> & { held: number }): TItemStream | null => {
      const count = perUser.get(input.userId) ?? 0;
      if (count >= streamsPerUser) return null;
      const stream: TItemStream = { ...input };
      perUser.set(input.userId, count + 1);
      const streams = byItem.get(input.itemId) ?? new Set<TItemStream>();
      streams.add(stream);
      byItem.set(input.itemId, streams);
      return stream;
    },
    close,
    deliver,
    /** Ends every stream (a closing server must not wait for editors to leave) and stops listening. */
    stop: async () => {
      clearInterval(heartbeat);
      for (const stream of everyStream()) {
        close(stream);
        stream.end();
      }
      await unsubscribe?.();
      unsubscribe = undefined;
    },
    openStreams: () => everyStream().length,
  };
};
