import { itemId } from '@questline/domain/ids';
import { ACCOUNT_EXPORT_FORMAT, type TAccountExport } from '@questline/domain/schemas/account';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveEverything, userReferences } from '../../../test/account-data';
import { createTestApp, injectAs, resultOf, signIn, type TTestContext } from '../../../test/test-app';
import { accounts, sessions } from '../../db/schema';
import { EXPORTED_USER_REFERENCES } from './export.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const people: Record<string, { id: string; email: string }> = {};
let made: Awaited<ReturnType<typeof giveEverything>>;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['learner', 'other']) {
    const email = `${who}@export.test`;
    cookies[who] = await signIn(ctx.app, email, 'correct-horse-battery', `${who} name`);
    people[who] = { id: resultOf<{ id: string }>(await injectAs(ctx.app, cookies[who], 'GET', '/api/me')).id, email };
  }
  made = await giveEverything(ctx, people.learner as never, people.other as never);
}, 120_000);
afterAll(() => ctx?.close());

const exportOf = async (who: string) => {
  const response = await injectAs(ctx.app, cookies[who], 'GET', '/api/me/export');
  expect(response.statusCode, response.body).toBe(200);
  return { response, data: response.json() as TAccountExport };
};

/** The value at a section's path ('likes.comments'). */
const sectionOf = (data: TAccountExport, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], data);
const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined);

describe('GET /api/me/export', () => {
  it('answers 401 to anonymous callers', async () => {
    const response = await injectAs(ctx.app, undefined, 'GET', '/api/me/export');
    expect([response.statusCode, response.json().error.key]).toEqual([401, 'auth_required']);
  });

  it('exports every column that points at a user: a users-referencing table without a section fails here', () => {
    const references = userReferences();
    expect(references.length).toBeGreaterThan(30);
    expect(references.filter((reference) => !(reference in EXPORTED_USER_REFERENCES))).toEqual([]);
    expect(Object.keys(EXPORTED_USER_REFERENCES).filter((reference) => !references.includes(reference))).toEqual([]);
  });

  it('is a JSON download named for the day, with a filled section for every table holding the user', async () => {
    const { response, data } = await exportOf('learner');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="questline-export-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(data.format).toBe(ACCOUNT_EXPORT_FORMAT);
    const empty = Object.entries(EXPORTED_USER_REFERENCES).filter(([, path]) => !filled(sectionOf(data, path)));
    expect(empty).toEqual([]);
    // And what names the address rather than the account.
    expect(data.groupInvitationsReceived).toEqual([
      expect.objectContaining({ groupId: made.othersGroup.id, name: made.othersGroup.name }),
    ]);
    expect(data.edlabSeatsHeld).toHaveLength(1);
  });

  it('holds the profile, settings, progress, quiz answers, community and authored content as the user sees them', async () => {
    const { data } = await exportOf('learner');
    const learner = people.learner as { id: string; email: string };
    expect(data.profile).toMatchObject({ id: learner.id, email: learner.email, name: 'learner name' });
    expect(data.settings).toMatchObject({ emailNotifications: true, showProgressOnProfile: false, topics: [] });
    expect(data.roles.map((row) => row.role)).toEqual(['learnCreator', 'learnModerator']);
    expect(data.memberships.map((row) => row.membership)).toEqual(['edlabMember', 'premium']);
    expect(data.records.map((row) => row.itemId).sort()).toEqual(
      [itemId('tutorial', made.lesson.id), expect.stringMatching(/^lqz_/)].sort(),
    );
    expect(data.quizAnswers).toEqual([
      expect.objectContaining({ type: 'quiz', title: 'A quiz', attempts: [expect.objectContaining({ id: 'a1' })] }),
    ]);
    // Quiz attempts are listed once, under quizAnswers.
    expect(data.records.every((row) => !('answers' in (row.data as object)))).toBe(true);
    expect(data.experience).toEqual([expect.objectContaining({ categoryId: 'xp.01', points: 30 })]);
    expect(data.badges).toEqual([
      expect.objectContaining({
        badgeId: expect.stringMatching(/^lbg_/),
        sourceId: itemId('tutorial', made.lesson.id),
      }),
    ]);
    expect(data.rewards).toEqual([expect.objectContaining({ packageId: 'package-1' })]);
    expect(data.savedItems).toEqual([expect.objectContaining({ itemId: itemId('tutorial', made.lesson.id) })]);
    expect(data.comments).toEqual([
      expect.objectContaining({
        id: made.comment.id,
        content: 'My comment',
        itemId: itemId('tutorial', made.lesson.id),
      }),
    ]);
    expect(data.likes).toEqual({
      comments: [expect.objectContaining({ commentId: made.othersComment.id })],
      submissions: [expect.objectContaining({ submissionId: itemId('submission', made.othersSubmission.id) })],
    });
    expect(data.submissions).toEqual([
      expect.objectContaining({ id: itemId('submission', made.submission.id), title: 'My build' }),
    ]);
    expect(data.groupPosts).toEqual([expect.objectContaining({ id: made.post.id, text: 'My post' })]);
    expect(data.groupsOwned.map((row) => row.name).sort()).toEqual([made.alone.name, made.shared.name].sort());
    expect(data.groupMemberships).toHaveLength(3);
    expect(data.uploads.map((row) => row.fileId).sort()).toEqual([made.image.id, made.zip.id].sort());
    expect(data.authoredContent).toEqual([
      expect.objectContaining({
        itemId: itemId('tutorial', made.authored.id),
        title: 'Authored by the departing',
        owner: true,
        author: true,
        status: 'published',
      }),
    ]);
    expect(data.publishedVersions).toEqual([
      expect.objectContaining({ itemId: itemId('tutorial', made.authored.id), version: 1 }),
    ]);
  });

  it('leaves out credentials: session tokens, password hashes, the TOTP secret and backup codes', async () => {
    const learner = people.learner as { id: string };
    const { response, data } = await exportOf('learner');
    const tokens = await ctx.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, learner.id));
    const [account] = await ctx.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, learner.id));
    expect(tokens.length).toBeGreaterThan(0);
    for (const { token } of tokens) expect(response.body).not.toContain(token);
    expect(response.body).not.toContain(account?.password as string);
    expect(response.body).not.toContain('TOTP-SECRET-NEVER-EXPORTED');
    expect(response.body).not.toContain('BACKUP-CODES-NEVER-EXPORTED');
    expect(data.sessions.length).toBe(tokens.length);
    expect(data.signInMethods).toEqual([expect.objectContaining({ providerId: 'credential', hasPassword: true })]);
    expect(data.twoFactor).toEqual(expect.objectContaining({ verified: true }));
  });

  it('holds only the caller’s own data', async () => {
    const { data } = await exportOf('other');
    const other = people.other as { id: string; email: string };
    expect(data.profile).toMatchObject({ id: other.id, email: other.email });
    expect(data.comments.map((row) => row.content).sort()).toEqual(['A reply to it', 'Their comment']);
    expect(data.groupsOwned).toEqual([expect.objectContaining({ name: made.othersGroup.name })]);
    expect(data.quizAnswers).toEqual([]);
    expect(data.twoFactor).toBeNull();
  });
});
