import { itemId, parseItemId, type TItemType } from '@questline/domain/ids';
import { levelDetail, mergePoints, type TLevelDetail, type TPointGain } from '@questline/domain/rules/levels';
import type { TLearningEvent, TLearningObjectType } from '@questline/domain/rules/xapi';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import { ignoreLearningEvents, type TLearningEvents } from '../../lib/learning-events';
import type { TContentRow } from '../content/content.repository';
import { learnerCanSee } from './learn.policy';
import {
  addExperience,
  findRecords,
  lockLearnerProgress,
  lockRecord,
  type TRecordRow,
  updateRecord,
} from './learn.repository';
import { checkpointOfItem, documentOf, pointsOf, versionRankOf } from './progress.checkpoint';
import { followContainers } from './progress.containers';
import { missionsAssessing, pathwaysAwaiting } from './progress.repository';
import type { TVersionContext } from './progress.versions';
import { grantRewards, type TNewReward } from './rewards.repository';

type TCompletion = { row: TContentRow; record: TRecordRow; points: TPointGain[]; badgeIds: number[] };

/** What a learner write completed beyond its own item, and the experience it earned in all. */
export type TSettled = { records: TRecordRow[]; completedIds: string[]; levelDetails: TLevelDetail[] };

const rewardsOf = (rewards: readonly { itemId: string; packageId?: string }[]): TNewReward[] =>
  rewards.flatMap((reward): TNewReward[] => {
    if (reward.packageId) return [{ type: 'asset' as const, packageId: reward.packageId }];
    const parsed = parseItemId(reward.itemId);
    return parsed?.type === 'badge' ? [{ type: 'badge' as const, itemId: parsed.id }] : [];
  });

/**
 * Completes a published mission or pathway for the learner when its checkpoint is complete (§4.4, §4.5) and their
 * record of it is not yet: the record is completed (a mission's on the current version when it had none), its
 * points are kept as the record's experiencePoints, and its badges and free assets become the learner's rewards.
 * Answers null when nothing was completed. The caller adds the experience.
 */
export const completeWhenDone = async (
  db: TDbOrTx,
  learner: TMe,
  row: TContentRow,
  now: Date,
): Promise<TCompletion | null> => {
  const document = documentOf(row);
  const { checkpoint, progress } = await checkpointOfItem(db, row, document, learner);
  if (!progress.completed) return null;
  const key = { userId: learner.id, itemId: row.id };
  const existing = await lockRecord(db, { ...key, type: row.type });
  if (existing.completed) return null;
  const points = pointsOf(document);
  const record = await updateRecord(db, key, {
    completed: true,
    completedTime: existing.completedTime ?? now,
    lastCompletedTime: now,
    data: { ...existing.data, experiencePoints: points },
    ...(row.type === 'mission' && existing.versionId === null ? { versionId: versionRankOf(document) } : {}),
  });
  const rewards = rewardsOf([...checkpoint.badgeRewards, ...checkpoint.assetRewards]);
  await grantRewards(db, { userId: learner.id, sourceId: row.id, time: now, rewards });
  const badgeIds = rewards.flatMap((reward) => (reward.type === 'badge' ? [reward.itemId] : []));
  return { row, record, points, badgeIds };
};

/** The learning object of an item the learner completed. */
export const learningObjectOf = (row: Pick<TContentRow, 'type' | 'id'>) => ({
  type: row.type as TLearningObjectType,
  id: itemId(row.type as TItemType, row.id),
});

/** The learning events of completed items (xAPI, modules/xapi): completed, and each badge earned from it. */
export const completionEvents = (
  learner: TMe,
  completions: readonly Pick<TCompletion, 'row' | 'badgeIds'>[],
  time: Date,
): TLearningEvent[] =>
  completions.flatMap(({ row, badgeIds }) => [
    {
      userId: learner.id,
      time,
      verb: 'completed' as const,
      object: learningObjectOf(row),
      result: { completion: true },
    },
    ...badgeIds.map((badgeId) => ({
      userId: learner.id,
      time,
      verb: 'earned' as const,
      object: { type: 'badge' as const, id: itemId('badge', badgeId) },
      parent: learningObjectOf(row),
    })),
  ]);

/** The published missions and pathways waiting on any of `ids`, that the learner may see and has not completed. */
const openContainers = async (db: TDbOrTx, learner: TMe, ids: readonly string[]) => {
  const found = [...(await missionsAssessing(db, ids)), ...(await pathwaysAwaiting(db, ids))];
  const unique = [...new Map(found.map((row) => [row.id, row])).values()].filter((row) => learnerCanSee(row, learner));
  const records = await findRecords(
    db,
    learner.id,
    unique.map((row) => row.id),
  );
  const done = new Set(records.filter((record) => record.completed).map((record) => record.itemId));
  return unique.filter((row) => !done.has(row.id));
};

/**
 * Eager completion (§4.4, §4.5), in the transaction of the learner write that caused it: after `completed` items
 * were completed for the first time, every mission whose checkpoint they complete is completed, then every mission
 * and pathway waiting on those, until nothing more completes. The write's own `gains` and the points of everything
 * completed are added to the learner's experience once, answered as one level detail per category. The records of
 * the projects and courses holding the `touched` items (the tutorial or quiz the write changed) follow them, in the
 * write's engine `version`.
 */
export const settleProgress = async (
  db: TDbOrTx,
  learner: TMe,
  input: {
    completed: readonly { type: string; id: number }[];
    gains: readonly TPointGain[];
    touched?: readonly number[];
    /** The engine version the write was made in (§2.2 uv): what version-bound containers complete for. */
    version?: TVersionContext;
    /** Where the learning events of what this completes go (xAPI statements, modules/xapi). */
    events?: TLearningEvents;
  },
): Promise<TSettled> => {
  const now = new Date();
  const completions: TCompletion[] = [];
  if (input.completed.length) {
    await lockLearnerProgress(db, learner.id);
    let frontier = input.completed.map((item) => itemId(item.type as TItemType, item.id));
    while (frontier.length) {
      const next: string[] = [];
      // Missions first: a pathway waiting on one of them is met again in the next round, once it is completed.
      for (const row of await openContainers(db, learner, frontier)) {
        const completion = await completeWhenDone(db, learner, row, now);
        if (!completion) continue;
        completions.push(completion);
        next.push(itemId(row.type as TItemType, row.id));
      }
      frontier = next;
    }
  }
  const gains = mergePoints([...input.gains, ...completions.flatMap((completion) => completion.points)]);
  const totals = await addExperience(db, learner.id, gains);
  const containers = input.touched?.length
    ? await followContainers(db, learner, input.touched, now, input.version)
    : { records: [], completed: [] };
  await (input.events ?? ignoreLearningEvents)(db, [
    ...completionEvents(learner, completions, now),
    ...completionEvents(
      learner,
      containers.completed.map((row) => ({ row, badgeIds: [] })),
      now,
    ),
  ]);
  return {
    records: [...completions.map((completion) => completion.record), ...containers.records],
    completedIds: completions.map((completion) => itemId(completion.row.type as TItemType, completion.row.id)),
    levelDetails: gains.map((gain) =>
      levelDetail(gain.categoryId, totals.get(gain.categoryId) ?? gain.point, gain.point),
    ),
  };
};
