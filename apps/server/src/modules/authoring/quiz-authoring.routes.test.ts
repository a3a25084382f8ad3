import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { createItem, publishItem } from '../content/content.service';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
let thumbnailId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, roles] of [
    ['creator', ['learnCreator']],
    ['otherCreator', ['learnCreator']],
    ['learner', []],
  ] as const) {
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: `${name.toLowerCase()}@example.test`, password: 'password-123', name, roles: [...roles] },
    );
    userIds[name] = user.id;
    cookies[name] = await signIn(ctx.app, `${name.toLowerCase()}@example.test`, 'password-123');
  }
  thumbnailId = await storeTestImage(ctx);
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const post = (url: string, who: string | undefined, payload: unknown = {}) => send('POST', url, who, payload);
const ok = resultOf;
const doc = (text: string) => richTextFromParagraphs([text]);

const general = (title: string) => ({
  language: 'en',
  title,
  description: doc(`About ${title}`),
  objective: doc('Know the engine'),
  thumbnailId,
  ownerId: userIds.creator,
});
const option = (text: string, correct = false) => ({ body: doc(text), correct });
const question = (text: string, options = [option('Yes', true), option('No')]) => ({
  body: doc(text),
  shuffleOptions: false,
  options,
  quizFeedback: { correct: doc('Well done'), wrong: doc('Read again') },
});
const details = { skillLevel: 'beginner', quizSetting: { passNumber: 1, freezingTimeInHours: 0 } };

type TQuiz = {
  id: string;
  slug: string;
  status: string;
  duration?: number;
  questions: { id: string; options: { id: string; correct: boolean }[] }[];
};

const createQuiz = async (title: string) =>
  ok<TQuiz>(await post('/api/learn/quiz/0/general', 'creator', general(title)));

describe('quiz drafts (§2.12 g, q, d; §7.1–§7.2)', () => {
  it('answers 401 to anonymous and 403 to learners, and creates a draft for a creator', async () => {
    expect((await post('/api/learn/quiz/0/general', undefined, { title: 'Nobody' })).statusCode).toBe(401);
    expect((await post('/api/learn/quiz/0/general', 'learner', { title: 'Learner' })).statusCode).toBe(403);
    const response = await post('/api/learn/quiz/0/general', 'creator', { title: 'First quiz' });
    expect(response.headers.etag).toBe('"1"');
    expect(ok(response)).toMatchObject({
      id: expect.stringMatching(/^lqz_\d+$/),
      type: 'quiz',
      slug: 'first-quiz',
      status: 'draft',
    });
  });

  it('refuses a question save from someone who may not edit the quiz, and a malformed one', async () => {
    const quiz = await createQuiz('Guarded quiz');
    const url = `/api/learn/quiz/${quiz.id}/questions`;
    expect((await post(url, undefined, { questions: [question('Q')] })).statusCode).toBe(401);
    const malformed = await post(url, 'creator', { questions: [{ body: 'not rich text', options: 'none' }] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.map((field: { path: string }) => field.path)).toEqual([
      'questions.0.body',
      'questions.0.options',
    ]);
    expect((await post(url, 'otherCreator', { questions: [question('Q')] })).statusCode).toBe(403);
    expect((await post(url, 'learner', { questions: [question('Q')] })).statusCode).toBe(403);
  });

  it('gives questions and options ids and keeps them across saves', async () => {
    const quiz = await createQuiz('Quiz with ids');
    const url = `/api/learn/quiz/${quiz.id}/questions`;
    const first = ok<TQuiz>(await post(url, 'creator', { questions: [question('One'), question('Two')] }));
    const [one, two] = first.questions as [TQuiz['questions'][number], TQuiz['questions'][number]];
    expect(one.id).toMatch(/^q[0-9a-f]{8}$/);
    expect(one.options.map((entry) => entry.id)).toEqual([
      expect.stringMatching(/^o[0-9a-f]{8}$/),
      expect.stringMatching(/^o[0-9a-f]{8}$/),
    ]);
    expect(two.id).not.toBe(one.id);

    // Reordered, one option added, and a copy of a question (its id repeated) appended.
    const second = ok<TQuiz>(
      await post(url, 'creator', {
        questions: [
          { ...question('Two'), id: two.id, options: [...two.options, option('Maybe')] },
          { ...question('One'), id: one.id, options: one.options },
          { ...question('Copy of one'), id: one.id },
        ],
      }),
    );
    expect(second.questions.map((entry) => entry.id)).toEqual([two.id, one.id, expect.not.stringMatching(one.id)]);
    expect(second.questions[2]?.id).toMatch(/^q[0-9a-f]{8}$/);
    const options = second.questions[0]?.options ?? [];
    expect(options.slice(0, 2).map((entry) => entry.id)).toEqual(two.options.map((entry) => entry.id));
    expect(options[2]?.id).toMatch(/^o[0-9a-f]{8}$/);
    expect(second.questions[1]?.options.map((entry) => entry.correct)).toEqual([true, false]);
  });

  it('refuses a pass mark below one on a details save too', async () => {
    const quiz = await createQuiz('Low bar quiz');
    const response = await post(`/api/learn/quiz/${quiz.id}/details`, 'creator', {
      ...details,
      quizSetting: { passNumber: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      key: 'error_lessOne',
      fields: [{ path: 'quizSetting.passNumber', key: 'error_lessOne' }],
    });
  });

  it('derives the duration from the estimation on a details save, and keeps it when a save leaves it out', async () => {
    const quiz = await createQuiz('Timed quiz');
    const url = `/api/learn/quiz/${quiz.id}/details`;
    const saved = ok<TQuiz>(await post(url, 'creator', { ...details, estimationInHour: 1, estimationInMinute: 15 }));
    expect(saved).toMatchObject({ duration: 75, estimationInHour: 1, estimationInMinute: 15 });
    const again = ok<TQuiz>(await post(url, 'creator', details));
    expect(again).toMatchObject({ duration: 75 });
  });
});

describe('publishing a quiz (§4.2, §5, §7.3)', () => {
  /** A quiz with a general form, the questions and details given, then published with `body`. */
  const publishWith = async (title: string, questions: unknown[], detailsBody: unknown, body: unknown = {}) => {
    const quiz = await createQuiz(title);
    ok(await post(`/api/learn/quiz/${quiz.id}/questions`, 'creator', { questions }));
    ok(await post(`/api/learn/quiz/${quiz.id}/details`, 'creator', detailsBody));
    return { quiz, response: await post(`/api/learn/quiz/${quiz.id}/publish`, 'creator', body) };
  };
  const stillDraft = async (id: string) =>
    expect(ok(await send('GET', `/api/learn/quiz/${id}?edit=true`, 'creator'))).toMatchObject({ status: 'draft' });

  it('answers 401 and 403 before the rules', async () => {
    const quiz = await createQuiz('Publish guard');
    expect((await post(`/api/learn/quiz/${quiz.id}/publish`, undefined)).statusCode).toBe(401);
    expect((await post(`/api/learn/quiz/${quiz.id}/publish`, 'otherCreator')).statusCode).toBe(403);
  });

  it.each<[string, unknown[], unknown, string, string, unknown]>([
    ['no questions', [], details, 'questions', 'quiz_InvalidParameter_empty_questions', {}],
    [
      'a question with one option',
      [question('Lonely', [option('Only', true)])],
      details,
      'questions.0.options',
      'quiz_InvalidParameter_options_min_2',
      {},
    ],
    [
      'a question without a correct option',
      [question('Open', [option('A'), option('B')])],
      details,
      'questions.0.options',
      'quiz_InvalidParameter_question_correct_min_1',
      {},
    ],
    [
      'a pass mark below one',
      [question('Fine')],
      details,
      'quizSetting.passNumber',
      'error_lessOne',
      { quizSetting: { passNumber: 0 } },
    ],
    [
      'a pass mark above the number of questions',
      [question('One'), question('Two')],
      { ...details, quizSetting: { passNumber: 3 } },
      'quizSetting.passNumber',
      'quiz_InvalidParameter_passNumber_max_questions',
      {},
    ],
  ])('refuses %s and publishes nothing', async (title, questions, detailsBody, path, key, body) => {
    const { quiz, response } = await publishWith(`Refused: ${title}`, questions, detailsBody, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ key, fields: [{ path, key }] });
    await stillDraft(quiz.id);
  });

  it('lists a missing skill level and pass mark as required fields', async () => {
    const { quiz, response } = await publishWith('Refused: no details', [question('Fine')], {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      key: 'project_fields_required',
      params: { fields: 'skillLevel, quizSetting.passNumber' },
    });
    await stillDraft(quiz.id);
  });

  it('publishes, tells the client where to go, and shows learners the quiz without its answer key', async () => {
    const { quiz, response } = await publishWith(
      'Engine basics quiz',
      [question('One'), question('Two', [option('A', true), option('B', true), option('C')])],
      { ...details, estimationInMinute: 20, points: [{ categoryId: 'essentials', point: 15 }] },
    );
    const result = ok<{ item: TQuiz; url: string }>(response);
    expect(result.url).toBe('/quiz/engine-basics-quiz?publish=true');
    expect(result.item).toMatchObject({ status: 'published', duration: 20 });

    const learnerRead = await send('GET', '/api/learn/quiz/engine-basics-quiz', 'learner');
    expect(ok(learnerRead)).toMatchObject({
      id: quiz.id,
      title: 'Engine basics quiz',
      questionsCount: 2,
      quizSetting: { passNumber: 1, freezingTimeInHours: 0 },
      estimationInHour: 0,
      estimationInMinute: 20,
    });
    expect(ok(learnerRead)).not.toHaveProperty('questions');
    expect(learnerRead.body).not.toContain('"correct"');
    expect(learnerRead.body).not.toContain('Well done');
    expect(ok(await send('GET', '/api/learn/quiz/engine-basics-quiz'))).not.toHaveProperty('questions');

    const editorRead = ok<TQuiz>(await send('GET', `/api/learn/quiz/${quiz.id}?edit=true`, 'creator'));
    expect(editorRead.questions[1]?.options.map((entry) => entry.correct)).toEqual([true, true, false]);
    expect(editorRead).toHaveProperty('questions.0.quizFeedback.correct');
  });

  it('shows the number of questions on the card, and lists quizzes on the creator dashboard', async () => {
    const { quiz } = await publishWith('Card quiz', [question('One'), question('Two'), question('Three')], details);
    const home = ok<{ sections: { type: string; items: { id: string; questionsCount?: number }[] }[] }>(
      await send('GET', '/api/learn/home'),
    );
    const card = home.sections.find((section) => section.type === 'quiz')?.items.find((item) => item.id === quiz.id);
    expect(card).toMatchObject({ questionsCount: 3 });
    const tutorials = home.sections.find((section) => section.type === 'tutorial')?.items ?? [];
    for (const item of tutorials) expect(item).not.toHaveProperty('questionsCount');

    const dashboard = ok<{ items: { id: string; type: string; status: string }[] }>(
      await send('GET', '/api/creator/items?type=quiz&pageSize=100', 'creator'),
    );
    expect(dashboard.items.find((item) => item.id === quiz.id)).toMatchObject({ type: 'quiz', status: 'published' });
    expect(dashboard.items.every((item) => item.type === 'quiz')).toBe(true);
    const options = ok<{ items: { id: string }[] }>(
      await send('GET', '/api/creator/contentOptions?types=quiz&q=Card', 'creator'),
    );
    expect(options.items.map((item) => item.id)).toContain(quiz.id);
  });

  it('reads a seed quiz (duration only) as hours and minutes, and republishes it with its duration', async () => {
    const seeded = await createItem(ctx.db, {
      type: 'quiz',
      actorId: userIds.creator as string,
      document: {
        title: 'Seeded quiz',
        description: doc('From the demo catalogue.'),
        objective: doc('Check yourself'),
        thumbnail: { id: thumbnailId, url: `/files/${thumbnailId}` },
        skillLevel: 'beginner',
        duration: 70,
        quizSetting: { passNumber: 1, freezingTimeInHours: 0 },
        questions: [{ ...question('Seeded'), id: 'q00000001' }],
      },
    });
    await publishItem(ctx.db, { id: seeded.id, actorId: null });
    const id = `lqz_${seeded.id}`;
    expect(ok(await send('GET', `/api/learn/quiz/${id}?edit=true`, 'creator'))).toMatchObject({
      duration: 70,
      estimationInHour: 1,
      estimationInMinute: 10,
    });
    const { item } = ok<{ item: TQuiz }>(await post(`/api/learn/quiz/${id}/publish`, 'creator', {}));
    expect(item).toMatchObject({ duration: 70, status: 'published' });
    expect(item.questions[0]?.id).toBe('q00000001');
  });
});
