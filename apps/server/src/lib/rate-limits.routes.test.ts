import { afterEach, expect, it, vi } from 'vitest';
import {
  createTestApp,
  insertPublishedItem,
  PUBLIC_URL,
  resultOf,
  signIn,
  type TTestContext,
} from '../../test/test-app';
import type { TRateLimitConfig } from '../config';

const DEFAULTS: TRateLimitConfig = { perMinute: 200, perTenSeconds: 50, authPerMinute: 10, peoplePerAddress: 30 };

const opened: TTestContext[] = [];
const open = async (rateLimit: Partial<TRateLimitConfig>) => {
  const ctx = await createTestApp({ rateLimit: { ...DEFAULTS, ...rateLimit } });
  opened.push(ctx);
  return ctx;
};
afterEach(async () => {
  vi.useRealTimers();
  for (const ctx of opened.splice(0)) await ctx.close();
});

const get = (ctx: TTestContext, url: string, options: { cookie?: string; from?: string } = {}) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.from && { remoteAddress: options.from }),
  });

const signInAttempt = (ctx: TTestContext, email: string, from = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: PUBLIC_URL },
    remoteAddress: from,
    payload: { email, password: 'guess-guess' },
  });

const statusesOf = async (attempts: (() => Promise<{ statusCode: number }>)[]) => {
  const statuses: number[] = [];
  for (const attempt of attempts) statuses.push((await attempt()).statusCode);
  return statuses;
};

it('limits sign-in attempts per account and address, then per account wherever they come from', async () => {
  const ctx = await open({ authPerMinute: 4 });
  const guess = (email: string, from: string) => () => signInAttempt(ctx, email, from);
  // One address may spend half of an account's attempts (a refused attempt counts too).
  expect(await statusesOf([guess('ada@limits.test', '10.0.0.1'), guess('ada@limits.test', '10.0.0.1')])).toEqual([
    401, 401,
  ]);
  const limited = await signInAttempt(ctx, 'ADA@limits.test ', '10.0.0.1');
  expect([limited.statusCode, limited.json().error.key]).toEqual([429, 'rate_limited']);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another address may try what is left of the account's four; then it is spent for everyone.
  expect(await statusesOf([guess('ada@limits.test', '10.0.0.2'), guess('ada@limits.test', '10.0.0.2')])).toEqual([
    401, 429,
  ]);
  expect((await signInAttempt(ctx, 'ada@limits.test', '10.0.0.3')).statusCode).toBe(429);
  // Other accounts, from the same addresses, are not held up.
  expect((await signInAttempt(ctx, 'grace@limits.test', '10.0.0.1')).statusCode).toBe(401);
  // Reading the session is not an attempt.
  expect((await get(ctx, '/api/auth/get-session', { from: '10.0.0.1' })).statusCode).toBe(200);
});

it('limits the attempts of one address at as many accounts as may share it', async () => {
  const ctx = await open({ authPerMinute: 2, peoplePerAddress: 3 });
  const guesses = Array.from({ length: 6 }, (_, n) => () => signInAttempt(ctx, `user${n}@limits.test`));
  expect(await statusesOf(guesses)).toEqual([401, 401, 401, 401, 401, 401]);
  expect((await signInAttempt(ctx, 'user6@limits.test')).statusCode).toBe(429);
  expect((await signInAttempt(ctx, 'user6@limits.test', '10.0.0.9')).statusCode).toBe(401);
});

it("counts a signed-in user's requests against their account, not their address", async () => {
  const ctx = await open({ perTenSeconds: 5 });
  const ada = await signIn(ctx.app, 'ada@limits.test');
  const grace = await signIn(ctx.app, 'grace@limits.test');
  const asAda = Array.from({ length: 5 }, () => () => get(ctx, '/api/me', { cookie: ada }));
  expect(await statusesOf(asAda)).toEqual([200, 200, 200, 200, 200]);
  const limited = await get(ctx, '/api/me', { cookie: ada, from: '10.0.0.7' });
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ error: { key: 'rate_limited', params: { retryAfterSeconds: expect.any(Number) } } });
  // The same address, another account, and anonymous readers go on.
  expect((await get(ctx, '/api/me', { cookie: grace })).statusCode).toBe(200);
  expect((await get(ctx, '/api/me')).statusCode).toBe(200);
});

it('holds every address to a ceiling of as many people as may share it, and leaves pages and files alone', async () => {
  const ctx = await open({ perMinute: 3, peoplePerAddress: 2 });
  const reads = Array.from({ length: 6 }, () => () => get(ctx, '/api/me'));
  expect(await statusesOf(reads)).toEqual([200, 200, 200, 200, 200, 200]);
  expect((await get(ctx, '/api/me')).statusCode).toBe(429);
  expect((await get(ctx, '/api/me', { from: '10.0.0.5' })).statusCode).toBe(200);
  expect((await get(ctx, `/files/${'0'.repeat(32)}.svg`)).statusCode).toBe(404);
});

it('lets a class of thirty behind one address sign in within a minute and each open ten pages in the next', async () => {
  const ctx = await open({});
  await insertPublishedItem(ctx.db, { slug: 'float-a-cube', title: 'Float a cube' });
  // Time passes as the class works: Date alone is simulated, so the limits' windows see a real minute go by.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T09:00:00Z') });
  const learners = Array.from({ length: 30 }, (_, n) => `learner${n}@classroom.test`);
  const cookies: string[] = [];
  for (const email of learners) {
    cookies.push(await signIn(ctx.app, email));
    vi.advanceTimersByTime(2_000);
  }
  const tutorial = resultOf<{ id: string }>(await get(ctx, '/api/learn/tutorial/float-a-cube'));
  // The requests one page view makes today: the session, the site's settings and apps, then the page's own reads.
  const pages = [
    ['/api/learn/home', '/api/learn/topicsPopular'],
    ['/api/learn/tutorial/float-a-cube', `/api/learn/tutorial/${tutorial.id}/extends`, '/api/learn/record/recent'],
  ];
  const statuses = new Map<number, number>();
  for (let view = 0; view < 10; view++) {
    for (const cookie of cookies) {
      for (const url of ['/api/me', '/api/site/settings', '/api/apps', ...(pages[view % 2] as string[])]) {
        const { statusCode } = await get(ctx, url, { cookie });
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      }
    }
    vi.advanceTimersByTime(6_000);
  }
  expect(Object.fromEntries(statuses)).toEqual({ 200: 30 * 10 * 5 + 30 * 5 * 1 });
}, 120_000);
