import { PassThrough } from 'node:stream';
import { AppError } from '@questline/domain/errors';
import { ZItemChangesQuery } from '@questline/domain/schemas/item-changes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb, TSubscribe } from '../../db/client';
import { EDITABLE_TYPES } from '../authoring/editable-item';
import { findRevisions } from './item-changes.repository';
import { createItemChangesHub, HEARTBEAT_MS, RECONNECT_MS, watchableItem } from './item-changes.service';

/** The revision the client holds: the larger of `?revision=` and the id of the last event it saw (a reconnect). */
const heldRevision = (request: FastifyRequest<{ Querystring: { revision?: number } }>) => {
  const lastEventId = Number(request.headers['last-event-id']);
  return Math.max(request.query.revision ?? 0, Number.isSafeInteger(lastEventId) ? lastEventId : 0);
};

/**
 * "Updated elsewhere" (DESIGN §9, spec §2.14 force-reload dialog): `GET /api/learn/{type}/{id}/changes` answers a
 * server-sent event stream for one item open in the editor. It sends a `revision` event when the item's revision is
 * past the one the client holds (`?revision=`, or Last-Event-ID on a reconnect), at once and after every later save,
 * publish or hand-over, whichever server process committed it. Needs the database's change notifications: without
 * `subscribe` the route is not offered (the editor still learns of another save from the 412 of its own).
 */
export const registerItemChangesRoutes = (app: FastifyInstance, deps: { db: TDb; subscribe?: TSubscribe }) => {
  const { db, subscribe } = deps;
  if (!subscribe) return;
  const hub = createItemChangesHub({ db, subscribe });
  app.addHook('onReady', hub.start);
  // Before the server stops taking connections: open streams never end on their own, and closing waits for them.
  app.addHook('preClose', hub.stop);

  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const type of EDITABLE_TYPES) {
    api.get(
      `/api/learn/${type}/:id/changes`,
      {
        onRequest: requireSignIn,
        schema: {
          tags: ['authoring'],
          summary: `Follow a ${type} open in the editor: a text/event-stream of its revisions past the one held`,
          description:
            'Events are named `revision`, with the revision as id and `{"revision":n}` as data; a comment every ' +
            `${HEARTBEAT_MS / 1000} s keeps the stream open. Only those who may edit the item (401, 403); ` +
            'too many open streams of one person answer 429 rate_limited.',
          params: z.object({ id: z.string().max(40) }),
          querystring: ZItemChangesQuery,
          headers: z.object({ 'last-event-id': z.string().max(20).optional() }),
        },
      },
      async (request, reply) => {
        const actor = await requireUser(request);
        const row = await watchableItem(db, { type, id: request.params.id, actor });
        const body = new PassThrough();
        const stream = hub.open({
          itemId: row.id,
          userId: actor.id,
          held: heldRevision(request),
          send: (chunk) => body.write(chunk),
          end: () => body.end(),
        });
        if (!stream) {
          reply.header('retry-after', RECONNECT_MS / 1000);
          throw new AppError('rate_limited', { params: { retryAfterSeconds: RECONNECT_MS / 1000 } });
        }
        reply.raw.on('close', () => hub.close(stream));
        try {
          // Watched first, read second: a save committed in between is in this read or in a notification.
          const [now] = await findRevisions(db, [row.id]);
          body.write(`retry: ${RECONNECT_MS}\n\n`);
          if (now) hub.deliver(stream, now.revision);
        } catch (error) {
          hub.close(stream);
          throw error;
        }
        return reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          .send(body);
      },
    );
  }
};
