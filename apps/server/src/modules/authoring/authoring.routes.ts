import { TUTORIAL_STEP_TYPES, ZMissionAddSet } from '@questline/domain/schemas/editor-content';
import { FORMS, formSchema, formsOf, ZMissionValidateResult, ZTranslationOf } from '@questline/domain/schemas/forms';
import {
  EDITOR_ITEMS,
  ZContentSync,
  ZMissionEditorItem,
  ZPresentedItem,
  ZTaggedContent,
  ZTutorialSync,
} from '@questline/domain/schemas/item';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { withEtag, ZIfMatchOptional, ZIfMatchRequired, ZIfMatchUnlessNew } from '../../lib/etag';
import { PUBLISH_BODIES, validatedInService } from '../../lib/openapi-schemas';
import { presentItem } from '../content/content.presenter';
import { findItem, type TContentRow as TRow } from '../content/content.repository';
import { translationSourceOf } from '../content/content.service';
import { addSet } from './add-set';
import { createDraft } from './create-draft';
import { EDITABLE_TYPES, numericId } from './editable-item';
import { editorRead } from './editor-read';
import { stringsOf } from './item-refs';
import { publish, validateMission } from './publish';
import { addStep, saveForm } from './save-form';
import { skillIdsChanged, taggedContent } from './skill-tagged';
import { SYNC_TYPES, syncOf } from './sync';

/** A competency general save answers `taggedContent` when its skillIds changed (§4.1); a new one when it has any. */
const taggedContentIfChanged = async (db: TDb, before: TRow | undefined, row: TRow) => {
  if (!skillIdsChanged(before?.draft, row.draft)) return {};
  return { taggedContent: await taggedContent(db, stringsOf(row.draft.skillIds)) };
};

const ZIdParams = z.object({ id: z.string().max(40) });
const ZCompetencySaved = EDITOR_ITEMS.competency.extend({ taggedContent: ZTaggedContent.optional() });

/**
 * The editor endpoints of §7.1–§7.3 for the editable types: create (`0/general`), one save per form, addStep,
 * publish (DESIGN §4). Every write runs in one transaction with the item row locked.
 */
export const registerAuthoringRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  for (const type of EDITABLE_TYPES) {
    for (const form of formsOf(type)) {
      const schema = formSchema('draft', type, form);
      if (!schema) continue;
      api.post(
        `/api/learn/${type}/:id/${form}`,
        {
          schema: {
            tags: ['authoring'],
            summary:
              form === 'general'
                ? `Save (or, with id 0, create) a ${type}'s general form`
                : `Save a ${type}'s ${form} form`,
            ...(form === 'general'
              ? {
                  description:
                    'With id 0 and `translationOf` (the prefixed id of a published original of this type) the new ' +
                    "draft is a translation: it starts from the source's published document and is linked to it.",
                }
              : {}),
            params: ZIdParams,
            body: form === 'general' ? validatedInService(schema, ZTranslationOf) : validatedInService(schema),
            headers: form === 'general' ? ZIfMatchUnlessNew : ZIfMatchRequired,
            response: {
              200: z.object({
                result: type === 'competency' && form === 'general' ? ZCompetencySaved : EDITOR_ITEMS[type],
              }),
            },
          },
        },
        async (request, reply) => {
          const actor = await requireUser(request);
          const tracksSkills = type === 'competency' && form === 'general';
          const { row, before } = await db.transaction(async (tx) => {
            if (request.params.id === '0' && form === 'general') {
              return { row: await createDraft(tx, { type, body: request.body, actor }), before: undefined };
            }
            const before = tracksSkills ? await findItem(tx, numericId(type, request.params.id)) : undefined;
            const row = await saveForm(tx, {
              type,
              id: request.params.id,
              form,
              body: request.body,
              actor,
              ifMatch: request.headers['if-match'],
            });
            return { row, before };
          });
          const item = await editorRead(db, row, actor, await translationSourceOf(db, row));
          return withEtag(reply, row).send({
            result: tracksSkills ? { ...item, ...(await taggedContentIfChanged(db, before, row)) } : item,
          });
        },
      );
    }

    api.post(
      `/api/learn/${type}/:id/publish`,
      {
        schema: {
          tags: ['authoring'],
          summary: `Publish a ${type}: every form of the type, checked with the publish rules`,
          description:
            "The body's fields are merged over the saved draft, and the whole is checked with the publish rules; " +
            '`revision` is the source version a translation was made from.',
          params: ZIdParams,
          body: validatedInService(PUBLISH_BODIES[type]),
          headers: ZIfMatchRequired,
          response: { 200: z.object({ result: z.object({ item: EDITOR_ITEMS[type], url: z.string() }) }) },
        },
      },
      async (request, reply) => {
        const actor = await requireUser(request);
        const { item, url } = await db.transaction((tx) =>
          publish(tx, {
            type,
            id: request.params.id,
            body: request.body,
            actor,
            ifMatch: request.headers['if-match'],
          }),
        );
        return withEtag(reply, item).send({
          result: { item: await editorRead(db, item, actor, await translationSourceOf(db, item)), url },
        });
      },
    );
  }

  for (const type of SYNC_TYPES) {
    api.get(
      `/api/learn/${type}/:id/sync`,
      {
        onRequest: requireSignIn,
        schema: {
          tags: ['authoring'],
          summary:
            type === 'tutorial'
              ? "Refresh a tutorial's skills in the editor (§7.2): skillIds and learnSkillMap"
              : `Refresh a ${type}'s content list in the editor: draft and published content ids with their maps`,
          params: ZIdParams,
          response: { 200: z.object({ result: type === 'tutorial' ? ZTutorialSync : ZContentSync }) },
        },
      },
      async (request) => {
        const actor = await requireUser(request);
        return { result: await syncOf(db, { type, id: request.params.id, actor }) };
      },
    );
  }

  api.post(
    '/api/learn/mission/:id/addSet',
    {
      schema: {
        tags: ['authoring'],
        summary:
          "Save a mission's content sets and add a new one (setTitle, setDescription, setContentIds, deprecated) " +
          'with a server-made id; internal-only content is refused in a mission that is not internal-only',
        description: 'The sets sent as `customContents` (the saved ones when it is absent) come before the new one.',
        params: ZIdParams,
        body: validatedInService(ZMissionAddSet, FORMS.draft.mission.recommendations),
        headers: ZIfMatchRequired,
        response: { 200: z.object({ result: ZMissionEditorItem }) },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const row = await db.transaction((tx) =>
        addSet(tx, { id: request.params.id, body: request.body, actor, ifMatch: request.headers['if-match'] }),
      );
      return withEtag(reply, row).send({
        result: await editorRead(db, row, actor, await translationSourceOf(db, row)),
      });
    },
  );

  api.post(
    '/api/learn/mission/:id/validate',
    {
      schema: {
        tags: ['authoring'],
        summary:
          'Check a mission as publish would (same body), writing nothing: whether publishing makes a new version ' +
          'and which assessment items, sets and contents changed',
        params: ZIdParams,
        body: validatedInService(PUBLISH_BODIES.mission),
        headers: ZIfMatchOptional,
        response: { 200: z.object({ result: ZMissionValidateResult }) },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const result = await db.transaction((tx) =>
        validateMission(tx, { id: request.params.id, body: request.body, actor, ifMatch: request.headers['if-match'] }),
      );
      return { result };
    },
  );

  api.post(
    '/api/learn/tutorial/:id/addStep/:stepType',
    {
      schema: {
        tags: ['authoring'],
        summary: 'Save the steps form and add an empty step of the type',
        params: z.object({ id: z.string().max(40), stepType: z.enum(TUTORIAL_STEP_TYPES, { error: 'not_found' }) }),
        body: validatedInService(FORMS.draft.tutorial.steps),
        headers: ZIfMatchRequired,
        response: { 200: z.object({ result: ZPresentedItem }) },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const row = await db.transaction((tx) =>
        addStep(tx, {
          id: request.params.id,
          stepType: request.params.stepType,
          body: request.body,
          actor,
          ifMatch: request.headers['if-match'],
        }),
      );
      return withEtag(reply, row).send({ result: presentItem(row, 'draft', await translationSourceOf(db, row)) });
    },
  );
};
