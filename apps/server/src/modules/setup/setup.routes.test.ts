import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, PUBLIC_URL, resultOf, type TTestContext } from '../../../test/test-app';
import { setupTokens, userRoles, users } from '../../db/schema';
import { createUser } from '../users/users.service';
import { hashSetupToken, issueSetupToken, SETUP_TOKEN_TTL_MS, setupTokenWhileNoSuperAdmin } from './setup.service';

const HOUR = 3_600_000;
const account = { name: 'Grace Admin', email: 'grace@setup.test', password: 'first-admin-passphrase' };

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const setup = (body: object, headers: Record<string, string> = {}) =>
  injectAs(ctx.app, undefined, 'POST', '/api/setup', body, headers);
const cookieOf = (response: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((response.headers['set-cookie'] as string | string[] | undefined) ?? [])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
const superAdmins = () => ctx.db.select().from(userRoles).where(eq(userRoles.role, 'superAdmin'));

describe('POST /api/setup', () => {
  it('answers 403 setup_not_available for a token no start issued', async () => {
    await issueSetupToken(ctx.db);
    const response = await setup({ ...account, token: 'not-the-printed-token' });
    expect([response.statusCode, response.json()]).toEqual([403, { error: { key: 'setup_not_available' } }]);
  });

  it('answers 403 for a token past its 24 hours', async () => {
    const token = await issueSetupToken(ctx.db, new Date(Date.now() - SETUP_TOKEN_TTL_MS - 1000));
    const response = await setup({ ...account, token });
    expect([response.statusCode, response.json()]).toEqual([403, { error: { key: 'setup_not_available' } }]);
  });

  it('answers 403 for a token a later start replaced', async () => {
    const older = await issueSetupToken(ctx.db);
    const newer = await setupTokenWhileNoSuperAdmin(ctx.db);
    expect(newer).toEqual(expect.any(String));
    expect((await setup({ ...account, token: older })).statusCode).toBe(403);
    // Only the hash is kept: the table never holds the token itself.
    const rows = await ctx.db.select().from(setupTokens);
    expect(rows.map((row) => row.tokenHash)).toEqual([hashSetupToken(newer as string)]);
    expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * HOUR);
  });

  it('answers 400 with the sign-up rules’ keys before it looks at the token, which stays usable', async () => {
    const token = await issueSetupToken(ctx.db);
    const short = await setup({ ...account, password: 'short', token });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({
      key: 'auth_password_too_short',
      fields: [{ path: 'password', key: 'auth_password_too_short' }],
    });
    const bad = await setup({ name: ' ', email: 'not-an-address', password: account.password, token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([
      { path: 'name', key: 'error_isRequired' },
      { path: 'email', key: 'not_valid_email' },
    ]);
    const noToken = await setup(account);
    expect([noToken.statusCode, noToken.json().error.fields]).toEqual([
      400,
      [{ path: 'token', key: 'error_isRequired' }],
    ]);
    expect(await ctx.db.$count(setupTokens)).toBe(1);
    expect(await ctx.db.$count(users)).toBe(0);
  });

  it('keeps the token when the address is taken (409), so the same link can try another', async () => {
    const token = await issueSetupToken(ctx.db);
    await createUser({ db: ctx.db, auth: ctx.runtime.auth }, { ...account, email: 'taken@setup.test' });
    const taken = await setup({ ...account, email: 'taken@setup.test', token });
    expect([taken.statusCode, taken.json()]).toEqual([409, { error: { key: 'auth_email_taken' } }]);
    expect(await ctx.db.$count(setupTokens)).toBe(1);
    expect(await superAdmins()).toEqual([]);
  });

  let token = '';
  it('creates exactly one super admin, signed in at once, from two calls racing with one token', async () => {
    token = await issueSetupToken(ctx.db);
    const [first, second] = await Promise.all([
      setup({ ...account, token }),
      setup({ ...account, email: 'rival@setup.test', token }),
    ]);
    const answers = [first, second].sort((a, b) => a.statusCode - b.statusCode);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 403]);
    const created = answers[0] as typeof first;
    const result = resultOf<{ id: string; email: string; name: string }>(created);
    expect(result).toEqual({
      id: expect.any(String),
      email: expect.stringMatching(/@setup\.test$/),
      name: 'Grace Admin',
    });
    const admins = await superAdmins();
    expect(admins.map((row) => row.userId)).toEqual([result.id]);
    const me = resultOf<{ id: string; roles: string[] }>(await injectAs(ctx.app, cookieOf(created), 'GET', '/api/me'));
    expect([me.id, me.roles]).toEqual([result.id, ['superAdmin']]);
    // The password was hashed as sign-up hashes it: signing in with it works, as for anyone.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: PUBLIC_URL },
      payload: { email: result.email, password: account.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await ctx.db.$count(setupTokens)).toBe(0);
  });

  it('answers 403 to the used token, and to any token once a super admin exists', async () => {
    const again = await setup({ ...account, email: 'again@setup.test', token });
    expect([again.statusCode, again.json()]).toEqual([403, { error: { key: 'setup_not_available' } }]);
    // The token itself is gone: without the super admin's role it still opens nothing.
    const [admin] = await superAdmins();
    await ctx.db.delete(userRoles).where(eq(userRoles.role, 'superAdmin'));
    const reused = await setup({ ...account, email: 'again@setup.test', token });
    await ctx.db.insert(userRoles).values({ userId: admin?.userId as string, role: 'superAdmin' });
    expect([reused.statusCode, reused.json()]).toEqual([403, { error: { key: 'setup_not_available' } }]);
    // A start with a super admin issues no link; a token slipped in anyway opens nothing.
    expect(await setupTokenWhileNoSuperAdmin(ctx.db)).toBeNull();
    const slipped = await issueSetupToken(ctx.db);
    const late = await setup({ ...account, email: 'late@setup.test', token: slipped });
    expect([late.statusCode, late.json()]).toEqual([403, { error: { key: 'setup_not_available' } }]);
    expect((await superAdmins()).length).toBe(1);
    expect(await ctx.db.$count(users, eq(users.email, 'late@setup.test'))).toBe(0);
  });

  it('refuses a setup sent from another origin before anything else (403 forbidden)', async () => {
    const response = await setup({ ...account, token }, { origin: 'https://evil.example' });
    expect([response.statusCode, response.json()]).toEqual([403, { error: { key: 'forbidden' } }]);
  });
});

describe('the setup rate limit', () => {
  it('counts setups like sign-ins: past the limit, 429 rate_limited', async () => {
    const limited = await createTestApp({
      rateLimit: { perMinute: 200, perTenSeconds: 50, authPerMinute: 2, peoplePerAddress: 30 },
    });
    try {
      const attempt = () =>
        injectAs(limited.app, undefined, 'POST', '/api/setup', { ...account, token: 'guess-guess-guess' });
      expect((await attempt()).statusCode).toBe(403);
      expect((await attempt()).statusCode).toBe(403);
      const refused = await attempt();
      expect([refused.statusCode, refused.json().error.key]).toEqual([429, 'rate_limited']);
    } finally {
      await limited.close();
    }
  });
});
