import { AppError } from '@questline/domain/errors';
import { jsonTextDepth, MAX_JSON_DEPTH } from '@questline/domain/rules/input-limits';
import {
  CONTENT_TRANSFER_MAX_BYTES,
  ZContentTransferDocument,
  ZImportWarning,
} from '@questline/domain/schemas/content-transfer';
import { EDITOR_ITEMS } from '@questline/domain/schemas/item';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAuth } from '../../auth/auth';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { withEtag, ZIfMatchUnlessNew } from '../../lib/etag';
import { validatedInService } from '../../lib/openapi-schemas';
import { translationSourceOf } from '../content/content.service';
import {
  exportItem,
  importIntoDraft,
  importNewDraft,
  refuseUnlessMayCreate,
  type TTransferSettings,
} from './content-transfer';
import { transferKeyOf } from './content-transfer-signature';
import { EDITABLE_TYPES } from './editable-item';
import { editorRead } from './editor-read';

const ZIdParams = z.object({ id: z.string().max(40) });

/** The envelope adds two levels (the document, its forms) around what a form save may nest. */
const IMPORT_MAX_DEPTH = MAX_JSON_DEPTH + 2;

/** `attachment` with the file name, its non-ASCII letters kept in the RFC 8187 form and replaced in the plain one. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * Export and import of an item's draft as a signed JSON document (issue 25; content-transfer.ts), for every editable
 * type. The import routes read their JSON themselves: a file that is not JSON is a malformed document
 * (`importJson_InvalidParameter_format`), not a malformed request, and may be larger than other bodies.
 */
export const registerContentTransferRoutes = (
  app: FastifyInstance,
  deps: { db: TDb; auth: TAuth; importMaxAgeDays: number },
) => {
  const { db } = deps;
  // Derived on first use: a server whose secret cannot sign answers these routes with an error, and starts all the same.
  let key: Buffer | undefined;
  const settings = (): TTransferSettings => {
    key ??= transferKeyOf(deps.auth.options.secret);
    return { key, maxAgeDays: deps.importMaxAgeDays };
  };

  app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'ignore');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonTextDepth(body as string, IMPORT_MAX_DEPTH) > IMPORT_MAX_DEPTH) {
        done(new AppError('request_too_deep'), undefined);
        return;
      }
      parseJson(request, body as string, (error, value) =>
        error ? done(new AppError('importJson_InvalidParameter_format'), undefined) : done(null, value),
      );
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    for (const type of EDITABLE_TYPES) {
      api.get(
        `/api/learn/${type}/:id/export`,
        {
          onRequest: requireSignIn,
          schema: {
            tags: ['authoring'],
            summary: `Export a ${type}'s draft as a signed JSON document (a download), for those who may edit it`,
            description:
              'Every editor form of the draft under `forms`, the ids they name under `references`, `exportedAt`, and ' +
              '`signature`: base64url HMAC-SHA256 of the canonical JSON of the rest, with a key derived from the ' +
              "server's secret. Answered as the document itself, as an attachment named `{type}-{title}.json`.",
            params: ZIdParams,
            response: { 200: ZContentTransferDocument },
          },
        },
        async (request, reply) => {
          const actor = await requireUser(request);
          const { document, fileName } = await exportItem(db, { type, id: request.params.id, actor }, settings());
          reply.header('content-disposition', attachment(fileName));
          reply.header('cache-control', 'no-store');
          return document;
        },
      );

      api.post(
        `/api/learn/${type}/:id/import`,
        {
          // A new draft's right is checked before the document is read: whoever may create none is not sent one.
          onRequest: [
            requireSignIn,
            async (request) => {
              if ((request.params as { id?: string }).id === '0')
                refuseUnlessMayCreate(await requireUser(request), type);
            },
          ],
          bodyLimit: CONTENT_TRANSFER_MAX_BYTES,
          schema: {
            tags: ['authoring'],
            summary:
              `Import a ${type} document: with id 0 a new draft, else over the draft (If-Match as a save); unknown ` +
              'ids are dropped with a warning each',
            description:
              'The body is a document as the export answers it. Refusals, nothing written: ' +
              '`importJson_InvalidParameter_format` (not JSON, another format or version, parts missing), ' +
              '`importJson_InvalidParameter_type` (a document of another type, params.type), `importJson_json_expired` ' +
              '(older than IMPORT_JSON_MAX_AGE_DAYS, or not signed by this server), ' +
              '`importJson_InvalidParameter_description` / `_objective` / `_careerGoals` (rich text the allow-list ' +
              'would change; other rich-text fields answer the description key), `richText_codeBlock_too_long`, and ' +
              "the forms' own draft rules, each at its path in the document.",
            params: ZIdParams,
            body: validatedInService(ZContentTransferDocument),
            headers: ZIfMatchUnlessNew,
            response: {
              200: z.object({ result: z.object({ item: EDITOR_ITEMS[type], warnings: z.array(ZImportWarning) }) }),
            },
          },
        },
        async (request, reply) => {
          const actor = await requireUser(request);
          const input = { type, body: request.body, actor };
          const { row, warnings } = await db.transaction((tx) =>
            request.params.id === '0'
              ? importNewDraft(tx, input, settings())
              : importIntoDraft(
                  tx,
                  { ...input, id: request.params.id, ifMatch: request.headers['if-match'] },
                  settings(),
                ),
          );
          const item = await editorRead(db, row, actor, await translationSourceOf(db, row));
          return withEtag(reply, row).send({ result: { item, warnings } });
        },
      );
    }
  });
};
