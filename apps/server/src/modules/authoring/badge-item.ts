import { parseItemId } from '@questline/domain/ids';
import { isDocument, type TItemDocument } from '@questline/domain/schemas/content';
import type { TDbOrTx } from '../../db/client';
import { childIdsInRole, findItems, type TContentRow } from '../content/content.repository';
import { createItem, publishItem, saveItem } from '../content/content.service';

/** The file an uploaded image is served from. */
const fileThumbnail = (id: string | null) => (id ? { id, url: `/files/${id}` } : null);

/**
 * The badge a mission or pathway awards (§3.2 acclaimBadge, §3.3 badgeThumbnail, §4.5): a published badge item whose
 * title is the holder's and whose thumbnail is the image chosen in the editor, with the holder's visibility. The
 * holder's own badge (named by its `badgeId`, else linked by a 'badge' edge) is kept and updated when its title,
 * image or visibility changed; a holder without one gets a new one. Answers the badge item's id.
 */
export const keepBadgeItem = async (
  db: TDbOrTx,
  input: { holder: TContentRow; document: TItemDocument; thumbnailId: string | null; actorId: string },
) => {
  const { holder, document } = input;
  const named = typeof document.badgeId === 'string' ? parseItemId(document.badgeId) : null;
  const candidates = [
    ...(named?.type === 'badge' ? [named.id] : []),
    ...(await childIdsInRole(db, holder.id, 'badge')),
  ];
  const found = await findItems(db, candidates);
  const existing = candidates
    .map((id) => found.find((row) => row.id === id))
    .find((row): row is TContentRow => row?.type === 'badge');

  const wanted = { title: String(document.title), thumbnail: fileThumbnail(input.thumbnailId) };
  const flags = { hidden: document.hidden === true, internalOnly: document.internalOnly === true };
  if (!existing) {
    const created = await createItem(db, {
      type: 'badge',
      // A new badge describes itself with its holder's description; a kept one keeps its own.
      document: { ...wanted, description: document.description, language: document.language },
      actorId: input.actorId,
      flags,
    });
    await publishItem(db, { id: created.id, actorId: input.actorId });
    return created.id;
  }

  const current = existing.published ?? {};
  const unchanged =
    existing.status === 'published' &&
    current.title === wanted.title &&
    (isDocument(current.thumbnail) ? current.thumbnail.id : undefined) === wanted.thumbnail?.id &&
    existing.hidden === flags.hidden &&
    existing.internalOnly === flags.internalOnly;
  if (unchanged) return existing.id;
  await saveItem(db, existing.id, {
    draft: { ...existing.draft, ...wanted },
    ...flags,
    revision: existing.revision + 1,
  });
  await publishItem(db, { id: existing.id, actorId: input.actorId });
  return existing.id;
};
