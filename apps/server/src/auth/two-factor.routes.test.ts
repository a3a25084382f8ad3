import type { TMe } from '@questline/domain/schemas/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, resultOf, type TTestContext } from '../../test/test-app';
import { secretOfTotpUri, totpCode, wrongTotpCode } from '../../test/totp';
import { createUser } from '../modules/users/users.service';

let ctx: TTestContext;
const PASSWORD = 'password-123';

beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => ctx.close());

const cookieOf = (response: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((response.headers['set-cookie'] as string[] | string | undefined) ?? [])
    .filter((cookie) => !/max-age=0/i.test(cookie))
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
const keyOf = (response: { json: () => unknown }) => (response.json() as { error: { key: string } }).error.key;
const post = (url: string, cookie: string | undefined, payload: unknown) =>
  injectAs(ctx.app, cookie, 'POST', url, payload);
const me = async (cookie: string) => resultOf<TMe | null>(await injectAs(ctx.app, cookie, 'GET', '/api/me'));
const signInWithPassword = (email: string) => post('/api/auth/sign-in/email', undefined, { email, password: PASSWORD });

/** A new user, signed in, with TOTP enrolled and confirmed: its session cookie, secret and backup codes. */
const enrolledUser = async (email: string) => {
  await createUser({ db: ctx.db, auth: ctx.runtime.auth }, { email, password: PASSWORD, name: email });
  const session = cookieOf(await signInWithPassword(email));
  const enabled = await post('/api/auth/two-factor/enable', session, { password: PASSWORD });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const secret = secretOfTotpUri(totpURI);
  const confirmed = await post('/api/auth/two-factor/verify-totp', session, { code: totpCode(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { session: cookieOf(confirmed) || session, secret, backupCodes, totpURI };
};

describe('TOTP enrolment', () => {
  it('needs a session and the password, and answers an otpauth URI and backup codes', async () => {
    expect((await post('/api/auth/two-factor/enable', undefined, { password: PASSWORD })).statusCode).toBe(401);
    await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: 'enrol@example.test', password: PASSWORD, name: 'E' },
    );
    const session = cookieOf(await signInWithPassword('enrol@example.test'));
    const wrongPassword = await post('/api/auth/two-factor/enable', session, { password: 'not-the-password' });
    expect([wrongPassword.statusCode, keyOf(wrongPassword)]).toEqual([400, 'auth_wrong_password']);
    const enabled = await post('/api/auth/two-factor/enable', session, { password: PASSWORD });
    const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Questline:enrol%40example\.test\?/);
    expect(secretOfTotpUri(totpURI)).toMatch(/^[A-Z2-7]{32,}$/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
  });

  it('is not in force until confirmed with a right code: a wrong one is refused with a clear key', async () => {
    await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: 'confirm@example.test', password: PASSWORD, name: 'C' },
    );
    const session = cookieOf(await signInWithPassword('confirm@example.test'));
    const enabled = await post('/api/auth/two-factor/enable', session, { password: PASSWORD });
    const secret = secretOfTotpUri((enabled.json() as { totpURI: string }).totpURI);
    // Unconfirmed: signing in still gives a session at once.
    expect(cookieOf(await signInWithPassword('confirm@example.test'))).toContain('session_token=');
    const wrong = await post('/api/auth/two-factor/verify-totp', session, { code: wrongTotpCode(secret) });
    expect([wrong.statusCode, keyOf(wrong)]).toEqual([401, 'tfa_invalid_code']);
    const right = await post('/api/auth/two-factor/verify-totp', session, { code: totpCode(secret) });
    expect(right.statusCode).toBe(200);
    const twice = await post('/api/auth/two-factor/enable', cookieOf(right), { password: PASSWORD });
    expect([twice.statusCode, keyOf(twice)]).toEqual([400, 'tfa_already_enabled']);
  });
});

describe('signing in with TOTP enrolled', () => {
  it('asks for a code instead of starting a session, refuses a wrong code and accepts the right one', async () => {
    const { secret } = await enrolledUser('challenge@example.test');
    const first = await signInWithPassword('challenge@example.test');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const challenge = cookieOf(first);
    expect(challenge).not.toContain('session_token=');
    expect(await me(challenge)).toBeNull();

    const wrong = await post('/api/auth/two-factor/verify-totp', challenge, { code: wrongTotpCode(secret) });
    expect([wrong.statusCode, keyOf(wrong)]).toEqual([401, 'tfa_invalid_code']);
    const right = await post('/api/auth/two-factor/verify-totp', challenge, { code: totpCode(secret) });
    expect(right.statusCode, right.body).toBe(200);
    expect((await me(cookieOf(right)))?.email).toBe('challenge@example.test');
    // The challenge is spent: it cannot sign in a second time.
    const again = await post('/api/auth/two-factor/verify-totp', challenge, { code: totpCode(secret) });
    expect([again.statusCode, keyOf(again)]).toEqual([401, 'tfa_challenge_expired']);
  });

  it('refuses a code without a challenge, and takes a backup code once', async () => {
    const { backupCodes } = await enrolledUser('backup@example.test');
    const stray = await post('/api/auth/two-factor/verify-totp', undefined, { code: '123456' });
    expect([stray.statusCode, keyOf(stray)]).toEqual([401, 'tfa_challenge_expired']);
    const challenge = cookieOf(await signInWithPassword('backup@example.test'));
    const used = await post('/api/auth/two-factor/verify-backup-code', challenge, { code: backupCodes[0] });
    expect(used.statusCode, used.body).toBe(200);
    expect((await me(cookieOf(used)))?.email).toBe('backup@example.test');
    const next = cookieOf(await signInWithPassword('backup@example.test'));
    const reused = await post('/api/auth/two-factor/verify-backup-code', next, { code: backupCodes[0] });
    expect([reused.statusCode, keyOf(reused)]).toEqual([401, 'tfa_invalid_code']);
  });

  it('signs in with the password alone again once the user disables it', async () => {
    const { session } = await enrolledUser('disable@example.test');
    const disabled = await post('/api/auth/two-factor/disable', session, { password: PASSWORD });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const plain = await signInWithPassword('disable@example.test');
    expect(plain.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await me(cookieOf(plain)))?.email).toBe('disable@example.test');
  });
});
