import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import type { TLearnItem } from '@questline/domain/schemas/item';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { insertTag } from '../content/content.repository';
import { createUser } from '../users/users.service';
import { ITEM_READ_LIMITS } from './item-maps';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
let thumbnailId: string;
let ownerId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, roles] of [
    ['creator', ['learnCreator']],
    ['learner', []],
    ['moderator', ['learnModerator']],
  ] as const) {
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: `${name}@example.test`, password: 'password-123', name, roles: [...roles] },
    );
    if (name === 'creator') ownerId = user.id;
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'password-123');
  }
  thumbnailId = await storeTestImage(ctx);
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const ok = resultOf;
const doc = (text: string) => richTextFromParagraphs([text]);
const general = (title: string, extra: Record<string, unknown> = {}) => ({
  language: 'en',
  title,
  description: doc(`About ${title}`),
  thumbnailId,
  ownerId,
  ...extra,
});
const read = async (type: string, id: string, who?: string) =>
  ok<TLearnItem>(await send('GET', `/api/learn/${type}/${id}`, who));

type TItem = { id: string; slug: string };

const publishTutorial = async (title: string, details: Record<string, unknown> = {}) => {
  const { id } = ok<TItem>(await send('POST', '/api/learn/tutorial/0/general', 'creator', general(title)));
  ok(
    await send('POST', `/api/learn/tutorial/${id}/steps`, 'creator', {
      skillLevel: 'beginner',
      estimationInHour: 1,
      sections: [{ type: 'text', title: 'One' }],
    }),
  );
  return ok<{ item: TItem }>(await send('POST', `/api/learn/tutorial/${id}/publish`, 'creator', details)).item;
};

const publishContainer = async (
  type: 'project' | 'course',
  title: string,
  contentIds: string[],
  details: Record<string, unknown> = {},
) => {
  const extra = type === 'project' ? { objective: doc('Goal') } : { careerGoals: doc('Career') };
  const { id } = ok<TItem>(await send('POST', `/api/learn/${type}/0/general`, 'creator', general(title, extra)));
  ok(await send('POST', `/api/learn/${type}/${id}/content`, 'creator', { skillLevel: 'beginner', contentIds }));
  return ok<{ item: TItem }>(await send('POST', `/api/learn/${type}/${id}/publish`, 'creator', details)).item;
};

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const hoursFromNow = (hours: number) => `${iso(hours * HOUR)}#${iso((hours + 1) * HOUR)}`;

const publishSession = async (
  title: string,
  contentId: string,
  begin: string,
  details: Record<string, unknown> = {},
) => {
  const { id } = ok<TItem>(
    await send('POST', '/api/learn/liveSession/0/general', 'creator', {
      language: 'en',
      title,
      description: doc(`${title}, live.`),
      thumbnailId,
    }),
  );
  const response = await send('POST', `/api/learn/liveSession/${id}/publish`, 'creator', {
    skillLevel: 'beginner',
    utcOffset: 0,
    registerUrl: 'https://events.example.test/session',
    begin,
    contentIds: [contentId],
    topicIds: [],
    industryIds: [],
    hidden: false,
    premium: false,
    ...details,
  });
  expect(response.statusCode, response.body).toBe(200);
  return id;
};

describe('the maps of an item read (§3.1, §3.4, §3.7)', () => {
  it('names the direct parents a viewer may open, hidden ones marked (parentIds, parentMap)', async () => {
    const tutorial = await publishTutorial('Tutorial with parents');
    const shown = await publishContainer('project', 'Listed parent', [tutorial.id]);
    const hidden = await publishContainer('project', 'Unlisted parent', [tutorial.id], { hidden: true });
    const internal = await publishContainer('project', 'Staff parent', [tutorial.id], { internalOnly: true });
    await publishContainer('project', 'Gone parent', [tutorial.id], {
      unPublishedTime: new Date(Date.now() - 60_000).toISOString(),
    });
    // A course above the listed project is its parent, not the tutorial's.
    const course = await publishContainer('course', 'Grand parent', [shown.id]);
    // A draft holding the tutorial is nobody's parent yet.
    const draft = ok<TItem>(await send('POST', '/api/learn/project/0/general', 'creator', general('Draft parent')));
    ok(
      await send('POST', `/api/learn/project/${draft.id}/content`, 'creator', {
        skillLevel: 'beginner',
        contentIds: [tutorial.id],
      }),
    );

    for (const who of [undefined, 'learner']) {
      const item = await read('tutorial', tutorial.id, who);
      expect(item.parentIds, who).toEqual([shown.id, hidden.id]);
      expect(item.parentMap?.[shown.id], who).toMatchObject({
        id: shown.id,
        type: 'project',
        slug: shown.slug,
        title: 'Listed parent',
        hidden: false,
      });
      expect(item.parentMap?.[hidden.id], who).toMatchObject({ title: 'Unlisted parent', hidden: true });
    }
    expect((await read('tutorial', tutorial.id, 'moderator')).parentIds).toEqual([shown.id, hidden.id, internal.id]);
    expect((await read('project', shown.id)).parentIds).toEqual([course.id]);
    expect((await read('course', course.id)).parentMap).toEqual({});
  });

  it('keeps the parents to the limit', async () => {
    const tutorial = await publishTutorial('Tutorial in many projects');
    const projects: TItem[] = [];
    for (let index = 0; index <= ITEM_READ_LIMITS.parents; index += 1)
      projects.push(await publishContainer('project', `Holder ${index}`, [tutorial.id]));
    const item = await read('tutorial', tutorial.id);
    expect(item.parentIds).toEqual(projects.slice(0, ITEM_READ_LIMITS.parents).map((project) => project.id));
    expect(Object.keys(item.parentMap ?? {})).toHaveLength(ITEM_READ_LIMITS.parents);
  }, 60_000);

  it('names the topics and industries of the item (topicMap, industryMap)', async () => {
    const topic = await insertTag(ctx.db, { kind: 'topic', slug: 'maps-lighting', name: 'Lighting' });
    const industry = await insertTag(ctx.db, { kind: 'industry', slug: 'maps-film', name: 'Film and TV' });
    const tutorial = await publishTutorial('Tagged tutorial', { topicIds: [topic.id], industryIds: [industry.id] });
    const item = await read('tutorial', tutorial.id, 'learner');
    expect(item.topicMap).toEqual({ [String(topic.id)]: { id: String(topic.id), name: 'Lighting' } });
    expect(item.industryMap).toEqual({ [String(industry.id)]: { id: String(industry.id), name: 'Film and TV' } });

    const session = await publishSession('Tagged session', tutorial.id, hoursFromNow(300), {
      topicIds: [topic.id],
      industryIds: [industry.id],
    });
    const sessionRead = await read('liveSession', session);
    expect(sessionRead.topicMap?.[String(topic.id)]?.name).toBe('Lighting');
    expect(sessionRead.industryMap?.[String(industry.id)]?.name).toBe('Film and TV');
  });

  it('names the live sessions referring to a tutorial, project or course (liveSessionIds, liveSessions)', async () => {
    const tutorial = await publishTutorial('Tutorial with sessions');
    const later = await publishSession('Later clinic', tutorial.id, hoursFromNow(400));
    const sooner = await publishSession('Sooner clinic', tutorial.id, hoursFromNow(100));
    const past = await publishSession('Past clinic', tutorial.id, hoursFromNow(-50));
    await publishSession('Hidden clinic', tutorial.id, hoursFromNow(150), { hidden: true });

    const item = await read('tutorial', tutorial.id, 'learner');
    expect(item.liveSessionIds).toEqual([sooner, later, past]);
    expect(item.liveSessions?.map((session) => [session.id, session.period, session.title])).toEqual([
      [sooner, 'opening', 'Sooner clinic'],
      [later, 'opening', 'Later clinic'],
      [past, 'previous', 'Past clinic'],
    ]);
    expect(item.liveSessions?.[0]?.refer).toMatchObject({ id: tutorial.id, title: 'Tutorial with sessions' });

    const course = await publishContainer('course', 'Course with a session', [tutorial.id]);
    const onCourse = await publishSession('Course clinic', course.id, hoursFromNow(120));
    expect((await read('course', course.id)).liveSessionIds).toEqual([onCourse]);
    // A session refers to items; nothing refers to a session.
    expect(await read('liveSession', onCourse)).not.toHaveProperty('liveSessionIds');

    // §3.7: the session's extends name the course it refers to.
    const extended = ok<{ courseData: { courseMap?: Record<string, { title: string }> } }>(
      await send('GET', `/api/learn/liveSession/${onCourse}/extends`),
    );
    expect(extended.courseData.courseMap?.[course.id]?.title).toBe('Course with a session');
  });
});
