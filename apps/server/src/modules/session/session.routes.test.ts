import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaSolution, createTestApp, PUBLIC_URL, signIn, type TTestContext } from '../../../test/test-app';
import { sessions, userMemberships, users } from '../../db/schema';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
  });

describe('GET /api/me', () => {
  it('answers result null when anonymous', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: null });
  });

  it('answers the signed-in user with roles and memberships', async () => {
    await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      {
        email: 'admin@example.test',
        password: 'admin-password-1',
        name: 'Ada Admin',
        roles: ['learnAdmin', 'learnEditor_JA'],
        memberships: ['premium'],
      },
    );
    const cookie = await signIn(ctx.app, 'admin@example.test', 'admin-password-1');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const me = response.json().result;
    expect(me).toMatchObject({
      email: 'admin@example.test',
      displayName: 'Ada Admin',
      roles: ['learnAdmin', 'learnEditor_JA'],
      memberships: ['premium'],
      premium: true,
      uaaMember: false,
      engineEdlabMember: false,
      anonymous: false,
    });
  });

  it('lists the memberships in force only: one that ended is gone, one that ends later stays', async () => {
    const { id } = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: 'member@example.test', password: 'member-password-1', name: 'Mia Member', roles: [], memberships: [] },
    );
    const hour = 60 * 60 * 1000;
    await ctx.db.insert(userMemberships).values([
      { userId: id, membership: 'premium', expiresAt: new Date(Date.now() - hour) },
      { userId: id, membership: 'uaaMember', expiresAt: new Date(Date.now() + hour) },
      { userId: id, membership: 'edlabMember', expiresAt: null },
    ]);
    const cookie = await signIn(ctx.app, 'member@example.test', 'member-password-1');
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().result;
    expect(me).toMatchObject({ roles: [], memberships: ['edlabMember', 'uaaMember'], premium: false, uaaMember: true });
  });
});

describe('the session behind a request', () => {
  const me = async (cookie: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().result;
  const sessionOf = async (email: string) => {
    const cookie = await signIn(ctx.app, email);
    const [row] = await ctx.db
      .select({ id: sessions.id, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return { cookie, id: row?.id as string, expiresAt: row?.expiresAt as Date };
  };
  const DAY = 24 * 60 * 60 * 1000;

  it("is nobody's when the cookie's signature is not the server's, or the session ended", async () => {
    const { cookie, id } = await sessionOf('forger@session.test');
    expect((await me(cookie)).email).toBe('forger@session.test');
    // Same token, another signature: its first character changed (every bit of it is signature, none padding).
    const forged = cookie.replace(/session_token=([^;]*)/, (_whole, value: string) => {
      const decoded = decodeURIComponent(value);
      const dot = decoded.lastIndexOf('.');
      const flipped = `${decoded.slice(0, dot + 1)}${decoded[dot + 1] === 'A' ? 'B' : 'A'}${decoded.slice(dot + 2)}`;
      return `session_token=${encodeURIComponent(flipped)}`;
    });
    expect(forged).not.toBe(cookie);
    expect(await me(forged)).toBeNull();
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    expect(await me(cookie)).toBeNull();
  });

  it('moves the end of a session on once a day of its life has passed, as better-auth does', async () => {
    const { cookie, id, expiresAt } = await sessionOf('regular@session.test');
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    // A day and a bit later, as far as the session can tell.
    const older = new Date(expiresAt.getTime() - DAY - 60_000);
    await ctx.db.update(sessions).set({ expiresAt: older }).where(eq(sessions.id, id));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(response.json().result.email).toBe('regular@session.test');
    // The browser's cookie moves on with it: a fresh 30-day session cookie.
    const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(setCookies.find((line) => line.includes('session_token='))).toMatch(/Max-Age=2592000/);
    // A route's own cookies go out once each, after the session's.
    await ctx.db.update(sessions).set({ expiresAt: older }).where(eq(sessions.id, id));
    const chosen = await post('/api/changeLanguage', { locale: 'de_DE' }, cookie);
    const names = ([] as string[]).concat(chosen.headers['set-cookie'] ?? []).map((line) => line.split('=')[0]);
    expect(names).toEqual([expect.stringMatching(/session_token$/), 'ql_locale']);
    // Signing out with a session due to move on: its deletion comes last, and no cookie line twice.
    const other = await sessionOf('regular@session.test');
    await ctx.db.update(sessions).set({ expiresAt: older }).where(eq(sessions.id, other.id));
    const out = await post('/api/auth/sign-out', {}, other.cookie);
    const lines = ([] as string[]).concat(out.headers['set-cookie'] ?? []);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.filter((line) => line.includes('session_token=')).at(-1)).toMatch(/Max-Age=0/);
    // Not again on the next request: the end moved on a day's worth.
    const next = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(next.headers['set-cookie']).toBeUndefined();
    const [moved] = await ctx.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, id));
    expect(moved?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });
});

describe('sign-up and sign-in', () => {
  it('signs up with email and password without a session; signing in sets an HttpOnly session cookie', async () => {
    const response = await post('/api/auth/sign-up/email', {
      altcha: await captchaSolution(ctx.app),
      email: 'new@example.test',
      password: 'a-long-password',
      name: 'New Learner',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: 'new@example.test', name: 'New Learner' } });
    expect(response.headers['set-cookie']).toBeUndefined();
    const signedIn = await post('/api/auth/sign-in/email', { email: 'new@example.test', password: 'a-long-password' });
    const cookies = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []);
    const session = cookies.find((cookie) => cookie.startsWith('questline.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session?.split(';')[0] } });
    expect(me.json().result).toMatchObject({ email: 'new@example.test', roles: [], memberships: [] });
  });

  it('answers a taken email like a new one, not with auth_email_taken (auth.routes.test.ts has the details)', async () => {
    await post('/api/auth/sign-up/email', {
      altcha: await captchaSolution(ctx.app),
      email: 'twice@example.test',
      password: 'a-long-password',
      name: 'A',
    });
    const response = await post('/api/auth/sign-up/email', {
      altcha: await captchaSolution(ctx.app),
      email: 'twice@example.test',
      password: 'another-password',
      name: 'B',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: 'twice@example.test', name: 'B' } });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a short password with auth_password_too_short', async () => {
    const response = await post('/api/auth/sign-up/email', {
      altcha: await captchaSolution(ctx.app),
      email: 'short@example.test',
      password: 'short',
      name: 'S',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { key: 'auth_password_too_short' } });
  });

  it('answers a wrong password and an unknown email alike, 401 auth_invalid_credentials', async () => {
    await post('/api/auth/sign-up/email', {
      altcha: await captchaSolution(ctx.app),
      email: 'known@example.test',
      password: 'right-password',
      name: 'K',
    });
    const wrong = await post('/api/auth/sign-in/email', { email: 'known@example.test', password: 'wrong-password' });
    const unknown = await post('/api/auth/sign-in/email', { email: 'nobody@example.test', password: 'whatever-pass' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { key: 'auth_invalid_credentials' } });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('signs out: the session no longer answers /api/me', async () => {
    const cookie = await signIn(ctx.app, 'leaver@example.test');
    const out = await post('/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json()).toEqual({ result: null });
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 invalid_json and keeps serving', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { key: 'invalid_json' } });
    expect(response.body).not.toMatch(/at .*\.ts/);
    const next = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(next.statusCode).toBe(200);
  });

  it('answers an oversized body with 413 payload_too_large', async () => {
    const response = await post('/api/changeLanguage', { locale: 'en_US', padding: 'x'.repeat(1024 * 1024 + 10) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { key: 'payload_too_large' } });
  });

  it('answers an unknown API path with 404 not_found', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { key: 'not_found' } });
  });
});

describe('POST /api/changeLanguage and /api/changePreferredRegion', () => {
  it('refuses an unknown locale with invalid_locale and sets nothing', async () => {
    const response = await post('/api/changeLanguage', { locale: 'xx_XX' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      key: 'invalid_locale',
      fields: [{ path: 'locale', key: 'invalid_locale' }],
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an unknown region with invalid_region', async () => {
    const response = await post('/api/changePreferredRegion', { regionRefId: 'region.10' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.key).toBe('invalid_region');
  });

  it('keeps an anonymous choice in a cookie', async () => {
    const response = await post('/api/changeLanguage', { locale: 'ja_JP' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true });
    expect(String(response.headers['set-cookie'])).toMatch(/^ql_locale=ja_JP;.*Max-Age=31536000/);
  });

  it("stores a signed-in user's choice on the user record", async () => {
    const cookie = await signIn(ctx.app, 'polyglot@example.test');
    expect((await post('/api/changeLanguage', { locale: 'de_DE' }, cookie)).statusCode).toBe(200);
    expect((await post('/api/changePreferredRegion', { regionRefId: 'region.04' }, cookie)).statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().result).toMatchObject({ locale: 'de_DE', region: 'region.04' });
  });
});

describe('POST /api/changeTheme', () => {
  it('refuses a theme that is not system, light or dark with settings_theme_invalid and sets nothing', async () => {
    const response = await post('/api/changeTheme', { theme: 'sepia' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      key: 'settings_theme_invalid',
      fields: [{ path: 'theme', key: 'settings_theme_invalid' }],
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("keeps a visitor's choice in a cookie for a year", async () => {
    const response = await post('/api/changeTheme', { theme: 'dark' });
    expect([response.statusCode, response.json()]).toEqual([200, { result: true }]);
    expect(String(response.headers['set-cookie'])).toMatch(/^ql_theme=dark;.*Max-Age=31536000.*SameSite=Lax/);
  });

  it("saves a signed-in user's choice in their settings, which /api/me answers", async () => {
    const cookie = await signIn(ctx.app, 'night-owl@example.test');
    const me = async () => (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().result;
    expect((await me()).theme).toBe('system');
    const chosen = await post('/api/changeTheme', { theme: 'dark' }, cookie);
    expect(chosen.statusCode).toBe(200);
    expect(String(chosen.headers['set-cookie'])).toMatch(/^ql_theme=dark;/);
    expect((await me()).theme).toBe('dark');
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/users/me/settings', headers: { cookie } });
    expect(settings.json().result.theme).toBe('dark');
  });
});

describe('GET /api/authUrl', () => {
  it('answers the identity page with the redirect, locale and registration mode', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/authUrl?redirect_to=%2Ftutorials%3Fa%3D1&locale=fr_FR&is_reg=true',
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().result.url, PUBLIC_URL);
    expect(url.pathname).toBe('/identity');
    expect(url.searchParams.get('redirect_to')).toBe('/tutorials?a=1');
    expect(url.searchParams.get('locale')).toBe('fr_FR');
    expect(url.searchParams.get('mode')).toBe('register');
  });

  it('never redirects off-site', async () => {
    const targets = ['https://evil.example/x', '//evil.example/x', '/\\evil.example'];
    // Browsers drop tabs and line breaks: each of these would land on evil.example.
    for (const target of [...targets, '/\t/evil.example/phished', '/\n/evil.example', '/\r/evil.example']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/authUrl?redirect_to=${encodeURIComponent(target)}`,
      });
      expect(new URL(response.json().result.url, PUBLIC_URL).searchParams.get('redirect_to')).toBe('/');
    }
  });

  it('refuses an unknown locale', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/authUrl?locale=xx' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.key).toBe('invalid_locale');
  });
});

describe('GET /api/docs', () => {
  it('describes the API in OpenAPI', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/me', '/api/changeLanguage', '/api/learn/home']),
    );
  });
});
