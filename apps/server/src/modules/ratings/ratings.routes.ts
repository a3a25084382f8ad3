import { RATED_TYPES } from '@questline/domain/rules/ratings';
import {
  ZRatingSummary,
  ZRatingWrite,
  ZReviewHidden,
  ZReviewHide,
  ZReviewReport,
  ZReviewReportResult,
} from '@questline/domain/schemas/ratings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { refuseDisabledType } from '../learn/learn.policy';
import { hideReview, rateItem, readRatings, reportReview, unrateItem } from './ratings.service';

const TAGS = ['learn'];
/** Writes answer 401 to anonymous callers before their input is read (auth → validate → authorise). */
const signedIn = { onRequest: requireSignIn };
const ZItemParams = z.object({ idOrSlug: z.string().max(200) });
const ZReviewParams = z.object({ ratingId: z.string().max(20) });
const answer = z.object({ result: ZRatingSummary });

/**
 * Ratings and reviews of items: the detail page's summary, a learner's rating of an item they started (one each,
 * changed by rating again, taken back by DELETE), and reviews reported and hidden as comments are. Every write is
 * one transaction.
 */
export const registerRatingRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const projectsOn = () => app.featureFlags.isOn('PROJECT_ENABLED');

  for (const type of RATED_TYPES) {
    api.get(
      `/api/learn/${type}/:idOrSlug/ratings`,
      {
        schema: {
          tags: TAGS,
          summary: `The average rating (one decimal) and count of a ${type}, its newest reviews, and the reader's own rating and whether they may rate`,
          params: ZItemParams,
          response: { 200: answer },
        },
      },
      async (request, reply) => {
        const viewer = await request.currentUser();
        refuseDisabledType(type, await projectsOn(), viewer);
        reply.header('cache-control', 'private, no-store');
        return { result: await readRatings(db, viewer, type, request.params.idOrSlug) };
      },
    );

    api.put(
      `/api/learn/${type}/:idOrSlug/rating`,
      {
        ...signedIn,
        schema: {
          tags: TAGS,
          summary: `Rate a ${type} the learner started, 1 to 5 with an optional review of up to 500 characters; rating again changes it`,
          params: ZItemParams,
          body: ZRatingWrite,
          response: { 200: answer },
        },
      },
      async (request) => {
        const viewer = await requireUser(request);
        refuseDisabledType(type, await projectsOn(), viewer);
        const { idOrSlug } = request.params;
        return { result: await db.transaction((tx) => rateItem(tx, viewer, type, idOrSlug, request.body)) };
      },
    );

    api.delete(
      `/api/learn/${type}/:idOrSlug/rating`,
      {
        ...signedIn,
        schema: {
          tags: TAGS,
          summary: `Take back the learner's rating (and review) of a ${type}`,
          params: ZItemParams,
          response: { 200: answer },
        },
      },
      async (request) => {
        const viewer = await requireUser(request);
        refuseDisabledType(type, await projectsOn(), viewer);
        const { idOrSlug } = request.params;
        return { result: await db.transaction((tx) => unrateItem(tx, viewer, type, idOrSlug)) };
      },
    );
  }

  api.post(
    '/api/learn/ratings/:ratingId/reports',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: "Report another learner's review, once: a reason type, and for 'other' the written reason",
        params: ZReviewParams,
        body: ZReviewReport,
        response: { 200: z.object({ result: ZReviewReportResult }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { ratingId } = request.params;
      return { result: await db.transaction((tx) => reportReview(tx, viewer, ratingId, request.body)) };
    },
  );

  api.put(
    '/api/learn/ratings/:ratingId/hidden',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: "Hide a review's text from learners, or show it again (its rating still counts): learn moderators",
        params: ZReviewParams,
        body: ZReviewHide,
        response: { 200: z.object({ result: ZReviewHidden }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { ratingId } = request.params;
      return { result: await db.transaction((tx) => hideReview(tx, viewer, ratingId, request.body.hidden)) };
    },
  );
};
