import { activeFreezeEnd, seededShuffle } from '@questline/domain/rules/quiz';
import { isRichText, type TRichText } from '@questline/domain/rules/rich-text';
import { isDocument, type TItemDocument } from '@questline/domain/schemas/content';
import type { TLearnerQuestion, TQuizEditorQuestion, TQuizProgress } from '@questline/domain/schemas/quiz-progress';
import type { TStoredQuizAttempt } from '../../db/schema';
import type { TRecordRow } from './learn.repository';

/** A question of a stored quiz document (§3.6), answer key included: it never leaves the server as it is. */
export type TStoredQuestion = TQuizEditorQuestion;

const emptyDoc = (): TRichText => ({ type: 'doc', content: [] });
const docOr = (value: unknown): TRichText | null => (isRichText(value) ? value : null);
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : []);

/**
 * The questions of a stored quiz document, in authored order. Every save gives questions and options ids; a document
 * written before ids existed reads index-based ones, so it can still be taken until it is saved again.
 */
export const questionsOf = (document: TItemDocument): TStoredQuestion[] =>
  (Array.isArray(document.questions) ? document.questions : []).map((entry, index) => {
    const question = isDocument(entry) ? entry : {};
    const feedback = isDocument(question.quizFeedback) ? question.quizFeedback : {};
    const options = (Array.isArray(question.options) ? question.options : []).map((option) =>
      isDocument(option) ? option : {},
    );
    return {
      id: typeof question.id === 'string' ? question.id : `q${index}`,
      body: docOr(question.body) ?? emptyDoc(),
      contentIds: strings(question.contentIds),
      skillIds: strings(question.skillIds),
      shuffleOptions: question.shuffleOptions === true,
      options: options.map((option, optionIndex) => ({
        id: typeof option.id === 'string' ? option.id : `o${optionIndex}`,
        body: docOr(option.body) ?? emptyDoc(),
        correct: option.correct === true,
      })),
      quizFeedback: { correct: docOr(feedback.correct), wrong: docOr(feedback.wrong) },
    };
  });

/** A quiz's settings (§3.6 quizSetting), with the defaults of a draft that never set them. */
export const quizSettingOf = (document: TItemDocument) => {
  const setting = isDocument(document.quizSetting) ? document.quizSetting : {};
  const whole = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
  return {
    passNumber: whole(setting.passNumber, 0),
    freezingTimeInHours: whole(setting.freezingTimeInHours, 0),
  };
};

/** The feedback an answer earns: the question's feedback for a correct or a wrong answer, if it has one. */
export const feedbackOf = (question: TStoredQuestion, correct: boolean) =>
  correct ? question.quizFeedback.correct : question.quizFeedback.wrong;

/** The ids of the options that make a correct answer. */
export const correctOptionIds = (question: TStoredQuestion) =>
  question.options.filter((option) => option.correct).map((option) => option.id);

/**
 * Questions as a learner reads them: no correct flags and no feedback except on the questions answered in `attempt`,
 * which also carry the correct options once `attempt` has finished and passed;
 * options shuffled by the attempt's seed where the question asks for it, so the order holds for the whole attempt.
 */
const learnerQuestions = (
  questions: readonly TStoredQuestion[],
  attempt: TStoredQuizAttempt | null,
): TLearnerQuestion[] =>
  questions.map((question) => {
    // The answer key once the attempt has passed: a failed attempt can be tried again, so it keeps the key hidden.
    const revealed = attempt?.finishedTime !== null && attempt?.passed === true;
    const options = question.options.map((option) => ({ id: option.id, body: option.body }));
    const answer = attempt?.questionAnswers.find((entry) => entry.questionId === question.id);
    return {
      id: question.id,
      body: question.body,
      contentIds: question.contentIds,
      skillIds: question.skillIds,
      multiple: correctOptionIds(question).length > 1,
      options: attempt && question.shuffleOptions ? seededShuffle(options, `${attempt.seed}:${question.id}`) : options,
      result: answer
        ? {
            optionIds: answer.optionIds,
            correct: answer.correct,
            feedback: feedbackOf(question, answer.correct),
            correctOptionIds: revealed ? correctOptionIds(question) : null,
          }
        : null,
    };
  });

/**
 * The viewer's standing in a quiz (§3.6, §3.10): the questions, the settings, the latest attempt, the freeze that
 * follows a failed one (an hour lasting `hourSeconds`), and whether the viewer ever passed.
 */
export const quizProgress = (
  document: TItemDocument,
  record: TRecordRow | null | undefined,
  hourSeconds: number,
  now: Date = new Date(),
): TQuizProgress => {
  const questions = questionsOf(document);
  const setting = quizSettingOf(document);
  const latest = record?.data.answers?.at(-1) ?? null;
  const frozenUntil = activeFreezeEnd(latest, setting.freezingTimeInHours, hourSeconds, now);
  return {
    questions: learnerQuestions(questions, latest),
    passNumber: setting.passNumber,
    questionsCount: questions.length,
    freezingTimeInHours: setting.freezingTimeInHours,
    attempt: latest
      ? {
          id: latest.id,
          startedTime: latest.startedTime,
          finishedTime: latest.finishedTime,
          passed: latest.passed,
          correctCount: latest.correctCount,
          answeredCount: latest.questionAnswers.length,
        }
      : null,
    frozenUntil: frozenUntil?.toISOString() ?? null,
    passed: record?.completed === true,
  };
};

/**
 * What a quiz's learner page reads instead of its questions, which carry the answer key (§7.4 without edit): their
 * number and the settings.
 */
export const learnerQuizFacts = (document: TItemDocument) => ({
  questionsCount: questionsOf(document).length,
  quizSetting: quizSettingOf(document),
});
