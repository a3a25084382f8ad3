import { ZEdlabSeatAdd, ZEdlabSeatParams, ZEdlabSeats } from '@questline/domain/schemas/edlab';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { refuseUnlessEdlabMember } from './edlab.policy';
import { presentSeats } from './edlab.presenter';
import { listSeats } from './edlab.repository';
import { assignSeat, releaseSeat } from './edlab.service';

/**
 * The educator lab's seats (§2.15 assignSeats): an edlab member lists, assigns (by e-mail) and releases the seats of
 * their lab. Each route: signed in (401), input (400), edlab member (403), then the work; every answer is the list.
 */
export const registerEdlabRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const signedIn = {
    onRequest: requireSignIn,
  };
  const seatsResponse = { 200: z.object({ result: ZEdlabSeats }) };

  api.get(
    '/api/edlab/seats',
    { ...signedIn, schema: { tags: ['edlab'], summary: "The edlab member's assigned seats", response: seatsResponse } },
    async (request) => {
      const user = await requireUser(request);
      refuseUnlessEdlabMember(user);
      return { result: presentSeats(await listSeats(db, user.id)) };
    },
  );

  api.post(
    '/api/edlab/seats',
    {
      ...signedIn,
      schema: {
        tags: ['edlab'],
        summary: 'Assign a seat to an e-mail address (at most EDLAB_SEAT_LIMIT); answers the seats',
        body: ZEdlabSeatAdd,
        response: seatsResponse,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      refuseUnlessEdlabMember(user);
      const seats = await db.transaction(async (tx) => {
        await assignSeat(tx, user.id, request.body.email);
        return listSeats(tx, user.id);
      });
      return { result: presentSeats(seats) };
    },
  );

  api.delete(
    '/api/edlab/seats/:email',
    {
      ...signedIn,
      schema: {
        tags: ['edlab'],
        summary: "Release an address's seat; answers the seats",
        params: ZEdlabSeatParams,
        response: seatsResponse,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      refuseUnlessEdlabMember(user);
      const seats = await db.transaction(async (tx) => {
        await releaseSeat(tx, user.id, request.params.email);
        return listSeats(tx, user.id);
      });
      return { result: presentSeats(seats) };
    },
  );
};
