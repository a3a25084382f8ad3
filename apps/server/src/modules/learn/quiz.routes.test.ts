import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import type { TQuizProgress } from '@questline/domain/schemas/quiz-progress';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../test/openapi';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { experience } from '../../db/schema';
import { createUser } from '../users/users.service';

/** One hour of a quiz's freeze lasts this many seconds here, so a freeze can end during the test. */
const HOUR_SECONDS = 1;

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
let thumbnailId: string;

const PEOPLE = ['creator', 'learner', 'retaker', 'freezer', 'shuffler', 'grader', 'checker'] as const;

beforeAll(async () => {
  ctx = await createTestApp({ quizFreezeHourSeconds: HOUR_SECONDS });
  for (const name of PEOPLE) {
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      {
        email: `${name}@example.test`,
        password: 'password-123',
        name,
        roles: name === 'creator' ? ['learnCreator'] : [],
      },
    );
    userIds[name] = user.id;
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'password-123');
  }
  thumbnailId = await storeTestImage(ctx);
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const ok = resultOf;
const doc = (text: string) => richTextFromParagraphs([text]);

type TAuthoredQuestion = {
  text: string;
  options: [string, boolean][];
  shuffleOptions?: boolean;
  contentIds?: string[];
};
type TEditorQuiz = {
  id: string;
  slug: string;
  questions: { id: string; options: { id: string; correct: boolean }[] }[];
};

/** The feedback texts of a question: unique, so the JSON answered can be searched for them. */
const feedbackTexts = (text: string) => ({ correct: `Right about ${text}`, wrong: `Wrong about ${text}` });

/** Publishes a quiz through the editor endpoints and answers it as its editor reads it (answer key included). */
const publishQuiz = async (
  title: string,
  questions: TAuthoredQuestion[],
  setting: { passNumber: number; freezingTimeInHours?: number },
  points: { categoryId: string; point: number }[] = [],
) => {
  const { id } = ok<{ id: string }>(
    await send('POST', '/api/learn/quiz/0/general', 'creator', {
      language: 'en',
      title,
      description: doc(`About ${title}`),
      objective: doc('Check yourself'),
      thumbnailId,
      ownerId: userIds.creator,
    }),
  );
  ok(
    await send('POST', `/api/learn/quiz/${id}/questions`, 'creator', {
      questions: questions.map((question) => ({
        body: doc(question.text),
        shuffleOptions: question.shuffleOptions ?? false,
        contentIds: question.contentIds ?? [],
        options: question.options.map(([text, correct]) => ({ body: doc(text), correct })),
        quizFeedback: {
          correct: doc(feedbackTexts(question.text).correct),
          wrong: doc(feedbackTexts(question.text).wrong),
        },
      })),
    }),
  );
  ok(
    await send('POST', `/api/learn/quiz/${id}/publish`, 'creator', {
      skillLevel: 'beginner',
      quizSetting: { freezingTimeInHours: 0, ...setting },
      points,
    }),
  );
  return ok<TEditorQuiz>(await send('GET', `/api/learn/quiz/${id}?edit=true`, 'creator'));
};

/** The options that answer a question right (`correct`) or wrong. */
const choose = (quiz: TEditorQuiz, index: number, correct: boolean) => {
  const question = quiz.questions[index] as TEditorQuiz['questions'][number];
  const right = question.options.filter((option) => option.correct).map((option) => option.id);
  const wrong = question.options.filter((option) => !option.correct).map((option) => option.id);
  return { questionId: question.id, optionIds: correct ? right : wrong.slice(0, 1) };
};

type TAttemptResult = { progress: TQuizProgress; recordMap: Record<string, Record<string, unknown>> };
type TAnswersResult = TAttemptResult & {
  results: { questionId: string; correct: boolean; feedback: unknown }[];
  levelDetails: Record<string, unknown>[];
};

const start = (quiz: TEditorQuiz, who?: string) => send('POST', `/api/learn/quiz/${quiz.id}/attempt`, who, {});
const answer = (quiz: TEditorQuiz, who: string | undefined, body: unknown) =>
  send('POST', `/api/learn/quiz/${quiz.id}/answers`, who, body);
const progressOf = async (quiz: TEditorQuiz, who?: string) =>
  ok<{ quizData: TQuizProgress & Record<string, unknown> }>(
    await send('GET', `/api/learn/quiz/${quiz.slug}/extends`, who),
  ).quizData;

const TWO_QUESTIONS: TAuthoredQuestion[] = [
  {
    text: 'Which panel lists the scene',
    options: [
      ['Hierarchy', true],
      ['Inspector', false],
      ['Console', false],
    ],
  },
  {
    text: 'Which are components',
    options: [
      ['Transform', true],
      ['Rigidbody', true],
      ['Scene', false],
    ],
  },
];

describe('what learners read of a quiz (§7.4)', () => {
  it('never answers the answer key, nor the feedback of questions not answered', async () => {
    const quiz = await publishQuiz('Secret keeper quiz', TWO_QUESTIONS, { passNumber: 1 });
    const secrets = ['"correct":true', '"correct":false', ...TWO_QUESTIONS.map((q) => feedbackTexts(q.text).correct)];
    const reads = async (who?: string) => [
      (await send('GET', `/api/learn/quiz/${quiz.slug}`, who)).body,
      (await send('GET', `/api/learn/quiz/${quiz.slug}/extends`, who)).body,
    ];
    for (const who of [undefined, 'checker']) {
      for (const body of await reads(who)) {
        for (const secret of [...secrets, ...TWO_QUESTIONS.map((q) => feedbackTexts(q.text).wrong)])
          expect(body).not.toContain(secret);
      }
    }

    const { progress } = ok<TAttemptResult>(await start(quiz, 'checker'));
    ok(
      await answer(quiz, 'checker', {
        attemptId: progress.attempt?.id,
        answers: [choose(quiz, 0, false)],
      }),
    );
    const [item, extendsBody] = await reads('checker');
    expect(item).not.toContain('Which panel');
    // The answered question's own feedback only; option flags never.
    expect(extendsBody).toContain(feedbackTexts(TWO_QUESTIONS[0]?.text as string).wrong);
    expect(extendsBody).not.toContain(feedbackTexts(TWO_QUESTIONS[1]?.text as string).wrong);
    expect(extendsBody).not.toContain(feedbackTexts(TWO_QUESTIONS[1]?.text as string).correct);
    const quizData = (JSON.parse(extendsBody as string) as { result: { quizData: TQuizProgress } }).result.quizData;
    for (const question of quizData.questions) {
      for (const option of question.options) expect(Object.keys(option).sort()).toEqual(['body', 'id']);
    }
    expect(quizData.questions.map((question) => question.result?.correct ?? null)).toEqual([false, null]);
  });

  it('answers questions, settings, progress and maps in extends', async () => {
    const { item: tutorial } = ok<{ item: { id: string } }>(await publishTutorial('Linked tutorial'));
    const { id: draftTutorial } = ok<{ id: string }>(
      await send('POST', '/api/learn/tutorial/0/general', 'creator', { title: 'Unpublished link' }),
    );
    const quiz = await publishQuiz(
      'Mapped quiz',
      [{ ...(TWO_QUESTIONS[0] as TAuthoredQuestion), contentIds: [tutorial.id, draftTutorial] }],
      { passNumber: 1, freezingTimeInHours: 2 },
    );
    const data = await progressOf(quiz);
    expect(data).toMatchObject({
      passNumber: 1,
      questionsCount: 1,
      freezingTimeInHours: 2,
      attempt: null,
      frozenUntil: null,
      passed: false,
      allParentIds: [],
      allParentMap: {},
    });
    expect(data.questions).toEqual([
      {
        id: quiz.questions[0]?.id,
        body: doc('Which panel lists the scene'),
        contentIds: [tutorial.id, draftTutorial],
        skillIds: [],
        multiple: false,
        options: quiz.questions[0]?.options.map((option, index) => ({
          id: option.id,
          body: doc(['Hierarchy', 'Inspector', 'Console'][index] as string),
        })),
        result: null,
      },
    ]);
    expect(Object.keys(data.contentMap as object)).toEqual([tutorial.id]);
    expect(Object.keys(data.recommendMap as object)).toEqual([tutorial.id]);
    expect(data.statsMap).toHaveProperty(quiz.id);

    // The editor's preview reads the draft's questions with the answer key.
    const edit = ok<{ quizData: { questions: { options: { correct: boolean }[] }[] } }>(
      await send('GET', `/api/learn/quiz/${quiz.id}/extends?edit=true`, 'creator'),
    );
    expect(edit.quizData.questions[0]?.options.map((option) => option.correct)).toEqual([true, false, false]);
    expect((await send('GET', `/api/learn/quiz/${quiz.id}/extends?edit=true`, 'learner')).statusCode).toBe(403);
  });

  it('names the quiz parents: a project holding it', async () => {
    const quiz = await publishQuiz('Quiz in a project', [TWO_QUESTIONS[0] as TAuthoredQuestion], { passNumber: 1 });
    const { id: project } = ok<{ id: string }>(
      await send('POST', '/api/learn/project/0/general', 'creator', {
        language: 'en',
        title: 'Project with a quiz',
        description: doc('About'),
        thumbnailId,
        ownerId: userIds.creator,
      }),
    );
    ok(await send('POST', `/api/learn/project/${project}/content`, 'creator', { contentIds: [quiz.id] }));
    ok(await send('POST', `/api/learn/project/${project}/publish`, 'creator', { skillLevel: 'beginner' }));
    const data = await progressOf(quiz);
    expect(data.allParentIds).toEqual([project]);
    const projectData = ok<{ projectData: { quizMap: Record<string, unknown> } }>(
      await send('GET', `/api/learn/project/${project}/extends`),
    ).projectData;
    expect(projectData.quizMap[quiz.id]).toMatchObject({ title: 'Quiz in a project', questionsCount: 1 });
  });
});

const publishTutorial = async (title: string) => {
  const { id } = ok<{ id: string }>(
    await send('POST', '/api/learn/tutorial/0/general', 'creator', {
      language: 'en',
      title,
      description: doc(`About ${title}`),
      thumbnailId,
      ownerId: userIds.creator,
    }),
  );
  ok(
    await send('POST', `/api/learn/tutorial/${id}/steps`, 'creator', {
      skillLevel: 'beginner',
      sections: [{ type: 'text', title: 'Only' }],
    }),
  );
  return send('POST', `/api/learn/tutorial/${id}/publish`, 'creator', {});
};

describe('POST /api/learn/quiz/{id}/attempt', () => {
  it('answers 401 to anonymous readers and 404 for drafts and unknown quizzes', async () => {
    const quiz = await publishQuiz('Attempt guard quiz', TWO_QUESTIONS, { passNumber: 1 });
    const anonymous = await start(quiz);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.key).toBe('auth_required');
    const { id: draft } = ok<{ id: string }>(
      await send('POST', '/api/learn/quiz/0/general', 'creator', { title: 'Draft quiz' }),
    );
    expect((await send('POST', `/api/learn/quiz/${draft}/attempt`, 'learner', {})).statusCode).toBe(404);
    expect((await send('POST', '/api/learn/quiz/lqz_999999/attempt', 'learner', {})).statusCode).toBe(404);
  });

  it('starts an attempt, and answers the running one again instead of starting another', async () => {
    const quiz = await publishQuiz('Started quiz', TWO_QUESTIONS, { passNumber: 1 });
    const first = ok<TAttemptResult>(await start(quiz, 'learner'));
    expect(first.progress.attempt).toMatchObject({
      id: expect.any(String),
      finishedTime: null,
      passed: null,
      correctCount: 0,
      answeredCount: 0,
    });
    const record = first.recordMap[quiz.id] as { type: string; answers: Record<string, unknown>[] };
    expect(record.type).toBe('quiz');
    expect(record.answers).toHaveLength(1);
    expect(record.answers[0]).not.toHaveProperty('seed');
    const again = ok<TAttemptResult>(await start(quiz, 'learner'));
    expect(again.progress.attempt?.id).toBe(first.progress.attempt?.id);
    expect((again.recordMap[quiz.id] as { answers: unknown[] }).answers).toHaveLength(1);
  });
});

describe('POST /api/learn/quiz/{id}/answers', () => {
  it('refuses anonymous answers, malformed bodies, unknown questions and options, and writes nothing', async () => {
    const quiz = await publishQuiz('Strict quiz', TWO_QUESTIONS, { passNumber: 1 });
    const { progress } = ok<TAttemptResult>(await start(quiz, 'grader'));
    const attemptId = progress.attempt?.id;
    expect((await answer(quiz, undefined, { attemptId, answers: [choose(quiz, 0, true)] })).statusCode).toBe(401);

    const empty = await answer(quiz, 'grader', { attemptId, answers: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual([{ path: 'answers', key: 'error_isRequired' }]);

    const unknown = await answer(quiz, 'grader', {
      attemptId,
      answers: [choose(quiz, 0, true), { questionId: 'qnothere0', optionIds: ['o1'] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({
      key: 'invalid_request',
      fields: [{ path: 'answers.1.questionId', key: 'invalid_request' }],
    });
    const foreignOption = await answer(quiz, 'grader', {
      attemptId,
      answers: [{ questionId: quiz.questions[0]?.id, optionIds: [quiz.questions[1]?.options[0]?.id] }],
    });
    expect(foreignOption.statusCode).toBe(400);
    expect(foreignOption.json().error.fields).toEqual([{ path: 'answers.0.optionIds.0', key: 'invalid_request' }]);
    // The valid answer sent beside the unknown question was not kept.
    expect((await progressOf(quiz, 'grader')).attempt).toMatchObject({ answeredCount: 0 });
  });

  it('refuses answers to an attempt that is not the running one, and a question answered twice', async () => {
    const quiz = await publishQuiz('Once only quiz', TWO_QUESTIONS, { passNumber: 1 });
    const noAttempt = await answer(quiz, 'grader', { attemptId: 'a1', answers: [choose(quiz, 0, true)] });
    expect(noAttempt.statusCode).toBe(409);
    expect(noAttempt.json().error.key).toBe('quiz_attempt_finished');

    const { progress } = ok<TAttemptResult>(await start(quiz, 'grader'));
    const attemptId = progress.attempt?.id as string;
    const wrongId = await answer(quiz, 'grader', { attemptId: 'another', answers: [choose(quiz, 0, true)] });
    expect(wrongId.statusCode).toBe(409);
    expect(wrongId.json().error.key).toBe('quiz_attempt_finished');

    ok(await answer(quiz, 'grader', { attemptId, answers: [choose(quiz, 0, true)] }));
    const twice = await answer(quiz, 'grader', { attemptId, answers: [choose(quiz, 0, false)] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.key).toBe('quiz_question_answered');
    const sameRequest = await answer(quiz, 'grader', {
      attemptId,
      answers: [choose(quiz, 1, true), choose(quiz, 1, false)],
    });
    expect(sameRequest.statusCode).toBe(409);
    expect(sameRequest.json().error.key).toBe('quiz_question_answered');

    // The attempt finishes with its last answer; answers to it after that are refused.
    const finished = ok<TAnswersResult>(await answer(quiz, 'grader', { attemptId, answers: [choose(quiz, 1, true)] }));
    expect(finished.progress.attempt).toMatchObject({ passed: true, correctCount: 2, answeredCount: 2 });
    const late = await answer(quiz, 'grader', { attemptId, answers: [choose(quiz, 0, true)] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.key).toBe('quiz_attempt_finished');
  });

  it('reveals the correct options with the results of a passed attempt only, never of a running or failed one', async () => {
    const quiz = await publishQuiz('Answer key quiz', TWO_QUESTIONS, { passNumber: 1 });
    const key = quiz.questions.map((question) =>
      question.options.filter((option) => option.correct).map((option) => option.id),
    );
    const keysOf = (progress: TQuizProgress) =>
      progress.questions.map((question) => question.result?.correctOptionIds ?? null);

    const first = ok<TAttemptResult>(await start(quiz, 'grader')).progress.attempt?.id;
    const running = ok<TAnswersResult>(
      await answer(quiz, 'grader', { attemptId: first, answers: [choose(quiz, 0, false)] }),
    );
    expect(keysOf(running.progress)).toEqual([null, null]);
    const failed = ok<TAnswersResult>(
      await answer(quiz, 'grader', { attemptId: first, answers: [choose(quiz, 1, false)] }),
    );
    expect(failed.progress.attempt).toMatchObject({ passed: false });
    expect(keysOf(failed.progress)).toEqual([null, null]);
    expect(keysOf(await progressOf(quiz, 'grader'))).toEqual([null, null]);

    const second = ok<TAttemptResult>(await start(quiz, 'grader')).progress.attempt?.id;
    ok(await answer(quiz, 'grader', { attemptId: second, answers: [choose(quiz, 0, false)] }));
    const passed = ok<TAnswersResult>(
      await answer(quiz, 'grader', { attemptId: second, answers: [choose(quiz, 1, true)] }),
    );
    expect(passed.progress.attempt).toMatchObject({ passed: true, correctCount: 1 });
    expect(keysOf(passed.progress)).toEqual(key);
    expect(passed.progress.questions[0]?.result).toMatchObject({
      correct: false,
      optionIds: choose(quiz, 0, false).optionIds,
    });
    expect(keysOf(await progressOf(quiz, 'grader'))).toEqual(key);
  });

  it('grades the chosen set against the correct set, one question or several at a time', async () => {
    const quiz = await publishQuiz(
      'Graded quiz',
      [...TWO_QUESTIONS, ...TWO_QUESTIONS.map((q) => ({ ...q, text: `Again: ${q.text}` }))],
      {
        passNumber: 4,
      },
    );
    const [, multiple] = quiz.questions as [TEditorQuiz['questions'][number], TEditorQuiz['questions'][number]];
    const [transform, rigidbody, scene] = multiple.options.map((option) => option.id) as [string, string, string];
    const { progress } = ok<TAttemptResult>(await start(quiz, 'grader'));
    expect(progress.questions.map((question) => question.multiple)).toEqual([false, true, false, true]);
    const attemptId = progress.attempt?.id;

    const single = ok<TAnswersResult>(await answer(quiz, 'grader', { attemptId, answers: [choose(quiz, 0, true)] }));
    expect(single.results).toEqual([
      {
        questionId: quiz.questions[0]?.id,
        correct: true,
        feedback: doc(feedbackTexts('Which panel lists the scene').correct),
      },
    ]);
    expect(single.levelDetails).toEqual([]);

    const several = ok<TAnswersResult>(
      await answer(quiz, 'grader', {
        attemptId,
        answers: [
          { questionId: multiple.id, optionIds: [transform] },
          {
            questionId: quiz.questions[3]?.id,
            optionIds: [rigidbody, transform].map((id) => {
              const index = multiple.options.findIndex((option) => option.id === id);
              return quiz.questions[3]?.options[index]?.id as string;
            }),
          },
        ],
      }),
    );
    expect(several.results.map((result) => result.correct)).toEqual([false, true]);
    expect(several.results[0]?.feedback).toEqual(doc(feedbackTexts('Which are components').wrong));
    expect(several.progress.attempt).toMatchObject({ finishedTime: null, correctCount: 2, answeredCount: 3 });

    // A correct option too many is as wrong as one too few; the last answer finishes the attempt, below the mark.
    const last = ok<TAnswersResult>(
      await answer(quiz, 'grader', {
        attemptId,
        answers: [
          { questionId: quiz.questions[2]?.id, optionIds: quiz.questions[2]?.options.map((option) => option.id) },
        ],
      }),
    );
    expect(last.results[0]?.correct).toBe(false);
    expect(last.progress.attempt).toMatchObject({ passed: false, correctCount: 2, answeredCount: 4 });
    expect(last.progress.attempt?.finishedTime).toEqual(expect.any(String));
    expect(last.progress.passed).toBe(false);
    expect(last.levelDetails).toEqual([]);
    expect(last.recordMap[quiz.id]).toMatchObject({ completed: false, experiencePoints: [] });
    expect(scene).toMatch(/^o/);
    // No freezing time: the learner may try again at once.
    expect(ok<TAttemptResult>(await start(quiz, 'grader')).progress.attempt?.answeredCount).toBe(0);
  });

  it('awards experience once per category at the first pass, with level details; a retake passes for nothing', async () => {
    const points = [
      { categoryId: 'essentials', point: 15 },
      { categoryId: 'audio', point: 240 },
    ];
    const quiz = await publishQuiz('Rewarding quiz', TWO_QUESTIONS, { passNumber: 2 }, points);
    const takeAll = async () => {
      const { progress } = ok<TAttemptResult>(await start(quiz, 'retaker'));
      return ok<TAnswersResult>(
        await answer(quiz, 'retaker', {
          attemptId: progress.attempt?.id,
          answers: [choose(quiz, 0, true), choose(quiz, 1, true)],
        }),
      );
    };
    const first = await takeAll();
    expect(first.progress).toMatchObject({ passed: true, attempt: { passed: true, correctCount: 2 } });
    expect(first.levelDetails).toEqual([
      expect.objectContaining({
        categoryId: 'essentials',
        totalPoint: 15,
        increasedPoint: 15,
        level: 1,
        isLevelUp: false,
      }),
      expect.objectContaining({ categoryId: 'audio', totalPoint: 240, increasedPoint: 240, level: 1, leftPoint: 10 }),
    ]);
    expect(first.recordMap[quiz.id]).toMatchObject({
      completed: true,
      completedTime: expect.any(String),
      lastCompletedTime: expect.any(String),
      experiencePoints: points,
    });
    const completedTime = (first.recordMap[quiz.id] as { completedTime: string }).completedTime;

    const retake = await takeAll();
    expect(retake.progress.attempt).toMatchObject({ passed: true });
    expect(retake.levelDetails).toEqual([]);
    expect(retake.recordMap[quiz.id]).toMatchObject({ completedTime, experiencePoints: points });
    expect((retake.recordMap[quiz.id] as { answers: unknown[] }).answers).toHaveLength(2);

    // A second quiz adds to the same categories: the totals go on from 15 and 240, and audio levels up.
    const next = await publishQuiz('Second rewarding quiz', TWO_QUESTIONS, { passNumber: 1 }, [
      { categoryId: 'audio', point: 20 },
    ]);
    const { progress } = ok<TAttemptResult>(await start(next, 'retaker'));
    const passed = ok<TAnswersResult>(
      await answer(next, 'retaker', {
        attemptId: progress.attempt?.id,
        answers: [choose(next, 0, true), choose(next, 1, false)],
      }),
    );
    expect(passed.levelDetails).toEqual([
      expect.objectContaining({ categoryId: 'audio', totalPoint: 260, increasedPoint: 20, level: 2, isLevelUp: true }),
    ]);
    const rows = await ctx.db
      .select()
      .from(experience)
      .where(eq(experience.userId, userIds.retaker as string));
    expect(Object.fromEntries(rows.map((row) => [row.categoryId, row.points]))).toEqual({ essentials: 15, audio: 260 });
  });

  it('freezes new attempts after a failed one for freezingTimeInHours × QUIZ_FREEZE_HOUR_SECONDS', async () => {
    const quiz = await publishQuiz('Freezing quiz', TWO_QUESTIONS, { passNumber: 2, freezingTimeInHours: 2 });
    const { progress } = ok<TAttemptResult>(await start(quiz, 'freezer'));
    const failed = ok<TAnswersResult>(
      await answer(quiz, 'freezer', {
        attemptId: progress.attempt?.id,
        answers: [choose(quiz, 0, true), choose(quiz, 1, false)],
      }),
    );
    const finishedTime = Date.parse(failed.progress.attempt?.finishedTime as string);
    const until = failed.progress.frozenUntil as string;
    expect(Date.parse(until) - finishedTime).toBe(2 * HOUR_SECONDS * 1000);
    expect((await progressOf(quiz, 'freezer')).frozenUntil).toBe(until);

    const frozen = await start(quiz, 'freezer');
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error).toEqual({ key: 'quiz_attempt_frozen', params: { until } });

    await new Promise((resolve) => setTimeout(resolve, Date.parse(until) - Date.now() + 50));
    expect((await progressOf(quiz, 'freezer')).frozenUntil).toBeNull();
    const restarted = ok<TAttemptResult>(await start(quiz, 'freezer'));
    expect(restarted.progress.attempt).toMatchObject({ answeredCount: 0, finishedTime: null });
    expect(restarted.progress.attempt?.id).not.toBe(progress.attempt?.id);
  });

  it('shuffles options per attempt where asked, keeps the order within the attempt, and leaves the others alone', async () => {
    const many: [string, boolean][] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((text, index) => [
      text,
      index === 0,
    ]);
    const quiz = await publishQuiz(
      'Shuffled quiz',
      [
        { text: 'Shuffled question', options: many, shuffleOptions: true },
        { text: 'Fixed question', options: many },
      ],
      { passNumber: 2 },
    );
    const authored = (index: number) => quiz.questions[index]?.options.map((option) => option.id) as string[];
    const orderIn = (progress: TQuizProgress, index: number) =>
      progress.questions[index]?.options.map((option) => option.id) as string[];

    const orders = new Set<string>();
    for (let attempt = 0; attempt < 4; attempt++) {
      const started = ok<TAttemptResult>(await start(quiz, 'shuffler'));
      const order = orderIn(started.progress, 0);
      expect([...order].sort()).toEqual([...authored(0)].sort());
      expect(orderIn(started.progress, 1)).toEqual(authored(1));
      expect(orderIn(ok<TAttemptResult>(await start(quiz, 'shuffler')).progress, 0)).toEqual(order);
      expect(orderIn(await progressOf(quiz, 'shuffler'), 0)).toEqual(order);
      const halfway = ok<TAnswersResult>(
        await answer(quiz, 'shuffler', { attemptId: started.progress.attempt?.id, answers: [choose(quiz, 1, false)] }),
      );
      expect(orderIn(halfway.progress, 0)).toEqual(order);
      const done = ok<TAnswersResult>(
        await answer(quiz, 'shuffler', { attemptId: started.progress.attempt?.id, answers: [choose(quiz, 0, false)] }),
      );
      expect(orderIn(done.progress, 0)).toEqual(order);
      orders.add(order.join());
    }
    // 8 options: four attempts with one order between them would be a 1 in 10^13 chance.
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('OpenAPI', () => {
  it('documents taking a quiz with its request and answer schemas', async () => {
    const document = await openApiDocument(ctx.app);
    const attempt = document.paths['/api/learn/quiz/{id}/attempt']?.post;
    const answers = document.paths['/api/learn/quiz/{id}/answers']?.post;
    for (const operation of [attempt, answers]) {
      expect(operation.tags).toEqual(['learn']);
      expect(operation.summary.length).toBeGreaterThan(20);
    }
    const body = answers.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['answers', 'attemptId', 'uv']);
    const result = answers.responses['200'].content['application/json'].schema.properties.result;
    expect(Object.keys(result.properties).sort()).toEqual([
      'completedIds',
      'levelDetails',
      'progress',
      'recordMap',
      'results',
    ]);
    const progress = attempt.responses['200'].content['application/json'].schema.properties.result.properties.progress;
    expect(progress.properties.questions.items.properties.options.items.properties).not.toHaveProperty('correct');
  });
});
