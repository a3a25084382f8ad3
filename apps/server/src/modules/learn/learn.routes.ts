import { AppError } from '@questline/domain/errors';
import { ITEM_TYPES } from '@questline/domain/ids';
import {
  ZCourseExtends,
  ZProjectExtends,
  ZQuizEditorExtends,
  ZQuizExtends,
  ZTutorialExtends,
} from '@questline/domain/schemas/content-extends';
import { EDITOR_ITEMS, ZLearnItem } from '@questline/domain/schemas/item';
import { ZCollectResult } from '@questline/domain/schemas/learner';
import { ZMissionExtends, ZPathwayExtends, ZProgressWrite } from '@questline/domain/schemas/progress';
import { ZCompetencyExtends, ZSkillExtends } from '@questline/domain/schemas/skills';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { withEtag } from '../../lib/etag';
import { editorRead } from '../authoring/editor-read';
import { translationSourceOf } from '../content/content.service';
import { keep, sendKept, sendKeptAnswer, type TReadCache } from '../content/read-cache';
import {
  OVERLAID_TYPES,
  overlayExtends,
  readsAsAnonymous,
  sharedExtendsOf,
  type TSharedExtends,
} from './extends-overlay';
import { refuseDisabledType } from './learn.policy';
import {
  DETAIL_TYPES,
  extendsOf,
  openItem,
  presentForViewer,
  recordStep,
  type TDetailType,
  toggleCollect,
} from './learn.service';

const ZParentQuery = {
  projectId: z.string().max(40).optional(),
  courseId: z.string().max(40).optional(),
  missionId: z.string().max(40).optional(),
  pathwayId: z.string().max(40).optional(),
  uv: z.string().max(40).optional(),
};
const ZEdit = z.enum(['true', 'false']).optional();
/** A mission page names the content set the learner follows (§4.3); other pages ignore it. */
const ZContentSetQuery = { contentId: z.string().max(64).optional() };
/** What each type's extends answer; a quiz's editor (edit=true) reads the questions as authored. */
const EXTENDS_RESULT = {
  tutorial: ZTutorialExtends,
  project: ZProjectExtends,
  course: ZCourseExtends,
  liveSession: ZCourseExtends,
  quiz: z.union([ZQuizExtends, ZQuizEditorExtends]),
  mission: ZMissionExtends,
  pathway: ZPathwayExtends,
  skill: ZSkillExtends,
  competency: ZCompetencyExtends,
} as const satisfies Record<TDetailType, z.ZodType>;
const isOverlaid = (type: TDetailType): type is (typeof OVERLAID_TYPES)[number] =>
  (OVERLAID_TYPES as readonly string[]).includes(type);

/** What learners read (§7.4, §7.8): items, their extends, step progress and the collect toggle. */
export const registerLearnRoutes = (
  app: FastifyInstance,
  deps: { db: TDb; quizFreezeHourSeconds: number; readCache: TReadCache },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, quizFreezeHourSeconds, readCache } = deps;

  for (const type of DETAIL_TYPES) {
    // The editor's read first: answered as stored, where the learner's fields would read (and strip) it.
    const detailAnswer = z.object({ result: z.union([EDITOR_ITEMS[type], ZLearnItem]) });
    const extendsAnswer = z.object({ result: EXTENDS_RESULT[type] });
    api.get(
      `/api/learn/${type}/:idOrSlug`,
      {
        schema: {
          tags: ['learn'],
          summary:
            type === 'quiz'
              ? 'Read a quiz by id or slug, without its questions; edit=true answers the draft, questions and answer key included, to those who may edit it'
              : `Read a ${type} by id or slug; edit=true answers the draft to those who may edit it`,
          params: z.object({ idOrSlug: z.string().max(200) }),
          querystring: z.object({ edit: ZEdit, projectId: ZParentQuery.projectId }),
          response: { 200: detailAnswer },
        },
      },
      async (request, reply) => {
        const viewer = await request.currentUser();
        const edit = request.query.edit === 'true';
        refuseDisabledType(type, await app.featureFlags.isOn('PROJECT_ENABLED'), viewer);
        const open = () =>
          openItem(db, { type, idOrSlug: request.params.idOrSlug, viewer, edit, projectId: request.query.projectId });
        // Every anonymous visitor reads the same answer: kept until the catalogue changes.
        if (!viewer && !edit) {
          const key = `detail:${type}:${request.params.idOrSlug}:${request.query.projectId ?? ''}`;
          return sendKept(reply, readCache, key, detailAnswer, async () => {
            const { row, view } = await open();
            const result = await presentForViewer(db, row, view, null, await translationSourceOf(db, row));
            return { value: { result }, etag: `"${row.revision}"` };
          });
        }
        const { row, view } = await open();
        // A translation answers its source (§3.1 source.latestRevision), which the editor publishes with.
        const source = await translationSourceOf(db, row);
        // Editors read the draft as stored, mission, pathway and live session editors their maps besides (§3.2,
        // §3.3, §3.7); learners the page's fields.
        const result =
          edit && viewer
            ? await editorRead(db, row, viewer, source)
            : await presentForViewer(db, row, view, viewer, source);
        return withEtag(reply, row).send({ result });
      },
    );

    api.get(
      `/api/learn/${type}/:idOrSlug/extends`,
      {
        schema: {
          tags: ['learn'],
          summary:
            type === 'mission'
              ? "Breadcrumb, the mission's checkpoint, the learner's content set (contentId) and sets, their contents, prerequisites, dependents, records and version update"
              : type === 'pathway'
                ? "Breadcrumb, the pathway's missions with the learner's standing (completed, available, current), current and next missions, contents, checkpoint and records"
                : `Breadcrumb, parents, contained items, stats and the viewer's records of a ${type}`,
          params: z.object({ idOrSlug: z.string().max(200) }),
          querystring: z.object({ edit: ZEdit, ...ZParentQuery, ...ZContentSetQuery }),
          response: { 200: extendsAnswer },
        },
      },
      async (request, reply) => {
        const viewer = await request.currentUser();
        const { edit, ...query } = request.query;
        refuseDisabledType(type, await app.featureFlags.isOn('PROJECT_ENABLED'), viewer);
        const input = {
          type,
          idOrSlug: request.params.idOrSlug,
          edit: edit === 'true',
          quizFreezeHourSeconds,
          ...query,
        };
        const read = async () => ({ result: await extendsOf(db, { ...input, viewer }) });
        if (edit === 'true') return read();
        // Without a viewer there are no records in it: every anonymous visitor reads the same answer, kept with the row
        // it was read from; a signed-in learner's is that answer with their own part laid over it.
        const key = `extends:${type}:${request.params.idOrSlug}:${JSON.stringify(query)}`;
        const kept = () =>
          keep(readCache, key, extendsAnswer, async () => {
            if (!isOverlaid(type)) return { value: { result: await extendsOf(db, { ...input, viewer: null }) } };
            const shared = await sharedExtendsOf(db, { ...input, type });
            return { value: { result: shared.result }, extra: shared };
          });
        if (!viewer) return sendKeptAnswer(reply, await kept());
        // Laid over a kept answer only: computing the anonymous one for each reader would cost more than reading theirs.
        if (!isOverlaid(type) || !readCache.keeps()) return read();
        const shared = await kept().then(
          ({ extra }) => extra as TSharedExtends | undefined,
          // Refused to anonymous visitors (premium, members only, unpublished): read as this viewer.
          (error: unknown) => {
            if (error instanceof AppError) return null;
            throw error;
          },
        );
        if (!shared || !readsAsAnonymous(shared.row, viewer)) return read();
        return {
          result: await overlayExtends(db, shared, viewer, { quizFreezeHourSeconds, missionId: query.missionId }),
        };
      },
    );
  }

  api.post(
    '/api/learn/record/step',
    {
      schema: {
        tags: ['learn'],
        summary:
          "Mark a tutorial step done (or not) in the signed-in learner's record; a first completion earns the tutorial's points and completes the missions and pathways waiting on it",
        body: z.object({ id: z.string().max(40), sectionId: z.string().min(1).max(64), completed: z.boolean() }),
        response: { 200: z.object({ result: ZProgressWrite }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return { result: await db.transaction((tx) => recordStep(tx, { viewer, ...request.body })) };
    },
  );

  api.post(
    '/api/learn/collect/toggle',
    {
      schema: {
        tags: ['learn'],
        summary: 'Save an item for later, or take it back (§2.9)',
        body: z.object({ id: z.string().max(40), type: z.enum(ITEM_TYPES, { error: 'not_found' }) }),
        response: { 200: z.object({ result: ZCollectResult }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return { result: await db.transaction((tx) => toggleCollect(tx, { viewer, ...request.body })) };
    },
  );
};
