import { AppError } from '@questline/domain/errors';
import { accountExportFileName, ZAccountExport, ZDeleteAccount, ZDeviceList } from '@questline/domain/schemas/account';
import { isAPIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAuth } from '../../auth/auth';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import type { TFileStore } from '../../lib/file-store';
import { deleteAccount, listDevices } from './account.service';
import { exportAccount } from './export.service';

type TAccountDeps = { db: TDb; auth: TAuth; fileStore: TFileStore; authPerMinute: number };

/** The password is the account's (better-auth's own check, as its change-password does); 400 auth_wrong_password. */
const confirmPassword = async (auth: TAuth, request: FastifyRequest, password: string) => {
  try {
    await auth.api.verifyPassword({ body: { password }, headers: fromNodeHeaders(request.headers) });
  } catch (error) {
    if (isAPIError(error) && error.status === 'UNAUTHORIZED') throw new AppError('auth_required');
    if (isAPIError(error)) throw new AppError('auth_wrong_password');
    throw error;
  }
};

/** Expires better-auth's cookies on the answer: the session they named is gone with the account. */
const clearSessionCookies = async (auth: TAuth, reply: FastifyReply) => {
  const { authCookies } = await auth.$context;
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    reply.clearCookie(cookie.name, {
      path: cookie.attributes.path ?? '/',
      secure: cookie.attributes.secure,
      httpOnly: true,
      sameSite: 'lax',
    });
  }
};

/**
 * Account self-service in settings beside better-auth's own endpoints (change password, change e-mail, sign out
 * everywhere else): the signed-in devices, deleting the account and the export of everything held about its user.
 * Each route: signed in (401), input (400), then the work; deleting also needs the password (400) and is refused to
 * the last super admin (409), and counts against the sign-in rate limit, as a password guess would.
 */
export const registerAccountRoutes = (app: FastifyInstance, deps: TAccountDeps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, auth } = deps;
  const signedIn = {
    onRequest: requireSignIn,
  };

  api.get(
    '/api/users/me/sessions',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary:
          "The signed-in user's sessions in force: browser, system, partial address, signed in and last active, this one marked",
        response: { 200: z.object({ result: ZDeviceList }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const current = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      return { result: await listDevices(db, viewer, current?.session.id ?? null) };
    },
  );

  api.post(
    '/api/users/me/delete',
    {
      ...signedIn,
      config: { rateLimit: { max: deps.authPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary:
          'Delete the signed-in account, confirmed by its password: personal data goes, authored content stays without an author',
        body: ZDeleteAccount,
        response: { 200: z.object({ result: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      await confirmPassword(auth, request, request.body.password);
      await deleteAccount({ db, fileStore: deps.fileStore }, viewer);
      await clearSessionCookies(auth, reply);
      request.log.info({ notice: 'account_deleted', userId: viewer.id }, 'An account was deleted by its owner');
      return { result: true as const };
    },
  );

  api.get(
    '/api/me/export',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary:
          'Everything the platform holds about the signed-in user, as a JSON download (questline-export-YYYY-MM-DD.json)',
        response: { 200: ZAccountExport },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const now = new Date();
      const result = await exportAccount(db, viewer, now);
      reply.header('content-disposition', `attachment; filename="${accountExportFileName(now)}"`);
      reply.header('cache-control', 'no-store');
      return result;
    },
  );
};
