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
import type { TDb, TSubscribe } from '../../db/client';
import { encodedOnce, sendEncoded } from '../../lib/encoded-once';
import type { TCacheLookupCounter } from '../../lib/metrics';
import { headerSearch, searchLessons, searchParts, topicsPopular } from './search.service';
import { createSearchCache, keepWhileHeard } from './search-cache';

/**
 * Search and discovery (§2.6, §7.5, issue 8): the search page, the header dropdown, popular topics, lessons. Answers
 * are kept for `cacheSeconds` while the catalogue's change notifications are heard (without `subscribe`, or with 0
 * seconds, nothing is kept).
 */
const ZSharedResultSet = ZSearchResultSet.omit({ learner: true });
const ZLearnerMaps = ZSearchResultSet.shape.learner;

export const registerSearchRoutes = (
  app: FastifyInstance,
  deps: {
    db: TDb;
    /** Where the catalogue is read from: a read replica (DATABASE_READ_URL), or the primary. */
    catalogueDb?: TDb;
    subscribe?: TSubscribe;
    cacheSeconds: number;
    /** The metrics' count of the answer cache's hits and misses (lib/metrics.ts). */
    countLookup?: TCacheLookupCounter;
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, subscribe } = deps;
  const catalogueDb = deps.catalogueDb ?? db;
  const cache = createSearchCache({ ttlMs: deps.cacheSeconds * 1000, countLookup: deps.countLookup });
  if (subscribe && deps.cacheSeconds > 0) keepWhileHeard(app, subscribe, cache);

  api.get(
    '/api/learn/search',
    {
      schema: {
        tags: ['learn'],
        summary:
          'Search (§7.5): k criteria, ob sort (learners: starts | recency | duration, shortest first), page; admin=true for staff (drafts, hidden, admin criteria and sorts)',
        querystring: ZSearchQuery,
        response: { 200: z.object({ result: ZSearchResultSet }) },
      },
    },
    async (request, reply) => {
      const { shared, learner } = await searchParts(db, await request.currentUser(), request.query, cache, catalogueDb);
      // The kept part is written once per cache entry; the viewer's learner maps join it before its closing brace.
      const head = encodedOnce(ZSharedResultSet, shared).slice(0, -1);
      return sendEncoded(reply, `{"result":${head},"learner":${JSON.stringify(ZLearnerMaps.encode(learner))}}}`);
    },
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
    async (request, reply) => {
      const result = await headerSearch(catalogueDb, await request.currentUser(), request.query.k, cache);
      return sendEncoded(reply, `{"result":${encodedOnce(ZHeaderSearchResult, result)}}`);
    },
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
    async () => ({ result: await topicsPopular(catalogueDb) }),
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
    async (request) => ({ result: await searchLessons(catalogueDb, await request.currentUser(), request.query) }),
  );
};
