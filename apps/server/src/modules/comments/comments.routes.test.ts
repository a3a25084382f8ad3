import type { TRole } from '@questline/domain/roles';
import { COMMENT_MAX_LENGTH } from '@questline/domain/rules/comments';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import type { TCommentList, TCommentWritten } from '@questline/domain/schemas/comments';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PUBLIC_URL, resultOf, signIn, type TTestContext } from '../../../test/test-app';
import { posters } from '../../db/schema';
import { setPostingBlocked } from '../community/community.repository';
import { createItem, publishItem } from '../content/content.service';
import { createUser } from '../users/users.service';
import { commentEvents, insertComment, recountItemComments } from './comments.repository';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
let tutorialId: string;
let tutorialItemId: number;
let channel: string;
let draftChannel: string;

const PEOPLE: Record<string, TRole[]> = { ada: [], ben: [], cy: [], mod: ['learnModerator'] };

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, roles] of Object.entries(PEOPLE)) {
    const email = `${name}@comments.test`;
    await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email, password: 'password-123', name, roles, memberships: [] },
    );
    cookies[name] = await signIn(ctx.app, email, 'password-123');
    ids[name] = resultOf<{ id: string }>(await send('GET', '/api/me', name)).id;
  }
  const sections = [
    { id: 's1', type: 'text', title: 'Set up the scene' },
    { id: 's2', type: 'text', title: 'Light it' },
  ];
  const tutorial = await createItem(ctx.db, {
    type: 'tutorial',
    actorId: null,
    document: { title: 'Lantern glow', description: richTextFromParagraphs(['Make a lantern glow.']), sections },
  });
  await publishItem(ctx.db, { id: tutorial.id, actorId: null });
  tutorialItemId = tutorial.id;
  tutorialId = `ltu_${tutorial.id}`;
  channel = `${tutorialId}.s2`;
  const draft = await createItem(ctx.db, {
    type: 'tutorial',
    actorId: null,
    document: { title: 'Unpublished', description: richTextFromParagraphs(['Not yet.']), sections },
  });
  draftChannel = `ltu_${draft.id}.s1`;
}, 120_000);
afterAll(() => ctx.close());

/** A request as one of the people (or anonymously), with the origin the server asks of writes. */
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: PUBLIC_URL, ...(who ? { cookie: cookies[who] } : {}) },
  });
const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  key: (response.json() as { error: { key: string } }).error.key,
});
const listAs = async (who?: string, query = '') =>
  resultOf<TCommentList>(await send('GET', `/api/community/comments?channelId=${channel}${query}`, who));
/** The learner's last post moved out of the throttling window, so the next one is not refused for it. */
const forgetLastPost = (who: string) =>
  ctx.db
    .update(posters)
    .set({ lastPostedAt: sql`now() - interval '11 seconds'` })
    .where(eq(posters.userId, ids[who] as string));
const comment = async (who: string, content: string, parentId?: string) => {
  await forgetLastPost(who);
  return resultOf<TCommentWritten>(
    await send('POST', '/api/community/comments', who, { channelId: channel, content, parentId }),
  ).item;
};

describe('reading a step', () => {
  it('answers an empty channel to anyone, and not found for steps and tutorials learners cannot reach', async () => {
    const empty = await listAs();
    expect(empty.commentData.commentIds).toEqual([]);
    expect(empty.commentMap[channel]?.messages).toEqual({ total: 0, likeCount: 0, items: [] });
    expect(empty.viewer).toEqual({ moderator: false, blocked: false });
    for (const missing of [`${tutorialId}.nope`, draftChannel, 'ltu_999999.s1']) {
      expect(errorOf(await send('GET', `/api/community/comments?channelId=${missing}`))).toEqual({
        status: 404,
        key: 'not_found',
      });
    }
    expect(errorOf(await send('GET', '/api/community/comments?channelId=nonsense'))).toEqual({
      status: 400,
      key: 'invalid_request',
    });
  });
});

describe('writing comments', () => {
  it('asks for sign-in, then for text, then for a reachable step', async () => {
    const payload = { channelId: channel, content: 'Hello' };
    expect(errorOf(await send('POST', '/api/community/comments', undefined, payload))).toEqual({
      status: 401,
      key: 'auth_required',
    });
    expect(
      errorOf(await send('POST', '/api/community/comments', 'cy', { channelId: channel, content: '  \n ' })),
    ).toEqual({
      status: 400,
      key: 'post_can_not_be_empty',
    });
    const long = { channelId: channel, content: 'x'.repeat(COMMENT_MAX_LENGTH + 1) };
    expect(errorOf(await send('POST', '/api/community/comments', 'cy', long))).toEqual({
      status: 400,
      key: 'comment_too_long',
    });
    expect(
      errorOf(await send('POST', '/api/community/comments', 'cy', { ...payload, channelId: draftChannel })),
    ).toEqual({
      status: 404,
      key: 'not_found',
    });
    // None of the refusals took cy's posting slot: the next comment goes through.
    const written = resultOf<TCommentWritten>(
      await send('POST', '/api/community/comments', 'cy', {
        channelId: channel,
        content: 'x'.repeat(COMMENT_MAX_LENGTH),
      }),
    );
    expect(written.item.content).toHaveLength(COMMENT_MAX_LENGTH);
    expect(
      resultOf<{ total: number }>(await send('DELETE', `/api/community/comments/${written.item.id}`, 'cy')).total,
    ).toBe(0);
  });

  it('stores comments and one level of replies, in the §3.12 shapes, with their events', async () => {
    const first = await comment('ada', '  Where does the light go? See https://example.com/docs.  ');
    expect(first).toMatchObject({
      content: 'Where does the light go? See https://example.com/docs.',
      channelId: channel,
      sectionId: 's2',
      parentId: null,
      authorId: ids.ada,
      likeCount: 0,
      liked: false,
      hidden: false,
      canEdit: true,
      canDelete: true,
    });
    const reply = await comment('ben', 'Into the lantern.', first.id);
    expect(reply.parentId).toBe(first.id);
    expect(
      errorOf(
        await send('POST', '/api/community/comments', 'cy', {
          channelId: channel,
          content: 'Deeper',
          parentId: reply.id,
        }),
      ),
    ).toEqual({
      status: 400,
      key: 'comment_reply_to_reply',
    });
    const second = await comment('cy', 'Nice step.');

    const seen = await listAs('ben');
    expect(seen.commentData.commentIds).toEqual([second.id, first.id]);
    expect(seen.commentMap[channel]?.messages.total).toBe(3);
    expect(seen.commentMap[channel]?.messages.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(seen.commentMap[channel]?.messages.items[1]).toMatchObject({
      replyCount: 1,
      canEdit: false,
      canDelete: false,
    });
    expect(seen.replyMap[first.id]?.items.map((item) => [item.id, item.content, item.canEdit])).toEqual([
      [reply.id, 'Into the lantern.', true],
    ]);
    expect(seen.userMap[ids.ada as string]).toEqual({ id: ids.ada, name: 'ada', avatar: null });
    expect(seen.reportMap).toEqual({});

    const events = await commentEvents(ctx.db);
    const replyEvent = events.find((event) => event.data.commentId === reply.id);
    expect(replyEvent).toMatchObject({ userId: ids.ben, eventType: 'learn' });
    expect(replyEvent?.data).toMatchObject({
      event: 'reply',
      id: tutorialId,
      type: 'tutorial',
      userPremium: false,
      stepNumber: 2,
      totalComments: 2,
      stepComments: 2,
      parentMessageId: first.id,
      commentText: 'Into the lantern.',
      flagged: false,
      flaggedReason: null,
    });
  });

  it('refuses a second post within 10 s, across comments and replies, and blocked posters', async () => {
    await forgetLastPost('ben');
    const payload = { channelId: channel, content: 'One' };
    const one = resultOf<TCommentWritten>(await send('POST', '/api/community/comments', 'ben', payload));
    const again = await send('POST', '/api/community/comments', 'ben', {
      ...payload,
      content: 'Two',
      parentId: one.item.id,
    });
    expect(errorOf(again)).toEqual({ status: 429, key: 'post_ThrottlingError' });
    expect((again.json() as { error: { params: unknown } }).error.params).toEqual({ seconds: 10 });
    expect((await listAs()).replyMap[one.item.id]).toBeUndefined();

    await ctx.db.transaction((tx) => setPostingBlocked(tx, ids.ben as string, true, ids.mod as string));
    await forgetLastPost('ben');
    expect(errorOf(await send('POST', '/api/community/comments', 'ben', payload))).toEqual({
      status: 403,
      key: 'you_are_blocked',
    });
    expect((await listAs('ben')).viewer.blocked).toBe(true);
    await ctx.db.transaction((tx) => setPostingBlocked(tx, ids.ben as string, false, ids.mod as string));
    await send('DELETE', `/api/community/comments/${one.item.id}`, 'ben');
  });
});

describe('likes, edits and deletes', () => {
  it('toggles one like per user', async () => {
    const target = await comment('ada', 'Like me');
    const like = (who?: string) => send('POST', `/api/community/comments/${target.id}/like`, who, {});
    expect(errorOf(await like())).toEqual({ status: 401, key: 'auth_required' });
    expect(resultOf(await like('ben'))).toEqual({ id: target.id, liked: true, likeCount: 1 });
    expect(resultOf(await like('cy'))).toEqual({ id: target.id, liked: true, likeCount: 2 });
    expect(resultOf(await like('ben'))).toEqual({ id: target.id, liked: false, likeCount: 1 });
    const seen = await listAs('cy');
    expect(seen.commentMap[channel]?.messages.items.find((item) => item.id === target.id)).toMatchObject({
      likeCount: 1,
      liked: true,
    });
    expect(seen.commentMap[channel]?.messages.likeCount).toBe(1);
    const events = await commentEvents(ctx.db);
    const likes = events.filter((event) => event.data.commentId === target.id && event.data.event !== 'comment');
    expect(likes.map((event) => event.data.event)).toEqual(['unlike', 'like', 'like']);
    expect(errorOf(await send('POST', '/api/community/comments/999999/like', 'ben', {}))).toEqual({
      status: 404,
      key: 'not_found',
    });
  });

  it('lets only the author edit, and the author or a moderator delete with the replies', async () => {
    const target = await comment('ada', 'Typo here');
    const reply = await comment('ben', 'A reply', target.id);
    const edit = (who: string | undefined, content: string) =>
      send('PUT', `/api/community/comments/${target.id}`, who, { content });
    expect(errorOf(await edit(undefined, 'Fixed'))).toEqual({ status: 401, key: 'auth_required' });
    expect(errorOf(await edit('ada', ''))).toEqual({ status: 400, key: 'post_can_not_be_empty' });
    expect(errorOf(await edit('ben', 'Fixed'))).toEqual({ status: 403, key: 'forbidden' });
    expect(errorOf(await edit('mod', 'Fixed'))).toEqual({ status: 403, key: 'forbidden' });
    const edited = resultOf<TCommentWritten>(await edit('ada', 'Fixed')).item;
    expect(edited.content).toBe('Fixed');
    expect(edited.editedTime).not.toBeNull();

    const before = (await listAs()).commentMap[channel]?.messages.total as number;
    expect(errorOf(await send('DELETE', `/api/community/comments/${target.id}`, 'ben'))).toEqual({
      status: 403,
      key: 'forbidden',
    });
    expect(resultOf(await send('DELETE', `/api/community/comments/${target.id}`, 'ada'))).toEqual({
      id: target.id,
      total: before - 2,
    });
    expect(errorOf(await send('DELETE', `/api/community/comments/${reply.id}`, 'ben'))).toEqual({
      status: 404,
      key: 'not_found',
    });
    const other = await comment('ben', 'Rude words');
    expect(resultOf(await send('DELETE', `/api/community/comments/${other.id}`, 'mod'))).toMatchObject({
      id: other.id,
    });
  });
});

describe('moderation and reports', () => {
  it('lets moderators hide a thread from learners and show it again', async () => {
    const target = await comment('ada', 'Off topic rant');
    await comment('cy', 'Agreed', target.id);
    const hide = (who: string | undefined, hidden: unknown) =>
      send('PUT', `/api/community/comments/${target.id}/hidden`, who, { hidden });
    expect(errorOf(await hide(undefined, true))).toEqual({ status: 401, key: 'auth_required' });
    expect(errorOf(await hide('mod', 'yes'))).toEqual({ status: 400, key: 'invalid_request' });
    expect(errorOf(await hide('ada', true))).toEqual({ status: 403, key: 'forbidden' });
    const visibleBefore = (await listAs()).commentMap[channel]?.messages.total as number;

    expect(resultOf<TCommentWritten>(await hide('mod', true)).item.hidden).toBe(true);
    const learner = await listAs('ada');
    expect(learner.commentData.commentIds).not.toContain(target.id);
    expect(learner.commentMap[channel]?.messages.total).toBe(visibleBefore - 2);
    const moderator = await listAs('mod');
    expect(moderator.viewer.moderator).toBe(true);
    expect(moderator.commentMap[channel]?.messages.items.find((item) => item.id === target.id)?.hidden).toBe(true);
    expect(moderator.replyMap[target.id]?.items).toHaveLength(1);
    // A hidden comment takes no likes, replies or reports from learners.
    expect(errorOf(await send('POST', `/api/community/comments/${target.id}/like`, 'ben', {}))).toEqual({
      status: 404,
      key: 'not_found',
    });

    expect(resultOf<TCommentWritten>(await hide('mod', false)).item.hidden).toBe(false);
    expect((await listAs()).commentMap[channel]?.messages.total).toBe(visibleBefore);
  });

  it('takes one report per user, with a reason type or a written reason, shown to moderators only', async () => {
    const target = await comment('ada', 'Buy cheap lanterns at https://spam.example');
    const report = (who: string | undefined, payload: unknown) =>
      send('POST', `/api/community/comments/${target.id}/reports`, who, payload);
    expect(errorOf(await report(undefined, { type: 'spam' }))).toEqual({ status: 401, key: 'auth_required' });
    expect(errorOf(await report('ben', {}))).toEqual({ status: 400, key: 'error_isRequired' });
    expect(errorOf(await report('ben', { type: 'rude' }))).toEqual({ status: 400, key: 'invalid_request' });
    expect(errorOf(await report('ben', { type: 'other', content: '   ' }))).toEqual({
      status: 400,
      key: 'comment_report_reason_required',
    });
    expect(errorOf(await report('ada', { type: 'spam' }))).toEqual({ status: 403, key: 'forbidden' });
    expect(resultOf(await report('ben', { type: 'spam' }))).toEqual({ id: target.id, reported: true });
    expect(errorOf(await report('ben', { type: 'harassment' }))).toEqual({
      status: 409,
      key: 'comment_already_reported',
    });
    expect(resultOf(await report('cy', { type: 'other', content: 'Advertising a shop' }))).toEqual({
      id: target.id,
      reported: true,
    });

    expect((await listAs('ben')).reportMap).toEqual({});
    expect((await listAs('ben')).commentMap[channel]?.messages.items.find((i) => i.id === target.id)?.reported).toBe(
      true,
    );
    expect((await listAs('mod')).reportMap[target.id]).toEqual({
      reasons: [
        { type: 'spam', content: null },
        { type: 'other', content: 'Advertising a shop' },
      ],
    });
    const flagged = (await commentEvents(ctx.db)).filter(
      (event) => event.data.commentId === target.id && event.data.flagged === true,
    );
    expect(flagged.map((event) => event.data.flaggedReason)).toEqual(['Advertising a shop', 'spam']);
  });
});

describe('counts and direct links', () => {
  it('answers the visible comments as statsMap commentCount on the detail page and in search', async () => {
    const visible = (await visibleCount()) as number;
    const extendsResult = resultOf<{
      tutorialData: { statsMap: Record<string, { commentCount: number }> };
      commentData: { commentIds: string[] };
    }>(await send('GET', `/api/learn/tutorial/${tutorialId}/extends`));
    expect(extendsResult.tutorialData.statsMap[tutorialId]?.commentCount).toBe(visible);
    expect(extendsResult.commentData.commentIds).toEqual([`${tutorialId}.s1`, channel]);
    expect(visible).toBeGreaterThan(0);
    const search = resultOf<{ statsMap: Record<string, { commentCount: number }> }>(
      await send('GET', `/api/learn/search?k=${encodeURIComponent(JSON.stringify(['query:lantern']))}`),
    );
    expect(search.statsMap[tutorialId]?.commentCount).toBe(visible);
  });

  it('extends the first page to a linked comment, and pages on from there', async () => {
    const linked = await comment('cy', 'The linked one');
    const reply = await comment('ada', 'Its reply', linked.id);
    for (let n = 0; n < 14; n++) {
      await insertComment(ctx.db, {
        itemId: tutorialItemId,
        sectionId: 's2',
        parentId: null,
        authorId: ids.ben as string,
        content: `Later ${n}`,
      });
    }
    await recountItemComments(ctx.db, tutorialItemId);
    const plain = await listAs('ben', '&limit=5');
    expect(plain.commentData.commentIds).toHaveLength(5);
    expect(plain.hasMore).toBe(true);
    const toReply = await listAs('ben', `&limit=5&messageId=${reply.id}`);
    expect(toReply.commentData.commentIds).toHaveLength(15);
    expect(toReply.commentData.commentIds.at(-1)).toBe(linked.id);
    expect(toReply.replyMap[linked.id]?.items.map((item) => item.id)).toEqual([reply.id]);
    const next = await listAs('ben', `&limit=5&beforeId=${linked.id}`);
    expect(next.commentData.commentIds[0]).not.toBe(linked.id);
    expect(Number(next.commentData.commentIds[0])).toBeLessThan(Number(linked.id));
  });
});

const visibleCount = async () => (await listAs()).commentMap[channel]?.messages.total;
