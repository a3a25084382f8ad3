import { ZMemberLookupQuery, ZMembershipName, ZMembershipWrite, ZMemberUser } from '@questline/domain/schemas/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { refuseUnlessAdmin } from '../flags/flags.policy';
import { memberByEmail, setMembership } from './memberships.service';

/** Admins find a user by e-mail and grant or revoke premium (and the other memberships of §6). */
export const registerMembershipRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/api/admin/members',
    {
      onRequest: requireSignIn,
      schema: {
        tags: ['admin'],
        summary: 'The user holding an e-mail address, with the memberships in force (admins)',
        querystring: ZMemberLookupQuery,
        response: { 200: z.object({ result: ZMemberUser }) },
      },
    },
    async (request) => {
      refuseUnlessAdmin(await requireUser(request));
      return { result: await memberByEmail(db, request.query.email) };
    },
  );

  api.put(
    '/api/admin/users/:userId/memberships/:membership',
    {
      onRequest: requireSignIn,
      schema: {
        tags: ['admin'],
        summary: 'Grant (granted: true) or revoke a membership: premium, uaaMember or edlabMember (admins)',
        params: z.object({ userId: z.string().min(1).max(64), membership: ZMembershipName }),
        body: ZMembershipWrite,
        response: { 200: z.object({ result: ZMemberUser }) },
      },
    },
    async (request) => {
      const admin = await requireUser(request);
      refuseUnlessAdmin(admin);
      const { userId, membership } = request.params;
      const { granted } = request.body;
      return {
        result: await db.transaction((tx) => setMembership(tx, { userId, membership, granted, actorId: admin.id })),
      };
    },
  );
};
