import { AppError } from '@questline/domain/errors';
import { itemId, type TItemType } from '@questline/domain/ids';
import { authoringRefusal } from '@questline/domain/rules/authoring-rights';
import type { TContentSync, TTutorialSync } from '@questline/domain/schemas/item';
import type { TDbOrTx } from '../../db/client';
import { presentMapCard } from '../content/content.presenter';
import { findItem, findItems, type TContentRow } from '../content/content.repository';
import { authoringTarget, editTargetOf, refuseUnless } from './authoring.policy';
import { numericId, type TActor, type TEditableType } from './editable-item';
import { idsOf, stringsOf } from './item-refs';

/** The types with a sync endpoint: a quiz's editor has nothing to refresh from elsewhere. */
export const SYNC_TYPES = ['tutorial', 'project', 'course', 'skill'] as const satisfies readonly TEditableType[];
export type TSyncType = (typeof SYNC_TYPES)[number];

/**
 * GET /api/learn/{type}/{id}/sync (§7.2): what the editor refreshes from the server without saving. A tutorial's
 * skills (skillIds, learnSkillMap); a project's, course's or skill's draft and published content ids with the maps
 * of the items they name (published ones, and drafts the editor may edit); a skill holds tutorials only.
 */
export const syncOf = async (
  db: TDbOrTx,
  input: { type: TSyncType; id: string; actor: TActor },
): Promise<TTutorialSync | TContentSync> => {
  const row = await findItem(db, numericId(input.type, input.id));
  if (!row || row.type !== input.type) throw new AppError('not_found');
  refuseUnless(input.actor, 'edit', await editTargetOf(db, row));
  const shown = (item: TContentRow) =>
    item.status === 'published' || authoringRefusal(input.actor, 'edit', authoringTarget(item)) === null;
  const mapOf = (items: TContentRow[], type: TItemType) =>
    Object.fromEntries(
      items
        .filter((item) => item.type === type && shown(item))
        .map((item) => [itemId(type, item.id), presentMapCard(item)]),
    );

  if (input.type === 'tutorial') {
    const skillIds = stringsOf(row.draft.skillIds);
    return { skillIds, learnSkillMap: mapOf(await findItems(db, idsOf(skillIds)), 'skill') };
  }
  const draftContentIds = stringsOf(row.draft.contentIds);
  const contentIds = stringsOf(row.published?.contentIds);
  const items = await findItems(db, idsOf([...draftContentIds, ...contentIds]));
  if (input.type === 'skill') return { draftContentIds, contentIds, tutorialMap: mapOf(items, 'tutorial') };
  return {
    draftContentIds,
    contentIds,
    tutorialMap: mapOf(items, 'tutorial'),
    quizMap: mapOf(items, 'quiz'),
    ...(input.type === 'course' ? { projectMap: mapOf(items, 'project') } : {}),
  };
};
