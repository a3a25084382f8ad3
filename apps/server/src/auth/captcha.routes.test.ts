import { CAPTCHA_FIELD, type TCaptchaAnswer } from '@questline/domain/schemas/captcha';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captchaSolution, createTestApp, injectAs, type TTestContext } from '../../test/test-app';
import { users, verifications } from '../db/schema';
import { openSharedRedis } from '../lib/redis';
import { CAPTCHA_EXPIRY_MS, solveCaptcha } from './captcha';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

type TAnswer = Awaited<ReturnType<TTestContext['app']['inject']>>;
const keyOf = (response: TAnswer) => (response.json() as { error?: { key?: string } }).error?.key;
const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const tokenCount = async () => (await ctx.db.select({ n: count() }).from(verifications))[0]?.n ?? 0;
const signUp = (email: string, altcha: unknown) =>
  injectAs(ctx.app, undefined, 'POST', '/api/auth/sign-up/email', {
    email,
    password: 'lantern-glow-123',
    name: 'Cap Tcha',
    ...(altcha === undefined ? {} : { [CAPTCHA_FIELD]: altcha }),
  });
const requestReset = (email: string, altcha: unknown) =>
  injectAs(ctx.app, undefined, 'POST', '/api/auth/request-password-reset', {
    email,
    redirectTo: '/reset-password',
    ...(altcha === undefined ? {} : { [CAPTCHA_FIELD]: altcha }),
  });
const challenge = async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/captcha' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as TCaptchaAnswer;
};
const encode = (value: object) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('GET /api/auth/captcha', () => {
  it('answers a new ALTCHA challenge each time, never cached', async () => {
    const first = await challenge();
    const second = await challenge();
    expect(first).toMatchObject({ enabled: true, algorithm: 'SHA-256', maxnumber: 1000 });
    expect(second.enabled && first.enabled && second.salt !== first.salt).toBe(true);
  });
});

describe('sign-up and password-reset requests', () => {
  it('accept a solved challenge, and strip it from what better-auth gets', async () => {
    const signedUp = await signUp('solved@captcha.test', await captchaSolution(ctx.app));
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.json()).toMatchObject({ user: { email: 'solved@captcha.test', name: 'Cap Tcha' } });
    const tokens = await tokenCount();
    const reset = await requestReset('solved@captcha.test', await captchaSolution(ctx.app));
    expect(reset.statusCode).toBe(200);
    expect(await tokenCount()).toBe(tokens + 1);
  });

  it('refuse a missing, malformed or wrong solution with captcha_invalid and write nothing', async () => {
    const answer = await challenge();
    if (!answer.enabled) throw new Error('the captcha is on in tests');
    const solved = JSON.parse(Buffer.from(solveCaptcha(answer) as string, 'base64').toString('utf8'));
    const wrong = [
      undefined,
      '',
      'bm90IGpzb24=',
      { number: 1 },
      encode({ ...solved, number: solved.number + 1 }),
      encode({ ...solved, signature: 'f'.repeat(64) }),
    ];
    const people = await userCount();
    const tokens = await tokenCount();
    for (const altcha of wrong) {
      const signedUp = await signUp('wrong@captcha.test', altcha);
      expect([signedUp.statusCode, keyOf(signedUp)]).toEqual([400, 'captcha_invalid']);
      const reset = await requestReset('solved@captcha.test', altcha);
      expect([reset.statusCode, keyOf(reset)]).toEqual([400, 'captcha_invalid']);
    }
    expect(await userCount()).toBe(people);
    expect(await tokenCount()).toBe(tokens);
  });

  it('refuse a solution used once already, on either request', async () => {
    const solution = await captchaSolution(ctx.app);
    expect((await signUp('once@captcha.test', solution)).statusCode).toBe(200);
    const people = await userCount();
    const tokens = await tokenCount();
    const again = await signUp('twice@captcha.test', solution);
    expect([again.statusCode, keyOf(again)]).toEqual([400, 'captcha_invalid']);
    const reset = await requestReset('once@captcha.test', solution);
    expect([reset.statusCode, keyOf(reset)]).toEqual([400, 'captcha_invalid']);
    expect(await userCount()).toBe(people);
    expect(await tokenCount()).toBe(tokens);
  });

  it('refuse a solution whose challenge has expired', async () => {
    const solution = await captchaSolution(ctx.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CAPTCHA_EXPIRY_MS + 1000);
    const people = await userCount();
    const late = await signUp('late@captcha.test', solution);
    expect([late.statusCode, keyOf(late)]).toEqual([400, 'captcha_invalid']);
    expect(await userCount()).toBe(people);
  });
});

describe('with CAPTCHA_ENABLED off', () => {
  it('answers enabled: false and asks for no solution', async () => {
    const off = await createTestApp({ captcha: { enabled: false } });
    try {
      const answer = await off.app.inject({ method: 'GET', url: '/api/auth/captcha' });
      expect(answer.json()).toEqual({ enabled: false });
      const signedUp = await injectAs(off.app, undefined, 'POST', '/api/auth/sign-up/email', {
        email: 'free@captcha.test',
        password: 'lantern-glow-123',
        name: 'Free',
      });
      expect(signedUp.statusCode).toBe(200);
      const reset = await injectAs(off.app, undefined, 'POST', '/api/auth/request-password-reset', {
        email: 'free@captcha.test',
        redirectTo: '/reset-password',
      });
      expect(reset.statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});

/** The machine's Redis (CI sets TEST_REDIS_URL), as lib/redis.routes.test.ts uses it; skipped without. */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('with Redis shared by several processes', () => {
  it('spends a solution for every process: one used on a process is refused on another', async () => {
    const prefix = `questline-test-${Date.now().toString(36)}:`;
    const redis = [openSharedRedis(redisUrl as string, prefix), openSharedRedis(redisUrl as string, prefix)];
    const [one, two] = [await createTestApp({}, { redis: redis[0] }), await createTestApp({}, { redis: redis[1] })];
    try {
      const solution = await captchaSolution(one.app);
      const first = await injectAs(one.app, undefined, 'POST', '/api/auth/sign-up/email', {
        email: 'shared@captcha.test',
        password: 'lantern-glow-123',
        name: 'Shared',
        altcha: solution,
      });
      expect(first.statusCode).toBe(200);
      const again = await injectAs(two.app, undefined, 'POST', '/api/auth/request-password-reset', {
        email: 'shared@captcha.test',
        redirectTo: '/reset-password',
        altcha: solution,
      });
      expect([again.statusCode, keyOf(again)]).toEqual([400, 'captcha_invalid']);
    } finally {
      const keys = await redis[0]?.client.keys(`${prefix}*`).catch(() => []);
      if (keys?.length) await redis[0]?.client.del(...keys);
      await one.close();
      await two.close();
      for (const shared of redis) shared.client.disconnect();
    }
  });
});
