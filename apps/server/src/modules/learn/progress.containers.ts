import { itemId, type TItemType } from '@questline/domain/ids';
import { nextItemId } from '@questline/domain/rules/navigation';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import { childrenOf, findItems, publishedParentEdges, type TContentRow } from '../content/content.repository';
import { learnerCanSee } from './learn.policy';
import { findRecords, lockRecord, type TRecordRow, updateRecord } from './learn.repository';

const idOf = (row: TContentRow) => itemId(row.type as TItemType, row.id);

/** The published projects holding `childIds`, then the published courses holding those or the children themselves. */
const containersOf = async (db: TDbOrTx, childIds: readonly number[]) => {
  const projectIds = [
    ...new Set((await publishedParentEdges(db, childIds, 'content', 'project')).map((edge) => edge.parentId)),
  ];
  const courseIds = [
    ...new Set(
      (await publishedParentEdges(db, [...childIds, ...projectIds], 'content', 'course')).map((edge) => edge.parentId),
    ),
  ];
  return [...projectIds, ...courseIds];
};

/**
 * Projects and courses keep a record of their own (§3.10 subItems and nextRecordData, §4.4): after a learner's write
 * on tutorials or quizzes, the record of every published project holding them, then of every course holding those
 * projects or the items themselves, is brought up to date in the same transaction: which of its contents the learner
 * completed, the item a Continue link resumes at (the §4.4 'next' rule over its contents) and, once every content is
 * completed, completed itself (completion, once reached, stays). Containers the learner may not see are left alone.
 * Answers the records written, projects before courses (a course reads its projects' completion as just written).
 */
export const followContainers = async (
  db: TDbOrTx,
  learner: TMe,
  childIds: readonly number[],
  now: Date,
): Promise<TRecordRow[]> => {
  const containerIds = await containersOf(db, childIds);
  if (containerIds.length === 0) return [];
  const edges = await childrenOf(db, containerIds, 'content');
  const rows = await findItems(db, [...new Set([...containerIds, ...edges.map((edge) => edge.childId)])]);
  const visible = new Map(rows.filter((row) => learnerCanSee(row, learner)).map((row) => [row.id, row]));
  const written: TRecordRow[] = [];
  for (const containerId of containerIds) {
    const container = visible.get(containerId);
    if (!container) continue;
    const contents = edges
      .filter((edge) => edge.parentId === containerId)
      .flatMap((edge) => visible.get(edge.childId) ?? []);
    if (contents.length === 0) continue;
    // Locked first, read after: a concurrent write on another of its contents has committed by then, and a course
    // reads the project records this write just changed.
    const key = { userId: learner.id, itemId: container.id };
    const existing = await lockRecord(db, { ...key, type: container.type });
    const records = new Map(
      (
        await findRecords(
          db,
          learner.id,
          contents.map((row) => row.id),
        )
      ).map((record) => [record.itemId, record]),
    );
    const subItems = Object.fromEntries(
      contents.map((row) => [idOf(row), { completed: records.get(row.id)?.completed === true }]),
    );
    const allDone = Object.values(subItems).every((entry) => entry.completed);
    const next = nextItemId(
      contents.map(idOf),
      Object.fromEntries(
        contents.map((row) => {
          const record = records.get(row.id);
          return [
            idOf(row),
            record ? { completed: record.completed, updatedTime: record.updatedTime.toISOString() } : undefined,
          ];
        }),
      ),
      { containerCompleted: allDone },
    );
    const nextRow = contents.find((row) => idOf(row) === next);
    written.push(
      await updateRecord(db, key, {
        completed: existing.completed || allDone,
        completedTime: existing.completedTime ?? (allDone ? now : null),
        lastCompletedTime: allDone ? now : existing.lastCompletedTime,
        data: {
          ...existing.data,
          subItems,
          nextRecordData: nextRow ? { itemId: idOf(nextRow), type: nextRow.type } : null,
        },
      }),
    );
  }
  return written;
};
