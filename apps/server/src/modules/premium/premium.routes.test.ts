import type { TMembership, TRole } from '@questline/domain/roles';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import type { TSearchResultSet } from '@questline/domain/schemas/search';
import type { TMe } from '@questline/domain/schemas/session';
import type { TMemberUser } from '@questline/domain/schemas/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
let thumbnailId: string;

/** Everyone who may ask: learners with and without premium, staff (a creator, an admin), a user to grant premium. */
const PEOPLE: Record<string, { roles: TRole[]; memberships: TMembership[] }> = {
  learner: { roles: [], memberships: [] },
  premium: { roles: [], memberships: ['premium'] },
  creator: { roles: ['learnCreator'], memberships: [] },
  moderator: { roles: ['learnModerator'], memberships: [] },
  admin: { roles: ['admin'], memberships: [] },
  grantee: { roles: [], memberships: [] },
};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, { roles, memberships }] of Object.entries(PEOPLE)) {
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: `${name}@example.test`, password: 'password-123', name, roles, memberships },
    );
    userIds[name] = user.id;
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'password-123');
  }
  thumbnailId = await storeTestImage(ctx);
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const ok = resultOf;
const doc = (text: string) => richTextFromParagraphs([text]);
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { key: string; params?: Record<string, string> } }).error;
const general = (title: string, extra: Record<string, unknown> = {}) => ({
  language: 'en',
  title,
  description: doc(`About ${title}`),
  thumbnailId,
  ownerId: userIds.creator,
  ...extra,
});

/** A tutorial published through the editor, premium or not, with steps and a suggested solution. */
const publishTutorial = async (title: string, premium: boolean) => {
  const { id } = ok<{ id: string }>(
    await send(
      'POST',
      '/api/learn/tutorial/0/general',
      'creator',
      general(title, { isExercise: true, solutionPlan: { body: doc('The secret answer') } }),
    ),
  );
  ok(
    await send('POST', `/api/learn/tutorial/${id}/steps`, 'creator', {
      skillLevel: 'beginner',
      estimationInHour: 1,
      sections: [
        { type: 'text', title: `${title}: premium step one` },
        { type: 'text', title: `${title}: premium step two` },
      ],
    }),
  );
  const { item } = ok<{ item: { id: string; sections: { id: string }[] } }>(
    await send('POST', `/api/learn/tutorial/${id}/publish`, 'creator', { premium }),
  );
  return item;
};

const publishQuiz = async (title: string) => {
  const { id } = ok<{ id: string }>(
    await send('POST', '/api/learn/quiz/0/general', 'creator', general(title, { objective: doc('Check') })),
  );
  ok(
    await send('POST', `/api/learn/quiz/${id}/questions`, 'creator', {
      questions: [
        {
          body: doc('Which light casts shadows?'),
          options: [
            { body: doc('Directional'), correct: true },
            { body: doc('Ambient'), correct: false },
          ],
          quizFeedback: { correct: doc('Yes'), wrong: doc('No') },
        },
      ],
    }),
  );
  ok(
    await send('POST', `/api/learn/quiz/${id}/publish`, 'creator', {
      skillLevel: 'beginner',
      quizSetting: { passNumber: 1, freezingTimeInHours: 0 },
      points: [],
      premium: true,
    }),
  );
  return id;
};

const publishLiveSession = async (title: string, contentId: string) => {
  const { id } = ok<{ id: string }>(await send('POST', '/api/learn/liveSession/0/general', 'creator', general(title)));
  const start = new Date(Date.now() + 24 * 3_600_000);
  const end = new Date(start.getTime() + 3_600_000);
  ok(
    await send('POST', `/api/learn/liveSession/${id}/publish`, 'creator', {
      skillLevel: 'beginner',
      utcOffset: 0,
      registerUrl: 'https://events.example.test/premium-only',
      begin: `${start.toISOString()}#${end.toISOString()}`,
      contentIds: [contentId],
      previousVideoId: null,
      previousVideoTitle: '',
      topicIds: [],
      industryIds: [],
      hidden: false,
      premium: true,
    }),
  );
  return id;
};

const NOT_PREMIUM = [undefined, 'learner', 'grantee'] as const;
const MAY_READ = ['premium', 'creator', 'moderator', 'admin'] as const;

describe('premium content on the server', () => {
  let premiumTutorial: { id: string; sections: { id: string }[] };
  let freeTutorial: { id: string };
  let quizId: string;
  let sessionId: string;

  beforeAll(async () => {
    premiumTutorial = await publishTutorial('Volumetric fog', true);
    freeTutorial = await publishTutorial('Point lights', false);
    quizId = await publishQuiz('Shadows quiz');
    sessionId = await publishLiveSession('Premium lighting live', freeTutorial.id);
  }, 60_000);

  it("refuses a premium tutorial's read and extends (steps, solution) to anonymous and non-premium learners", async () => {
    for (const who of NOT_PREMIUM) {
      for (const url of [
        `/api/learn/tutorial/${premiumTutorial.id}`,
        `/api/learn/tutorial/${premiumTutorial.id}/extends`,
      ]) {
        const response = await send('GET', url, who);
        expect([who, url, response.statusCode], response.body).toEqual([who, url, 403]);
        const error = errorOf(response);
        expect(error).toMatchObject({ key: 'premium_required', params: { id: premiumTutorial.id, type: 'tutorial' } });
        expect(error.params?.title).toBe('Volumetric fog');
        expect(response.body).not.toContain('premium step one');
        expect(response.body).not.toContain('secret answer');
      }
    }
  });

  it('refuses recording a step of a premium tutorial to a non-premium learner', async () => {
    const step = { id: premiumTutorial.id, sectionId: premiumTutorial.sections[0]?.id, completed: true };
    const refused = await send('POST', '/api/learn/record/step', 'learner', step);
    expect([refused.statusCode, errorOf(refused).key]).toEqual([403, 'premium_required']);
    ok(await send('POST', '/api/learn/record/step', 'premium', step));
  });

  it('answers premium content to premium members, staff and the author', async () => {
    for (const who of MAY_READ) {
      const item = ok<{ solutionPlan?: unknown; premium: boolean }>(
        await send('GET', `/api/learn/tutorial/${premiumTutorial.id}`, who),
      );
      expect(item.premium).toBe(true);
      const extended = ok<{ tutorialData: { sections: { title: string }[] } }>(
        await send('GET', `/api/learn/tutorial/${premiumTutorial.id}/extends`, who),
      );
      expect(extended.tutorialData.sections.map((section) => section.title)).toEqual([
        'Volumetric fog: premium step one',
        'Volumetric fog: premium step two',
      ]);
    }
  });

  it("refuses a premium quiz's questions and attempts to non-premium learners and answers them to premium ones", async () => {
    for (const who of NOT_PREMIUM) {
      for (const [method, url] of [
        ['GET', `/api/learn/quiz/${quizId}`],
        ['GET', `/api/learn/quiz/${quizId}/extends`],
        ['POST', `/api/learn/quiz/${quizId}/attempt`],
      ] as const) {
        const response = await send(method, url, who, method === 'POST' ? {} : undefined);
        // An anonymous attempt is refused for want of a session first.
        const expected = who === undefined && method === 'POST' ? 401 : 403;
        expect([who, url, response.statusCode]).toEqual([who, url, expected]);
        expect(response.body).not.toContain('Which light casts shadows');
      }
    }
    const attempt = ok<{ progress: { questions: { body: unknown }[] } }>(
      await send('POST', `/api/learn/quiz/${quizId}/attempt`, 'premium', {}),
    );
    expect(JSON.stringify(attempt)).toContain('Which light casts shadows');
  });

  it('keeps the public card readable: search lists the premium item, marked premium, to everyone', async () => {
    for (const who of [...NOT_PREMIUM, 'premium'] as const) {
      const found = ok<TSearchResultSet>(
        await send('GET', `/api/learn/search?${new URLSearchParams({ k: JSON.stringify(['query:Volumetric']) })}`, who),
      );
      const card = found.tutorialMap[premiumTutorial.id];
      expect([who, card?.title, card?.premium]).toEqual([who, 'Volumetric fog', true]);
    }
  });

  it("shows a premium live session's card to non-premium learners without what joins it, and refuses registering", async () => {
    const item = ok<Record<string, unknown>>(await send('GET', `/api/learn/liveSession/${sessionId}`, 'learner'));
    expect(item.title).toBe('Premium lighting live');
    expect(item).not.toHaveProperty('registerUrl');
    const extended = ok<{ liveSession: { disabled: boolean; premium: boolean } }>(
      await send('GET', `/api/learn/liveSession/${sessionId}/extends`, 'learner'),
    );
    expect(extended.liveSession).toMatchObject({ premium: true, disabled: true });
    const refused = await send('POST', `/api/learn/liveSession/${sessionId}/register`, 'learner', {});
    expect([refused.statusCode, errorOf(refused).key]).toEqual([403, 'premium_required']);
    const premium = ok<Record<string, unknown>>(await send('GET', `/api/learn/liveSession/${sessionId}`, 'premium'));
    expect(premium.registerUrl).toBe('https://events.example.test/premium-only');
  });

  it('leaves items that are not premium open to everyone', async () => {
    for (const who of NOT_PREMIUM) ok(await send('GET', `/api/learn/tutorial/${freeTutorial.id}/extends`, who));
  });

  it('never takes the client premium hint (prm) for a membership', async () => {
    const query = new URLSearchParams({ k: JSON.stringify(['query:Volumetric']), prm: 'true' });
    ok(await send('GET', `/api/learn/search?${query}`, 'learner'));
    const refused = await send('GET', `/api/learn/tutorial/${premiumTutorial.id}?prm=true`, 'learner');
    expect(refused.statusCode).toBe(403);
  });
});

describe('premium memberships granted by admins', () => {
  const lookup = (email: string, who?: string) =>
    send('GET', `/api/admin/members?${new URLSearchParams({ email })}`, who);
  const grant = (userId: string, granted: unknown, who?: string, membership = 'premium') =>
    send('PUT', `/api/admin/users/${userId}/memberships/${membership}`, who, { granted });

  it('checks sign-in, then the request, then the role', async () => {
    expect((await lookup('grantee@example.test')).statusCode).toBe(401);
    expect((await grant(userIds.grantee as string, true)).statusCode).toBe(401);
    const badEmail = await lookup('not an address', 'admin');
    expect([badEmail.statusCode, errorOf(badEmail).key]).toEqual([400, 'not_valid_email']);
    const badBody = await grant(userIds.grantee as string, 'yes', 'admin');
    expect([badBody.statusCode, errorOf(badBody).key]).toEqual([400, 'invalid_request']);
    const badMembership = await grant(userIds.grantee as string, true, 'admin', 'gold');
    expect([badMembership.statusCode, errorOf(badMembership).key]).toEqual([404, 'not_found']);
    for (const who of ['learner', 'premium', 'creator', 'moderator']) {
      const refused = await grant(userIds.grantee as string, true, who);
      expect([who, refused.statusCode]).toEqual([who, 403]);
      expect((await lookup('grantee@example.test', who)).statusCode).toBe(403);
    }
    const unknown = await grant('no-such-user', true, 'admin');
    expect([unknown.statusCode, errorOf(unknown).key]).toEqual([404, 'not_found']);
    const nobody = await lookup('nobody@example.test', 'admin');
    expect([nobody.statusCode, errorOf(nobody).key]).toEqual([404, 'not_found']);
  });

  it('grants premium, which opens premium content at once, and revokes it', async () => {
    const tutorial = await publishTutorial('Granted reading', true);
    const before = ok<TMemberUser>(await lookup('GRANTEE@example.test', 'admin'));
    expect(before).toMatchObject({ id: userIds.grantee, email: 'grantee@example.test', memberships: [] });
    expect((await send('GET', `/api/learn/tutorial/${tutorial.id}`, 'grantee')).statusCode).toBe(403);

    const granted = ok<TMemberUser>(await grant(userIds.grantee as string, true, 'admin'));
    expect(granted.memberships).toEqual(['premium']);
    expect(ok<TMe>(await send('GET', '/api/me', 'grantee')).premium).toBe(true);
    ok(await send('GET', `/api/learn/tutorial/${tutorial.id}`, 'grantee'));
    // Granting twice changes nothing.
    expect(ok<TMemberUser>(await grant(userIds.grantee as string, true, 'admin')).memberships).toEqual(['premium']);

    const revoked = ok<TMemberUser>(await grant(userIds.grantee as string, false, 'admin'));
    expect(revoked.memberships).toEqual([]);
    expect(ok<TMe>(await send('GET', '/api/me', 'grantee')).premium).toBe(false);
    expect((await send('GET', `/api/learn/tutorial/${tutorial.id}`, 'grantee')).statusCode).toBe(403);
  });
});
