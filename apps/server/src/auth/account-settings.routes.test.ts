import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpInbox, type TSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, injectAs, PUBLIC_URL, resultOf, signIn, type TTestContext } from '../../test/test-app';
import { users } from '../db/schema';

/**
 * Settings' password and address changes go through better-auth's own endpoints, bridged in auth.routes.ts:
 * /change-password (with revokeOtherSessions) and /change-email (a link to the new address, mailed by modules/mail).
 */
const PASSWORD = 'correct-horse-battery';
const NEW_PASSWORD = 'a-new-and-longer-secret';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => ctx?.close());

const post = (cookie: string | undefined, path: string, body: unknown, app = ctx.app) =>
  injectAs(app, cookie, 'POST', `/api/auth/${path}`, body);
const keyOf = (response: { json: () => unknown }) => (response.json() as { error?: { key?: string } }).error?.key;
const meOf = async (cookie: string, app = ctx.app) =>
  resultOf<{ id: string; email: string } | null>(await injectAs(app, cookie, 'GET', '/api/me'));
const signInWith = (email: string, password: string, app = ctx.app) =>
  injectAs(app, undefined, 'POST', '/api/auth/sign-in/email', { email, password });

describe('POST /api/auth/change-password', () => {
  it('answers 401 to anonymous callers', async () => {
    const response = await post(undefined, 'change-password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect([response.statusCode, keyOf(response)]).toEqual([401, 'auth_required']);
  });

  it('refuses a missing field, a wrong current password, a short and a common new one, changing nothing', async () => {
    const cookie = await signIn(ctx.app, 'refused@password.test', PASSWORD);
    const cases: [unknown, string][] = [
      [{ newPassword: NEW_PASSWORD }, 'invalid_request'],
      [{ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD }, 'auth_wrong_password'],
      [{ currentPassword: PASSWORD, newPassword: 'short' }, 'auth_password_too_short'],
      [{ currentPassword: PASSWORD, newPassword: 'password1234' }, 'auth_password_too_common'],
    ];
    for (const [body, key] of cases) {
      const response = await post(cookie, 'change-password', body);
      expect([response.statusCode, keyOf(response)], JSON.stringify(body)).toEqual([400, key]);
    }
    expect((await signInWith('refused@password.test', PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password, signs every other session out and keeps this one, answering no token', async () => {
    const email = 'changes@password.test';
    const elsewhere = await signIn(ctx.app, email, PASSWORD);
    const here = await signIn(ctx.app, email, PASSWORD);
    const response = await post(here, 'change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ user: expect.objectContaining({ email }) });
    // This device goes on with the new session cookie it was given; every other one is signed out.
    const renewed = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(renewed).toMatch(/session_token=/);
    expect(await meOf(renewed)).toMatchObject({ email });
    expect(await meOf(elsewhere)).toBeNull();
    expect((await signInWith(email, PASSWORD)).statusCode).toBe(401);
    expect((await signInWith(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/change-email', () => {
  let inbox: TSmtpInbox;
  let mailing: TTestContext;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    mailing = await createTestApp({ mail: { smtpUrl: inbox.url, from: 'Questline <noreply@questline.test>' } });
  }, 120_000);
  afterAll(async () => {
    await mailing?.close();
    await inbox?.close();
  });
  const rowOf = async (db: TTestContext['db'], id: string) =>
    (await db.select().from(users).where(eq(users.id, id)))[0];

  it('answers 401 to anonymous callers and 400 to what is not an address', async () => {
    const anonymous = await post(undefined, 'change-email', { newEmail: 'new@email.test' });
    expect([anonymous.statusCode, keyOf(anonymous)]).toEqual([401, 'auth_required']);
    const cookie = await signIn(ctx.app, 'malformed@email.test', PASSWORD);
    const malformed = await post(cookie, 'change-email', { newEmail: 'not an address' });
    expect([malformed.statusCode, keyOf(malformed)]).toEqual([400, 'invalid_request']);
  });

  it('mails a link to the new address and changes nothing until it is followed; then the address is verified', async () => {
    const cookie = await signIn(mailing.app, 'Before@Email.test', PASSWORD);
    const me = (await meOf(cookie, mailing.app)) as { id: string };
    const response = await post(
      cookie,
      'change-email',
      { newEmail: 'After@Email.test', callbackURL: '/u/me?tab=settings' },
      mailing.app,
    );
    expect([response.statusCode, response.json()]).toEqual([200, { status: true }]);
    expect(await rowOf(mailing.db, me.id)).toMatchObject({ email: 'before@email.test' });
    expect((await signInWith('after@email.test', PASSWORD, mailing.app)).statusCode).toBe(401);

    const mail = await inbox.waitFor('after@email.test');
    const link = linkIn(mail, `${PUBLIC_URL}/api/auth/verify-email?`);
    expect(inbox.mails.filter((sent) => sent.text?.includes(link)).map((sent) => sent.to)).toEqual([
      ['after@email.test'],
    ]);
    // Followed in any browser, signed in or not.
    const followed = await mailing.app.inject({ method: 'GET', url: link.slice(PUBLIC_URL.length) });
    expect([followed.statusCode, followed.headers.location]).toEqual([302, '/u/me?tab=settings']);
    expect(await rowOf(mailing.db, me.id)).toMatchObject({ email: 'after@email.test', emailVerified: true });
    expect((await signInWith('after@email.test', PASSWORD, mailing.app)).statusCode).toBe(200);
    expect((await signInWith('before@email.test', PASSWORD, mailing.app)).statusCode).toBe(401);
    // The link is spent: its old address is no longer the account's.
    const again = await mailing.app.inject({ method: 'GET', url: link.slice(PUBLIC_URL.length) });
    expect(again.headers.location).toBe('/u/me?tab=settings&error=INVALID_TOKEN');
  });

  it('answers a taken address exactly like a free one, mails nobody and changes nothing', async () => {
    await signIn(mailing.app, 'taken@email.test', PASSWORD);
    const cookie = await signIn(mailing.app, 'asker@email.test', PASSWORD);
    const me = (await meOf(cookie, mailing.app)) as { id: string };
    await mailing.runtime.mailer.idle();
    const before = inbox.mails.length;
    const taken = await post(cookie, 'change-email', { newEmail: 'taken@email.test' }, mailing.app);
    const free = await post(cookie, 'change-email', { newEmail: 'free@email.test' }, mailing.app);
    expect([taken.statusCode, taken.body]).toEqual([free.statusCode, free.body]);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(free.headers).sort());
    await inbox.waitFor('free@email.test');
    await mailing.runtime.mailer.idle();
    expect(inbox.mails.slice(before).map((mail) => mail.to)).toEqual([['free@email.test']]);
    expect(await rowOf(mailing.db, me.id)).toMatchObject({ email: 'asker@email.test' });
  });

  it('without SMTP the link goes to the log, and the address still waits for it', async () => {
    const cookie = await signIn(ctx.app, 'unmailed@email.test', PASSWORD);
    const me = (await meOf(cookie)) as { id: string };
    const response = await post(cookie, 'change-email', { newEmail: 'elsewhere@email.test' });
    expect([response.statusCode, response.json()]).toEqual([200, { status: true }]);
    await ctx.runtime.mailer.idle();
    expect(await rowOf(ctx.db, me.id)).toMatchObject({ email: 'unmailed@email.test' });
  });
});
