import { itemId } from '@questline/domain/ids';
import type { TMembership, TRole } from '@questline/domain/roles';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import type { TCommentList, TCommentWritten } from '@questline/domain/schemas/comments';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { posters } from '../../db/schema';
import { insertComment } from '../comments/comments.repository';
import { createItem, publishItem, type TContentFlags } from '../content/content.service';
import { createUser } from '../users/users.service';

/**
 * The item's own gates (learn.policy itemRefusal) on everything that hangs off it: what the detail read of an item
 * answers a caller, its steps' comments, submissions, records, saves, quiz attempts and registrations answer too.
 */
let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
let thumbnailId: string;

const PEOPLE: Record<string, { roles: TRole[]; memberships: TMembership[] }> = {
  learner: { roles: [], memberships: [] },
  premium: { roles: [], memberships: ['premium'] },
  edlab: { roles: [], memberships: ['edlabMember'] },
  uaa: { roles: [], memberships: ['uaaMember'] },
  moderator: { roles: ['learnModerator'], memberships: [] },
  creator: { roles: ['learnCreator'], memberships: [] },
};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, { roles, memberships }] of Object.entries(PEOPLE)) {
    const email = `${name}@gates.test`;
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email, password: 'password-123', name, roles, memberships },
    );
    userIds[name] = user.id;
    cookies[name] = await signIn(ctx.app, email, 'password-123');
  }
  thumbnailId = await storeTestImage(ctx);
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
type TResponse = Awaited<ReturnType<typeof send>>;
/** The refusal of an answer: its status and error body (key, params). */
const answerOf = (response: TResponse) => ({
  status: response.statusCode,
  error: (response.json() as { error?: unknown }).error,
});

const SECTIONS = [
  { id: 's1', type: 'text', title: 'The gated step' },
  { id: 's2', type: 'submission', submissionType: 'link', title: 'Share a link' },
];

/** A published tutorial (or another type) with the given flags, owned by nobody, so only staff edit it. */
const publishItemWith = async (
  title: string,
  flags: TContentFlags,
  type: 'tutorial' | 'quiz' | 'mission' = 'tutorial',
) => {
  const row = await createItem(ctx.db, {
    type,
    actorId: null,
    document: {
      title,
      description: richTextFromParagraphs([`About ${title}.`]),
      ...(type === 'tutorial' ? { sections: SECTIONS } : {}),
    },
    flags,
  });
  await publishItem(ctx.db, { id: row.id, actorId: null });
  return { id: itemId(type, row.id), rowId: row.id };
};

/** The caller's last post moved out of the 10 s throttling window. */
const forgetLastPost = (who: string) =>
  ctx.db
    .update(posters)
    .set({ lastPostedAt: sql`now() - interval '11 seconds'` })
    .where(eq(posters.userId, userIds[who] as string));

const commentOn = async (channelId: string, who: string, content = 'A word', parentId?: string) => {
  await forgetLastPost(who);
  return send('POST', '/api/community/comments', who, { channelId, content, parentId });
};

describe("a premium tutorial's steps", () => {
  let tutorial: { id: string; rowId: number };
  let channel: string;
  /** What the tutorial's detail read answers each caller who may not read it. */
  const detailRefusal: Record<string, ReturnType<typeof answerOf>> = {};
  let premiumComment: string;

  beforeAll(async () => {
    tutorial = await publishItemWith('Volumetric fog', { premium: true });
    channel = `${tutorial.id}.s1`;
    for (const who of ['anonymous', 'learner', 'edlab']) {
      detailRefusal[who] = answerOf(
        await send('GET', `/api/learn/tutorial/${tutorial.id}`, who === 'anonymous' ? undefined : who),
      );
    }
    premiumComment = resultOf<TCommentWritten>(await commentOn(channel, 'premium', 'Fog needs a volume')).item.id;
  }, 60_000);

  it("refuses its comments to anonymous and non-premium callers with the detail read's answer", async () => {
    expect(detailRefusal.learner).toEqual({
      status: 403,
      error: {
        key: 'premium_required',
        params: { id: tutorial.id, type: 'tutorial', slug: 'volumetric-fog', title: 'Volumetric fog' },
      },
    });
    for (const who of ['anonymous', 'learner', 'edlab']) {
      const response = await send(
        'GET',
        `/api/community/comments?channelId=${channel}`,
        who === 'anonymous' ? undefined : who,
      );
      expect([who, answerOf(response)]).toEqual([who, detailRefusal[who]]);
      expect(response.body).not.toContain('Fog needs a volume');
    }
  });

  it("refuses comments and replies from non-premium learners with the detail read's answer, and stores none", async () => {
    for (const who of ['learner', 'edlab']) {
      expect([who, answerOf(await commentOn(channel, who, 'Let me in'))]).toEqual([who, detailRefusal[who]]);
      const reply = await commentOn(channel, who, 'Me too', premiumComment);
      expect([who, answerOf(reply)]).toEqual([who, detailRefusal[who]]);
    }
    const list = resultOf<TCommentList>(await send('GET', `/api/community/comments?channelId=${channel}`, 'premium'));
    expect(list.commentMap[channel]?.messages.items.map((item) => item.content)).toEqual(['Fog needs a volume']);
    expect(Object.keys(list.replyMap)).toEqual([]);
  });

  it("refuses non-premium learners' likes and reports of its comments, and takes premium learners' and staff's", async () => {
    const like = await send('POST', `/api/community/comments/${premiumComment}/like`, 'learner', { parentIds: {} });
    expect(answerOf(like)).toEqual(detailRefusal.learner);
    const report = await send('POST', `/api/community/comments/${premiumComment}/reports`, 'learner', {
      type: 'spam',
      parentIds: {},
    });
    expect(answerOf(report)).toEqual(detailRefusal.learner);
    const list = resultOf<TCommentList>(await send('GET', `/api/community/comments?channelId=${channel}`, 'moderator'));
    expect(list.commentMap[channel]?.messages.likeCount).toBe(0);
    expect(list.reportMap).toEqual({});
    // Premium learners and staff read, reply, like and report there.
    for (const who of ['premium', 'moderator']) {
      const read = resultOf<TCommentList>(await send('GET', `/api/community/comments?channelId=${channel}`, who));
      expect(read.commentMap[channel]?.messages.items.map((item) => item.id)).toContain(premiumComment);
    }
    const reply = resultOf<TCommentWritten>(await commentOn(channel, 'moderator', 'Try a fog card', premiumComment));
    expect(reply.item.content).toBe('Try a fog card');
    resultOf(await send('POST', `/api/community/comments/${reply.item.id}/like`, 'premium', { parentIds: {} }));
    resultOf(
      await send('POST', `/api/community/comments/${reply.item.id}/reports`, 'premium', {
        type: 'off_topic',
        parentIds: {},
      }),
    );
  });

  it('refuses a learner whose premium lapsed to rewrite their comment there, and lets them delete it', async () => {
    const own = await insertComment(ctx.db, {
      itemId: tutorial.rowId,
      sectionId: 's1',
      parentId: null,
      authorId: userIds.learner as string,
      content: 'Written while premium',
    });
    const edit = await send('PUT', `/api/community/comments/${own.id}`, 'learner', { content: 'Rewritten' });
    expect(answerOf(edit)).toEqual(detailRefusal.learner);
    expect((await send('DELETE', `/api/community/comments/${own.id}`, 'learner')).statusCode).toBe(200);
  });

  it('refuses submissions on its submission step to non-premium learners and takes them from premium ones', async () => {
    const body = { sectionId: 's2', title: 'My fog', url: 'https://example.com/fog' };
    for (const who of ['learner', 'edlab']) {
      const refused = await send('POST', `/api/learn/tutorial/${tutorial.id}/submission`, who, body);
      expect([who, answerOf(refused)]).toEqual([who, detailRefusal[who]]);
    }
    const created = resultOf<{ submission: { tutorialId: string } }>(
      await send('POST', `/api/learn/tutorial/${tutorial.id}/submission`, 'premium', body),
    );
    expect(created.submission.tutorialId).toBe(tutorial.id);
  });

  it('refuses saving it and flagging its record to non-premium learners', async () => {
    for (const [url, body] of [
      ['/api/learn/collect/toggle', { id: tutorial.id, type: 'tutorial' }],
      ['/api/learn/record/flag', { id: tutorial.id }],
    ] as const) {
      expect([url, answerOf(await send('POST', url, 'learner', body))]).toEqual([url, detailRefusal.learner]);
    }
    const saved = resultOf<{ collected: boolean }>(
      await send('POST', '/api/learn/collect/toggle', 'premium', { id: tutorial.id, type: 'tutorial' }),
    );
    expect(saved.collected).toBe(true);
    resultOf(await send('POST', '/api/learn/record/flag', 'premium', { id: tutorial.id }));
  });

  it("refuses moving a premium mission's version to non-premium learners, as its detail read does", async () => {
    const mission = await publishItemWith('Premium mission', { premium: true }, 'mission');
    const read = answerOf(await send('GET', `/api/learn/mission/${mission.id}`, 'learner'));
    expect(read).toMatchObject({ status: 403, error: { key: 'premium_required' } });
    const body = { id: mission.id, missionVersionRank: 1 };
    expect(answerOf(await send('POST', '/api/learn/record/versionRank', 'learner', body))).toEqual(read);
    resultOf(await send('POST', '/api/learn/record/versionRank', 'premium', body));
  });
});

describe('a members-only item', () => {
  let tutorial: { id: string; rowId: number };
  let quiz: { id: string };
  let channel: string;

  beforeAll(async () => {
    tutorial = await publishItemWith('Lab lighting', { edlabOnly: true });
    quiz = await publishItemWith('Alliance quiz', { uaaOnly: true }, 'quiz');
    channel = `${tutorial.id}.s1`;
    await insertComment(ctx.db, {
      itemId: tutorial.rowId,
      sectionId: 's1',
      parentId: null,
      authorId: userIds.edlab as string,
      content: 'For the lab only',
    });
  }, 60_000);

  const NOT_FOUND = { status: 404, error: { key: 'not_found' } };

  it('is not found by its detail read and extends for anyone but its members and staff', async () => {
    for (const who of [undefined, 'learner', 'premium', 'uaa']) {
      for (const url of [`/api/learn/tutorial/${tutorial.id}`, `/api/learn/tutorial/${tutorial.id}/extends`])
        expect([who, url, answerOf(await send('GET', url, who))]).toEqual([who, url, NOT_FOUND]);
    }
    for (const who of ['edlab', 'moderator']) resultOf(await send('GET', `/api/learn/tutorial/${tutorial.id}`, who));
  });

  it("answers its steps' comments, posts and submissions not_found to non-members, as its detail read", async () => {
    for (const who of [undefined, 'learner', 'premium', 'uaa']) {
      const read = await send('GET', `/api/community/comments?channelId=${channel}`, who);
      expect([who, answerOf(read)]).toEqual([who, NOT_FOUND]);
      expect(read.body).not.toContain('For the lab only');
    }
    for (const who of ['learner', 'premium', 'uaa']) {
      expect([who, answerOf(await commentOn(channel, who))]).toEqual([who, NOT_FOUND]);
      const submitted = await send('POST', `/api/learn/tutorial/${tutorial.id}/submission`, who, {
        sectionId: 's2',
        title: 'Mine',
        url: 'https://example.com/mine',
      });
      expect([who, answerOf(submitted)]).toEqual([who, NOT_FOUND]);
    }
    const list = resultOf<TCommentList>(await send('GET', `/api/community/comments?channelId=${channel}`, 'edlab'));
    expect(list.commentMap[channel]?.messages.items.map((item) => item.content)).toEqual(['For the lab only']);
    expect(resultOf<TCommentWritten>(await commentOn(channel, 'edlab', 'Seen')).item.content).toBe('Seen');
  });

  it('refuses recording its steps and saving it to non-members', async () => {
    const step = { id: tutorial.id, sectionId: 's1', completed: true };
    expect(answerOf(await send('POST', '/api/learn/record/step', 'learner', step))).toEqual(NOT_FOUND);
    const save = await send('POST', '/api/learn/collect/toggle', 'uaa', { id: tutorial.id, type: 'tutorial' });
    expect(answerOf(save)).toEqual(NOT_FOUND);
    resultOf(await send('POST', '/api/learn/record/step', 'edlab', step));
  });

  it("refuses a members-only quiz's attempts to non-members", async () => {
    for (const who of ['learner', 'edlab']) {
      const attempt = await send('POST', `/api/learn/quiz/${quiz.id}/attempt`, who, {});
      expect([who, answerOf(attempt)]).toEqual([who, NOT_FOUND]);
    }
    resultOf(await send('POST', `/api/learn/quiz/${quiz.id}/attempt`, 'uaa', {}));
  });
});

describe('live sessions', () => {
  /** A live session published through the editor, opening tomorrow, with the given details. */
  const publishSession = async (title: string, details: { premium?: boolean; uaaOnly?: boolean }) => {
    const { id } = resultOf<{ id: string }>(
      await send('POST', '/api/learn/liveSession/0/general', 'creator', {
        language: 'en',
        title,
        description: richTextFromParagraphs([`${title}, live.`]),
        thumbnailId,
      }),
    );
    const start = new Date(Date.now() + 24 * 3_600_000);
    const end = new Date(start.getTime() + 3_600_000);
    const referred = await publishItemWith(`${title} basics`, {});
    resultOf(
      await send('POST', `/api/learn/liveSession/${id}/publish`, 'creator', {
        skillLevel: 'beginner',
        utcOffset: 0,
        registerUrl: 'https://events.example.test/gated',
        begin: `${start.toISOString()}#${end.toISOString()}`,
        contentIds: [referred.id],
        previousVideoId: null,
        previousVideoTitle: '',
        topicIds: [],
        industryIds: [],
        hidden: false,
        premium: details.premium ?? false,
        uaaOnly: details.uaaOnly ?? false,
        edlabOnly: false,
      }),
    );
    return id;
  };

  it("answers an alliance-only session's read not_found to non-members, as the calendar and registration do", async () => {
    const id = await publishSession('Alliance clinic', { uaaOnly: true });
    for (const who of [undefined, 'learner', 'edlab']) {
      for (const url of [`/api/learn/liveSession/${id}`, `/api/learn/liveSession/${id}/extends`]) {
        const response = await send('GET', url, who);
        expect([who, url, answerOf(response)]).toEqual([who, url, { status: 404, error: { key: 'not_found' } }]);
        expect(response.body).not.toContain('events.example.test');
      }
    }
    expect(resultOf<{ title: string }>(await send('GET', `/api/learn/liveSession/${id}`, 'uaa')).title).toBe(
      'Alliance clinic',
    );
  });

  it('lets staff register for a premium session, whose content they read, and still refuses non-premium learners', async () => {
    const id = await publishSession('Premium clinic', { premium: true });
    const refused = await send('POST', `/api/learn/liveSession/${id}/register`, 'learner', {});
    expect(answerOf(refused)).toMatchObject({ status: 403, error: { key: 'premium_required' } });
    const staff = resultOf<{ registerUrl: string }>(
      await send('POST', `/api/learn/liveSession/${id}/register`, 'moderator', {}),
    );
    expect(staff.registerUrl).toBe('https://events.example.test/gated');
  });
});
