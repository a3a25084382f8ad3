import { itemId } from '@questline/domain/ids';
import type { TDeviceList } from '@questline/domain/schemas/account';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveEverything, schemaTables } from '../../../test/account-data';
import { createTestApp, injectAs, PUBLIC_URL, resultOf, signIn, type TTestContext } from '../../../test/test-app';
import {
  comments,
  contentItems,
  contentVersions,
  files,
  groupMembers,
  groupPosts,
  groups,
  searchDocuments,
  sessions,
  submissions,
  verifications,
} from '../../db/schema';
import { grantRoles } from '../users/users.repository';

let ctx: TTestContext;
const PASSWORD = 'correct-horse-battery';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

/** Signs in from a browser and an address of its own; answers the session cookie. */
const signInFrom = async (email: string, userAgent: string, remoteAddress: string, headers = {}) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin: PUBLIC_URL, 'user-agent': userAgent, ...headers },
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};
const idOf = async (cookie: string) =>
  resultOf<{ id: string } | null>(await injectAs(ctx.app, cookie, 'GET', '/api/me'));

beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => ctx?.close());

describe('GET /api/users/me/sessions', () => {
  it('answers 401 to anonymous callers', async () => {
    const response = await injectAs(ctx.app, undefined, 'GET', '/api/users/me/sessions');
    expect([response.statusCode, response.json().error.key]).toEqual([401, 'auth_required']);
  });

  it('lists the signed-in devices, this one first, with browser, system and a partial address; never a token', async () => {
    await signIn(ctx.app, 'devices@account.test', PASSWORD);
    const phone = await signInFrom('devices@account.test', SAFARI_IPHONE, '198.51.100.23');
    // The address is the connection's: an X-Forwarded-For the caller writes is not believed.
    const laptop = await signInFrom('devices@account.test', FIREFOX_WINDOWS, '203.0.113.42', {
      'x-forwarded-for': '192.0.2.1',
    });
    const response = await injectAs(ctx.app, laptop, 'GET', '/api/users/me/sessions');
    const { devices } = resultOf<TDeviceList>(response);
    expect(devices).toHaveLength(3);
    expect(devices[0]).toEqual({
      id: expect.any(String),
      browser: 'Firefox 128',
      os: 'Windows 10',
      deviceType: 'desktop',
      ipAddress: '203.0.*.*',
      createdAt: expect.any(String),
      lastActiveAt: expect.any(String),
      current: true,
    });
    expect(devices.slice(1)).toContainEqual(
      expect.objectContaining({ browser: 'Safari 17', os: 'iOS 17', deviceType: 'mobile', ipAddress: '198.51.*.*' }),
    );
    expect(devices.filter((device) => device.current)).toHaveLength(1);
    const userId = (await idOf(laptop))?.id as string;
    const tokens = await ctx.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, userId));
    for (const { token } of tokens) expect(response.body).not.toContain(token);
    // The phone sees itself as this device.
    const fromPhone = resultOf<TDeviceList>(await injectAs(ctx.app, phone, 'GET', '/api/users/me/sessions'));
    expect(fromPhone.devices[0]).toMatchObject({ browser: 'Safari 17', current: true });
  });

  it('signs out everywhere else with better-auth’s revoke-other-sessions, keeping this device', async () => {
    const here = await signInFrom('devices@account.test', FIREFOX_WINDOWS, '203.0.113.42');
    const elsewhere = await signInFrom('devices@account.test', SAFARI_IPHONE, '198.51.100.23');
    const revoked = await injectAs(ctx.app, here, 'POST', '/api/auth/revoke-other-sessions', {});
    expect([revoked.statusCode, revoked.json()]).toEqual([200, { status: true }]);
    const { devices } = resultOf<TDeviceList>(await injectAs(ctx.app, here, 'GET', '/api/users/me/sessions'));
    expect(devices).toEqual([expect.objectContaining({ current: true, browser: 'Firefox 128' })]);
    expect(await idOf(elsewhere)).toBeNull();
    expect(await idOf(here)).not.toBeNull();
  });
});

/** Every row of every table as text: what the database still holds, to search for a person in. */
const everyRowAsText = async () => {
  const texts: string[] = [];
  for (const table of schemaTables()) {
    const name = getTableConfig(table).name;
    const result = (await ctx.db.execute(sql`select t::text as "row" from ${sql.identifier(name)} t`)) as unknown as {
      rows: { row: string }[];
    };
    texts.push(...result.rows.map((row) => `${name}: ${row.row}`));
  }
  return texts;
};

describe('POST /api/users/me/delete', () => {
  const deleteAs = (cookie: string | undefined, body: unknown) =>
    injectAs(ctx.app, cookie, 'POST', '/api/users/me/delete', body);

  it('answers 401 to anonymous callers, 400 without the password or with a wrong one, and keeps the account', async () => {
    const anonymous = await deleteAs(undefined, { password: PASSWORD });
    expect([anonymous.statusCode, anonymous.json().error.key]).toEqual([401, 'auth_required']);
    const cookie = await signIn(ctx.app, 'keeps@account.test', PASSWORD);
    const missing = await deleteAs(cookie, {});
    expect([missing.statusCode, missing.json().error.fields]).toEqual([
      400,
      [{ path: 'password', key: 'error_isRequired' }],
    ]);
    const wrong = await deleteAs(cookie, { password: 'not-my-password' });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { error: { key: 'auth_wrong_password' } }]);
    expect(await idOf(cookie)).not.toBeNull();
  });

  it('refuses the last super admin (409), and lets one go once another holds the role', async () => {
    const first = await signIn(ctx.app, 'super-one@account.test', PASSWORD);
    await grantRoles(ctx.db, (await idOf(first))?.id as string, ['superAdmin']);
    const refused = await deleteAs(first, { password: PASSWORD });
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: { key: 'admin_last_super_admin' } }]);
    expect(await idOf(first)).not.toBeNull();

    const second = await signIn(ctx.app, 'super-two@account.test', PASSWORD);
    await grantRoles(ctx.db, (await idOf(second))?.id as string, ['superAdmin']);
    expect(resultOf(await deleteAs(first, { password: PASSWORD }))).toBe(true);
    // Now the second is the last.
    expect((await deleteAs(second, { password: PASSWORD })).statusCode).toBe(409);
  });

  it('removes every personal row in one go, hands shared groups on and keeps authored content without an author', async () => {
    const email = 'Departing.User@account.test';
    const name = 'Departing Zephyrine';
    const cookie = await signIn(ctx.app, email, PASSWORD, name);
    const otherCookie = await signIn(ctx.app, 'stays@account.test', PASSWORD);
    const person = { id: (await idOf(cookie))?.id as string, email: email.toLowerCase() };
    const other = { id: (await idOf(otherCookie))?.id as string, email: 'stays@account.test' };
    const made = await giveEverything(ctx, person, other);
    await ctx.db
      .insert(verifications)
      .values({ id: 'v1', identifier: 'reset-password:x', value: person.id, expiresAt: new Date(Date.now() + 60_000) });
    const [imageRow] = await ctx.db.select().from(files).where(eq(files.id, made.image.id));
    const before = (await everyRowAsText()).filter((row) => row.includes(person.id));
    expect(before.length).toBeGreaterThan(30);

    const response = await deleteAs(cookie, { password: PASSWORD });
    expect([response.statusCode, response.json()]).toEqual([200, { result: true }]);
    const cleared = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(
      cleared.some((cookie) => /session_token=;.*Max-Age=0|session_token=;.*Expires=Thu, 01 Jan 1970/i.test(cookie)),
    ).toBe(true);

    // Nothing anywhere names the person: not their id, their address or their name.
    const left = (await everyRowAsText()).filter(
      (row) => row.includes(person.id) || row.toLowerCase().includes(person.email) || row.includes(name),
    );
    expect(left).toEqual([]);

    // They can neither use their session nor sign in again.
    expect(await idOf(cookie)).toBeNull();
    const signInAgain = await injectAs(ctx.app, undefined, 'POST', '/api/auth/sign-in/email', {
      email,
      password: PASSWORD,
    });
    expect([signInAgain.statusCode, signInAgain.json().error.key]).toEqual([401, 'auth_invalid_credentials']);

    // Authored content stays, published, with no known author (shown as the provider).
    const [item] = await ctx.db.select().from(contentItems).where(eq(contentItems.id, made.authored.id));
    expect(item).toMatchObject({ status: 'published', ownerId: null, authorId: null });
    expect(await ctx.db.select().from(contentVersions).where(eq(contentVersions.itemId, made.authored.id))).toEqual([
      expect.objectContaining({ version: 1, publishedBy: null }),
    ]);
    const read = await injectAs(
      ctx.app,
      otherCookie,
      'GET',
      `/api/learn/tutorial/${itemId('tutorial', made.authored.id)}`,
    );
    expect(resultOf<{ title: string; authorId: string | null }>(read)).toMatchObject({
      title: 'Authored by the departing',
      authorId: null,
      ownerId: null,
    });

    // The group with another member goes to them; the one they were alone in is gone; the other's group stays.
    expect(await ctx.db.select().from(groups).where(eq(groups.id, made.shared.id))).toEqual([
      expect.objectContaining({ ownerId: other.id }),
    ]);
    expect(await ctx.db.select().from(groups).where(eq(groups.id, made.alone.id))).toEqual([]);
    expect(
      (await ctx.db.select().from(groupMembers).where(eq(groupMembers.groupId, made.othersGroup.id))).map(
        (row) => row.userId,
      ),
    ).toEqual([other.id]);
    // Their post is gone; the repost of it elsewhere stays and says the original is gone.
    expect(await ctx.db.select().from(groupPosts).where(eq(groupPosts.id, made.repost.id))).toEqual([
      expect.objectContaining({ repostOfId: null, authorId: other.id }),
    ]);

    // Their comment went with the reply under it; the other's comment keeps its text, loses their like, and the
    // tutorial's count is recounted (the other's comment is hidden, so none is visible).
    const remaining = await ctx.db.select().from(comments).where(eq(comments.itemId, made.lesson.id));
    expect(remaining).toEqual([
      expect.objectContaining({ id: made.othersComment.id, likeCount: 0, hiddenBy: null, content: 'Their comment' }),
    ]);
    const [search] = await ctx.db.select().from(searchDocuments).where(eq(searchDocuments.itemId, made.lesson.id));
    expect(search?.comments).toBe(0);
    expect(await ctx.db.select().from(submissions).where(eq(submissions.id, made.othersSubmission.id))).toEqual([
      expect.objectContaining({ likeCount: 0 }),
    ]);

    // Their uploads went, row and bytes, unless something else holds them (the video's subtitles keep theirs).
    expect(await ctx.db.select().from(files).where(eq(files.id, made.image.id))).toEqual([]);
    expect(await ctx.runtime.fileStore.read(imageRow?.storageKey as string)).toBeNull();
    expect(await ctx.db.select().from(files).where(eq(files.id, made.zip.id))).toEqual([]);

    // The other person is untouched.
    expect(await idOf(otherCookie)).toMatchObject({ id: other.id });
  });
});
