import { itemId, type TItemType } from '@questline/domain/ids';
import { nextItemId } from '@questline/domain/rules/navigation';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import { childrenOf, findItems, publishedParentEdges, type TContentRow } from '../content/content.repository';
import { learnerCanSee } from './learn.policy';
import { findRecords, lockRecords, type TRecordRow, updateRecord } from './learn.repository';
import { recordVersionOf, type TVersionContext, versionRangesOf } from './progress.versions';

const idOf = (row: TContentRow) => itemId(row.type as TItemType, row.id);
const parentIdsOf = (edges: readonly { parentId: number }[]) => [...new Set(edges.map((edge) => edge.parentId))];

/** The published projects holding `childIds`, then the published courses holding those or the children themselves. */
const containersOf = async (db: TDbOrTx, childIds: readonly number[]) => {
  const projectIds = parentIdsOf(await publishedParentEdges(db, childIds, 'content', 'project'));
  const courseIds = parentIdsOf(await publishedParentEdges(db, [...childIds, ...projectIds], 'content', 'course'));
  return [...projectIds, ...courseIds];
};

/**
 * Projects and courses keep a record of their own (§3.10 subItems and nextRecordData, §4.4): after a learner's write
 * on tutorials or quizzes, the record of every published project holding them, then of every course holding those
 * projects or the items themselves, is brought up to date in the same transaction: which of its contents the learner
 * completed, the item a Continue link resumes at (the §4.4 'next' rule over its contents) and, once every content is
 * completed, completed itself (completion, once reached, stays). Containers the learner may not see are left alone.
 * A container bound to some engine versions keeps its completion per version besides (§3.10 recordVersions, §4.4):
 * the version the write was made in (`version.uv`, else the container's default) completes once every content is
 * completed during a write in it, and the record is no longer 'withAll'.
 * Answers the records written, projects before courses (a course reads its projects' completion as just written), and
 * the containers completed for the first time.
 */
export const followContainers = async (
  db: TDbOrTx,
  learner: TMe,
  childIds: readonly number[],
  now: Date,
  version: TVersionContext = { known: [] },
): Promise<{ records: TRecordRow[]; completed: TContentRow[] }> => {
  const containerIds = await containersOf(db, childIds);
  if (containerIds.length === 0) return { records: [], completed: [] };
  const edges = await childrenOf(db, containerIds, 'content');
  const rows = await findItems(db, [...new Set([...containerIds, ...edges.map((edge) => edge.childId)])]);
  const visible = new Map(rows.filter((row) => learnerCanSee(row, learner)).map((row) => [row.id, row]));
  const followed = containerIds.flatMap((id) => {
    const container = visible.get(id);
    const contents = edges.filter((edge) => edge.parentId === id).flatMap((edge) => visible.get(edge.childId) ?? []);
    return container && contents.length ? [{ container, contents }] : [];
  });
  // Locked first, read after: a concurrent write on another of their contents has committed by then.
  const locked = await lockRecords(
    db,
    learner.id,
    followed
      .map(({ container }) => ({ itemId: container.id, type: container.type }))
      .sort((a, b) => a.itemId - b.itemId),
  );
  const records = new Map(
    (
      await findRecords(
        db,
        learner.id,
        followed.flatMap(({ contents }) => contents.map((row) => row.id)),
      )
    ).map((record) => [record.itemId, record]),
  );
  const ranges = await versionRangesOf(
    db,
    followed.map(({ container }) => container),
  );
  const written: TRecordRow[] = [];
  const completed: TContentRow[] = [];
  for (const { container, contents } of followed) {
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
    const existing = locked.get(container.id) as TRecordRow;
    const range = ranges.get(container.id);
    const versionId = range ? recordVersionOf(range, version) : null;
    const before = versionId ? existing.data.recordVersions?.[versionId] : undefined;
    const recordVersions = versionId
      ? {
          recordVersions: {
            ...existing.data.recordVersions,
            [versionId]:
              before?.completed || !allDone
                ? (before ?? { completed: false })
                : { completed: true, completedTime: now.toISOString() },
          },
        }
      : {};
    const saved = await updateRecord(
      db,
      { userId: learner.id, itemId: container.id },
      {
        completed: existing.completed || allDone,
        completedTime: existing.completedTime ?? (allDone ? now : null),
        lastCompletedTime: allDone ? now : existing.lastCompletedTime,
        ...(versionId ? { withAll: false } : {}),
        data: {
          ...existing.data,
          subItems,
          nextRecordData: nextRow ? { itemId: idOf(nextRow), type: nextRow.type } : null,
          ...recordVersions,
        },
      },
    );
    // Projects come first: a course holding this one reads the record just written.
    records.set(saved.itemId, saved);
    written.push(saved);
    if (allDone && !existing.completed) completed.push(container);
  }
  return { records: written, completed };
};
