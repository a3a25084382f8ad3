import {
  ZAdminRolesWrite,
  ZAdminUser,
  ZAdminUserPage,
  ZAdminUserQuery,
  ZAuditPage,
  ZAuditQuery,
  ZPasswordResetSent,
} from '@questline/domain/schemas/admin-users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { refuseUnlessAdmin } from './admin-users.policy';
import { auditPage, disableUser, enableUser, listUsers, sendPasswordReset, setUserRoles } from './admin-users.service';

/**
 * User administration (§6; admins and super admins): find users, set their roles, disable and enable them, send them
 * a password reset, and read the audit trail every one of these writes (memberships: premium/memberships.routes.ts).
 * Each route: signed in (401), input (400), admin (403), the user (404), then the rules of the change.
 */
export const registerAdminUserRoutes = (app: FastifyInstance, deps: { db: TDb; publicUrl: string }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const signedIn = {
    onRequest: requireSignIn,
  };
  const admin = async (request: FastifyRequest) => {
    const user = await requireUser(request);
    refuseUnlessAdmin(user);
    return user;
  };
  const params = z.object({ userId: z.string().min(1).max(64) });
  const userResponse = { 200: z.object({ result: ZAdminUser }) };

  api.get(
    '/api/admin/users',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: 'Users by part of their name or e-mail address and by role, newest first, a page at a time (admins)',
        querystring: ZAdminUserQuery,
        response: { 200: z.object({ result: ZAdminUserPage }) },
      },
    },
    async (request) => {
      await admin(request);
      return { result: await listUsers(db, request.query) };
    },
  );

  api.put(
    '/api/admin/users/:userId/roles',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: "Set a user's roles; only super admins grant or take admin and super admin (admins)",
        params,
        body: ZAdminRolesWrite,
        response: userResponse,
      },
    },
    async (request) => {
      const actor = await admin(request);
      const { userId } = request.params;
      return { result: await db.transaction((tx) => setUserRoles(tx, actor, userId, request.body.roles)) };
    },
  );

  api.post(
    '/api/admin/users/:userId/disable',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: "Disable a user: their sessions end at once and sign-in is refused (admins; an admin's: super admins)",
        params,
        response: userResponse,
      },
    },
    async (request) => {
      const actor = await admin(request);
      return { result: await db.transaction((tx) => disableUser(tx, actor, request.params.userId)) };
    },
  );

  api.post(
    '/api/admin/users/:userId/enable',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: "Enable a disabled user again (admins; an admin's: super admins)",
        params,
        response: userResponse,
      },
    },
    async (request) => {
      const actor = await admin(request);
      return { result: await db.transaction((tx) => enableUser(tx, actor, request.params.userId)) };
    },
  );

  api.post(
    '/api/admin/users/:userId/password-reset',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: 'Send a user the password reset mail (admins)',
        params,
        response: { 200: z.object({ result: ZPasswordResetSent }) },
      },
    },
    async (request) => {
      const actor = await admin(request);
      return {
        result: await sendPasswordReset(
          { db, auth: app.auth, publicUrl: deps.publicUrl },
          actor,
          request.params.userId,
        ),
      };
    },
  );

  api.get(
    '/api/admin/audit',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: 'What admins did to users, newest first, a page at a time (admins)',
        querystring: ZAuditQuery,
        response: { 200: z.object({ result: ZAuditPage }) },
      },
    },
    async (request) => {
      await admin(request);
      return { result: await auditPage(db, request.query.page) };
    },
  );
};
