import type { TMembership, TRole } from '@questline/domain/roles';
import {
  ADMIN_AUDIT_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  type TAdminUser,
  type TAdminUserPage,
  type TAuditEntry,
  type TAuditPage,
} from '@questline/domain/schemas/admin-users';
import type { TMe } from '@questline/domain/schemas/session';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpInbox, type TSmtpInbox } from '../../../test/smtp-inbox';
import { createTestApp, injectAs, PUBLIC_URL, resultOf, signIn, type TTestContext } from '../../../test/test-app';
import { secretOfTotpUri, totpCode } from '../../../test/totp';
import { adminAudit, sessions } from '../../db/schema';
import { setMembership } from '../premium/memberships.service';
import { createUser } from '../users/users.service';
import { disableUser } from './admin-users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
/** Where the server's mail goes: a real SMTP server of the test's. */
let inbox: TSmtpInbox;

const PASSWORD = 'password-123';
/** Who asks: a super admin, two admins, and people who may not administer users. */
const PEOPLE: Record<string, { roles: TRole[]; memberships?: TMembership[] }> = {
  root: { roles: ['superAdmin'] },
  admin: { roles: ['admin'] },
  otherAdmin: { roles: ['admin'] },
  learnAdmin: { roles: ['learnAdmin'] },
  moderator: { roles: ['learnModerator'] },
  learner: { roles: [], memberships: ['premium'] },
};
const NOT_ADMINS = ['learnAdmin', 'moderator', 'learner'] as const;

const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}@admin-users.test`;

/** A user made the way the CLI makes one (no sign-in yet); answers the id. */
const makeUser = async (name: string, roles: TRole[] = [], memberships: TMembership[] = []) => {
  const user = await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email: emailOf(name), password: PASSWORD, name, roles, memberships },
  );
  ids[name] = user.id;
  return user.id;
};
const signInAs = async (name: string) => {
  cookies[name] = await signIn(ctx.app, emailOf(name), PASSWORD);
  return cookies[name];
};

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await createTestApp({ mail: { smtpUrl: inbox.url, from: 'Questline <noreply@questline.test>' } });
  for (const [name, { roles, memberships }] of Object.entries(PEOPLE)) {
    await makeUser(name, roles, memberships);
    await signInAs(name);
  }
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await inbox.close();
});

const send = (method: 'GET' | 'PUT' | 'POST', url: string, who?: string, payload?: unknown) =>
  injectAs(ctx.app, who ? cookies[who] : undefined, method, url, payload);
const errorOf = (response: { statusCode: number; json: () => unknown }) => [
  response.statusCode,
  (response.json() as { error?: { key: string } }).error?.key,
];
const listUsers = async (query: Record<string, string>, who = 'admin') =>
  resultOf<TAdminUserPage>(await send('GET', `/api/admin/users?${new URLSearchParams(query)}`, who));
const auditCount = async () => (await ctx.db.select({ n: count() }).from(adminAudit))[0]?.n ?? 0;
const meOf = async (cookie: string) => resultOf<TMe | null>(await injectAs(ctx.app, cookie, 'GET', '/api/me'));
const signInStatus = async (name: string, password = PASSWORD) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: PUBLIC_URL },
    payload: { email: emailOf(name), password },
  });
  return response.statusCode === 200 ? [200] : errorOf(response);
};
/** What the database answered a statement: 'done', or its refusal's message. */
const refusalOf = async (statement: PromiseLike<unknown>) => {
  try {
    await statement;
    return 'done';
  } catch (error) {
    return String((error as Error).cause ?? error);
  }
};

describe('who may call user administration', () => {
  const routes = () =>
    [
      ['GET', '/api/admin/users', undefined],
      ['PUT', `/api/admin/users/${ids.learner}/roles`, { roles: ['learnCreator'] }],
      ['POST', `/api/admin/users/${ids.learner}/disable`, {}],
      ['POST', `/api/admin/users/${ids.learner}/enable`, {}],
      ['POST', `/api/admin/users/${ids.learner}/password-reset`, {}],
      ['GET', '/api/admin/audit', undefined],
    ] as const;

  it('refuses anonymous callers (401), then bad requests (400), then everyone but admins (403)', async () => {
    for (const [method, url, body] of routes()) {
      expect([url, ...errorOf(await send(method, url, undefined, body))]).toEqual([url, 401, 'auth_required']);
    }
    for (const [url, body, key] of [
      ['/api/admin/users?role=wizard', undefined, 'invalid_request'],
      ['/api/admin/users?page=0', undefined, 'invalid_request'],
      [`/api/admin/users?q=${'x'.repeat(101)}`, undefined, 'invalid_request'],
      ['/api/admin/audit?page=first', undefined, 'invalid_request'],
      [`/api/admin/users/${ids.learner}/roles`, { roles: ['wizard'] }, 'invalid_request'],
      [`/api/admin/users/${ids.learner}/roles`, { roles: 'learnCreator' }, 'invalid_request'],
      [`/api/admin/users/${ids.learner}/roles`, {}, 'error_isRequired'],
    ] as const) {
      const response = await send(body ? 'PUT' : 'GET', url, 'admin', body);
      expect([url, ...errorOf(response)]).toEqual([url, 400, key]);
    }
    const before = await auditCount();
    for (const who of NOT_ADMINS) {
      for (const [method, url, body] of routes()) {
        expect([who, url, ...errorOf(await send(method, url, who, body))]).toEqual([who, url, 403, 'forbidden']);
      }
    }
    const unknown = await send('PUT', '/api/admin/users/no-such-user/roles', 'admin', { roles: [] });
    expect(errorOf(unknown)).toEqual([404, 'not_found']);
    for (const action of ['disable', 'enable', 'password-reset']) {
      expect(errorOf(await send('POST', `/api/admin/users/no-such-user/${action}`, 'admin', {}))).toEqual([
        404,
        'not_found',
      ]);
    }
    // Nothing refused was done, nor written to the audit trail.
    expect(await auditCount()).toBe(before);
    await ctx.runtime.mailer.idle();
    expect(inbox.mails).toEqual([]);
  });
});

describe('finding users', () => {
  beforeAll(async () => {
    for (let index = 1; index <= ADMIN_USERS_PAGE_SIZE + 3; index++) {
      await makeUser(`Pager${String(index).padStart(2, '0')}`, index % 5 === 0 ? ['learnEditor_JA'] : []);
    }
    await makeUser('100% Sure');
    await signInAs('Pager01');
  }, 120_000);

  it('finds users by any part of their name or e-mail address in any case, newest first, a page at a time', async () => {
    const first = await listUsers({ q: 'PAGER' });
    expect([first.total, first.page, first.pageSize, first.items.length]).toEqual([
      ADMIN_USERS_PAGE_SIZE + 3,
      1,
      ADMIN_USERS_PAGE_SIZE,
      ADMIN_USERS_PAGE_SIZE,
    ]);
    expect(first.items[0]?.name).toBe(`Pager${ADMIN_USERS_PAGE_SIZE + 3}`);
    const second = await listUsers({ q: 'pager', page: '2' });
    expect(second.items.map((user) => user.name)).toEqual(['Pager03', 'Pager02', 'Pager01']);
    // A part of the address only: the domain.
    expect((await listUsers({ q: 'ADMIN-USERS.TEST' })).total).toBeGreaterThan(ADMIN_USERS_PAGE_SIZE + 3);
    // % and _ match themselves, not anything.
    expect((await listUsers({ q: '%' })).items.map((user) => user.name)).toEqual(['100% Sure']);
    expect((await listUsers({ q: 'pager_1' })).total).toBe(0);
    expect(await listUsers({ q: 'nobody at all' })).toMatchObject({ total: 0, items: [] });
  });

  it('filters by role, and answers roles, memberships, the disabled flag, creation and the last sign-in', async () => {
    const editors = await listUsers({ role: 'learnEditor_JA' });
    expect(editors.items.map((user) => user.name)).toEqual(['Pager20', 'Pager15', 'Pager10', 'Pager05']);
    expect((await listUsers({ role: 'learnEditor_JA', q: 'pager1' })).items.map((user) => user.name)).toEqual([
      'Pager15',
      'Pager10',
    ]);
    const learner = (await listUsers({ q: emailOf('learner') })).items[0] as TAdminUser;
    expect(learner).toMatchObject({
      id: ids.learner,
      name: 'learner',
      email: emailOf('learner'),
      roles: [],
      memberships: ['premium'],
      disabled: false,
      disabledAt: null,
    });
    expect(Date.parse(learner.createdAt)).not.toBeNaN();
    expect(Date.parse(learner.lastSignInAt ?? '')).toBeGreaterThanOrEqual(Date.parse(learner.createdAt));
    // Made by the CLI's path and never signed in to: no last sign-in.
    const names = (await listUsers({ q: 'pager0' })).items.map((user) => [user.name, user.lastSignInAt !== null]);
    expect(names.find(([name]) => name === 'Pager01')).toEqual(['Pager01', true]);
    expect(names.find(([name]) => name === 'Pager02')).toEqual(['Pager02', false]);
    expect((await listUsers({ role: 'superAdmin' }, 'root')).items.map((user) => user.roles)).toEqual([['superAdmin']]);
  });

  it('searches through the trigram indexes', async () => {
    await ctx.db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = (await ctx.db.execute(
        sql`explain select id from users where name ilike '%pager%' or email ilike '%pager%'`,
      )) as unknown as { rows: Record<string, string>[] };
      const text = plan.rows.map((row) => Object.values(row).join()).join('\n');
      expect(text).toContain('users_name_trgm_idx');
      expect(text).toContain('users_email_trgm_idx');
    } finally {
      await ctx.db.execute(sql`set enable_seqscan = on`);
    }
  });
});

describe('roles', () => {
  const putRoles = (userId: string, roles: string[], who: string) =>
    send('PUT', `/api/admin/users/${userId}/roles`, who, { roles });

  it('sets every role of §6, language variants included, which the user holds at once', async () => {
    const id = await makeUser('RoleTarget');
    const cookie = await signInAs('RoleTarget');
    const set = resultOf<TAdminUser>(
      await putRoles(id, ['learnEditor_JA', 'learnCreator', 'learnAdmin_DE', 'learnCreator'], 'admin'),
    );
    expect(set.roles).toEqual(['learnAdmin_DE', 'learnCreator', 'learnEditor_JA']);
    expect((await meOf(cookie))?.roles).toEqual(['learnAdmin_DE', 'learnCreator', 'learnEditor_JA']);
    expect(resultOf<TAdminUser>(await putRoles(id, ['learnModerator'], 'admin')).roles).toEqual(['learnModerator']);
    expect((await meOf(cookie))?.roles).toEqual(['learnModerator']);
  });

  it('lets only super admins grant or take admin and super admin, or change an admin’s roles', async () => {
    const id = await makeUser('Promoted');
    const before = await auditCount();
    expect(errorOf(await putRoles(id, ['admin'], 'admin'))).toEqual([403, 'forbidden']);
    expect(errorOf(await putRoles(id, ['superAdmin'], 'admin'))).toEqual([403, 'forbidden']);
    expect(errorOf(await putRoles(ids.otherAdmin as string, [], 'admin'))).toEqual([403, 'forbidden']);
    expect(errorOf(await putRoles(ids.otherAdmin as string, ['admin', 'learnCreator'], 'admin'))).toEqual([
      403,
      'forbidden',
    ]);
    // Not even their own.
    expect(errorOf(await putRoles(ids.admin as string, [], 'admin'))).toEqual([403, 'forbidden']);
    expect(await auditCount()).toBe(before);

    expect(resultOf<TAdminUser>(await putRoles(id, ['admin'], 'root')).roles).toEqual(['admin']);
    expect(resultOf<TAdminUser>(await putRoles(id, [], 'root')).roles).toEqual([]);
  });

  it('never takes the role of the last enabled super admin', async () => {
    const rootId = ids.root as string;
    expect(errorOf(await putRoles(rootId, ['admin'], 'root'))).toEqual([409, 'admin_last_super_admin']);
    const second = await makeUser('SecondRoot');
    resultOf(await putRoles(second, ['superAdmin'], 'root'));
    // With two, either may go; then the one left stays.
    expect(resultOf<TAdminUser>(await putRoles(second, [], 'root')).roles).toEqual([]);
    expect(errorOf(await putRoles(rootId, [], 'root'))).toEqual([409, 'admin_last_super_admin']);
    expect((await meOf(cookies.root as string))?.roles).toEqual(['superAdmin']);
  });
});

describe('disabling and enabling', () => {
  const post = (userId: string, action: 'disable' | 'enable', who: string) =>
    send('POST', `/api/admin/users/${userId}/${action}`, who, {});

  it('ends the user’s open sessions at once and refuses their sign-in until they are enabled', async () => {
    const id = await makeUser('Disabled');
    const cookie = await signInAs('Disabled');
    const otherDevice = await signIn(ctx.app, emailOf('Disabled'), PASSWORD);
    expect((await meOf(cookie))?.id).toBe(id);

    const disabled = resultOf<TAdminUser>(await post(id, 'disable', 'admin'));
    expect([disabled.disabled, Date.parse(disabled.disabledAt ?? '') > 0]).toEqual([true, true]);
    expect(await meOf(cookie)).toBeNull();
    expect(await meOf(otherDevice)).toBeNull();
    expect(errorOf(await injectAs(ctx.app, cookie, 'GET', '/api/users/me/settings'))).toEqual([401, 'auth_required']);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await signInStatus('Disabled')).toEqual([403, 'auth_account_disabled']);
    // A wrong password still reads as one: the account's state is told only to its password's holder.
    expect(await signInStatus('Disabled', 'wrong-password')).toEqual([401, 'auth_invalid_credentials']);
    // Disabling again changes nothing.
    expect(resultOf<TAdminUser>(await post(id, 'disable', 'admin')).disabledAt).toBe(disabled.disabledAt);

    const enabled = resultOf<TAdminUser>(await post(id, 'enable', 'admin'));
    expect([enabled.disabled, enabled.disabledAt]).toEqual([false, null]);
    // The old sessions stay ended; signing in works again.
    expect(await meOf(cookie)).toBeNull();
    expect(await signInStatus('Disabled')).toEqual([200]);
    expect((await meOf(await signInAs('Disabled')))?.id).toBe(id);
  });

  it('refuses a disabled user’s session that is still stored (the current user is never a disabled one)', async () => {
    const id = await makeUser('StillStored');
    const cookie = await signInAs('StillStored');
    await ctx.db.execute(sql`update users set disabled_at = now() where id = ${id}`);
    expect((await ctx.db.select().from(sessions).where(eq(sessions.userId, id))).length).toBeGreaterThan(0);
    expect(await meOf(cookie)).toBeNull();
  });

  it('refuses the session a two-factor confirmation would start for a user disabled meanwhile', async () => {
    const id = await makeUser('TwoFactor');
    const session = await signInAs('TwoFactor');
    const enabled = await injectAs(ctx.app, session, 'POST', '/api/auth/two-factor/enable', { password: PASSWORD });
    const secret = secretOfTotpUri((enabled.json() as { totpURI: string }).totpURI);
    const code = () => ({ code: totpCode(secret) });
    expect((await injectAs(ctx.app, session, 'POST', '/api/auth/two-factor/verify-totp', code())).statusCode).toBe(200);
    // Signing in now asks for a code, with a challenge cookie instead of a session.
    const challenge = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: PUBLIC_URL },
      payload: { email: emailOf('TwoFactor'), password: PASSWORD },
    });
    expect(challenge.json()).toMatchObject({ twoFactorRedirect: true });
    const challengeCookie = ([] as string[])
      .concat(challenge.headers['set-cookie'] ?? [])
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    resultOf(await post(id, 'disable', 'admin'));
    const verified = await injectAs(ctx.app, challengeCookie, 'POST', '/api/auth/two-factor/verify-totp', code());
    expect(errorOf(verified)).toEqual([403, 'auth_account_disabled']);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
  });

  it('refuses disabling oneself, and lets only super admins disable or enable admins', async () => {
    expect(errorOf(await post(ids.admin as string, 'disable', 'admin'))).toEqual([400, 'admin_cannot_disable_self']);
    expect(errorOf(await post(ids.root as string, 'disable', 'root'))).toEqual([400, 'admin_cannot_disable_self']);
    expect(errorOf(await post(ids.otherAdmin as string, 'disable', 'admin'))).toEqual([403, 'forbidden']);
    expect(errorOf(await post(ids.root as string, 'disable', 'admin'))).toEqual([403, 'forbidden']);
    expect(resultOf<TAdminUser>(await post(ids.otherAdmin as string, 'disable', 'root')).disabled).toBe(true);
    expect(await meOf(cookies.otherAdmin as string)).toBeNull();
    expect(errorOf(await post(ids.otherAdmin as string, 'enable', 'admin'))).toEqual([403, 'forbidden']);
    expect(resultOf<TAdminUser>(await post(ids.otherAdmin as string, 'enable', 'root')).disabled).toBe(false);
    await signInAs('otherAdmin');
  });

  it('never disables the last enabled super admin, even for a super admin disabled meanwhile', async () => {
    const second = await makeUser('RaceRoot');
    resultOf(await send('PUT', `/api/admin/users/${second}/roles`, 'root', { roles: ['superAdmin'] }));
    const staleSecond = (await meOf(await signInAs('RaceRoot'))) as TMe;
    resultOf(await post(second, 'disable', 'root'));
    // RaceRoot's request was let in before they were disabled: root is now the only enabled super admin.
    await expect(ctx.db.transaction((tx) => disableUser(tx, staleSecond, ids.root as string))).rejects.toMatchObject({
      key: 'admin_last_super_admin',
    });
    expect((await meOf(cookies.root as string))?.id).toBe(ids.root);
  });
});

describe('password resets', () => {
  it('mails the user a link that resets their password', async () => {
    const id = await makeUser('Forgetful');
    const sent = resultOf<{ email: string }>(await send('POST', `/api/admin/users/${id}/password-reset`, 'admin', {}));
    expect(sent.email).toBe(emailOf('Forgetful'));
    const mail = await inbox.waitFor(emailOf('Forgetful'), (received) => received.subject.includes('Reset'));
    expect(mail.subject).toBe('Reset your Questline password');
    const token = new URL(linkIn(mail, `${PUBLIC_URL}/reset-password?`)).searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: PUBLIC_URL },
      payload: { token, newPassword: 'a-brand-new-password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await signInStatus('Forgetful')).toEqual([401, 'auth_invalid_credentials']);
    expect(await signInStatus('Forgetful', 'a-brand-new-password')).toEqual([200]);
  });
});

describe('the audit trail', () => {
  const audit = async (page = 1) => resultOf<TAuditPage>(await send('GET', `/api/admin/audit?page=${page}`, 'admin'));
  const latest = async () => (await audit()).items[0] as TAuditEntry;

  it('records every action with who, to whom, when, before and after, newest first', async () => {
    const id = await makeUser('Audited');
    const actor = { id: ids.admin, name: 'admin', email: emailOf('admin') };
    const target = { id, name: 'Audited', email: emailOf('Audited') };

    resultOf(await send('PUT', `/api/admin/users/${id}/roles`, 'admin', { roles: ['learnCreator'] }));
    expect(await latest()).toMatchObject({
      action: 'roles_changed',
      actor,
      target,
      before: { roles: [] },
      after: { roles: ['learnCreator'] },
    });
    const before = await auditCount();
    // A change that changes nothing is not one.
    resultOf(await send('PUT', `/api/admin/users/${id}/roles`, 'admin', { roles: ['learnCreator'] }));
    expect(await auditCount()).toBe(before);

    resultOf(await send('PUT', `/api/admin/users/${id}/memberships/premium`, 'admin', { granted: true }));
    expect(await latest()).toMatchObject({
      action: 'membership_granted',
      actor,
      target,
      before: { memberships: [] },
      after: { memberships: ['premium'] },
    });
    resultOf(await send('POST', `/api/admin/users/${id}/disable`, 'admin', {}));
    expect(await latest()).toMatchObject({ action: 'user_disabled', before: { disabled: false } });
    resultOf(await send('POST', `/api/admin/users/${id}/enable`, 'admin', {}));
    expect(await latest()).toMatchObject({ action: 'user_enabled', after: { disabled: false } });
    resultOf(await send('POST', `/api/admin/users/${id}/password-reset`, 'admin', {}));
    expect(await latest()).toMatchObject({
      action: 'password_reset_sent',
      before: null,
      after: { email: emailOf('Audited') },
    });
    // The CLI's membership:revoke goes through the same service, with no actor: the command line.
    await ctx.db.transaction((tx) =>
      setMembership(tx, { userId: id, membership: 'premium', granted: false, actorId: null }),
    );
    const fromCli = await latest();
    expect(fromCli).toMatchObject({ action: 'membership_revoked', actor: null, after: { memberships: [] } });

    expect(Date.parse(fromCli.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists the trail a page at a time, newest first', async () => {
    const id = await makeUser('Toggled');
    let roles: string[] = [];
    for (let index = 0; index < ADMIN_AUDIT_PAGE_SIZE + 1; index++) {
      roles = roles.length ? [] : ['learnModerator'];
      resultOf(await send('PUT', `/api/admin/users/${id}/roles`, 'admin', { roles }));
    }
    const [first, second] = [await audit(), await audit(2)];
    const total = await auditCount();
    expect([first.total, first.pageSize, first.items.length]).toEqual([
      total,
      ADMIN_AUDIT_PAGE_SIZE,
      ADMIN_AUDIT_PAGE_SIZE,
    ]);
    expect(second.items.length).toBe(Math.min(total - ADMIN_AUDIT_PAGE_SIZE, ADMIN_AUDIT_PAGE_SIZE));
    const idsInOrder = [...first.items, ...second.items].map((entry) => entry.id);
    expect(idsInOrder).toEqual([...idsInOrder].sort((a, b) => b - a));
    expect(first.items[0]).toMatchObject({
      action: 'roles_changed',
      target: { id },
      after: { roles },
    });
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE on it', async () => {
    const before = await ctx.db.select().from(adminAudit);
    expect(before.length).toBeGreaterThan(0);
    for (const statement of [
      ctx.db.execute(sql`update admin_audit set action = 'tampered'`),
      ctx.db.update(adminAudit).set({ after: null }),
      ctx.db.delete(adminAudit),
      ctx.db.execute(sql`truncate admin_audit`),
    ]) {
      expect(await refusalOf(statement)).toMatch(/admin_audit is append-only: (UPDATE|DELETE|TRUNCATE) refused/);
    }
    expect(await ctx.db.select().from(adminAudit)).toEqual(before);
  });
});
