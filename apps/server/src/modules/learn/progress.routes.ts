import {
  ZBadgeOverlayQuery,
  ZRecordFlag,
  ZRecordVersionRank,
  ZRewardBadgesQuery,
  ZSkillListQuery,
} from '@questline/domain/schemas/learner';
import {
  ZBadgeOverlay,
  ZExperience,
  ZItemState,
  ZRecordFlagResult,
  ZRecordVersionRankResult,
  ZRewardBadges,
} from '@questline/domain/schemas/progress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { learnerOf } from '../profile/profile.policy';
import {
  badgeOverlay,
  CONTENT_CHECKPOINT_TYPES,
  contentItemState,
  experienceLevels,
  flagRecord,
  itemState,
  moveToVersion,
  PROGRESS_TYPES,
} from './progress.service';
import { rewardBadges } from './rewards.service';

const ZItemParams = z.object({ idOrSlug: z.string().max(200) });
/** The mission a content item is viewed in (a prefixed mission id), as its extends reads it (§7.4). */
const ZContentStateQuery = z.object({ missionId: z.string().max(200).optional() });

/**
 * Checkpoints, records and rewards of missions and pathways (§7.7, §7.8), and the checkpoint status of the contents
 * viewed in a mission: reads for anyone who may see the item (the viewer's own progress when signed in), writes for
 * the signed-in learner, each in one transaction.
 */
export const registerProgressRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  for (const type of PROGRESS_TYPES) {
    api.get(
      `/api/learn/${type}/:idOrSlug/state`,
      {
        schema: {
          tags: ['learn'],
          summary:
            type === 'mission'
              ? "A mission's checkpoint (its assessment items, badges and free assets), the viewer's progress through it and their record"
              : "A pathway's checkpoint (its assessment items, or its missions when it has none), the viewer's progress through it and their record",
          params: ZItemParams,
          response: { 200: z.object({ result: ZItemState }) },
        },
      },
      async (request) => {
        const viewer = await request.currentUser();
        return { result: await itemState(db, { type, idOrSlug: request.params.idOrSlug, viewer }) };
      },
    );

    api.get(
      `/api/learn/${type}/:idOrSlug/badgeOverlay`,
      {
        schema: {
          tags: ['learn'],
          summary: `A ${type}'s badge, the checkpoint nodes that earn it, and whether the learner (the viewer; userId must be theirs) earned it`,
          params: ZItemParams,
          querystring: ZBadgeOverlayQuery,
          response: { 200: z.object({ result: ZBadgeOverlay }) },
        },
      },
      async (request) => {
        const viewer = await request.currentUser();
        return {
          result: await badgeOverlay(db, {
            type,
            idOrSlug: request.params.idOrSlug,
            viewer,
            userId: request.query.userId,
          }),
        };
      },
    );
  }

  for (const type of CONTENT_CHECKPOINT_TYPES) {
    api.get(
      `/api/learn/${type}/:idOrSlug/state`,
      {
        schema: {
          tags: ['learn'],
          summary: `A ${type}'s checkpoint status: the checkpoint of the mission it is viewed in (missionId, else its first mission; no nodes outside a mission), the viewer's progress through it and their record of the ${type}`,
          params: ZItemParams,
          querystring: ZContentStateQuery,
          response: { 200: z.object({ result: ZItemState }) },
        },
      },
      async (request) => {
        const viewer = await request.currentUser();
        const { idOrSlug } = request.params;
        return { result: await contentItemState(db, { type, idOrSlug, viewer, missionId: request.query.missionId }) };
      },
    );
  }

  api.post(
    '/api/learn/record/flag',
    {
      schema: {
        tags: ['learn'],
        summary:
          "Resume an item's checkpoint: a completed record is flagged and answers the completion transition with its experience; a mission or pathway not yet complete answers the checkpoint transition",
        body: ZRecordFlag,
        response: { 200: z.object({ result: ZRecordFlagResult }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return {
        result: await db.transaction((tx) =>
          flagRecord(tx, { viewer, id: request.body.id, events: app.learningEvents }),
        ),
      };
    },
  );

  api.post(
    '/api/learn/record/versionRank',
    {
      schema: {
        tags: ['learn'],
        summary: "Move the learner's record of a mission to one of its versions (the newest, after a version update)",
        body: ZRecordVersionRank,
        response: { 200: z.object({ result: ZRecordVersionRankResult }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { id, missionVersionRank } = request.body;
      return { result: await db.transaction((tx) => moveToVersion(tx, { viewer, id, missionVersionRank })) };
    },
  );

  api.get(
    '/api/learn/reward/badges',
    {
      schema: {
        tags: ['learn'],
        summary:
          "A learner's badges and free assets, newest first, with the badges' cards (page from 0): the viewer's, or another user's who shows their progress",
        querystring: ZRewardBadgesQuery,
        response: { 200: z.object({ result: ZRewardBadges }) },
      },
    },
    async (request) => {
      const learnerId = await learnerOf(db, await request.currentUser(), request.query.userID, 'shared');
      return { result: await rewardBadges(db, { learnerId, page: request.query.page }) };
    },
  );

  api.get(
    '/api/learn/record/experience',
    {
      schema: {
        tags: ['learn'],
        summary:
          "A learner's experience and level in every category: the viewer's, or another user's who shows their progress",
        querystring: ZSkillListQuery,
        response: { 200: z.object({ result: ZExperience }) },
      },
    },
    async (request) => {
      const learnerId = await learnerOf(db, await request.currentUser(), request.query.userID, 'shared');
      return { result: await experienceLevels(db, learnerId) };
    },
  );
};
