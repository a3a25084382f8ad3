import { COOKIES } from '@questline/domain/constants';
import {
  safeRedirectPath,
  ZAuthUrlQuery,
  ZChangeLanguage,
  ZChangePreferredRegion,
  ZChangeTheme,
  ZMe,
} from '@questline/domain/schemas/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { setPreferenceCookie } from '../../lib/preference-cookie';
import { updatePreferences } from '../users/users.repository';

const ZOk = z.object({ result: z.literal(true) });

/** §7.6: the signed-in user, the identity page URL, language and region preferences; the colour theme (issue 27). */
export const registerSessionRoutes = (app: FastifyInstance, deps: { db: TDb; secureCookies: boolean }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user, or null for anonymous callers',
        response: { 200: z.object({ result: ZMe.nullable() }) },
      },
    },
    async (request) => ({ result: await request.currentUser() }),
  );

  api.get(
    '/api/authUrl',
    {
      schema: {
        tags: ['session'],
        summary: 'Where to sign in (or register): the identity page, coming back to redirect_to',
        querystring: ZAuthUrlQuery,
        response: { 200: z.object({ result: z.object({ url: z.string() }) }) },
      },
    },
    async (request) => {
      const params = new URLSearchParams({ redirect_to: safeRedirectPath(request.query.redirect_to) });
      if (request.query.locale) params.set('locale', request.query.locale);
      if (request.query.is_reg === 'true' || request.query.is_reg === '1') params.set('mode', 'register');
      return { result: { url: `/identity?${params}` } };
    },
  );

  api.post(
    '/api/changeLanguage',
    // Anonymous visitors choose a language too: theirs is kept in a cookie.
    {
      config: { anonymousWrite: true },
      schema: {
        tags: ['session'],
        summary: "Choose the site's language: kept in a cookie, and in the signed-in user's preferences",
        body: ZChangeLanguage,
        response: { 200: ZOk },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      if (user) await updatePreferences(deps.db, user.id, { locale: request.body.locale });
      setPreferenceCookie(reply, COOKIES.locale, request.body.locale, deps.secureCookies);
      return { result: true as const };
    },
  );

  api.post(
    '/api/changePreferredRegion',
    {
      config: { anonymousWrite: true },
      schema: {
        tags: ['session'],
        summary: "Choose the preferred region: kept in a cookie, and in the signed-in user's preferences",
        body: ZChangePreferredRegion,
        response: { 200: ZOk },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      if (user) await updatePreferences(deps.db, user.id, { region: request.body.regionRefId });
      setPreferenceCookie(reply, COOKIES.region, request.body.regionRefId, deps.secureCookies);
      return { result: true as const };
    },
  );

  api.post(
    '/api/changeTheme',
    // As the language: a visitor's choice lives in the cookie, which the server writes on every page's <html>.
    {
      config: { anonymousWrite: true },
      schema: {
        tags: ['session'],
        summary:
          "Choose the colour theme (system, light or dark): kept in a cookie, and in the signed-in user's settings",
        body: ZChangeTheme,
        response: { 200: ZOk },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      if (user) await updatePreferences(deps.db, user.id, { theme: request.body.theme });
      setPreferenceCookie(reply, COOKIES.theme, request.body.theme, deps.secureCookies);
      return { result: true as const };
    },
  );
};
