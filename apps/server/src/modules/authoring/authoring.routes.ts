import { TUTORIAL_STEP_TYPES } from '@questline/domain/schemas/editor-content';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { presentItem } from '../content/content.presenter';
import { findItem, type TContentRow } from '../content/content.repository';
import { addStep, createDraft, EDITABLE_TYPES, FORMS_OF, publish, saveForm } from './authoring.service';

/** Items answer loosely in OpenAPI: the document's fields depend on the type (§3). */
const ZItem = z.object({ id: z.string(), type: z.string(), slug: z.string(), revision: z.number() }).loose();
const ZItemResult = z.object({ result: ZItem });
const ZBody = z.unknown();
const ZIdParams = z.object({ id: z.string().max(40) });

/** Every item read and save answers its edit counter as the ETag (DESIGN §4). */
export const withEtag = (reply: FastifyReply, row: TContentRow) => reply.header('etag', `"${row.revision}"`);

const loadSource = async (db: TDb, row: TContentRow) => {
  if (row.sourceId === null) return null;
  const source = await findItem(db, row.sourceId);
  return source ? { id: source.id, revision: source.revision } : null;
};

/**
 * The editor endpoints of §7.1–§7.3 for the editable types: create (`0/general`), one save per form, addStep,
 * publish (DESIGN §4). Every write runs in one transaction with the item row locked.
 */
export const registerAuthoringRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  for (const type of EDITABLE_TYPES) {
    for (const form of FORMS_OF[type]) {
      api.post(
        `/api/learn/${type}/:id/${form}`,
        {
          schema: {
            tags: ['authoring'],
            summary:
              form === 'general'
                ? `Save (or, with id 0, create) a ${type}'s general form`
                : `Save a ${type}'s ${form} form`,
            params: ZIdParams,
            body: ZBody,
            headers: z.object({ 'if-match': z.string().optional() }),
            response: { 200: ZItemResult },
          },
        },
        async (request, reply) => {
          const actor = await requireUser(request);
          const row = await db.transaction(async (tx) => {
            if (request.params.id === '0' && form === 'general') {
              return createDraft(tx, { type, body: request.body, actor });
            }
            return saveForm(tx, {
              type,
              id: request.params.id,
              form,
              body: request.body,
              actor,
              ifMatch: request.headers['if-match'],
            });
          });
          return withEtag(reply, row).send({ result: presentItem(row, 'draft', await loadSource(db, row)) });
        },
      );
    }

    api.post(
      `/api/learn/${type}/:id/publish`,
      {
        schema: {
          tags: ['authoring'],
          summary: `Publish a ${type}: every form of the type, checked with the publish rules`,
          params: ZIdParams,
          body: ZBody,
          headers: z.object({ 'if-match': z.string().optional() }),
          response: { 200: z.object({ result: z.object({ item: ZItem, url: z.string() }) }) },
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
          result: { item: presentItem(item, 'draft', await loadSource(db, item)), url },
        });
      },
    );
  }

  api.post(
    '/api/learn/tutorial/:id/addStep/:stepType',
    {
      schema: {
        tags: ['authoring'],
        summary: 'Save the steps form and add an empty step of the type',
        params: z.object({ id: z.string().max(40), stepType: z.enum(TUTORIAL_STEP_TYPES, { error: 'not_found' }) }),
        body: ZBody,
        headers: z.object({ 'if-match': z.string().optional() }),
        response: { 200: ZItemResult },
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
      return withEtag(reply, row).send({ result: presentItem(row, 'draft', await loadSource(db, row)) });
    },
  );
};
