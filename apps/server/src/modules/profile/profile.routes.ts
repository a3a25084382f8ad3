import { COOKIES } from '@questline/domain/constants';
import {
  ZCollectBatch,
  ZCollectBatchResult,
  ZRecordListQuery,
  ZSkillListPageQuery,
} from '@questline/domain/schemas/learner';
import {
  ZDashboardQuery,
  ZLearnerDashboard,
  ZPublicProfile,
  ZRecentRecord,
  ZRecordListResult,
  ZSavedTagsSaved,
  ZSavedTagsWrite,
  ZSettings,
  ZSettingsSaved,
  ZSettingsWrite,
  ZSkillListResult,
} from '@questline/domain/schemas/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { setPreferenceCookie } from '../../lib/preference-cookie';
import { saveCollectBatch } from './collect-batch.service';
import { learnerDashboard } from './dashboard.service';
import { collectList, publicProfile, recentRecord, recordList, skillList } from './profile.service';
import { readSettings, saveSavedTags, saveSettings } from './settings.service';

const ZProfileParams = z.object({ idOrUrl: z.string().min(1).max(64) });

/**
 * My Learning and profiles (§2.11, §3.10, §3.12, §7.8): the record, saved and skill lists (the viewer's, or what
 * another user shows), the recent record, public profiles and the owner's settings.
 */
export const registerProfileRoutes = (app: FastifyInstance, deps: { db: TDb; secureCookies: boolean }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/api/learn/record/list',
    {
      schema: {
        tags: ['learn'],
        summary:
          "A page of a learner's records of one type: all (activity), completed=true or isHideActivity=true (in progress); another user's completed list only when they show it",
        querystring: ZRecordListQuery,
        response: { 200: z.object({ result: ZRecordListResult }) },
      },
    },
    async (request) => ({
      result: await recordList(db, { viewer: await request.currentUser(), ...request.query }),
    }),
  );

  api.get(
    '/api/learn/collect/list',
    {
      schema: {
        tags: ['learn'],
        summary: "A page of the signed-in learner's saved items of one type, most recently saved first",
        querystring: ZRecordListQuery,
        response: { 200: z.object({ result: ZRecordListResult }) },
      },
    },
    async (request) => ({
      result: await collectList(db, { viewer: await request.currentUser(), ...request.query }),
    }),
  );

  api.post(
    '/api/learn/collect/batch',
    {
      schema: {
        tags: ['learn'],
        summary:
          "Save several items to the signed-in learner's My Learning in one go (§2.6 select all): all of them, or none when an entry names no item they may save (collect_ResourceNotFound_item, fields items.N)",
        body: ZCollectBatch,
        response: { 200: z.object({ result: ZCollectBatchResult }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return { result: await db.transaction((tx) => saveCollectBatch(tx, viewer, request.body)) };
    },
  );

  api.get(
    '/api/learn/record/skillList',
    {
      schema: {
        tags: ['learn'],
        summary:
          "A page of the competencies a learner's completed tutorials build, with each skill's completed tutorials and the learner's experience",
        querystring: ZSkillListPageQuery,
        response: { 200: z.object({ result: ZSkillListResult }) },
      },
    },
    async (request) => ({
      result: await skillList(db, { viewer: await request.currentUser(), ...request.query }),
    }),
  );

  api.get(
    '/api/learn/record/recent',
    {
      schema: {
        tags: ['learn'],
        summary: "The item of the viewer's most recently updated record, for the recent bar (null when none)",
        response: { 200: z.object({ result: ZRecentRecord }) },
      },
    },
    async (request) => ({ result: await recentRecord(db, await request.currentUser()) }),
  );

  api.get(
    '/api/users/me/dashboard',
    {
      onRequest: requireSignIn,
      schema: {
        tags: ['users'],
        summary:
          "The top of the signed-in learner's My Learning: level and XP per category, the streak of active days (in the Settings time zone, else timeZone, else UTC), badges, items to continue with their progress, the latest completed and the opening live sessions they registered for",
        querystring: ZDashboardQuery,
        response: { 200: z.object({ result: ZLearnerDashboard }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return { result: await learnerDashboard(db, viewer, request.query) };
    },
  );

  api.get(
    '/api/users/me/settings',
    {
      onRequest: requireSignIn,
      schema: {
        tags: ['users'],
        summary:
          "The signed-in user's settings, with the topics and industries to choose from and the recommended ones",
        response: { 200: z.object({ result: ZSettings }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return { result: await readSettings(db, viewer) };
    },
  );

  api.post(
    '/api/users/me/settings',
    {
      schema: {
        tags: ['users'],
        summary:
          "Save the signed-in user's settings: display name, custom profile URL, language, region, colour theme, time zone, notifications, profile visibility and saved tags",
        body: ZSettingsWrite,
        response: { 200: z.object({ result: ZSettingsSaved }) },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const settings = await db.transaction((tx) => saveSettings(tx, viewer, request.body));
      if (settings.locale) setPreferenceCookie(reply, COOKIES.locale, settings.locale, deps.secureCookies);
      if (settings.region) setPreferenceCookie(reply, COOKIES.region, settings.region, deps.secureCookies);
      setPreferenceCookie(reply, COOKIES.theme, settings.theme, deps.secureCookies);
      return { result: { settings, message: 'settings_saved' as const } };
    },
  );

  api.post(
    '/api/users/me/savedTags',
    {
      schema: {
        tags: ['users'],
        summary:
          "Save the signed-in user's saved tags (topics and industries) from the saved-tags dialog, leaving the other settings as they are",
        body: ZSavedTagsWrite,
        response: { 200: z.object({ result: ZSavedTagsSaved }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const settings = await db.transaction((tx) => saveSavedTags(tx, viewer, request.body));
      return { result: { settings, message: 'saved_successfully' as const } };
    },
  );

  api.get(
    '/api/users/:idOrUrl/profile',
    {
      schema: {
        tags: ['users'],
        summary: "A user's public profile, by user id or custom profile URL, and whether the viewer is its owner",
        params: ZProfileParams,
        response: { 200: z.object({ result: ZPublicProfile }) },
      },
    },
    async (request) => ({
      result: await publicProfile(db, { viewer: await request.currentUser(), idOrUrl: request.params.idOrUrl }),
    }),
  );
};
