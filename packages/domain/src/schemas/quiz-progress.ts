/**
 * What a learner reads while taking a quiz (§3.6, §3.10, §7.4): questions without their answer key, the viewer's
 * latest attempt, and the answers of POST /api/learn/quiz/{id}/attempt and /answers.
 */
import { z } from 'zod';
import { ZRichTextNode } from '../rules/rich-text';
import { ZRecordMap } from './records';

/** Rich text as answered: a stored document, already sanitised when it was saved. */
const ZDoc = ZRichTextNode;

/** A question as learners see it: which option is correct only after a passed attempt, feedback once answered. */
export const ZLearnerQuestion = z.object({
  id: z.string(),
  body: ZDoc,
  contentIds: z.array(z.string()),
  skillIds: z.array(z.string()),
  /** More than one option is correct: the page offers checkboxes instead of radio buttons. */
  multiple: z.boolean(),
  /** Shuffled per attempt when the question's shuffleOptions is on (stable within the attempt); else as authored. */
  options: z.array(z.object({ id: z.string(), body: ZDoc })),
  /**
   * Set for the questions answered in the viewer's latest attempt. `correctOptionIds` is the answer key, revealed only
   * once that attempt has finished and passed: before then (and after a failed attempt, which can be tried again) the
   * learner learns whether an answer was right, never which options would have been.
   */
  result: z
    .object({
      optionIds: z.array(z.string()),
      correct: z.boolean(),
      feedback: ZDoc.nullable(),
      correctOptionIds: z.array(z.string()).nullable(),
    })
    .nullable(),
});
export type TLearnerQuestion = z.infer<typeof ZLearnerQuestion>;

/**
 * A question as its editor reads it (a quiz's extends with edit=true): as authored, answer key and feedback included.
 */
export const ZQuizEditorQuestion = z.object({
  id: z.string(),
  body: ZDoc,
  contentIds: z.array(z.string()),
  skillIds: z.array(z.string()),
  shuffleOptions: z.boolean(),
  options: z.array(z.object({ id: z.string(), body: ZDoc, correct: z.boolean() })),
  quizFeedback: z.object({ correct: ZDoc.nullable(), wrong: ZDoc.nullable() }),
});
export type TQuizEditorQuestion = z.infer<typeof ZQuizEditorQuestion>;

/** An attempt as progress reads it. */
export const ZQuizAttemptSummary = z.object({
  id: z.string(),
  startedTime: z.string(),
  finishedTime: z.string().nullable(),
  /** Null while the attempt runs. */
  passed: z.boolean().nullable(),
  correctCount: z.number().int(),
  answeredCount: z.number().int(),
});
export type TQuizAttemptSummary = z.infer<typeof ZQuizAttemptSummary>;

/** The viewer's standing in a quiz. */
export const ZQuizProgress = z.object({
  /** In authored order. */
  questions: z.array(ZLearnerQuestion),
  passNumber: z.number().int(),
  questionsCount: z.number().int(),
  freezingTimeInHours: z.number().int(),
  /** The viewer's latest attempt; null before the first (and for anonymous readers). */
  attempt: ZQuizAttemptSummary.nullable(),
  /** ISO time: set while the freeze after a failed latest attempt runs. */
  frozenUntil: z.string().nullable(),
  /** The viewer has passed this quiz at least once (their record is completed). */
  passed: z.boolean(),
});
export type TQuizProgress = z.infer<typeof ZQuizProgress>;

/** The level detail of §3.10 (domain rules/levels.ts TLevelDetail). */
export const ZLevelDetail = z.object({
  categoryId: z.string(),
  level: z.number().int(),
  totalPoint: z.number().int(),
  increasedPoint: z.number().int(),
  levelPoint: z.number().int(),
  categoryExperience: z.number().int(),
  leftPoint: z.number().int(),
  isLevelUp: z.boolean(),
  levelsGained: z.number().int(),
});

/** POST /api/learn/quiz/{id}/attempt. */
export const ZQuizAttemptResult = z.object({ progress: ZQuizProgress, recordMap: ZRecordMap });
export type TQuizAttemptResult = z.infer<typeof ZQuizAttemptResult>;

/**
 * POST /api/learn/quiz/{id}/answers: levelDetails list the categories that gained points (a first pass only: the
 * quiz's points and those of the missions and pathways it completed).
 */
export const ZQuizAnswersResult = z.object({
  progress: ZQuizProgress,
  results: z.array(z.object({ questionId: z.string(), correct: z.boolean(), feedback: ZDoc.nullable() })),
  levelDetails: z.array(ZLevelDetail),
  /** Missions and pathways a first pass completed (prefixed ids); their records are in recordMap. */
  completedIds: z.array(z.string()),
  recordMap: ZRecordMap,
});
export type TQuizAnswersResult = z.infer<typeof ZQuizAnswersResult>;
