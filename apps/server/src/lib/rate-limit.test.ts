import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, PUBLIC_URL, type TTestContext } from '../../test/test-app';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: { perMinute: 200, perTenSeconds: 50, authPerMinute: 3 } });
});
afterAll(() => ctx.close());

it('limits sign-in attempts per address with 429 rate_limited and Retry-After', async () => {
  const attempt = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: PUBLIC_URL },
      payload: { email: 'guess@example.test', password: 'guess-guess' },
    });
  for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
  const limited = await attempt();
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error.key).toBe('rate_limited');
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Other routes keep serving.
  expect((await ctx.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
});

it('limits bursts to 50 API requests in 10 seconds, and leaves pages and files alone', async () => {
  const burst = await createTestApp({ rateLimit: { perMinute: 200, perTenSeconds: 50, authPerMinute: 10 } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) statuses.push((await burst.app.inject({ method: 'GET', url: '/api/me' })).statusCode);
    expect(statuses.slice(0, 50).every((status) => status === 200)).toBe(true);
    const limited = await burst.app.inject({ method: 'GET', url: '/api/me' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { key: 'rate_limited', params: { retryAfterSeconds: expect.any(Number) } },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await burst.app.inject({ method: 'GET', url: `/files/${'0'.repeat(32)}.svg` })).statusCode).toBe(404);
  } finally {
    await burst.close();
  }
});
