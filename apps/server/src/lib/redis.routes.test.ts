import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../test/test-app';
import { openSharedRedis, type TSharedRedis } from './redis';

/** The machine's Redis (CI sets TEST_REDIS_URL); without it these tests are skipped, as PostgreSQL's are. */
const url = process.env.TEST_REDIS_URL;
// Anonymous requests count against their address's ceiling: 2 × 2 a minute.
const rateLimit = { perMinute: 2, perTenSeconds: 1, authPerMinute: 10, peoplePerAddress: 2 };

describe.skipIf(!url)('rate limits with Redis', () => {
  const prefix = `questline-test-${randomBytes(6).toString('hex')}:`;
  const opened: { ctx: TTestContext; redis: TSharedRedis }[] = [];
  const open = async (redisUrl: string) => {
    const redis = openSharedRedis(redisUrl, prefix);
    const ctx = await createTestApp({ rateLimit }, { redis });
    opened.push({ ctx, redis });
    return ctx;
  };
  afterAll(async () => {
    const [first] = opened;
    if (first) {
      const keys = await first.redis.client.keys(`${prefix}*`).catch(() => []);
      if (keys.length) await first.redis.client.del(...keys);
    }
    for (const { ctx, redis } of opened) {
      await ctx.close();
      redis.client.disconnect();
    }
  });
  const status = async (ctx: TTestContext) => (await ctx.app.inject({ method: 'GET', url: '/api/me' })).statusCode;

  it('count one limit for every server process that shares Redis', async () => {
    const [one, two] = [await open(url as string), await open(url as string)];
    expect([await status(one), await status(two), await status(one), await status(two)]).toEqual([200, 200, 200, 200]);
    expect(await status(one)).toBe(429);
    expect(await status(two)).toBe(429);
  });

  it('count in each process while Redis is unreachable, and keep serving', async () => {
    const alone = await open('redis://127.0.0.1:1');
    const statuses = [];
    for (let i = 0; i < rateLimit.perMinute * rateLimit.peoplePerAddress + 2; i++) statuses.push(await status(alone));
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
