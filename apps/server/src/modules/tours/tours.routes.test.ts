import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, resultOf, signIn, type TTestContext } from '../../../test/test-app';
import { grantMemberships } from '../users/users.repository';

let ctx: TTestContext;
const cookies: Record<string, string> = {};

const send = (method: 'GET' | 'POST', url: string, who?: string) =>
  injectAs(ctx.app, who ? cookies[who] : undefined, method, url);

beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['premium', 'otherPremium', 'learner']) {
    cookies[who] = await signIn(ctx.app, `${who}@tours.test`);
    const me = resultOf<{ id: string }>(await send('GET', '/api/me', who));
    if (who !== 'learner') await grantMemberships(ctx.db, me.id, ['premium']);
  }
});
afterAll(() => ctx?.close());

describe('the premium tour (§4.7)', () => {
  it('answers anonymous callers 401, unknown tours 400, and non-premium users 403', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const url = method === 'GET' ? '/api/tours/premium' : '/api/tours/premium/close';
      expect((await send(method, url)).json()).toEqual({ error: { key: 'auth_required' } });
      expect((await send(method, url)).statusCode).toBe(401);
      const unknown = await send(method, url.replace('premium', 'home'), 'premium');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.key).toBe('invalid_request');
      const learner = await send(method, url, 'learner');
      expect(learner.statusCode).toBe(403);
      expect(learner.json().error.key).toBe('premium_required');
    }
  });

  it('shows until the premium user closes it, remembers that per user, and closing twice is harmless', async () => {
    expect(resultOf(await send('GET', '/api/tours/premium', 'premium'))).toEqual({ tour: 'premium', closed: false });
    expect(resultOf(await send('POST', '/api/tours/premium/close', 'premium'))).toEqual({
      tour: 'premium',
      closed: true,
    });
    expect(resultOf(await send('GET', '/api/tours/premium', 'premium'))).toEqual({ tour: 'premium', closed: true });
    expect(resultOf(await send('POST', '/api/tours/premium/close', 'premium'))).toEqual({
      tour: 'premium',
      closed: true,
    });
    // Another premium user's tour is untouched.
    expect(resultOf(await send('GET', '/api/tours/premium', 'otherPremium'))).toEqual({
      tour: 'premium',
      closed: false,
    });
  });
});
