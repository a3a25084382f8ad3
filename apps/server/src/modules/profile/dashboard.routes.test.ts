import { itemId, type TItemType } from '@questline/domain/ids';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import type { TLearnerDashboard, TRecordListResult } from '@questline/domain/schemas/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, type TTestContext } from '../../../test/test-app';
import { createItem, publishItem, setChildren } from '../content/content.service';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const send = sendAs(() => ctx.app, cookies);
const ok = resultOf;
const doc = (text: string) => richTextFromParagraphs([text]);
const ids = { fiveSteps: '', oneStep: '', quiz: '', mission: '', badge: '', upcoming: '', later: '', past: '' };
const quizOptions: { questionId: string; right: string; wrong: string }[] = [];

const publish = async (type: TItemType, title: string, document: object = {}) => {
  const item = await createItem(ctx.db, {
    type,
    actorId: null,
    document: { title, description: doc(title), ...document },
  });
  await publishItem(ctx.db, { id: item.id, actorId: null });
  return item;
};

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of ['learner', 'fresh']) {
    await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: `${name}@example.test`, password: 'password-123', name },
    );
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'password-123');
  }
  const sections = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ id: `s${index + 1}`, title: `Step ${index + 1}` }));
  const fiveSteps = await publish('tutorial', 'Five step tutorial', { sections: sections(5) });
  const oneStep = await publish('tutorial', 'One step tutorial', {
    sections: sections(1),
    points: [{ categoryId: 'essentials', point: 150 }],
  });
  const questions = Array.from({ length: 5 }, (_, index) => ({
    id: `q${index}`,
    body: doc(`Question ${index}`),
    shuffleOptions: false,
    options: [
      { id: `q${index}right`, body: doc('Right'), correct: true },
      { id: `q${index}wrong`, body: doc('Wrong'), correct: false },
    ],
    quizFeedback: { correct: null, wrong: null },
    contentIds: [],
    skillIds: [],
  }));
  for (const question of questions) {
    quizOptions.push({ questionId: question.id, right: `${question.id}right`, wrong: `${question.id}wrong` });
  }
  const quiz = await publish('quiz', 'Five question quiz', {
    objective: doc('Check yourself'),
    quizSetting: { passNumber: 4, freezingTimeInHours: 0 },
    questions,
  });
  const badge = await publish('badge', 'Finisher badge');
  const mission = await createItem(ctx.db, {
    type: 'mission',
    actorId: null,
    document: {
      title: 'One step mission',
      description: doc('A mission'),
      badgeId: itemId('badge', badge.id),
      assessmentItem: [{ op: 'And', value: itemId('tutorial', oneStep.id) }],
    },
  });
  await setChildren(ctx.db, mission.id, 'badge', [badge.id]);
  await publishItem(ctx.db, { id: mission.id, actorId: null });
  const session = (title: string, start: number) =>
    publish('liveSession', title, {
      rangeTime: { startTime: hoursFromNow(start), endTime: hoursFromNow(start + 1) },
      utcOffset: 540,
      registerUrl: 'https://events.example.test/session',
      duration: 60,
    });
  const upcoming = await session('Upcoming clinic', 48);
  const later = await session('Later clinic', 24);
  const past = await session('Past clinic', -30);
  Object.assign(ids, {
    fiveSteps: itemId('tutorial', fiveSteps.id),
    oneStep: itemId('tutorial', oneStep.id),
    quiz: itemId('quiz', quiz.id),
    mission: itemId('mission', mission.id),
    badge: itemId('badge', badge.id),
    upcoming: itemId('liveSession', upcoming.id),
    later: itemId('liveSession', later.id),
    past: itemId('liveSession', past.id),
  });

  // The learner's day: two of five steps, a completed tutorial (which completes the mission), a failed quiz and a
  // registration. The past session's registration is stored as its event would have been, before it ended.
  for (const sectionId of ['s1', 's2']) {
    ok(await send('POST', '/api/learn/record/step', 'learner', { id: ids.fiveSteps, sectionId, completed: true }));
  }
  ok(await send('POST', '/api/learn/record/step', 'learner', { id: ids.oneStep, sectionId: 's1', completed: true }));
  const attempt = ok<{ progress: { attempt: { id: string } } }>(
    await send('POST', `/api/learn/quiz/${ids.quiz}/attempt`, 'learner', {}),
  );
  ok(
    await send('POST', `/api/learn/quiz/${ids.quiz}/answers`, 'learner', {
      attemptId: attempt.progress.attempt.id,
      answers: quizOptions.map((option, index) => ({
        questionId: option.questionId,
        optionIds: [index < 2 ? option.right : option.wrong],
      })),
    }),
  );
  for (const id of [ids.upcoming, ids.later]) {
    ok(await send('POST', `/api/learn/liveSession/${id}/register`, 'learner', {}));
  }
}, 120_000);
afterAll(() => ctx.close());

const dashboard = (who?: string, query = '') => send('GET', `/api/users/me/dashboard${query}`, who);

describe('GET /api/users/me/dashboard', () => {
  it('refuses anonymous callers and a time zone that is not one', async () => {
    const anonymous = await dashboard();
    expect([anonymous.statusCode, anonymous.json().error.key]).toEqual([401, 'auth_required']);
    const invalid = await dashboard('learner', '?timeZone=Mars%2FOlympus');
    expect(invalid.statusCode).toBe(400);
  });

  it("answers the learner's level and XP, streak, badges, progress, completions and registered sessions", async () => {
    const result = ok<TLearnerDashboard>(await dashboard('learner', '?timeZone=Asia%2FTokyo'));
    expect(result.experience).toEqual([
      { categoryId: 'essentials', totalPoint: 150, level: 1, levelPoint: 150, categoryExperience: expect.any(Number) },
    ]);
    expect(result.streak).toEqual({ days: 1, activeToday: true, timeZone: 'Asia/Tokyo' });
    expect(result.badges.total).toBe(1);
    expect(result.badges.latest).toEqual([
      expect.objectContaining({ id: ids.badge, title: 'Finisher badge', sourceId: ids.mission }),
    ]);
    const progressOf = (id: string) => result.inProgress.find((entry) => entry.item.id === id)?.progress;
    expect(progressOf(ids.fiveSteps)).toEqual({ kind: 'parts', done: 2, total: 5 });
    expect(progressOf(ids.quiz)).toEqual({
      kind: 'quiz',
      status: 'failed',
      correctCount: 2,
      questionsCount: 5,
      score: 40,
    });
    // The most recently worked on first: the quiz, then the tutorial.
    expect(result.inProgress.map((entry) => entry.item.id)).toEqual([ids.quiz, ids.fiveSteps]);
    expect(result.completed.map((entry) => entry.item.id).sort()).toEqual([ids.mission, ids.oneStep].sort());
    expect(result.completed.every((entry) => entry.completedTime !== null && entry.progress === null)).toBe(true);
    expect(result.liveSessions.map((session) => session.id)).toEqual([ids.later, ids.upcoming]);
    expect(result.liveSessions[0]).toMatchObject({ registered: true, period: 'opening', utcOffset: 540 });
  });

  it('answers an empty dashboard to a learner who has done nothing yet', async () => {
    expect(ok<TLearnerDashboard>(await dashboard('fresh'))).toEqual({
      experience: [],
      streak: { days: 0, activeToday: false, timeZone: 'UTC' },
      badges: { total: 0, latest: [] },
      inProgress: [],
      completed: [],
      liveSessions: [],
    });
  });
});

describe('record list progress', () => {
  it("carries the owner's progress of what they have not completed", async () => {
    const tutorials = ok<TRecordListResult>(await send('GET', '/api/learn/record/list?type=tutorial', 'learner'));
    expect(tutorials.progressMap).toEqual({ [ids.fiveSteps]: { kind: 'parts', done: 2, total: 5 } });
    const quizzes = ok<TRecordListResult>(await send('GET', '/api/learn/record/list?type=quiz', 'learner'));
    expect(quizzes.progressMap?.[ids.quiz]).toMatchObject({ status: 'failed', score: 40 });
  });
});
