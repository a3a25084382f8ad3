/** A learner's progress records as every answer holds them (§3.10, §7.8 recordMap). */
import { z } from 'zod';

/** One attempt in a quiz record's `answers` (§3.10), oldest first. */
export const ZQuizRecordAttempt = z.object({
  id: z.string(),
  startedTime: z.string(),
  finishedTime: z.string().nullable(),
  passed: z.boolean().nullable(),
  correctCount: z.number().int(),
  questionAnswers: z.array(
    z.object({
      questionId: z.string(),
      optionIds: z.array(z.string()),
      correct: z.boolean(),
      answeredTime: z.string(),
    }),
  ),
});
export type TQuizRecordAttempt = z.infer<typeof ZQuizRecordAttempt>;

/** Whether a step, or a version of the item, is completed, and when. */
const ZCompletion = z.object({ completed: z.boolean(), completedTime: z.string().optional() });

/** A progress record (§3.10): the item's completion, its type's parts (steps, quiz attempts, contained items). */
export const ZRecord = z.object({
  type: z.string(),
  completed: z.boolean(),
  completedTime: z.string().nullable(),
  /** Set once the record completed at least once, kept when a new version reopens it. */
  lastCompletedTime: z.string().nullable(),
  updatedTime: z.string(),
  withAll: z.boolean(),
  /** The version of the item the record follows (§4.5). */
  versionId: z.number().int().nullable(),
  flag: z.boolean(),
  /** Tutorials: their steps by section id. */
  steps: z.record(z.string(), ZCompletion),
  /** Quizzes: their attempts, oldest first. */
  answers: z.array(ZQuizRecordAttempt),
  /** Containers: their items by prefixed id. */
  subItems: z.record(z.string(), z.object({ completed: z.boolean() })),
  recordVersions: z.record(z.string(), ZCompletion),
  experiencePoints: z.array(z.object({ categoryId: z.string(), point: z.number() })),
  nextRecordData: z.object({ itemId: z.string(), type: z.string() }).nullable(),
});
export type TRecord = z.infer<typeof ZRecord>;

/** Records keyed by prefixed item id (§7.8 recordMap). */
export const ZRecordMap = z.record(z.string(), ZRecord);
export type TRecordMap = z.infer<typeof ZRecordMap>;
