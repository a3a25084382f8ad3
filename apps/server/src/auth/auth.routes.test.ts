import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captchaSolution, createTestApp, injectAs, type TTestContext } from '../../test/test-app';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => ctx.close());

type TAnswer = Awaited<ReturnType<TTestContext['app']['inject']>>;

const post = (url: string, payload: object, cookie?: string) => injectAs(ctx.app, cookie, 'POST', url, payload);
const signUp = async (email: string, password: string, name = 'Tess Tester') =>
  post('/api/auth/sign-up/email', { email, password, name, altcha: await captchaSolution(ctx.app) });
const signInAnswer = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });
const setCookies = (response: TAnswer) => ([] as string[]).concat(response.headers['set-cookie'] ?? []);
const sessionCookieOf = (response: TAnswer) =>
  setCookies(response)
    .map((cookie) => cookie.split(';')[0] as string)
    .find((cookie) => cookie.startsWith('questline.session_token='));
const keyOf = (response: TAnswer) => (response.json() as { error?: { key?: string } }).error?.key;

/** Every property name in a JSON value, at any depth. */
const namesIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(namesIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) => [name, ...namesIn(inner)]);
};

/** A JSON value with each leaf replaced by its type: what a caller can tell apart without knowing the data. */
const shapeOf = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value === null || typeof value !== 'object') return value === null ? 'null' : typeof value;
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, shapeOf(inner)]));
};

/** The header names of an answer, less those that differ between any two answers (date, counters). */
const headerNamesOf = (response: TAnswer) =>
  Object.keys(response.headers)
    .filter((name) => !['date', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name))
    .sort();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

describe('sign-up with a taken address', () => {
  it('answers exactly like a new account, signs nobody in and leaves the account as it was', async () => {
    expect((await signUp('owner@hygiene.test', 'owner-lantern-glow', 'Olive Owner')).statusCode).toBe(200);

    const fresh = await signUp('fresh@hygiene.test', 'intruder-lantern-glow', 'Ivan Intruder');
    const taken = await signUp('OWNER@hygiene.test', 'intruder-lantern-glow', 'Ivan Intruder');
    for (const response of [fresh, taken]) {
      expect(response.statusCode).toBe(200);
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    expect(shapeOf(taken.json())).toEqual(shapeOf(fresh.json()));
    expect(taken.json()).toMatchObject({ user: { email: 'owner@hygiene.test', name: 'Ivan Intruder' } });
    expect(headerNamesOf(taken)).toEqual(headerNamesOf(fresh));
    expect(setCookies(taken)).toEqual(setCookies(fresh));

    // The owner's password still signs in; the intruder's does not.
    expect((await signInAnswer('owner@hygiene.test', 'owner-lantern-glow')).statusCode).toBe(200);
    const intruder = await signInAnswer('owner@hygiene.test', 'intruder-lantern-glow');
    expect([intruder.statusCode, keyOf(intruder)]).toEqual([401, 'auth_invalid_credentials']);
    const owner = sessionCookieOf(await signInAnswer('owner@hygiene.test', 'owner-lantern-glow'));
    const me = await injectAs(ctx.app, owner, 'GET', '/api/me');
    expect(me.json().result).toMatchObject({ email: 'owner@hygiene.test', displayName: 'Olive Owner' });
  });

  it('mails the owner a notice (without SMTP: one log line), without the password, and none for a new address', async () => {
    expect((await signUp('noticed@hygiene.test', 'noticed-lantern-glow')).statusCode).toBe(200);
    const info = vi.spyOn(ctx.app.log, 'info');
    const notices = () =>
      info.mock.calls.filter(([fields]) => JSON.stringify(fields).includes('sign_up_with_taken_address'));
    try {
      expect((await signUp('another-new@hygiene.test', 'nobody-sees-this-1')).statusCode).toBe(200);
      await ctx.runtime.mailer.idle();
      expect(notices()).toEqual([]);

      expect((await signUp('noticed@hygiene.test', 'nobody-sees-this-2')).statusCode).toBe(200);
      await ctx.runtime.mailer.idle();
      expect(notices()).toHaveLength(1);
      expect(notices()[0]?.[0]).toMatchObject({
        mail: 'sign_up_with_taken_address',
        to: 'noticed@hygiene.test',
        subject: 'Someone tried to create a Questline account with your address',
        link: 'http://localhost:3000/identity?mode=forgot&locale=en_US',
      });
      expect(JSON.stringify(notices())).not.toContain('nobody-sees-this');
    } finally {
      info.mockRestore();
    }
  });

  it('hashes the password all the same: it answers no faster than a new sign-up', async () => {
    expect((await signUp('timed@hygiene.test', 'timed-lantern-glow')).statusCode).toBe(200);
    const times = { fresh: [] as number[], taken: [] as number[] };
    for (let round = 0; round < 7; round++) {
      for (const kind of ['fresh', 'taken'] as const) {
        const started = performance.now();
        const response = await signUp(
          kind === 'fresh' ? `timed-${round}@hygiene.test` : 'timed@hygiene.test',
          'timed-lantern-glow',
        );
        times[kind].push(performance.now() - started);
        expect(response.statusCode).toBe(200);
      }
    }
    // Hashing dominates both (tens of milliseconds); a refusal or a skipped hash answers in a few (about a tenth of a
    // sign-up). The bound leaves room for a loaded machine, where both spread, without letting a skipped hash through.
    expect(median(times.taken)).toBeGreaterThan(median(times.fresh) * 0.35);
  }, 60_000);
});

describe('common passwords', () => {
  it('are refused on sign-up whatever their case, taken address or not, with auth_password_too_common', async () => {
    expect((await signUp('common-owner@hygiene.test', 'common-owner-glow')).statusCode).toBe(200);
    for (const password of ['password', 'PASSWORD', 'Password1', 'qwertyuiop', 'iloveyou']) {
      for (const email of ['common-new@hygiene.test', 'common-owner@hygiene.test']) {
        const response = await signUp(email, password);
        expect([password, response.statusCode, keyOf(response)]).toEqual([password, 400, 'auth_password_too_common']);
      }
    }
    // Too short stays too short; an uncommon password is taken.
    const short = await signUp('common-new@hygiene.test', 'abc123');
    expect([short.statusCode, keyOf(short)]).toEqual([400, 'auth_password_too_short']);
    expect((await signUp('common-new@hygiene.test', 'Password1-lantern')).statusCode).toBe(200);
    expect((await signInAnswer('common-new@hygiene.test', 'Password1-lantern')).statusCode).toBe(200);
  });

  it('are refused as a new password on change-password', async () => {
    expect((await signUp('changer@hygiene.test', 'changer-lantern-glow')).statusCode).toBe(200);
    const cookie = sessionCookieOf(await signInAnswer('changer@hygiene.test', 'changer-lantern-glow'));
    const common = await post(
      '/api/auth/change-password',
      { currentPassword: 'changer-lantern-glow', newPassword: 'Sunshine1' },
      cookie,
    );
    expect([common.statusCode, keyOf(common)]).toEqual([400, 'auth_password_too_common']);
    expect((await signInAnswer('changer@hygiene.test', 'Sunshine1')).statusCode).toBe(401);
    const fine = await post(
      '/api/auth/change-password',
      { currentPassword: 'changer-lantern-glow', newPassword: 'changer-new-glow' },
      cookie,
    );
    expect(fine.statusCode, fine.body).toBe(200);
    expect((await signInAnswer('changer@hygiene.test', 'changer-new-glow')).statusCode).toBe(200);
  });

  it('are refused as a new password on reset-password', async () => {
    const user = (await signUp('resetter@hygiene.test', 'resetter-lantern-glow')).json().user as { id: string };
    const auth = await ctx.runtime.auth.$context;
    const token = `reset-token-${Date.now()}`;
    await auth.internalAdapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: user.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const common = await post('/api/auth/reset-password', { newPassword: 'baseball1', token });
    expect([common.statusCode, keyOf(common)]).toEqual([400, 'auth_password_too_common']);
    const fine = await post('/api/auth/reset-password', { newPassword: 'resetter-new-glow', token });
    expect(fine.statusCode, fine.body).toBe(200);
    expect((await signInAnswer('resetter@hygiene.test', 'resetter-new-glow')).statusCode).toBe(200);
  });
});

describe('session tokens', () => {
  it('stay out of the JSON of sign-up, sign-in, get-session and list-sessions; the cookie still authenticates', async () => {
    const signedUp = await signUp('tokens@hygiene.test', 'tokens-lantern-glow');
    const signedIn = await signInAnswer('tokens@hygiene.test', 'tokens-lantern-glow');
    expect(signedIn.statusCode).toBe(200);
    const cookie = sessionCookieOf(signedIn) as string;
    expect(setCookies(signedIn).find((line) => line.startsWith('questline.session_token='))).toMatch(/HttpOnly/i);
    const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0] as string;
    expect(token.length).toBeGreaterThan(16);

    const session = await injectAs(ctx.app, cookie, 'GET', '/api/auth/get-session');
    const sessions = await injectAs(ctx.app, cookie, 'GET', '/api/auth/list-sessions');
    expect(session.json()).toMatchObject({
      user: { email: 'tokens@hygiene.test' },
      session: { userId: expect.any(String) },
    });
    expect(sessions.json()).toEqual([expect.objectContaining({ userId: session.json().user.id })]);
    for (const response of [signedUp, signedIn, session, sessions]) {
      expect(response.statusCode).toBe(200);
      expect(namesIn(response.json())).not.toContain('token');
      expect(response.body).not.toContain(token);
    }
    const me = await injectAs(ctx.app, cookie, 'GET', '/api/me');
    expect(me.json().result).toMatchObject({ email: 'tokens@hygiene.test' });
  });
});
