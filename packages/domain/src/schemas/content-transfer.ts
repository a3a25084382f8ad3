/**
 * The JSON export and import of learning content (issue 25): a signed, versioned document of one item's draft forms,
 * downloaded from GET /api/learn/{type}/{id}/export and taken back by POST /api/learn/{type}/{0|id}/import.
 */
import { z } from 'zod';

/** What `format` says: a document of this kind, whatever its version. */
export const CONTENT_TRANSFER_FORMAT = 'questline-learn-item';
/** The one version this server writes and reads. */
export const CONTENT_TRANSFER_VERSION = 1;
/** The largest document an import takes: a tutorial of many steps with long code blocks stays far below it. */
export const CONTENT_TRANSFER_MAX_BYTES = 8 * 1024 * 1024;

/** The ids a document's forms name, by kind: items ('ltu_42'), stored files, users, topic and industry tags. */
export const ZContentTransferReferences = z.object({
  items: z.array(z.string()),
  files: z.array(z.string()),
  users: z.array(z.string()),
  tags: z.array(z.number().int()),
});
export type TContentTransferReferences = z.infer<typeof ZContentTransferReferences>;

/**
 * An exported item. `forms` holds each editor form of the type by its name (general, steps, content, questions,
 * details, ...) as the editor reads it from the draft; `signature` is the base64url HMAC-SHA256 of the canonical JSON
 * of everything else, with a key only this server holds (docs/decisions/0071).
 */
export const ZContentTransferDocument = z.object({
  format: z.literal(CONTENT_TRANSFER_FORMAT),
  version: z.literal(CONTENT_TRANSFER_VERSION),
  type: z.string(),
  /** When the document was made (ISO 8601, UTC): an import refuses it after IMPORT_JSON_MAX_AGE_DAYS. */
  exportedAt: z.iso.datetime(),
  forms: z.record(z.string(), z.record(z.string(), z.unknown())),
  references: ZContentTransferReferences,
  signature: z.string().min(1).max(200),
});
export type TContentTransferDocument = z.infer<typeof ZContentTransferDocument>;
export type TUnsignedContentTransferDocument = Omit<TContentTransferDocument, 'signature'>;

export const IMPORT_WARNING_KINDS = ['item', 'file', 'tag', 'user'] as const;

/**
 * A reference an import left out (§5: ids not found are dropped): the document's path where it sat, the id, what it
 * names, and why: nothing of the kind here (`not_found`), or not the importer's to name (`not_allowed`: the item itself,
 * or a person the importer may not hand the item to).
 */
export const ZImportWarning = z.object({
  path: z.string(),
  id: z.string(),
  kind: z.enum(IMPORT_WARNING_KINDS),
  reason: z.enum(['not_found', 'not_allowed']),
});
export type TImportWarning = z.infer<typeof ZImportWarning>;
