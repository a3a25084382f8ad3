import type { TGroupDetail, TGroupPost, TGroupPostPage, TMyGroups } from '@questline/domain/schemas/groups';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, type TTestContext } from '../../../test/test-app';
import { groupMembers, groups, posters, userPresence } from '../../db/schema';
import { setPostingBlocked } from '../community/community.repository';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const send = sendAs(() => ctx.app, cookies);
const ok = resultOf;
const PEOPLE = ['ada', 'bob', 'cy'] as const;

const errorOf = (response: { statusCode: number; json: () => unknown }) => [
  response.statusCode,
  (response.json() as { error: { key: string } }).error.key,
];

beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of PEOPLE) {
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'correct-horse-battery', `${name} Person`);
    ids[name] = ok<{ id: string }>(await send('GET', '/api/me', name)).id;
  }
}, 180_000);
afterAll(() => ctx.close());

/** Posting tests start with nobody's slot taken: the 10 s throttle is tested on its own. */
beforeEach(async () => {
  await ctx.db.delete(posters);
});

const createGroup = async (name: string, who = 'ada') =>
  ok<{ group: { id: number } }>(await send('POST', '/api/groups', who, { name })).group.id;

/** A group owned by `owner` with the others as members (invited, then joined). */
const groupWith = async (name: string, owner: string, members: readonly string[]) => {
  const id = await createGroup(name, owner);
  if (members.length)
    ok(
      await send('POST', `/api/groups/${id}/invitations`, owner, {
        emails: members.map((member) => `${member}@example.test`),
      }),
    );
  for (const member of members) ok(await send('POST', `/api/groups/${id}/join`, member));
  return id;
};

const post = async (groupId: number, who: string, text: string) => {
  await ctx.db.delete(posters);
  return ok<{ post: TGroupPost }>(await send('POST', `/api/groups/${groupId}/posts`, who, { text })).post;
};

describe('groups', () => {
  it('answers 401 to anonymous callers on every route', async () => {
    const calls: ['GET' | 'POST', string][] = [
      ['GET', '/api/groups'],
      ['POST', '/api/groups'],
      ['GET', '/api/groups/1'],
      ['POST', '/api/groups/1'],
      ['POST', '/api/groups/1/delete'],
      ['POST', '/api/groups/1/invitations'],
      ['POST', '/api/groups/1/join'],
      ['POST', '/api/groups/1/leave'],
      ['GET', '/api/groups/1/posts'],
      ['POST', '/api/groups/1/posts'],
      ['POST', '/api/groups/1/posts/1'],
      ['POST', '/api/groups/1/posts/1/delete'],
      ['POST', '/api/groups/1/posts/1/repost'],
      ['POST', '/api/groups/1/posts/1/featured'],
      ['POST', '/api/users/me/heartbeat'],
    ];
    for (const [method, url] of calls)
      expect(errorOf(await send(method, url, undefined, method === 'POST' ? {} : undefined)), url).toEqual([
        401,
        'auth_required',
      ]);
  });

  it('creates a group owned by its creator, who is its first member; names are unique whatever their case', async () => {
    const created = ok<{ group: Record<string, unknown> }>(
      await send('POST', '/api/groups', 'ada', { name: '  Level Designers ' }),
    );
    expect(created.group).toMatchObject({ name: 'Level Designers', ownerId: ids.ada, memberCount: 1, isOwner: true });
    const mine = ok<TMyGroups>(await send('GET', '/api/groups', 'ada'));
    expect(mine.groups.map((group) => group.name)).toContain('Level Designers');

    const duplicate = await send('POST', '/api/groups', 'bob', { name: 'level DESIGNERS' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error).toEqual({
      key: 'group_name_duplicate',
      fields: [{ path: 'name', key: 'group_name_duplicate' }],
    });
    expect(errorOf(await send('POST', '/api/groups', 'bob', { name: '   ' }))).toEqual([400, 'error_isRequired']);
    expect(errorOf(await send('POST', '/api/groups', 'bob', {}))).toEqual([400, 'error_isRequired']);
    expect(errorOf(await send('POST', '/api/groups', 'bob', { name: 'x'.repeat(81) }))).toEqual([
      400,
      'group_name_too_long',
    ]);
    const [{ total }] = (await ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(groups)
      .where(sql`lower(${groups.name}) = 'level designers'`)) as [{ total: number }];
    expect(total).toBe(1);
  });

  it('lets only the owner rename, to a name no other group holds, and answers changes_saved_successfully', async () => {
    const id = await groupWith('Shader Circle', 'ada', ['bob']);
    await createGroup('Taken Name', 'cy');
    expect(errorOf(await send('POST', `/api/groups/${id}`, 'bob', { name: 'Mine now' }))).toEqual([403, 'forbidden']);
    expect(errorOf(await send('POST', `/api/groups/${id}`, 'ada', { name: 'TAKEN name' }))).toEqual([
      400,
      'group_name_duplicate',
    ]);
    expect(errorOf(await send('POST', '/api/groups/999999', 'ada', { name: 'Nowhere' }))).toEqual([404, 'not_found']);
    // Its own name in another case is no clash.
    const renamed = ok<{ group: { name: string; memberCount: number }; message: string }>(
      await send('POST', `/api/groups/${id}`, 'ada', { name: 'SHADER circle' }),
    );
    expect(renamed).toMatchObject({
      group: { name: 'SHADER circle', memberCount: 2 },
      message: 'changes_saved_successfully',
    });
  });

  it('deletes a group only for its owner and only once nobody else belongs to it', async () => {
    const id = await groupWith('Short Lived', 'ada', ['bob']);
    expect(errorOf(await send('POST', `/api/groups/${id}/delete`, 'bob'))).toEqual([403, 'forbidden']);
    expect(errorOf(await send('POST', `/api/groups/${id}/delete`, 'ada'))).toEqual([400, 'group_can_not_delete']);
    ok(await send('POST', `/api/groups/${id}/leave`, 'bob'));
    expect(ok(await send('POST', `/api/groups/${id}/delete`, 'ada'))).toEqual({ message: 'group_deleted' });
    expect(errorOf(await send('GET', `/api/groups/${id}`, 'ada'))).toEqual([404, 'not_found']);
    expect(errorOf(await send('GET', '/api/groups/not-a-number', 'ada'))).toEqual([404, 'not_found']);
  });

  it('refuses the owner leaving with group_GroupOwnerLeave; a member leaves with group_left', async () => {
    const id = await groupWith('Sticky', 'ada', ['bob']);
    expect(errorOf(await send('POST', `/api/groups/${id}/leave`, 'ada'))).toEqual([400, 'group_GroupOwnerLeave']);
    expect(errorOf(await send('POST', `/api/groups/${id}/leave`, 'cy'))).toEqual([403, 'forbidden']);
    expect(ok(await send('POST', `/api/groups/${id}/leave`, 'bob'))).toEqual({ message: 'group_left' });
    const members = await ctx.db.select().from(groupMembers).where(eq(groupMembers.groupId, id));
    expect(members.map((member) => member.userId)).toEqual([ids.ada]);
  });
});

describe('invitations', () => {
  it('refuses no address with should_select_user and a malformed one with not_valid_email, inviting nobody', async () => {
    const id = await createGroup('Careful Inviters');
    const cases: [unknown, { path: string; key: string }[]][] = [
      [{}, [{ path: 'emails', key: 'should_select_user' }]],
      [{ emails: [] }, [{ path: 'emails', key: 'should_select_user' }]],
      [{ emails: ['bob@example.test', 'not an address'] }, [{ path: 'emails.1', key: 'not_valid_email' }]],
      [{ emails: ['@example.test'] }, [{ path: 'emails.0', key: 'not_valid_email' }]],
      [
        { emails: Array.from({ length: 21 }, (_, n) => `p${n}@example.test`) },
        [{ path: 'emails', key: 'group_invitations_too_many' }],
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await send('POST', `/api/groups/${id}/invitations`, 'ada', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toEqual({ key: fields[0]?.key, fields });
    }
    expect(ok<TGroupDetail>(await send('GET', `/api/groups/${id}`, 'ada')).pendingInvitations).toEqual([]);
    expect(ok<TMyGroups>(await send('GET', '/api/groups', 'bob')).invitations).toEqual([]);
  });

  it('lets members invite, skips members and repeats, and lets the invited user accept or decline', async () => {
    const id = await createGroup('Open Door');
    expect(
      errorOf(await send('POST', `/api/groups/${id}/invitations`, 'cy', { emails: ['bob@example.test'] })),
    ).toEqual([403, 'forbidden']);
    const sent = ok(
      await send('POST', `/api/groups/${id}/invitations`, 'ada', {
        emails: [' BOB@example.test', 'ada@example.test', 'cy@example.test'],
      }),
    );
    expect(sent).toEqual({
      invited: ['bob@example.test', 'cy@example.test'],
      skipped: ['ada@example.test'],
      message: 'group_invitations_sent',
    });
    expect(
      ok(await send('POST', `/api/groups/${id}/invitations`, 'ada', { emails: ['bob@example.test'] })),
    ).toMatchObject({ invited: [], skipped: ['bob@example.test'] });

    // Invitees read the invitation; they do not see inside the group until they join.
    const bobs = ok<TMyGroups>(await send('GET', '/api/groups', 'bob'));
    expect(bobs.invitations).toEqual([
      expect.objectContaining({ group: { id, name: 'Open Door' }, invitedBy: 'ada Person' }),
    ]);
    expect(errorOf(await send('GET', `/api/groups/${id}`, 'bob'))).toEqual([403, 'forbidden']);
    expect(errorOf(await send('GET', `/api/groups/${id}/posts`, 'bob'))).toEqual([403, 'forbidden']);

    expect(ok(await send('POST', `/api/groups/${id}/join`, 'bob'))).toMatchObject({
      group: { id, memberCount: 2, isOwner: false },
      message: 'group_joined',
    });
    expect(ok(await send('POST', `/api/groups/${id}/decline`, 'cy'))).toEqual({ declined: true });
    expect(errorOf(await send('POST', `/api/groups/${id}/join`, 'cy'))).toEqual([404, 'group_invitation_not_found']);
    const detail = ok<TGroupDetail>(await send('GET', `/api/groups/${id}`, 'bob'));
    expect(detail.members.map((member) => member.id)).toEqual([ids.ada, ids.bob]);
    expect(detail.pendingInvitations).toEqual([]);
    expect(ok<TMyGroups>(await send('GET', '/api/groups', 'bob')).invitations).toEqual([]);
  });

  it('keeps an invitation to an address without an account until someone registers with it', async () => {
    const id = await createGroup('Future Friends');
    ok(await send('POST', `/api/groups/${id}/invitations`, 'ada', { emails: ['newcomer@example.test'] }));
    expect(ok<TGroupDetail>(await send('GET', `/api/groups/${id}`, 'ada')).pendingInvitations).toEqual([
      expect.objectContaining({ email: 'newcomer@example.test' }),
    ]);
    cookies.newcomer = await signIn(ctx.app, 'newcomer@example.test', 'correct-horse-battery', 'New Comer');
    expect(ok<TMyGroups>(await send('GET', '/api/groups', 'newcomer')).invitations).toEqual([
      expect.objectContaining({ group: { id, name: 'Future Friends' } }),
    ]);
    ok(await send('POST', `/api/groups/${id}/join`, 'newcomer'));
    expect(ok<TGroupDetail>(await send('GET', `/api/groups/${id}`, 'newcomer')).members).toHaveLength(2);
  });
});

describe('posts', () => {
  it('lets members post and refuses empty posts, outsiders, blocked users and a second post within 10 s', async () => {
    const id = await groupWith('Posting Floor', 'ada', ['bob']);
    expect(errorOf(await send('POST', `/api/groups/${id}/posts`, 'bob', { text: '  \n ' }))).toEqual([
      400,
      'post_can_not_be_empty',
    ]);
    expect(errorOf(await send('POST', `/api/groups/${id}/posts`, 'bob', {}))).toEqual([400, 'post_can_not_be_empty']);
    expect(errorOf(await send('POST', `/api/groups/${id}/posts`, 'bob', { text: 'x'.repeat(5001) }))).toEqual([
      400,
      'post_too_long',
    ]);
    expect(errorOf(await send('POST', `/api/groups/${id}/posts`, 'cy', { text: 'Let me in' }))).toEqual([
      403,
      'post_AuthorizationError',
    ]);
    expect(errorOf(await send('POST', '/api/groups/999999/posts', 'cy', { text: 'Anyone?' }))).toEqual([
      404,
      'not_found',
    ]);

    const first = ok<{ post: TGroupPost }>(await send('POST', `/api/groups/${id}/posts`, 'bob', { text: ' Hello! ' }));
    expect(first.post).toMatchObject({
      groupId: id,
      kind: 'post',
      text: 'Hello!',
      author: { id: ids.bob, displayName: 'bob Person', profileUrl: `/u/${ids.bob}` },
      featured: false,
      repostOf: null,
      canEdit: true,
      canDelete: true,
    });
    const throttled = await send('POST', `/api/groups/${id}/posts`, 'bob', { text: 'Again' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error).toEqual({ key: 'post_ThrottlingError', params: { seconds: 10 } });

    // A block answers you_are_blocked even once the throttle has passed.
    await ctx.db.update(posters).set({ lastPostedAt: sql`now() - interval '1 minute'` });
    await setPostingBlocked(ctx.db, ids.bob as string, true, ids.ada as string);
    expect(errorOf(await send('POST', `/api/groups/${id}/posts`, 'bob', { text: 'Blocked?' }))).toEqual([
      403,
      'you_are_blocked',
    ]);
    const page = ok<TGroupPostPage>(await send('GET', `/api/groups/${id}/posts`, 'ada'));
    expect(page.posts.map((entry) => entry.text)).toEqual(['Hello!']);
    expect(page.posts[0]).toMatchObject({ canEdit: false, canDelete: false });
  });

  it('lets only the author edit and delete a post, answering post_deleted', async () => {
    const id = await groupWith('Editing Room', 'ada', ['bob']);
    const mine = await post(id, 'bob', 'First draft');
    await ctx.db.delete(posters);
    const url = `/api/groups/${id}/posts/${mine.id}`;
    expect(errorOf(await send('POST', url, 'ada', { text: 'Owner rewrite' }))).toEqual([
      403,
      'post_AuthorizationError',
    ]);
    expect(errorOf(await send('POST', url, 'cy', { text: 'Outsider rewrite' }))).toEqual([
      403,
      'post_AuthorizationError',
    ]);
    expect(errorOf(await send('POST', url, 'bob', { text: ' ' }))).toEqual([400, 'post_can_not_be_empty']);
    const edited = ok<{ post: TGroupPost }>(await send('POST', url, 'bob', { text: 'Second draft' })).post;
    expect(edited).toMatchObject({ text: 'Second draft', editedAt: expect.any(String) });
    // An edit takes no posting slot: right after it, bob may still post.
    expect((await send('POST', `/api/groups/${id}/posts`, 'bob', { text: 'New one' })).statusCode).toBe(200);

    expect(errorOf(await send('POST', `${url}/delete`, 'ada'))).toEqual([403, 'post_AuthorizationError']);
    expect(errorOf(await send('POST', `/api/groups/${id}/posts/999999/delete`, 'bob'))).toEqual([404, 'not_found']);
    expect(ok(await send('POST', `${url}/delete`, 'bob'))).toEqual({ message: 'post_deleted' });
    const page = ok<TGroupPostPage>(await send('GET', `/api/groups/${id}/posts`, 'bob'));
    expect(page.posts.map((entry) => entry.text)).toEqual(['New one']);
  });

  it('reposts into another group of the reposter, answering repost_succeeded, and refuses any other target', async () => {
    const source = await groupWith('Source Group', 'bob', ['ada']);
    const target = await groupWith('Target Group', 'ada', []);
    const foreign = await groupWith('Foreign Group', 'cy', []);
    const original = await post(source, 'bob', 'Worth sharing');
    const url = `/api/groups/${source}/posts/${original.id}/repost`;
    for (const body of [{ groupId: source }, { groupId: foreign }, { groupId: 999999 }, {}, { groupId: 'x' }]) {
      expect(errorOf(await send('POST', url, 'ada', body)), JSON.stringify(body)).toEqual([
        400,
        'repost_validation_failed',
      ]);
    }
    expect(errorOf(await send('POST', url, 'cy', { groupId: foreign }))).toEqual([403, 'post_AuthorizationError']);

    const reposted = ok<{ post: TGroupPost; message: string }>(
      await send('POST', url, 'ada', { groupId: target, text: 'Look at this' }),
    );
    expect(reposted.message).toBe('repost_succeeded');
    expect(reposted.post).toMatchObject({
      groupId: target,
      kind: 'repost',
      text: 'Look at this',
      author: { id: ids.ada },
      repostOf: {
        id: original.id,
        group: { id: source, name: 'Source Group' },
        author: { id: ids.bob },
        text: 'Worth sharing',
      },
    });
    // A repost takes the posting slot like a post.
    expect(errorOf(await send('POST', url, 'ada', { groupId: target }))).toEqual([429, 'post_ThrottlingError']);
    await ctx.db.delete(posters);
    // Reposting the repost back into the original's group is refused.
    expect(
      errorOf(await send('POST', `/api/groups/${target}/posts/${reposted.post.id}/repost`, 'ada', { groupId: source })),
    ).toEqual([400, 'repost_validation_failed']);

    // Once the original is deleted, the repost stays and says so.
    ok(await send('POST', `/api/groups/${source}/posts/${original.id}/delete`, 'bob'));
    const page = ok<TGroupPostPage>(await send('GET', `/api/groups/${target}/posts`, 'ada'));
    expect(page.posts[0]).toMatchObject({ kind: 'repost', text: 'Look at this', repostOf: null });
  });

  it('lets the owner feature and unfeature posts, with their success keys', async () => {
    const id = await groupWith('Gallery', 'ada', ['bob']);
    const shown = await post(id, 'bob', 'My best render');
    const url = `/api/groups/${id}/posts/${shown.id}/featured`;
    expect(errorOf(await send('POST', url, 'bob', { featured: true }))).toEqual([403, 'forbidden']);
    expect(errorOf(await send('POST', url, 'ada', {}))).toEqual([400, 'error_isRequired']);
    const featured = ok<{ post: TGroupPost; message: string }>(await send('POST', url, 'ada', { featured: true }));
    expect(featured).toMatchObject({ post: { featured: true }, message: 'add_featured_post_success' });
    expect(ok<TGroupDetail>(await send('GET', `/api/groups/${id}`, 'bob')).featuredPosts.map((p) => p.id)).toEqual([
      shown.id,
    ]);
    const removed = ok<{ post: TGroupPost; message: string }>(await send('POST', url, 'ada', { featured: false }));
    expect(removed).toMatchObject({ post: { featured: false }, message: 'remove_featured_post_success' });
    expect(ok<TGroupDetail>(await send('GET', `/api/groups/${id}`, 'bob')).featuredPosts).toEqual([]);
  });

  it('pages posts newest first', async () => {
    const id = await groupWith('Busy Room', 'ada', []);
    for (let n = 1; n <= 22; n++) await post(id, 'ada', `Post ${n}`);
    const first = ok<TGroupPostPage>(await send('GET', `/api/groups/${id}/posts`, 'ada'));
    expect(first.posts).toHaveLength(20);
    expect(first.posts[0]?.text).toBe('Post 22');
    expect(first.hasMore).toBe(true);
    const next = ok<TGroupPostPage>(await send('GET', `/api/groups/${id}/posts?before=${first.posts[19]?.id}`, 'ada'));
    expect(next.posts.map((entry) => entry.text)).toEqual(['Post 2', 'Post 1']);
    expect(next.hasMore).toBe(false);
  });
});

describe('online status', () => {
  const setLastSeen = (who: string, secondsAgo: number) =>
    ctx.db
      .update(userPresence)
      .set({ lastSeenAt: sql`now() - make_interval(secs => ${secondsAgo})` })
      .where(eq(userPresence.userId, ids[who] as string));

  it('reads online after a heartbeat, idle after a few minutes without one, offline after more or without any', async () => {
    const id = await groupWith('Status Check', 'ada', ['bob', 'cy']);
    expect(ok(await send('POST', '/api/users/me/heartbeat', 'ada', {}))).toEqual({ status: 'online' });
    ok(await send('POST', '/api/users/me/heartbeat', 'bob', {}));
    await ctx.db.delete(userPresence).where(eq(userPresence.userId, ids.cy as string));
    await setLastSeen('bob', 5 * 60);
    const statuses = async () =>
      Object.fromEntries(
        ok<TGroupDetail>(await send('GET', `/api/groups/${id}`, 'ada')).members.map((member) => [
          member.displayName,
          member.status,
        ]),
      );
    expect(await statuses()).toEqual({ 'ada Person': 'online', 'bob Person': 'idle', 'cy Person': 'offline' });
    await setLastSeen('bob', 20 * 60);
    expect((await statuses())['bob Person']).toBe('offline');
    // Readers are active: cy, who never beat, reads himself online while others read him offline.
    const seenByCy = ok<TGroupDetail>(await send('GET', `/api/groups/${id}`, 'cy')).members;
    expect(seenByCy.find((member) => member.id === ids.cy)?.status).toBe('online');
    expect((await statuses())['cy Person']).toBe('offline');
    // Post authors carry their status too.
    const written = await post(id, 'ada', 'Still here');
    expect(written.author.status).toBe('online');
  });
});
