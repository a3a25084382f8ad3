import { itemId, type TItemType } from '@questline/domain/ids';
import { earnedXp, quizScorePercent, recordStartedAt } from '@questline/domain/rules/learner-progress';
import { detailUrl } from '@questline/domain/rules/urls';
import type { TLearnerProgressRow } from '@questline/domain/schemas/learner-progress';
import type { TLearnerProgressEntry } from './learner-progress.repository';

/** One record as the educator reads it: the learner, the item with its link, status, score, XP and dates. */
export const presentLearnerProgressRow = (entry: TLearnerProgressEntry): TLearnerProgressRow => {
  const id = itemId(entry.type as TItemType, entry.itemId);
  return {
    learner: { id: entry.userId, name: entry.name, email: entry.email },
    item: {
      id,
      type: entry.type,
      title: entry.title ?? '',
      path: detailUrl([{ type: entry.type, id, slug: entry.slug }]),
    },
    status: entry.completed ? 'completed' : 'inProgress',
    score: entry.type === 'quiz' ? quizScorePercent(entry.data.answers ?? [], entry.questionsCount ?? 0) : null,
    xp: earnedXp(entry.data.experiencePoints),
    startedAt: recordStartedAt(entry.data, entry.completedTime),
    updatedAt: entry.updatedTime.toISOString(),
    completedAt: entry.completed ? (entry.completedTime?.toISOString() ?? null) : null,
  };
};
