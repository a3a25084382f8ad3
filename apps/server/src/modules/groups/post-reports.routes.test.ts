import type { TRole } from '@questline/domain/roles';
import type { TGroupDetail, TGroupPostPage } from '@questline/domain/schemas/groups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, type TTestContext } from '../../../test/test-app';
import { grantRoles } from '../users/users.repository';
import { addMember, insertGroup, insertPost, setPostFeatured } from './groups.repository';

/** Reporting a group post (members, another's post, once) and hiding one (learn moderators). */
let ctx: TTestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
let groupId: number;
let otherGroupId: number;

const PEOPLE: Record<string, TRole[]> = {
  owner: [],
  member: [],
  outsider: [],
  moderator: ['learnModerator'],
  admin: ['admin'],
};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, roles] of Object.entries(PEOPLE)) {
    cookies[name] = await signIn(ctx.app, `${name}@post-reports.test`, 'password-123', name);
    ids[name] = resultOf<{ id: string }>(await send('GET', '/api/me', name)).id;
    await grantRoles(ctx.db, ids[name] as string, roles);
  }
  groupId = (await insertGroup(ctx.db, { name: 'Reported club', ownerId: ids.owner as string })).id;
  otherGroupId = (await insertGroup(ctx.db, { name: 'Other club', ownerId: ids.member as string })).id;
  for (const who of ['owner', 'member']) await addMember(ctx.db, groupId, ids[who] as string);
  await addMember(ctx.db, otherGroupId, ids.member as string);
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const errorOf = (response: { statusCode: number; json: () => unknown }) => [
  response.statusCode,
  (response.json() as { error: { key: string } }).error.key,
];
const newPost = async (text: string, author = 'owner') =>
  (await insertPost(ctx.db, { groupId, authorId: ids[author] as string, text })).id;
const report = (postId: number, body: unknown, who = 'member', group = groupId) =>
  send('POST', `/api/groups/${group}/posts/${postId}/report`, who, body);
const hide = (postId: number, hidden: unknown, who = 'moderator', group = groupId) =>
  send('POST', `/api/groups/${group}/posts/${postId}/hidden`, who, { hidden });
const postTexts = async (who = 'member') =>
  resultOf<TGroupPostPage>(await send('GET', `/api/groups/${groupId}/posts`, who)).posts.map((post) => post.text);

describe('POST /api/groups/{groupId}/posts/{postId}/report', () => {
  it('checks sign-in, then the report, then membership and authorship', async () => {
    const postId = await newPost('Buy cheap watches');
    expect(errorOf(await report(postId, { type: 'spam' }, ''))).toEqual([401, 'auth_required']);
    expect(errorOf(await report(postId, {}))).toEqual([400, 'error_isRequired']);
    expect(errorOf(await report(postId, { type: 'other' }))).toEqual([400, 'comment_report_reason_required']);
    expect(errorOf(await report(postId, { type: 'spam' }, 'outsider'))).toEqual([403, 'forbidden']);
    expect(errorOf(await report(postId, { type: 'spam' }, 'owner'))).toEqual([403, 'forbidden']);
    expect(errorOf(await report(999_999, { type: 'spam' }))).toEqual([404, 'not_found']);
    // A post id under another group's path names nothing there.
    expect(errorOf(await report(postId, { type: 'spam' }, 'member', otherGroupId))).toEqual([404, 'not_found']);
  });

  it('takes one report per member and post', async () => {
    const postId = await newPost('You are all idiots');
    expect(resultOf(await report(postId, { type: 'other', content: 'Insults everyone' }))).toEqual({
      id: postId,
      reported: true,
    });
    expect(errorOf(await report(postId, { type: 'harassment' }))).toEqual([409, 'post_already_reported']);
  });
});

describe('POST /api/groups/{groupId}/posts/{postId}/hidden', () => {
  it('checks sign-in, then the body, then the role, then the post', async () => {
    const postId = await newPost('Hide me maybe');
    expect(errorOf(await hide(postId, true, ''))).toEqual([401, 'auth_required']);
    expect(errorOf(await hide(postId, 'yes'))).toEqual([400, 'invalid_request']);
    // Site admins are not moderators, and members hide nothing.
    for (const who of ['member', 'owner', 'admin'])
      expect(errorOf(await hide(postId, true, who))).toEqual([403, 'forbidden']);
    expect(errorOf(await hide(999_999, true))).toEqual([404, 'not_found']);
    expect(await postTexts()).toContain('Hide me maybe');
  });

  it('hides a post from its members, its featured list and reposts, until a moderator shows it again', async () => {
    const postId = await newPost('Spam, featured');
    await setPostFeatured(ctx.db, postId, true);
    resultOf(await send('POST', `/api/groups/${groupId}/posts/${postId}/repost`, 'member', { groupId: otherGroupId }));
    expect(resultOf(await hide(postId, true))).toEqual({ id: postId, hidden: true });
    expect(await postTexts()).not.toContain('Spam, featured');
    const detail = resultOf<TGroupDetail>(await send('GET', `/api/groups/${groupId}`, 'member'));
    expect(detail.featuredPosts.map((post) => post.id)).not.toContain(postId);
    const reposts = resultOf<TGroupPostPage>(await send('GET', `/api/groups/${otherGroupId}/posts`, 'member'));
    expect(reposts.posts[0]?.repostOf).toBeNull();
    // Hidden, the post cannot be edited, reported or reposted by members.
    expect(errorOf(await report(postId, { type: 'spam' }))).toEqual([404, 'not_found']);
    expect(
      errorOf(await send('POST', `/api/groups/${groupId}/posts/${postId}`, 'owner', { text: 'Sneaky edit' })),
    ).toEqual([404, 'not_found']);
    expect(resultOf(await hide(postId, false))).toEqual({ id: postId, hidden: false });
    expect(await postTexts()).toContain('Spam, featured');
    const shownAgain = resultOf<TGroupPostPage>(await send('GET', `/api/groups/${otherGroupId}/posts`, 'member'));
    expect(shownAgain.posts[0]?.repostOf?.id).toBe(postId);
  });
});
