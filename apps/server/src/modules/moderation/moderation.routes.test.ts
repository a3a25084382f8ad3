import type { TRole } from '@questline/domain/roles';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { MODERATION_PAGE_SIZE, type TModerationReports } from '@questline/domain/schemas/moderation';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, type TTestContext } from '../../../test/test-app';
import { insertComment, insertCommentReport } from '../comments/comments.repository';
import { createItem, publishItem } from '../content/content.service';
import { addMember, insertGroup, insertPost, insertPostReport } from '../groups/groups.repository';
import { grantRoles } from '../users/users.repository';
import { reportWeeks } from './moderation.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
let tutorialItemId: number;
let groupId: number;

const PEOPLE: Record<string, TRole[]> = {
  ada: [],
  ben: [],
  cy: [],
  moderator: ['learnModerator'],
  editor: ['learnEditor_JA'],
  admin: ['admin'],
  superAdmin: ['superAdmin'],
};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, roles] of Object.entries(PEOPLE)) {
    cookies[name] = await signIn(
      ctx.app,
      `${name}@moderation.test`,
      'password-123',
      `${name[0]?.toUpperCase()}${name.slice(1)}`,
    );
    ids[name] = resultOf<{ id: string }>(await send('GET', '/api/me', name)).id;
    await grantRoles(ctx.db, ids[name] as string, roles);
  }
  const tutorial = await createItem(ctx.db, {
    type: 'tutorial',
    actorId: null,
    document: {
      title: 'Lantern glow',
      description: richTextFromParagraphs(['Make a lantern glow.']),
      sections: [{ id: 's1', type: 'text', title: 'Light it' }],
    },
  });
  await publishItem(ctx.db, { id: tutorial.id, actorId: null });
  tutorialItemId = tutorial.id;
  groupId = (await insertGroup(ctx.db, { name: 'Night owls', ownerId: ids.ada as string })).id;
  for (const who of ['ada', 'ben', 'cy']) await addMember(ctx.db, groupId, ids[who] as string);
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const errorOf = (response: { statusCode: number; json: () => unknown }) => [
  response.statusCode,
  (response.json() as { error: { key: string } }).error.key,
];
const list = async (query = '', who = 'moderator') =>
  resultOf<TModerationReports>(await send('GET', `/api/moderation/reports${query}`, who));
/** Moves the reports so far back in time (a PostgreSQL interval: '21 days'). */
const age = (table: 'comment_reports' | 'group_post_reports', interval: string) =>
  ctx.db.execute(sql.raw(`UPDATE ${table} SET created_at = created_at - interval '${interval}'`));

describe('GET /api/moderation/reports', () => {
  it('checks sign-in, then the query, then the role', async () => {
    expect(errorOf(await send('GET', '/api/moderation/reports'))).toEqual([401, 'auth_required']);
    expect(errorOf(await send('GET', '/api/moderation/reports?status=closed', 'moderator'))).toEqual([
      400,
      'invalid_request',
    ]);
    expect((await send('GET', '/api/moderation/reports?page=0', 'moderator')).statusCode).toBe(400);
    // Site admins are not community moderators (§6), nor are learners.
    for (const who of ['ada', 'admin', 'superAdmin']) {
      expect(errorOf(await send('GET', '/api/moderation/reports', who))).toEqual([403, 'forbidden']);
    }
  });

  it('lists reported comments and posts with every report, newest report first, and counts them by week', async () => {
    const empty = await list();
    expect([empty.items, empty.total, empty.weeks.length]).toEqual([[], 0, 8]);

    const comment = await insertComment(ctx.db, {
      itemId: tutorialItemId,
      sectionId: 's1',
      parentId: null,
      authorId: ids.ben as string,
      content: 'Visit my shop',
    });
    await insertCommentReport(ctx.db, {
      commentId: comment.id,
      userId: ids.ada as string,
      type: 'spam',
      content: null,
    });
    // PGlite's clock counts milliseconds: two reports written at once could share a time and tie for "newest".
    await age('comment_reports', '1 second');
    await insertCommentReport(ctx.db, {
      commentId: comment.id,
      userId: ids.cy as string,
      type: 'other',
      content: 'Advertising again',
    });
    // Older reports: three weeks back.
    await age('comment_reports', '21 days');
    const post = await insertPost(ctx.db, { groupId, authorId: ids.cy as string, text: 'Rude words' });
    await insertPostReport(ctx.db, { postId: post.id, userId: ids.ada as string, type: 'harassment', content: null });
    // A comment nobody reported is not listed.
    await insertComment(ctx.db, {
      itemId: tutorialItemId,
      sectionId: 's1',
      parentId: null,
      authorId: ids.ada as string,
      content: 'Nice lantern',
    });

    const page = await list();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: MODERATION_PAGE_SIZE });
    expect(page.items.map((item) => [item.kind, item.text])).toEqual([
      ['post', 'Rude words'],
      ['comment', 'Visit my shop'],
    ]);
    const [reportedPost, reportedComment] = page.items;
    expect(reportedPost).toMatchObject({
      id: String(post.id),
      groupId,
      hidden: false,
      author: { id: ids.cy, name: 'Cy', blocked: false },
      where: { title: 'Night owls', url: `/groups/${groupId}` },
      reports: [{ type: 'harassment', content: null, reporter: { id: ids.ada, name: 'Ada' } }],
    });
    expect(reportedComment).toMatchObject({
      id: String(comment.id),
      groupId: null,
      author: { id: ids.ben, name: 'Ben' },
      where: { title: 'Lantern glow', url: `/tutorial/lantern-glow?messageId=${comment.id}#s1` },
    });
    // Newest report first, each with its reporter and time.
    expect(reportedComment?.reports.map((report) => [report.type, report.content, report.reporter.name])).toEqual([
      ['other', 'Advertising again', 'Cy'],
      ['spam', null, 'Ada'],
    ]);
    expect(Date.parse(reportedComment?.lastReportedAt ?? '')).toBeLessThan(Date.now() - 20 * 86_400_000);

    const mondays = reportWeeks(new Date()).map((monday) => monday.toISOString().slice(0, 10));
    expect(page.weeks.map((week) => week.weekStart)).toEqual(mondays);
    expect(page.weeks.at(-1)).toEqual({ weekStart: mondays.at(-1), comments: 0, posts: 1 });
    expect(page.weeks.reduce((sum, week) => sum + week.comments, 0)).toBe(2);
    expect(page.weeks.filter((week) => week.comments > 0).map((week) => week.weekStart)).toHaveLength(1);
    // Learn editors (any language) moderate too.
    expect((await list('', 'editor')).total).toBe(2);
  });

  it('moves hidden items to the hidden list, shows blocked authors, and pages', async () => {
    const { items } = await list();
    const post = items.find((item) => item.kind === 'post');
    const comment = items.find((item) => item.kind === 'comment');
    resultOf(
      await send('POST', `/api/groups/${post?.groupId}/posts/${post?.id}/hidden`, 'moderator', { hidden: true }),
    );
    resultOf(await send('PUT', `/api/community/comments/${comment?.id}/hidden`, 'moderator', { hidden: true }));
    resultOf(await send('PUT', `/api/community/postingBlocks/${ids.ben}`, 'moderator', { blocked: true }));
    expect((await list('?status=open')).items).toEqual([]);
    const hidden = await list('?status=hidden');
    expect(hidden.items.map((item) => [item.kind, item.hidden])).toEqual([
      ['post', true],
      ['comment', true],
    ]);
    expect(hidden.items.find((item) => item.kind === 'comment')?.author.blocked).toBe(true);
    expect((await list('?status=all')).total).toBe(2);
    const second = await list('?status=all&page=2');
    expect([second.items, second.total, second.page]).toEqual([[], 2, 2]);
  });
});

describe('reportWeeks', () => {
  it('answers the Mondays (UTC) of the last eight weeks, this one last', () => {
    const weeks = reportWeeks(new Date('2026-03-05T10:00:00Z'));
    expect(weeks.map((week) => week.toISOString().slice(0, 10))).toEqual([
      '2026-01-12',
      '2026-01-19',
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
    ]);
    expect(reportWeeks(new Date('2026-03-08T23:59:00Z')).at(-1)?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(reportWeeks(new Date('2026-03-09T00:00:00Z')).at(-1)?.toISOString()).toBe('2026-03-09T00:00:00.000Z');
  });
});
