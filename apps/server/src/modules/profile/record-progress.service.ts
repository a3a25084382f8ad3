import { itemId, type TItemType } from '@questline/domain/ids';
import type { TProgressMap, TRecordProgress } from '@questline/domain/schemas/profile';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import type { TContentRow } from '../content/content.repository';
import type { TRecordRow } from '../learn/learn.repository';
import { checkpointOfItem, documentOf } from '../learn/progress.checkpoint';
import { questionsOf } from '../learn/quiz.presenter';

/** A record with its item: what a progress is read from. */
export type TRecordEntry = { row: TContentRow; record: TRecordRow };

/** A quiz's standing (§3.6, §3.10): the latest finished attempt decides passed or failed; one running is started. */
const quizProgress = ({ row, record }: TRecordEntry): TRecordProgress => {
  const questionsCount = questionsOf(documentOf(row)).length;
  const attempts = record.data.answers ?? [];
  const latest = attempts.at(-1);
  const finished = attempts.filter((attempt) => attempt.finishedTime !== null).at(-1);
  const status =
    latest && latest.finishedTime === null
      ? 'started'
      : finished
        ? finished.passed
          ? 'passed'
          : 'failed'
        : 'notTaken';
  const scored = status === 'started' ? latest : finished;
  return {
    kind: 'quiz',
    status,
    correctCount: scored ? scored.correctCount : null,
    questionsCount,
    score:
      scored && status !== 'started' && questionsCount > 0
        ? Math.round((scored.correctCount / questionsCount) * 100)
        : null,
  };
};

/** A tutorial's steps done of its published steps (§3.4 sections, §3.10 steps). */
const stepsProgress = ({ row, record }: TRecordEntry): TRecordProgress => {
  const sections = (Array.isArray(documentOf(row).sections) ? documentOf(row).sections : []) as { id?: unknown }[];
  const steps = record.data.steps ?? {};
  const done = sections.filter((section) => typeof section.id === 'string' && steps[section.id]?.completed).length;
  return { kind: 'parts', done, total: sections.length };
};

const partsOf = (entries: Record<string, { completed: boolean }>): TRecordProgress => {
  const values = Object.values(entries);
  return { kind: 'parts', done: values.filter((entry) => entry.completed).length, total: values.length };
};

/**
 * How far the learner is through each of their items not completed yet (record cards and the dashboard): steps of a
 * tutorial, contents of a project or course (`contents` when the caller read them now, else the record's subItems),
 * checkpoint groups of a mission or pathway, and a quiz's standing. Only the learner's own: `learner` reads them.
 */
export const progressMapOf = async (
  db: TDbOrTx,
  learner: TMe,
  entries: readonly TRecordEntry[],
  contents?: ReadonlyMap<number, Record<string, { completed: boolean }>>,
): Promise<TProgressMap> => {
  const open = entries.filter((entry) => !entry.record.completed && entry.record.userId === learner.id);
  const progresses = await Promise.all(
    open.map(async (entry): Promise<TRecordProgress> => {
      switch (entry.row.type) {
        case 'tutorial':
          return stepsProgress(entry);
        case 'quiz':
          return quizProgress(entry);
        case 'project':
        case 'course':
          return partsOf(contents?.get(entry.row.id) ?? entry.record.data.subItems ?? {});
        default: {
          const { progress } = await checkpointOfItem(db, entry.row, documentOf(entry.row), learner);
          return { kind: 'parts', done: progress.completion.completed, total: progress.completion.total };
        }
      }
    }),
  );
  return Object.fromEntries(
    open.map((entry, index) => [
      itemId(entry.row.type as TItemType, entry.row.id),
      progresses[index] as TRecordProgress,
    ]),
  );
};
