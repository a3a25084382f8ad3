import { AppError, type TErrorKey, type TFieldError } from '@questline/domain/errors';
import { itemId, parseItemId } from '@questline/domain/ids';
import { imagesWithoutAlt } from '@questline/domain/rules/rich-text';
import { detailUrl } from '@questline/domain/rules/urls';
import { isDocument, type TItemDocument } from '@questline/domain/schemas/content';
import { PUBLISH_SCHEMAS } from '@questline/domain/schemas/forms';
import { validate } from '@questline/domain/validation';
import type { TDbOrTx } from '../../db/client';
import { findItems, replaceEdges, type TContentRow } from '../content/content.repository';
import { freeSlug, publishItem, saveItem } from '../content/content.service';
import { keepBadgeItem } from './badge-item';
import {
  ANY_REVISION,
  asDocument,
  checkLanguageChange,
  columnsOf,
  invalid,
  lockForWrite,
  type TActor,
  type TEditableType,
  writeDraft,
} from './editable-item';
import { liveSessionBegin } from './editor-read';
import { formFields, holdersOf, withEstimation } from './form-fields';
import { idsOf, stringsOf, type TEdges } from './item-refs';
import { missionPublishPlan, type TVersionChange } from './mission-publish';
import { pathwayPublishPlan } from './pathway-publish';
import { containerTotals, isContainer, skillDuration, type TContainerType } from './totals';

/**
 * General-form fields that documents written outside the editors (the seed) hold elsewhere: the owner in its column,
 * the thumbnail and a mission's badge thumbnail as {id, url}. Publishing reads them as the form would send them.
 */
const formFieldsOf = (row: TContentRow): TItemDocument => {
  const imageId = (field: string) => {
    const image = row.draft[field];
    return isDocument(image) ? image.id : undefined;
  };
  const thumbnailId = imageId('thumbnail');
  const badgeThumbnailId = imageId('badgeThumbnail');
  return {
    ...(row.ownerId ? { ownerId: row.ownerId } : {}),
    ...(typeof thumbnailId === 'string' ? { thumbnailId } : {}),
    // A seeded live session stores its range as rangeTime only: publishing reads it as the content form's `begin`.
    ...(row.type === 'liveSession' ? { begin: liveSessionBegin(row.draft) ?? undefined } : {}),
    ...(row.type === 'mission' && typeof badgeThumbnailId === 'string' ? { badgeThumbnailId } : {}),
  };
};

/** Required-field problems read as one project_fields_required listing the fields (§5, §8). */
const publishError = (errors: TFieldError[]) => {
  const missing = errors.filter((error) => error.key === 'error_isRequired').map((error) => error.path);
  if (!missing.length) return invalid(errors);
  return new AppError('project_fields_required', { fields: errors, params: { fields: missing.join(', ') } });
};

const EMPTY_CONTENT_KEY = {
  project: 'project_InvalidParameter_empty_tutorialIds',
  course: 'course_InvalidParameter_empty_contentIds',
} as const satisfies Record<TContainerType, TErrorKey>;

/**
 * Every id in `ids` must name a published item (§5); an unpublished one is named by its place in `field`. Unknown ids
 * are already dropped by then, so what is left exists.
 */
const checkPublished = async (db: TDbOrTx, field: 'contentIds' | 'skillIds', ids: readonly string[]) => {
  const rows = new Map((await findItems(db, idsOf(ids))).map((child) => [child.id, child]));
  const unpublished = ids.flatMap((id, index) => {
    const child = rows.get(parseItemId(id)?.id ?? 0);
    return child?.status === 'published' ? [] : [{ id, index }];
  });
  if (unpublished.length) {
    throw new AppError('content_InvalidParameter_unpublished', {
      fields: unpublished.map(({ index }) => ({
        path: `${field}.${index}`,
        key: 'content_InvalidParameter_unpublished' as const,
      })),
      params: { ids: unpublished.map(({ id }) => id).join(', ') },
    });
  }
  return idsOf(ids);
};

/**
 * The content a project or course publishes with (§5): ids of unknown items are already dropped, so what is left
 * must not be empty, and every item must itself be published.
 */
const checkPublishedContent = async (db: TDbOrTx, type: TContainerType, contentIds: unknown) => {
  const ids = stringsOf(contentIds);
  const key = EMPTY_CONTENT_KEY[type];
  if (!ids.length) throw new AppError(key, { fields: [{ path: 'contentIds', key }] });
  return checkPublished(db, 'contentIds', ids);
};

/** What a publish derives and links besides the document's own fields, and for a mission its version change. */
type TPublishPlan = { fields: TItemDocument; edges: TEdges; change?: TVersionChange };

/** The type's own publish rules, values and edges (§3.2, §3.3, §3.5, §5). */
const typePlan = async (
  db: TDbOrTx,
  row: TContentRow,
  type: TEditableType,
  fields: TItemDocument,
): Promise<TPublishPlan> => {
  if (isContainer(type)) {
    // Checked after unknown ids are dropped: a list of unknown ids is an empty list.
    const childIds = await checkPublishedContent(db, type, fields.contentIds);
    return { fields: await containerTotals(db, fields), edges: { content: childIds } };
  }
  if (type === 'mission') return missionPublishPlan(db, row, fields);
  if (type === 'pathway') return pathwayPublishPlan(db, fields);
  // §3.8: a skill links its tutorials as content; a competency its skills, in order; a tutorial its skills.
  if (type === 'skill')
    return { fields: { duration: await skillDuration(db, fields) }, edges: { content: idsOf(fields.contentIds) } };
  // §3.8: a published competency lists only published skills.
  if (type === 'competency')
    return { fields: {}, edges: { skill: await checkPublished(db, 'skillIds', stringsOf(fields.skillIds)) } };
  if (type === 'tutorial') return { fields: {}, edges: { skill: idsOf(fields.skillIds) } };
  // §3.7: the content item a live session refers to (its widget shows on that item's page).
  if (type === 'liveSession') return { fields: {}, edges: { content: idsOf(fields.contentIds) } };
  return { fields: {}, edges: {} };
};

/**
 * Everything a publish would write, checked and nothing written (§4.2): the body (every form of the type) over the
 * saved draft must pass the publish rules; unknown ids are dropped; the type's own rules and derived values follow.
 * `revision` is the source's latestRevision a translation was made from.
 */
const planPublish = async (
  db: TDbOrTx,
  row: TContentRow,
  input: { type: TEditableType; body: unknown; actor: TActor },
) => {
  const merged = { ...formFieldsOf(row), ...row.draft, ...asDocument(input.body) };
  const language = checkLanguageChange(input.actor, 'publish', row, merged);
  const parsed = validate(PUBLISH_SCHEMAS[input.type], withEstimation(input.type, merged, row.draft));
  if (!parsed.ok) throw publishError(parsed.errors);
  const withoutAlt = imagesWithoutAlt(parsed.data);
  if (withoutAlt.length) throw publishError(withoutAlt.map((path) => ({ path, key: 'richText_image_alt_required' })));
  const { revision, ...form } = parsed.data;
  const fields = await formFields(db, {
    type: input.type,
    form,
    actor: input.actor,
    languages: [row.language, language],
    holders: holdersOf(row),
    selfId: row.id,
  });
  const plan = await typePlan(db, row, input.type, fields);
  return {
    ...plan,
    fields: { ...fields, ...plan.fields },
    revision: typeof revision === 'number' ? revision : undefined,
  };
};

/** The image a mission's or pathway's badge item shows (§3.2 acclaimBadge, §3.3 badgeThumbnail). */
const badgeImageOf = (type: TEditableType, fields: TItemDocument) => {
  const id = type === 'mission' ? fields.badgeThumbnailId : fields.acclaimBadge;
  return typeof id === 'string' ? id : null;
};

/**
 * POST /api/learn/{type}/{id}/publish (§4.2, §7.3): the checked draft is written, published as a new immutable
 * version, and the flags, author, slug and edges follow the published document. A mission or pathway keeps its
 * badge item (`badgeId`, edge 'badge'). A translation records the source revision it was made from (`revision`,
 * the source's latestRevision).
 */
export const publish = async (
  db: TDbOrTx,
  input: { type: TEditableType; id: string; body: unknown; actor: TActor; ifMatch: string | undefined },
) => {
  const row = await lockForWrite(db, input, 'publish');
  const { fields, edges, revision } = await planPublish(db, row, input);
  if (input.type === 'mission' || input.type === 'pathway') {
    const badgeId = await keepBadgeItem(db, {
      holder: row,
      document: { ...row.draft, ...fields },
      thumbnailId: badgeImageOf(input.type, fields),
      actorId: input.actor.id,
    });
    fields.badgeId = itemId('badge', badgeId);
    edges.badge = [badgeId];
  }
  const { draft: document } = await writeDraft(db, row, fields);
  const neverPublished = row.publishedAt === null;
  await saveItem(db, row.id, {
    hidden: document.hidden === true,
    internalOnly: document.internalOnly === true,
    premium: document.premium === true,
    uaaOnly: document.uaaOnly === true,
    edlabOnly: document.edlabOnly === true,
    offline: document.offline === true,
    unpublishedAt: typeof document.unPublishedTime === 'string' ? new Date(document.unPublishedTime) : null,
    ...columnsOf(row, document),
    ...(typeof document.authorId === 'string' ? { authorId: document.authorId } : {}),
    slug: neverPublished ? await freeSlug(db, input.type, String(document.title), row.id) : row.slug,
    ...(revision !== undefined && row.sourceId !== null ? { sourceRevision: revision } : {}),
  });
  for (const [role, childIds] of Object.entries(edges)) await replaceEdges(db, row.id, role, childIds ?? []);
  const published = await publishItem(db, { id: row.id, actorId: input.actor.id });
  return {
    item: published,
    url: detailUrl([{ type: published.type, id: String(published.id), slug: published.slug }], {
      extra: { publish: 'true' },
    }),
  };
};

/**
 * POST /api/learn/mission/{id}/validate (§4.2, §7.3): the same body and checks as publish, nothing written; answers
 * whether publishing would make a new mission version and what changed. It overwrites nothing, so If-Match is
 * optional here: a stale one still answers 412.
 */
export const validateMission = async (
  db: TDbOrTx,
  input: { id: string; body: unknown; actor: TActor; ifMatch?: string },
): Promise<TVersionChange> => {
  const row = await lockForWrite(db, { ...input, type: 'mission', ifMatch: input.ifMatch ?? ANY_REVISION }, 'publish');
  const { change } = await planPublish(db, row, { ...input, type: 'mission' });
  return change ?? { isChangeVersion: false, changedIds: [] };
};
