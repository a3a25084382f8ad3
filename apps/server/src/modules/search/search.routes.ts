import { ZHeaderSearchQuery, ZLessonsSearchQuery, ZSearchQuery } from '@questline/domain/schemas/learner';
import {
  ZHeaderSearchResult,
  ZLessonsResult,
  ZPopularTopics,
  ZSearchResultSet,
} from '@questline/domain/schemas/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { headerSearch, search, searchLessons, topicsPopular } from './search.service';

/** Search and discovery (§2.6, §7.5, issue 8): the search page, the header dropdown, popular topics, lessons. */
export const registerSearchRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/api/learn/search',
    {
      schema: {
        tags: ['learn'],
        summary:
          'Search (§7.5): k criteria, ob sort (learners: starts | recency), page; admin=true for staff (drafts, hidden, admin criteria and sorts)',
        querystring: ZSearchQuery,
        response: { 200: z.object({ result: ZSearchResultSet }) },
      },
    },
    async (request) => ({ result: await search(db, await request.currentUser(), request.query) }),
  );

  api.get(
    '/api/learn/headerSearch',
    {
      schema: {
        tags: ['learn'],
        summary: 'The header dropdown (§2.6): at most 10 rows for a query: keyword and type: criteria, and the total',
        querystring: ZHeaderSearchQuery,
        response: { 200: z.object({ result: ZHeaderSearchResult }) },
      },
    },
    async (request) => ({ result: await headerSearch(db, await request.currentUser(), request.query.k) }),
  );

  api.get(
    '/api/learn/topicsPopular',
    {
      schema: {
        tags: ['learn'],
        summary: 'The 30 topics most listed items carry, most used first (§2.6)',
        response: { 200: z.object({ result: ZPopularTopics }) },
      },
    },
    async () => ({ result: await topicsPopular(db) }),
  );

  api.get(
    '/api/learn/ods/search/lessons',
    {
      schema: {
        tags: ['learn'],
        summary: 'Lessons (tutorials) search (§3.11 lessons search result)',
        querystring: ZLessonsSearchQuery,
        response: { 200: z.object({ result: ZLessonsResult }) },
      },
    },
    async (request) => ({ result: await searchLessons(db, await request.currentUser(), request.query) }),
  );
};
