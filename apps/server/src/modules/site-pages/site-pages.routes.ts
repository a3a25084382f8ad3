import {
  ZSitePage,
  ZSitePageParams,
  ZSitePageQuery,
  ZSitePageWrite,
  ZSitePageWriteParams,
} from '@questline/domain/schemas/site-pages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { refuseUnlessPageEditor } from './site-pages.policy';
import { readSitePage, saveSitePage } from './site-pages.service';

/**
 * The footer's site pages (/about, /contact, /legal/terms, /legal/privacy, /legal/cookies): read by anyone in their
 * locale, with English and then the shipped text as fallbacks; written per locale by admins.
 */
export const registerSitePageRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/api/site/pages/:page',
    {
      schema: {
        tags: ['site'],
        summary:
          'A site page (about, contact, terms, privacy, cookies) in a UI locale, else English, else the shipped text',
        params: ZSitePageParams,
        querystring: ZSitePageQuery,
        response: { 200: z.object({ result: ZSitePage }) },
      },
    },
    async (request) => ({ result: await readSitePage(db, request.params.page, request.query.locale) }),
  );

  api.put(
    '/api/site/pages/:page/:locale',
    {
      // Signed in first (401), then the page, locale and text (400 / 404), then the role (403).
      onRequest: requireSignIn,
      schema: {
        tags: ['site'],
        summary: "Save a site page's rich text in one UI locale (admins); the text is sanitised before it is stored",
        params: ZSitePageWriteParams,
        body: ZSitePageWrite,
        response: { 200: z.object({ result: ZSitePage }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      refuseUnlessPageEditor(user);
      const { page, locale } = request.params;
      return { result: await saveSitePage(db, { page, locale, content: request.body.content, actorId: user.id }) };
    },
  );
};
