import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { itemId } from '@questline/domain/ids';
import { type TLearningEvent, type TXapiStatement, XAPI_VERBS, xapiStatement } from '@questline/domain/rules/xapi';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  insertPublishedItem,
  PUBLIC_URL,
  resultOf,
  sendAs,
  signIn,
  type TTestContext,
} from '../../../test/test-app';
import { statementProblems, statementResultProblems } from '../../../test/xapi/validate-statement';
import { jobs, xapiStatements } from '../../db/schema';
import { wakeJobWorkers, whenJobWorkersIdle } from '../../lib/jobs/worker';
import { setChildren } from '../content/content.service';
import { createUser } from '../users/users.service';
import { XAPI_DELIVERY_JOB } from './xapi.delivery';

/**
 * A tiny LRS: stores the statements POSTed to /xapi/statements (answering their ids), checks the version header and
 * the credentials, and can be made to answer 503 (down) or to refuse statements as such (400).
 */
const startLrs = async () => {
  const lrs = {
    statements: new Map<string, TXapiStatement>(),
    posts: 0,
    down: false,
    refuse: (_statement: TXapiStatement) => false,
    problems: [] as string[],
    url: '',
    close: (): Promise<void> => Promise.resolve(),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      lrs.posts += 1;
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'x-experience-api-version': '1.0.3' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/xapi/statements') return answer(404, { error: 'not here' });
      if (request.headers['x-experience-api-version'] !== '1.0.3') lrs.problems.push('no version header');
      if (request.headers.authorization !== `Basic ${Buffer.from('lrs-key:lrs-secret').toString('base64')}`)
        return answer(401, { error: 'who are you' });
      if (lrs.down) return answer(503, { error: 'down for maintenance' });
      const statements = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TXapiStatement[];
      if (statements.some((statement) => lrs.refuse(statement))) return answer(400, { error: 'statement refused' });
      for (const statement of statements) {
        lrs.problems.push(...statementProblems(statement));
        lrs.statements.set(statement.id, statement);
      }
      answer(
        200,
        statements.map((statement) => statement.id),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  lrs.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xapi/`;
  lrs.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return lrs;
};

let lrs: Awaited<ReturnType<typeof startLrs>>;
let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
const PEOPLE = {
  learner: [],
  other: [],
  learnAdmin: ['learnAdmin_FR'],
  admin: ['admin'],
  editor: ['learnEditor'],
} as const;
const items = { tutorial: '', quiz: '', project: '', liveSession: '' };

const send = sendAs(() => ctx.app, cookies);
const agentOf = (name: string) =>
  JSON.stringify({ objectType: 'Agent', account: { homePage: PUBLIC_URL, name: userIds[name] } });
const activity = (type: string, id: string) => `${PUBLIC_URL}/${type}/${id}`;

/** Runs this process's job worker until nothing is due (the delivery jobs the writes queued). */
const deliver = async () => {
  wakeJobWorkers();
  await whenJobWorkersIdle();
};

/** The statements stored for a learner, oldest first, with their outbox columns. */
const storedFor = (name: string) =>
  ctx.db
    .select()
    .from(xapiStatements)
    .where(eq(xapiStatements.userId, userIds[name] as string))
    .orderBy(xapiStatements.stored, xapiStatements.id);

beforeAll(async () => {
  lrs = await startLrs();
  ctx = await createTestApp({ xapi: { lrs: { url: lrs.url, username: 'lrs-key', password: 'lrs-secret' } } });
  for (const [name, roles] of Object.entries(PEOPLE)) {
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: `${name}@example.test`, password: 'password-123', name, roles: [...roles] },
    );
    userIds[name] = user.id;
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'password-123');
  }
  const tutorial = await insertPublishedItem(ctx.db, {
    slug: 'xapi-tutorial',
    title: 'A tutorial of two steps',
    document: { sections: [{ id: 'one' }, { id: 'two' }] },
  });
  const option = (id: string, correct: boolean) => ({ id, body: { type: 'doc', content: [] }, correct });
  const quiz = await insertPublishedItem(ctx.db, {
    slug: 'xapi-quiz',
    title: 'A quiz of two questions',
    type: 'quiz',
    document: {
      quizSetting: { passNumber: 2, freezingTimeInHours: 0 },
      questions: ['q1', 'q2'].map((id) => ({
        id,
        body: { type: 'doc', content: [] },
        options: [option(`${id}-right`, true), option(`${id}-wrong`, false)],
        quizFeedback: {},
      })),
    },
  });
  const project = await insertPublishedItem(ctx.db, { slug: 'xapi-project', title: 'A project', type: 'project' });
  await setChildren(ctx.db, project.id, 'content', [tutorial.id, quiz.id]);
  const day = 24 * 3_600_000;
  const session = await insertPublishedItem(ctx.db, {
    slug: 'xapi-live',
    title: 'A live session',
    type: 'liveSession',
    document: {
      rangeTime: {
        startTime: new Date(Date.now() + day).toISOString(),
        endTime: new Date(Date.now() + day + 3_600_000).toISOString(),
      },
      registerUrl: 'https://meet.example.org/x',
    },
  });
  items.tutorial = itemId('tutorial', tutorial.id);
  items.quiz = itemId('quiz', quiz.id);
  items.project = itemId('project', project.id);
  items.liveSession = itemId('liveSession', session.id);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await lrs?.close();
});

const step = (who: string, sectionId: string) =>
  send('POST', '/api/learn/record/step', who, { id: items.tutorial, sectionId, completed: true });

/** Takes the quiz: `right` questions answered right, the others wrong. */
const takeQuiz = async (who: string, right: number) => {
  const { progress } = resultOf<{ progress: { attempt: { id: string } } }>(
    await send('POST', `/api/learn/quiz/${items.quiz}/attempt`, who, {}),
  );
  return send('POST', `/api/learn/quiz/${items.quiz}/answers`, who, {
    attemptId: progress.attempt.id,
    answers: ['q1', 'q2'].map((id, index) => ({
      questionId: id,
      optionIds: [index < right ? `${id}-right` : `${id}-wrong`],
    })),
  });
};

const videoEvent = (type: 'start' | 'stop', stopLength: number | null) => ({
  type,
  data: {
    id: 'video-1',
    videoUrl: 'https://cdn.example.org/video-1.m3u8',
    playerId: 'player-1',
    videoLength: 60,
    caption: false,
    captionLanguage: null,
    stopLength,
    engagementType: null,
    language: null,
    fullScreen: false,
    playbackSpeed: 1,
  },
});

describe('xAPI statements of learning events, delivered to an LRS', () => {
  beforeEach(() => {
    lrs.down = false;
    lrs.refuse = () => false;
  });

  it('states every learning event in its write, valid xAPI, and delivers them all to the LRS', async () => {
    resultOf(await step('learner', 'one'));
    resultOf(await step('learner', 'one')); // Marked again: no second statement.
    resultOf(await takeQuiz('learner', 1));
    resultOf(await takeQuiz('learner', 2));
    resultOf(await step('learner', 'two'));
    resultOf(
      await send('POST', '/api/tracking/video', 'learner', {
        events: [videoEvent('start', null), videoEvent('stop', 20), videoEvent('stop', 60)],
      }),
    );
    resultOf(await send('POST', `/api/learn/liveSession/${items.liveSession}/register`, 'learner', {}));

    const stored = await storedFor('learner');
    // In stored order; the statements of one write share their stored time, so each write's are compared as a set.
    const said = stored.map((row) => [row.verb, row.activityId]).sort();
    const V = XAPI_VERBS;
    const expected = [
      [V.completed, `${activity('tutorial', items.tutorial)}#step-one`],
      [V.attempted, activity('quiz', items.quiz)],
      [V.failed, activity('quiz', items.quiz)],
      [V.attempted, activity('quiz', items.quiz)],
      [V.passed, activity('quiz', items.quiz)],
      [V.completed, activity('quiz', items.quiz)],
      [V.completed, `${activity('tutorial', items.tutorial)}#step-two`],
      [V.completed, activity('tutorial', items.tutorial)],
      // Both its contents done: the project holding them is completed in the same write.
      [V.completed, activity('project', items.project)],
      [V.played, activity('video', 'video-1')],
      [V.paused, activity('video', 'video-1')],
      [V.completed, activity('video', 'video-1')],
      [V.registered, activity('liveSession', items.liveSession)],
    ];
    expect(said).toEqual(expected.sort());
    expect(stored[0]?.verb).toBe(V.completed);
    expect(stored.at(-1)?.verb).toBe(V.registered);
    for (const row of stored) expect(statementProblems(row.statement), row.verb).toEqual([]);
    const statements = stored.map((row) => row.statement as TXapiStatement);
    const said1 = (verb: string) => statements.find((statement) => statement.verb.id === verb);
    expect(said1(V.failed)?.result).toMatchObject({
      score: { scaled: 0.5, raw: 1, min: 0, max: 2 },
      success: false,
      completion: true,
      duration: expect.stringMatching(/^PT[\d.]+S$/),
    });
    expect(said1(V.passed)?.result).toMatchObject({ score: { scaled: 1, raw: 2, max: 2 }, success: true });
    expect(statements[0]?.object.id).toBe(`${activity('tutorial', items.tutorial)}#step-one`);
    expect(statements[0]?.context.contextActivities?.parent[0]?.id).toBe(activity('tutorial', items.tutorial));
    expect(statements.every((statement) => statement.actor.account.name === userIds.learner)).toBe(true);

    await deliver();
    expect(lrs.problems).toEqual([]);
    expect([...lrs.statements.keys()].sort()).toEqual(stored.map((row) => row.id).sort());
    // Sent as stored: the LRS holds the very statements GET answers.
    for (const row of stored) expect(lrs.statements.get(row.id)).toEqual(row.statement);
    expect((await storedFor('learner')).every((row) => row.deliveredAt !== null && row.rejectedAt === null)).toBe(true);
  });

  it('keeps statements in the outbox while the LRS is down, and delivers them once it is back', async () => {
    lrs.down = true;
    const before = lrs.posts;
    resultOf(await step('other', 'one'));
    resultOf(await takeQuiz('other', 2));
    await deliver();
    expect(lrs.posts).toBeGreaterThan(before);
    const waiting = await storedFor('other');
    expect(waiting).toHaveLength(4);
    expect(waiting.every((row) => row.deliveredAt === null && row.rejectedAt === null)).toBe(true);
    expect(waiting.some((row) => lrs.statements.has(row.id))).toBe(false);
    const [job] = await ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, XAPI_DELIVERY_JOB))
      .orderBy(sql`created_at desc`);
    expect(job).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringMatching(/503/) });

    // The LRS is back; the retry's backoff has passed.
    lrs.down = false;
    await ctx.db
      .update(jobs)
      .set({ runAfter: sql`now()` })
      .where(eq(jobs.id, job?.id as string));
    await deliver();
    const delivered = await storedFor('other');
    expect(delivered.every((row) => row.deliveredAt !== null)).toBe(true);
    for (const row of delivered) expect(lrs.statements.get(row.id)).toEqual(row.statement);
    expect(lrs.problems).toEqual([]);
  });

  it('keeps a statement the LRS refuses with its answer, not sent again, and delivers the others', async () => {
    lrs.refuse = (statement) => statement.verb.id === XAPI_VERBS.paused;
    resultOf(
      await send('POST', '/api/tracking/video', 'other', {
        events: [videoEvent('start', null), videoEvent('stop', 10)],
      }),
    );
    await deliver();
    const rows = (await storedFor('other')).filter((row) => row.activityId === activity('video', 'video-1'));
    const paused = rows.find((row) => row.verb === XAPI_VERBS.paused);
    const played = rows.find((row) => row.verb === XAPI_VERBS.played);
    expect(paused).toMatchObject({ deliveredAt: null, deliveryError: expect.stringMatching(/^400 .*refused/) });
    expect(paused?.rejectedAt).not.toBeNull();
    expect(lrs.statements.has(paused?.id as string)).toBe(false);
    expect(played?.deliveredAt).not.toBeNull();
    expect(lrs.statements.has(played?.id as string)).toBe(true);
    const posts = lrs.posts;
    resultOf(await step('other', 'two'));
    await deliver();
    // The next delivery sends the new statements only: the refused one is not tried again.
    expect(lrs.posts).toBe(posts + 1);
  });
});

describe('GET /api/xapi/statements', () => {
  const get = (who: string | undefined, query: Record<string, string> = {}) =>
    send('GET', `/api/xapi/statements?${new URLSearchParams(query)}`, who);

  it('answers 401 signed out, 400 with its key for a bad filter, 403 to anyone but learn admins and admins', async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    for (const [query, key] of [
      [{ agent: 'someone' }, 'xapi_InvalidParameter_agent'],
      [
        { agent: JSON.stringify({ mbox: 'mailto:a@b.c', account: { homePage: PUBLIC_URL, name: 'x' } }) },
        'xapi_InvalidParameter_agent',
      ],
      [{ verb: 'completed' }, 'xapi_InvalidParameter_verb'],
      [{ activity: 'ltu_1' }, 'xapi_InvalidParameter_activity'],
      [{ since: 'last week' }, 'xapi_InvalidParameter_since'],
      [{ until: '2026-13-01T00:00:00Z' }, 'xapi_InvalidParameter_until'],
      [{ limit: '501' }, 'xapi_InvalidParameter_limit'],
    ] as const) {
      const response = await get('admin', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().error.key).toBe(key);
    }
    const cursor = await get('admin', { cursor: 'not-a-cursor' });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().error).toMatchObject({ key: 'xapi_InvalidParameter_cursor', fields: [{ path: 'cursor' }] });
    for (const who of ['learner', 'editor']) {
      const response = await get(who);
      expect(response.statusCode, who).toBe(403);
      expect(response.json().error.key).toBe('forbidden');
    }
  });

  it('answers the statements filtered as xAPI asks, newest stored first, page by page through `more`', async () => {
    const all = await get('learnAdmin', { agent: agentOf('learner'), limit: '0' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-experience-api-version']).toBe('1.0.3');
    expect(all.headers['x-experience-api-consistent-through']).toBeTruthy();
    const everything = all.json() as { statements: TXapiStatement[]; more: string };
    expect(statementResultProblems(everything)).toEqual([]);
    expect(everything.more).toBe('');
    expect(everything.statements).toHaveLength(13);
    const storedTimes = everything.statements.map((statement) => Date.parse(statement.stored as string));
    expect([...storedTimes].sort((a, b) => b - a)).toEqual(storedTimes);

    // Page by page, following `more` as a client would: the same statements, once each, in the same order.
    const paged: TXapiStatement[] = [];
    let next = `/api/xapi/statements?${new URLSearchParams({ agent: agentOf('learner'), limit: '4' })}`;
    let pages = 0;
    while (next) {
      const page = (await send('GET', next, 'admin')).json() as { statements: TXapiStatement[]; more: string };
      expect(statementResultProblems(page)).toEqual([]);
      expect(page.statements.length).toBeLessThanOrEqual(4);
      paged.push(...page.statements);
      next = page.more;
      pages += 1;
    }
    expect(pages).toBe(4);
    expect(paged.map((statement) => statement.id)).toEqual(everything.statements.map((statement) => statement.id));

    const passed = (await get('admin', { verb: XAPI_VERBS.passed })).json() as { statements: TXapiStatement[] };
    expect(passed.statements.map((statement) => statement.actor.account.name).sort()).toEqual(
      [userIds.learner, userIds.other].sort(),
    );
    const quiz = (await get('admin', { agent: agentOf('other'), activity: activity('quiz', items.quiz) })).json() as {
      statements: TXapiStatement[];
    };
    expect(quiz.statements.map((statement) => statement.verb.id).sort()).toEqual(
      [XAPI_VERBS.completed, XAPI_VERBS.passed, XAPI_VERBS.attempted].sort(),
    );
    expect(quiz.statements.at(-1)?.verb.id).toBe(XAPI_VERBS.attempted);

    // since is exclusive, until inclusive, on the stored time.
    const middle = everything.statements[6] as TXapiStatement;
    const since = (await get('admin', { agent: agentOf('learner'), since: middle.stored as string })).json();
    const until = (await get('admin', { agent: agentOf('learner'), until: middle.stored as string })).json();
    expect(since.statements.length).toBeGreaterThan(0);
    expect(until.statements.length).toBeGreaterThan(0);
    expect(since.statements.length + until.statements.length).toBe(13);
    expect(until.statements[0]?.stored).toBe(middle.stored);

    // An agent of another site, or by e-mail, has no statements here.
    for (const agent of [
      JSON.stringify({ account: { homePage: 'https://elsewhere.example', name: userIds.learner } }),
      JSON.stringify({ mbox: 'mailto:learner@example.test' }),
    ]) {
      const none = await get('admin', { agent });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ statements: [], more: '' });
    }
  });
});

describe('statements of the events the routes above do not drive', () => {
  it('are valid xAPI too: a badge earned from its mission, a pathway completed', () => {
    const time = new Date();
    const events: TLearningEvent[] = [
      {
        userId: 'u-1',
        time,
        verb: 'earned',
        object: { type: 'badge', id: 'lbg_1' },
        parent: { type: 'mission', id: 'lms_1' },
      },
      {
        userId: 'u-1',
        time,
        verb: 'completed',
        object: { type: 'pathway', id: 'lpw_1' },
        result: { completion: true },
      },
      { userId: 'u-1', time, verb: 'completed', object: { type: 'course', id: 'lco_1' }, result: { completion: true } },
    ];
    for (const event of events) {
      expect(statementProblems(xapiStatement(event, { publicUrl: PUBLIC_URL, id: randomUUID() }))).toEqual([]);
    }
  });

  it('the schema check refuses what is not a statement', () => {
    const good = xapiStatement(
      { userId: 'u-1', time: new Date(), verb: 'passed', object: { type: 'quiz', id: 'lqz_1' } },
      { publicUrl: PUBLIC_URL, id: randomUUID() },
    );
    expect(statementProblems({ ...good, actor: { objectType: 'Agent', mbox: 'learner@example.test' } })).not.toEqual(
      [],
    );
    expect(statementProblems({ ...good, verb: { id: 'passed' } })).not.toEqual([]);
    expect(statementProblems({ ...good, id: 'not-a-uuid' })).not.toEqual([]);
    expect(statementProblems({ ...good, result: { score: { raw: 3, min: 0, max: 2, scaled: 1.5 } } })).not.toEqual([]);
  });
});
