import { LOCALES } from '@questline/domain/constants';
import { AppError } from '@questline/domain/errors';
import { ITEM_TYPES } from '@questline/domain/ids';
import { isMaintenancePathway } from '@questline/domain/rules/maintenance';
import {
  ZCourseExtends,
  ZProjectExtends,
  ZQuizEditorExtends,
  ZQuizExtends,
  ZTutorialExtends,
} from '@questline/domain/schemas/content-extends';
import { EDITOR_ITEMS, type TLearnItem, ZLearnItem } from '@questline/domain/schemas/item';
import { ZCollectResult } from '@questline/domain/schemas/learner';
import { ZMissionExtends, ZPathwayExtends, ZProgressWrite } from '@questline/domain/schemas/progress';
import { ZCompetencyExtends, ZSkillExtends } from '@questline/domain/schemas/skills';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { withEtag } from '../../lib/etag';
import { editorRead } from '../authoring/editor-read';
import { presentItem } from '../content/content.presenter';
import { translationSourceOf } from '../content/content.service';
import { keep, sendKeptAnswer, type TReadCache } from '../content/read-cache';
import type { TViewCounter } from '../views/view-counter';
import {
  OVERLAID_TYPES,
  overlayExtends,
  readsAsAnonymous,
  sharedExtendsOf,
  type TSharedExtends,
} from './extends-overlay';
import { itemAuthorOf } from './item-author';
import { itemPaymentLink, PAYMENT_TYPES } from './item-payment';
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
/**
 * §2.2 preview=true: the learner page with the unpublished draft applied, for those who may edit the item; everyone
 * else reads the published version. Such an answer depends on who asks, so no shared cache keeps it.
 */
const ZPreview = z.enum(['true', 'false']).optional();
const PREVIEW_CACHE_CONTROL = 'private, no-store';
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
  deps: {
    db: TDb;
    quizFreezeHourSeconds: number;
    readCache: TReadCache;
    /** The learn authors (config learnAuthors), whose items show the provider as their author. */
    learnAuthors: readonly string[];
    /** The store's payment page (config paymentLinkBase); undefined: no store. */
    paymentLinkBase: string | undefined;
    /** Counts a learner's read of a detail page as a view (modules/views). */
    viewCounter: TViewCounter;
    /** The pathway under maintenance by its id (config maintenancePathwayId), besides its slug (§2.8). */
    maintenancePathwayId?: string;
    /** The engine versions the platform knows, newest first (config engineVersions): what pages offer (§2.2 uv). */
    engineVersions: readonly string[];
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, quizFreezeHourSeconds, readCache, learnAuthors, viewCounter } = deps;
  /** What the learner read adds to the item: its author, and on the pathway under maintenance the notice (§2.8). */
  const readExtras = async (presented: TLearnItem) => ({
    author: await itemAuthorOf(db, presented.authorId, learnAuthors),
    ...(presented.type === 'pathway' && isMaintenancePathway(presented, deps.maintenancePathwayId)
      ? { maintenanceNotice: true }
      : {}),
  });
  /** A learner's read of the published page is a view; editors' reads and previews are not. */
  const countView = (request: FastifyRequest, itemId: number, userId: string | null) =>
    viewCounter.record(itemId, { userId, address: request.ip, userAgent: request.headers['user-agent'] ?? '' });

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
              ? 'Read a quiz by id or slug, without its questions; edit=true answers the draft, questions and answer key included, to those who may edit it; preview=true the learner page over the draft to them (the published version to others)'
              : `Read a ${type} by id or slug; edit=true answers the draft to those who may edit it; preview=true the learner page over the draft to them (the published version to others)`,
          params: z.object({ idOrSlug: z.string().max(200) }),
          querystring: z.object({ edit: ZEdit, preview: ZPreview, projectId: ZParentQuery.projectId }),
          response: { 200: detailAnswer },
        },
      },
      async (request, reply) => {
        const viewer = await request.currentUser();
        const edit = request.query.edit === 'true';
        const preview = request.query.preview === 'true';
        refuseDisabledType(type, await app.featureFlags.isOn('PROJECT_ENABLED'), viewer);
        if (preview) reply.header('cache-control', PREVIEW_CACHE_CONTROL);
        const open = () =>
          openItem(db, {
            type,
            idOrSlug: request.params.idOrSlug,
            viewer,
            edit,
            preview,
            projectId: request.query.projectId,
          });
        // Every anonymous visitor reads the same answer, a preview's too (never the draft): kept until the catalogue
        // changes.
        if (!viewer && !edit) {
          const key = `detail:${type}:${request.params.idOrSlug}:${request.query.projectId ?? ''}`;
          const kept = await keep(readCache, key, detailAnswer, async () => {
            const { row, view } = await open();
            const presented = await presentForViewer(db, row, view, null, await translationSourceOf(db, row));
            const result = { ...presented, ...(await readExtras(presented)) };
            const extra = { itemId: row.id, published: view === 'published' };
            return { value: { result }, etag: `"${row.revision}"`, extra };
          });
          if (kept.extra.published && !preview) countView(request, kept.extra.itemId, null);
          return sendKeptAnswer(reply, kept);
        }
        const { row, view } = await open();
        // A translation answers its source (§3.1 source.latestRevision), which the editor publishes with.
        const source = await translationSourceOf(db, row);
        // Editors read the draft as stored, mission, pathway and live session editors their maps besides (§3.2,
        // §3.3, §3.7); learners the page's fields.
        if (edit && viewer) return withEtag(reply, row).send({ result: await editorRead(db, row, viewer, source) });
        const presented = await presentForViewer(db, row, view, viewer, source);
        const result = { ...presented, ...(await readExtras(presented)) };
        if (view === 'published' && !preview && viewer) countView(request, row.id, viewer.id);
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
          querystring: z.object({ edit: ZEdit, preview: ZPreview, ...ZParentQuery, ...ZContentSetQuery }),
          response: { 200: extendsAnswer },
        },
      },
      async (request, reply) => {
        const viewer = await request.currentUser();
        const { edit, preview, ...query } = request.query;
        refuseDisabledType(type, await app.featureFlags.isOn('PROJECT_ENABLED'), viewer);
        if (preview === 'true') reply.header('cache-control', PREVIEW_CACHE_CONTROL);
        const input = {
          type,
          idOrSlug: request.params.idOrSlug,
          edit: edit === 'true',
          preview: preview === 'true',
          quizFreezeHourSeconds,
          engineVersions: deps.engineVersions,
          ...query,
        };
        const read = async () => ({ result: await extendsOf(db, { ...input, viewer }) });
        // A signed-in preview reads as its viewer: an editor's is over the draft, which no kept answer holds.
        if (edit === 'true' || (preview === 'true' && viewer)) return read();
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

  for (const type of PAYMENT_TYPES) {
    api.get(
      `/api/learn/${type}/:idOrSlug/payment`,
      {
        schema: {
          tags: ['learn'],
          summary: `The payment store flow URL of a ${type} that is sold (§2.2, §9: item, locale, currency, seats, source); paymentItem_InternalServerError when its payment item cannot be resolved or no store is configured`,
          params: z.object({ idOrSlug: z.string().max(200) }),
          querystring: z.object({ locale: z.enum(LOCALES).default('en_US') }),
          response: { 200: z.object({ result: z.object({ url: z.string() }) }) },
        },
      },
      async (request) => {
        const viewer = await request.currentUser();
        refuseDisabledType(type, await app.featureFlags.isOn('PROJECT_ENABLED'), viewer);
        const { row, view } = await openItem(db, { type, idOrSlug: request.params.idOrSlug, viewer });
        const url = itemPaymentLink(presentItem(row, view), deps.paymentLinkBase, request.query.locale);
        return { result: { url } };
      },
    );
  }

  api.post(
    '/api/learn/record/step',
    {
      schema: {
        tags: ['learn'],
        summary:
          "Mark a tutorial step done (or not) in the signed-in learner's record; a first completion earns the tutorial's points and completes the missions and pathways waiting on it; the projects and courses holding it follow, per engine version (uv, the page's) when bound to some",
        body: z.object({
          id: z.string().max(40),
          sectionId: z.string().min(1).max(64),
          completed: z.boolean(),
          uv: ZParentQuery.uv,
        }),
        response: { 200: z.object({ result: ZProgressWrite }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { uv, ...body } = request.body;
      const engineVersion = { uv, known: deps.engineVersions };
      return {
        result: await db.transaction((tx) =>
          recordStep(tx, { viewer, ...body, engineVersion, events: app.learningEvents }),
        ),
      };
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
