import { randomUUID } from 'node:crypto';
import { AppError, type TFieldError } from '@questline/domain/errors';
import { activeFreezeEnd, isAnswerCorrect, isQuizPassed } from '@questline/domain/rules/quiz';
import type { TItemDocument } from '@questline/domain/schemas/content';
import type { TQuizAnswers } from '@questline/domain/schemas/learner';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import type { TStoredQuestionAnswer, TStoredQuizAttempt } from '../../db/schema';
import { ignoreLearningEvents, type TLearningEvents } from '../../lib/learning-events';
import { presentRecordMap } from './learn.presenter';
import { lockRecord, type TRecordRow, updateRecord } from './learn.repository';
import { openItem } from './learn.service';
import { completionEvents, learningObjectOf, settleProgress } from './progress.completion';
import type { TVersionContext } from './progress.versions';
import {
  correctOptionIds,
  feedbackOf,
  questionsOf,
  quizProgress,
  quizSettingOf,
  type TStoredQuestion,
} from './quiz.presenter';

type TQuizInput = {
  viewer: TMe;
  idOrSlug: string;
  hourSeconds: number;
  /** Where the write's learning events go (xAPI statements, modules/xapi). */
  events?: TLearningEvents;
};

/** The published quiz a learner takes; drafts are not taken, whoever may read them. */
const openPublishedQuiz = async (db: TDbOrTx, input: TQuizInput) => {
  const { row, view } = await openItem(db, { type: 'quiz', idOrSlug: input.idOrSlug, viewer: input.viewer });
  if (view !== 'published') throw new AppError('not_found');
  return { row, document: row.published ?? {} };
};

/** The quiz's progress, and the records that changed: the quiz's, then those of what it completed. */
const answerOf = (saved: TRecordRow, document: TItemDocument, hourSeconds: number, completed: TRecordRow[] = []) => ({
  progress: quizProgress(document, saved, hourSeconds),
  recordMap: presentRecordMap([saved, ...completed]),
});

/** The record's own columns, unchanged: a save that touches only its data. */
const keptColumns = (record: TRecordRow) => ({
  completed: record.completed,
  completedTime: record.completedTime,
  lastCompletedTime: record.lastCompletedTime,
});

/**
 * POST /api/learn/quiz/{id}/attempt: starts a new attempt, or answers the running one as it is. After a failed
 * attempt of a quiz with a freezing time, no new one starts until the freeze ends (quiz_attempt_frozen, {until}).
 * A learner who passed may take the quiz again.
 */
export const startAttempt = async (db: TDbOrTx, input: TQuizInput) => {
  const { row, document } = await openPublishedQuiz(db, input);
  const now = new Date();
  const key = { userId: input.viewer.id, itemId: row.id };
  const record = await lockRecord(db, { ...key, type: 'quiz' });
  const attempts = record.data.answers ?? [];
  const latest = attempts.at(-1);
  if (latest && latest.finishedTime === null) return answerOf(record, document, input.hourSeconds);

  const until = activeFreezeEnd(latest, quizSettingOf(document).freezingTimeInHours, input.hourSeconds, now);
  if (until) throw new AppError('quiz_attempt_frozen', { params: { until: until.toISOString() } });
  const attempt: TStoredQuizAttempt = {
    id: randomUUID(),
    seed: randomUUID(),
    startedTime: now.toISOString(),
    finishedTime: null,
    passed: null,
    correctCount: 0,
    questionAnswers: [],
  };
  const saved = await updateRecord(db, key, {
    ...keptColumns(record),
    data: { ...record.data, answers: [...attempts, attempt] },
  });
  await (input.events ?? ignoreLearningEvents)(db, [
    { userId: input.viewer.id, time: now, verb: 'attempted', object: learningObjectOf(row) },
  ]);
  return answerOf(saved, document, input.hourSeconds);
};

/** Each answer's question, checked against the quiz: unknown questions and options not of them are invalid. */
const matchQuestions = (questions: readonly TStoredQuestion[], answers: TQuizAnswers['answers']) => {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const errors: TFieldError[] = [];
  const matched = answers.map((answer, index) => {
    const question = byId.get(answer.questionId);
    if (!question) {
      errors.push({ path: `answers.${index}.questionId`, key: 'invalid_request' });
      return null;
    }
    const optionIds = new Set(question.options.map((option) => option.id));
    answer.optionIds.forEach((optionId, optionIndex) => {
      if (!optionIds.has(optionId))
        errors.push({ path: `answers.${index}.optionIds.${optionIndex}`, key: 'invalid_request' });
    });
    return { question, optionIds: [...new Set(answer.optionIds)] };
  });
  if (errors.length) throw new AppError('invalid_request', { fields: errors });
  return matched as { question: TStoredQuestion; optionIds: string[] }[];
};

/** The running attempt the answers name; a finished, older or unknown one is refused. */
const runningAttempt = (record: TRecordRow, attemptId: string) => {
  const latest = record.data.answers?.at(-1);
  if (!latest || latest.finishedTime !== null || latest.id !== attemptId) throw new AppError('quiz_attempt_finished');
  return latest;
};

/** A question is answered once per attempt: refused when the attempt or the same request answered it already. */
const refuseAnsweredTwice = (attempt: TStoredQuizAttempt, questionIds: readonly string[]) => {
  const answered = new Set(attempt.questionAnswers.map((answer) => answer.questionId));
  const fields: TFieldError[] = [];
  questionIds.forEach((questionId, index) => {
    if (answered.has(questionId)) fields.push({ path: `answers.${index}.questionId`, key: 'quiz_question_answered' });
    answered.add(questionId);
  });
  if (fields.length) throw new AppError('quiz_question_answered', { fields });
};

/** The attempt with the new answers in; finished, and passed or not, once every question of the quiz has one. */
const applyAnswers = (
  attempt: TStoredQuizAttempt,
  questions: readonly TStoredQuestion[],
  answers: readonly TStoredQuestionAnswer[],
  passNumber: number,
  now: Date,
): TStoredQuizAttempt => {
  const questionAnswers = [...attempt.questionAnswers, ...answers];
  const current = new Set(questions.map((question) => question.id));
  // Answers to questions the quiz no longer asks (it was republished meanwhile) count for nothing.
  const correctCount = questionAnswers.filter((answer) => answer.correct && current.has(answer.questionId)).length;
  const answered = new Set(questionAnswers.map((answer) => answer.questionId));
  const finished = questions.every((question) => answered.has(question.id));
  return {
    ...attempt,
    questionAnswers,
    correctCount,
    ...(finished ? { finishedTime: now.toISOString(), passed: isQuizPassed(correctCount, passNumber) } : {}),
  };
};

/** Points of the quiz's reward (§3.1 points) that are worth something. */
const rewardOf = (document: TItemDocument) =>
  (Array.isArray(document.points) ? (document.points as { categoryId?: unknown; point?: unknown }[]) : []).flatMap(
    (entry) =>
      typeof entry.categoryId === 'string' && typeof entry.point === 'number' && entry.point > 0
        ? [{ categoryId: entry.categoryId, point: entry.point }]
        : [],
  );

/**
 * POST /api/learn/quiz/{id}/answers (§3.6, §3.10): grades answers to questions of the learner's running attempt;
 * everything is checked before anything is written. The answer that completes the attempt finishes it; a first pass
 * completes the record, completes the missions and pathways waiting on the quiz, and adds the quiz's points and
 * theirs to the learner's experience, answered as level details.
 */
export const submitAnswers = async (
  db: TDbOrTx,
  input: TQuizInput & { body: TQuizAnswers; version?: TVersionContext },
) => {
  const { row, document } = await openPublishedQuiz(db, input);
  const questions = questionsOf(document);
  const matched = matchQuestions(questions, input.body.answers);
  const key = { userId: input.viewer.id, itemId: row.id };
  const record = await lockRecord(db, { ...key, type: 'quiz' });
  const attempt = runningAttempt(record, input.body.attemptId);
  refuseAnsweredTwice(
    attempt,
    matched.map((entry) => entry.question.id),
  );

  const now = new Date();
  const graded = matched.map(({ question, optionIds }) => ({
    question,
    answer: {
      questionId: question.id,
      optionIds,
      correct: isAnswerCorrect(optionIds, correctOptionIds(question)),
      answeredTime: now.toISOString(),
    },
  }));
  const updated = applyAnswers(
    attempt,
    questions,
    graded.map((entry) => entry.answer),
    quizSettingOf(document).passNumber,
    now,
  );
  const firstPass = updated.passed === true && !record.completed;
  const reward = firstPass ? rewardOf(document) : [];
  const attempts = record.data.answers ?? [];
  const saved = await updateRecord(db, key, {
    completed: record.completed || updated.passed === true,
    completedTime: record.completedTime ?? (firstPass ? now : null),
    lastCompletedTime: updated.passed === true ? now : record.lastCompletedTime,
    data: {
      ...record.data,
      answers: [...attempts.slice(0, -1), updated],
      ...(firstPass ? { experiencePoints: reward } : {}),
    },
  });
  const events = input.events ?? ignoreLearningEvents;
  if (updated.finishedTime !== null) {
    const started = Date.parse(updated.startedTime);
    await events(db, [
      {
        userId: input.viewer.id,
        time: now,
        verb: updated.passed ? 'passed' : 'failed',
        object: learningObjectOf(row),
        result: {
          score: { raw: updated.correctCount, max: questions.length },
          success: updated.passed === true,
          completion: true,
          ...(Number.isFinite(started) ? { durationSeconds: (now.getTime() - started) / 1000 } : {}),
        },
      },
      ...(firstPass ? completionEvents(input.viewer, [{ row, badgeIds: [] }], now) : []),
    ]);
  }
  // A first pass completes what waits on the quiz (§4.5): its missions, then their pathways.
  const settled = await settleProgress(db, input.viewer, {
    completed: firstPass ? [{ type: 'quiz', id: row.id }] : [],
    gains: reward,
    touched: [row.id],
    version: input.version,
    events,
  });
  return {
    ...answerOf(saved, document, input.hourSeconds, settled.records),
    results: graded.map(({ question, answer }) => ({
      questionId: question.id,
      correct: answer.correct,
      feedback: feedbackOf(question, answer.correct),
    })),
    levelDetails: settled.levelDetails,
    completedIds: settled.completedIds,
  };
};
