import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkIn, startSmtpInbox, type TSmtpInbox } from '../../test/smtp-inbox';
import {
  captchaSolution,
  createTestApp,
  injectAs,
  insertPublishedItem,
  PUBLIC_URL,
  resultOf,
  signIn,
  type TTestContext,
} from '../../test/test-app';
import { posters } from '../db/schema';
import { createUser } from '../modules/users/users.service';

/** A tutorial with a text step (comments) and a link submission step. */
const TUTORIAL = {
  slug: 'lantern-glow',
  title: 'Lantern glow',
  document: {
    sections: [
      { id: 's1', type: 'text', title: 'Light it' },
      { id: 'share', type: 'submission', submissionType: 'link', title: 'Share your lantern' },
    ],
  },
};

type TAnswer = Awaited<ReturnType<TTestContext['app']['inject']>>;
const outcome = (answer: TAnswer) =>
  answer.statusCode === 200 ? 200 : [answer.statusCode, (answer.json() as { error: { key: string } }).error.key];

/**
 * Everything that posts, as `cookie`: a comment, a submission, a group post and a repost. A verified member of both
 * groups (`host`, an account the operator made) posts the original the learner reposts.
 */
const postEverywhere = async (ctx: TTestContext, cookie: string, host: string, tutorialId: number) => {
  const learner = resultOf<{ email: string }>(await injectAs(ctx.app, cookie, 'GET', '/api/me'));
  const groupOf = async (who: string, name: string) =>
    resultOf<{ group: { id: number } }>(await injectAs(ctx.app, who, 'POST', '/api/groups', { name })).group.id;
  const shared = await groupOf(host, `Shared ${randomBytes(3).toString('hex')}`);
  resultOf(await injectAs(ctx.app, host, 'POST', `/api/groups/${shared}/invitations`, { emails: [learner.email] }));
  resultOf(await injectAs(ctx.app, cookie, 'POST', `/api/groups/${shared}/join`));
  const original = resultOf<{ post: { id: number } }>(
    await injectAs(ctx.app, host, 'POST', `/api/groups/${shared}/posts`, { text: 'Look at this lantern' }),
  ).post.id;
  const own = await groupOf(cookie, `Own ${randomBytes(3).toString('hex')}`);
  // Each write below is the learner's first within the 10 s throttle.
  const fresh = () => ctx.db.delete(posters);
  await fresh();
  const comment = await injectAs(ctx.app, cookie, 'POST', '/api/community/comments', {
    channelId: `ltu_${tutorialId}.s1`,
    content: 'It glows!',
  });
  const submission = await injectAs(ctx.app, cookie, 'POST', `/api/learn/tutorial/ltu_${tutorialId}/submission`, {
    sectionId: 'share',
    title: 'My lantern',
    url: 'https://example.org/lantern',
  });
  await fresh();
  const post = await injectAs(ctx.app, cookie, 'POST', `/api/groups/${shared}/posts`, { text: 'Mine glows too' });
  await fresh();
  const repost = await injectAs(ctx.app, cookie, 'POST', `/api/groups/${shared}/posts/${original}/repost`, {
    groupId: own,
    text: 'Shared',
  });
  return [comment, submission, post, repost].map(outcome);
};

const setUp = async (ctx: TTestContext) => {
  const tutorial = await insertPublishedItem(ctx.db, TUTORIAL);
  const hostEmail = `host-${randomBytes(3).toString('hex')}@verify.test`;
  const password = randomBytes(12).toString('hex');
  await createUser({ db: ctx.db, auth: ctx.runtime.auth }, { email: hostEmail, password, name: 'Hana Host' });
  return { tutorialId: tutorial.id, host: await signIn(ctx.app, hostEmail, password) };
};

describe('with SMTP_URL', () => {
  let inbox: TSmtpInbox;
  let ctx: TTestContext;
  let tutorialId: number;
  let host: string;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await createTestApp({ mail: { smtpUrl: inbox.url, from: 'noreply@questline.test' } });
    ({ tutorialId, host } = await setUp(ctx));
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const signUp = async (email: string, body: Record<string, unknown> = {}) =>
    injectAs(ctx.app, undefined, 'POST', '/api/auth/sign-up/email', {
      altcha: await captchaSolution(ctx.app),
      email,
      password: 'lantern-glow-123',
      name: 'Vera Verify',
      ...body,
    });
  const verificationLink = async (email: string, after = 0) => {
    const mail = await inbox.waitFor(
      email,
      (received) =>
        received.subject === 'Confirm your e-mail address for Questline' && inbox.mails.indexOf(received) >= after,
    );
    return linkIn(mail, `${PUBLIC_URL}/api/auth/verify-email?`);
  };
  /** Opens a mailed link as the browser would: the server answers a redirect. */
  const open = (link: string) => ctx.app.inject({ method: 'GET', url: link.slice(PUBLIC_URL.length) });

  it('mails a verification link on sign-up; until it is followed the learner may learn but not post', async () => {
    const email = `vera-${randomBytes(3).toString('hex')}@verify.test`;
    expect((await signUp(email, { callbackURL: '/?emailVerified=1' })).statusCode).toBe(200);
    const cookie = await signIn(ctx.app, email, 'lantern-glow-123');
    expect(resultOf(await injectAs(ctx.app, cookie, 'GET', '/api/me'))).toMatchObject({ email, emailVerified: false });
    // Learning goes on: the tutorial reads.
    expect((await injectAs(ctx.app, cookie, 'GET', `/api/learn/tutorial/ltu_${tutorialId}`)).statusCode).toBe(200);
    expect(await postEverywhere(ctx, cookie, host, tutorialId)).toEqual(
      Array(4).fill([403, 'auth_email_not_verified']),
    );

    const link = await verificationLink(email);
    const followed = await open(link);
    expect([followed.statusCode, followed.headers.location]).toEqual([302, '/?emailVerified=1']);
    expect(resultOf(await injectAs(ctx.app, cookie, 'GET', '/api/me'))).toMatchObject({ emailVerified: true });
    expect(await postEverywhere(ctx, cookie, host, tutorialId)).toEqual([200, 200, 200, 200]);
  });

  it('sends the link again on request, and refuses a link past its 24 hours', async () => {
    const email = `late-${randomBytes(3).toString('hex')}@verify.test`;
    expect((await signUp(email)).statusCode).toBe(200);
    const first = await verificationLink(email);
    const cookie = await signIn(ctx.app, email, 'lantern-glow-123');
    const count = inbox.mails.length;
    const again = await injectAs(ctx.app, cookie, 'POST', '/api/auth/send-verification-email', {
      email,
      callbackURL: '/?emailVerified=1',
    });
    expect([again.statusCode, again.json()]).toEqual([200, { status: true }]);
    const second = await verificationLink(email, count);
    expect(second).not.toBe(first);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60_000);
    const expired = await open(second);
    expect([expired.statusCode, expired.headers.location]).toEqual([302, '/?emailVerified=1&error=TOKEN_EXPIRED']);
    vi.useRealTimers();
    expect(resultOf(await injectAs(ctx.app, cookie, 'GET', '/api/me'))).toMatchObject({ emailVerified: false });
  });

  it('verifies accounts the operator makes (CLI, demo seed) at once, and mails them nothing', async () => {
    const email = `staff-${randomBytes(3).toString('hex')}@verify.test`;
    const password = randomBytes(12).toString('hex');
    await createUser({ db: ctx.db, auth: ctx.runtime.auth }, { email, password, name: 'Sam Staff' });
    await ctx.runtime.mailer.idle();
    expect(inbox.mails.filter((mail) => mail.to.includes(email))).toEqual([]);
    const cookie = await signIn(ctx.app, email, password);
    expect(resultOf(await injectAs(ctx.app, cookie, 'GET', '/api/me'))).toMatchObject({ emailVerified: true });
  });
});

describe('without SMTP_URL', () => {
  it('sends nothing on sign-up and lets every account post: everyone counts as verified', async () => {
    const ctx = await createTestApp();
    try {
      const { tutorialId, host } = await setUp(ctx);
      const email = `open-${randomBytes(3).toString('hex')}@verify.test`;
      const cookie = await signIn(ctx.app, email);
      expect(resultOf(await injectAs(ctx.app, cookie, 'GET', '/api/me'))).toMatchObject({ emailVerified: true });
      expect(await postEverywhere(ctx, cookie, host, tutorialId)).toEqual([200, 200, 200, 200]);
    } finally {
      await ctx.close();
    }
  });
});
