import { itemId } from '@questline/domain/ids';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import {
  RECORD_LIST_PAGE_SIZE,
  SKILL_LIST_PAGE_SIZE,
  type TPublicProfile,
  type TRecentRecord,
  type TRecordListResult,
  type TSkillListResult,
} from '@questline/domain/schemas/profile';
import type { TExperience, TRewardBadges } from '@questline/domain/schemas/progress';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, type TTestContext } from '../../../test/test-app';
import { collections, contentItems, users } from '../../db/schema';
import { createItem, publishItem, setChildren } from '../content/content.service';
import { addExperience } from '../learn/learn.repository';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
const PEOPLE = ['learner', 'other', 'shower', 'empty'] as const;
const send = sendAs(() => ctx.app, cookies);
const ok = resultOf;

const doc = (text: string) => richTextFromParagraphs([text]);
/** Published tutorials made for this file: their row ids, oldest first. */
const tutorials: number[] = [];
let twoSteps = 0;
const ids = { skillA: 0, skillB: 0, skillC: 0, competencyOne: 0, competencyTwo: 0, competencyIdle: 0 };

const publish = async (
  type: 'tutorial' | 'skill' | 'competency' | 'project' | 'course',
  title: string,
  document: object = {},
) => {
  const item = await createItem(ctx.db, {
    type,
    actorId: null,
    document: { title, description: doc(title), ...document },
  });
  await publishItem(ctx.db, { id: item.id, actorId: null });
  return item.id;
};

const tutorialId = (id: number) => itemId('tutorial', id);
/** Marks every step of one of this file's tutorials done as `who`, through the API. */
const complete = async (who: string, id: number, sections = ['s1']) => {
  for (const sectionId of sections) {
    ok(await send('POST', '/api/learn/record/step', who, { id: tutorialId(id), sectionId, completed: true }));
  }
};
const list = (query: string, who?: string) => send('GET', `/api/learn/record/list?${query}`, who);
const errorOf = (response: { statusCode: number; json: () => unknown }) => [
  response.statusCode,
  (response.json() as { error: { key: string } }).error.key,
];

beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of PEOPLE) {
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: `${name}@example.test`, password: 'password-123', name },
    );
    userIds[name] = user.id;
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'password-123');
  }
  for (let index = 1; index <= 15; index++) {
    tutorials.push(await publish('tutorial', `Paged tutorial ${index}`, { sections: [{ id: 's1', title: 'Step' }] }));
  }
  twoSteps = await publish('tutorial', 'Two step tutorial', {
    sections: [
      { id: 's1', title: 'First' },
      { id: 's2', title: 'Second' },
    ],
  });
  // Skills hold tutorials ('content' edges), competencies hold skills ('skill' edges), as publishing writes them.
  const [t1, t2, t3, t4] = tutorials as [number, number, number, number];
  ids.skillA = await publish('skill', 'Skill A', { contentIds: [tutorialId(t1), tutorialId(t2)] });
  ids.skillB = await publish('skill', 'Skill B', { contentIds: [tutorialId(t3), tutorialId(twoSteps)] });
  ids.skillC = await publish('skill', 'Skill C', { contentIds: [tutorialId(t4)] });
  await setChildren(ctx.db, ids.skillA, 'content', [t1, t2]);
  await setChildren(ctx.db, ids.skillB, 'content', [t3, twoSteps]);
  await setChildren(ctx.db, ids.skillC, 'content', [t4]);
  ids.competencyOne = await publish('competency', 'Competency one');
  ids.competencyTwo = await publish('competency', 'Competency two');
  ids.competencyIdle = await publish('competency', 'Competency idle');
  await setChildren(ctx.db, ids.competencyOne, 'skill', [ids.skillB, ids.skillA]);
  await setChildren(ctx.db, ids.competencyTwo, 'skill', [ids.skillB]);
  await setChildren(ctx.db, ids.competencyIdle, 'skill', [ids.skillC]);

  // The learner completes all 15 paged tutorials in order, and the first step of the two-step one.
  for (const id of tutorials) await complete('learner', id);
  await complete('learner', twoSteps, ['s1']);
  await addExperience(ctx.db, userIds.learner as string, [{ categoryId: 'programming', point: 40 }]);
  await ctx.db
    .update(users)
    .set({ isShow: true })
    .where(eq(users.id, userIds.shower as string));
  await complete('shower', tutorials[0] as number);
}, 180_000);
afterAll(() => ctx.close());

describe('GET /api/learn/record/list', () => {
  it('refuses anonymous viewers of their own lists, bad queries and other users', async () => {
    expect(errorOf(await list('type=tutorial'))).toEqual([401, 'auth_required']);
    expect((await list('type=badge', 'learner')).statusCode).toBe(400);
    expect((await list('type=tutorial&page=-1', 'learner')).statusCode).toBe(400);
    expect(errorOf(await list('type=tutorial&userID=nobody-at-all', 'learner'))).toEqual([404, 'not_found']);
    // A user who hides their progress shows no list at all, even the completed one.
    expect(errorOf(await list(`type=tutorial&completed=true&userID=${userIds.learner}`, 'other'))).toEqual([
      403,
      'forbidden',
    ]);
    expect(errorOf(await list(`type=tutorial&completed=true&userID=${userIds.learner}`))).toEqual([403, 'forbidden']);
    // Activity and in-progress lists are their owner's alone, whatever isShow says.
    expect(errorOf(await list(`type=tutorial&userID=${userIds.shower}`, 'other'))).toEqual([403, 'forbidden']);
    expect(errorOf(await list(`type=tutorial&isHideActivity=true&userID=${userIds.shower}`, 'other'))).toEqual([
      403,
      'forbidden',
    ]);
  });

  it('pages the completed tutorials, most recently completed first', async () => {
    const first = ok<TRecordListResult>(await list('type=tutorial&completed=true', 'learner'));
    const newestFirst = [...tutorials].reverse().map(tutorialId);
    expect(first.tutorialList?.total).toBe(15);
    expect(first.tutorialList?.itemIds).toEqual(newestFirst.slice(0, RECORD_LIST_PAGE_SIZE));
    expect(RECORD_LIST_PAGE_SIZE).toBe(12);
    const second = ok<TRecordListResult>(await list('type=tutorial&completed=true&page=1', 'learner'));
    expect(second.tutorialList?.itemIds).toEqual(newestFirst.slice(12));
    expect(second.tutorialList?.total).toBe(15);
    const last = tutorialId(tutorials[0] as number);
    expect(second.tutorialList?.tutorialMap).toMatchObject({
      [last]: { id: last, type: 'tutorial', title: 'Paged tutorial 1' },
    });
    expect(second.recordMap[last]).toMatchObject({ type: 'tutorial', completed: true });
    expect(second.statsMap[last]).toEqual({ collectCount: 0, commentCount: 0, viewCount: 0 });
    expect(second.collectMap[last]).toBe(false);
    expect(Object.keys(second)).not.toContain('projectList');
    const empty = ok<TRecordListResult>(await list('type=project&completed=true', 'learner'));
    expect(empty.projectList).toEqual({ itemIds: [], projectMap: {}, total: 0 });
  });

  it('lists all records as activity, most recently updated first, and the unfinished ones as in progress', async () => {
    const activity = ok<TRecordListResult>(await list('type=tutorial', 'learner'));
    expect(activity.tutorialList?.total).toBe(16);
    expect(activity.tutorialList?.itemIds[0]).toBe(tutorialId(twoSteps));
    expect(activity.tutorialList?.itemIds[1]).toBe(tutorialId(tutorials[14] as number));
    const inProgress = ok<TRecordListResult>(await list('type=tutorial&isHideActivity=true', 'learner'));
    expect(inProgress.tutorialList).toMatchObject({ itemIds: [tutorialId(twoSteps)], total: 1 });
    expect(inProgress.recordMap[tutorialId(twoSteps)]).toMatchObject({ completed: false, steps: { s1: {} } });
    // Updating an old record brings it to the top of the activity list.
    await complete('learner', tutorials[3] as number);
    const moved = ok<TRecordListResult>(await list('type=tutorial', 'learner'));
    expect(moved.tutorialList?.itemIds[0]).toBe(tutorialId(tutorials[3] as number));
  });

  it('shows only items learners may list: not hidden, expired or unpublished', async () => {
    const [hidden, expired] = [tutorials[14] as number, tutorials[13] as number];
    try {
      await ctx.db.update(contentItems).set({ hidden: true }).where(eq(contentItems.id, hidden));
      await ctx.db
        .update(contentItems)
        .set({ unpublishedAt: new Date(Date.now() - 60_000) })
        .where(eq(contentItems.id, expired));
      const shown = ok<TRecordListResult>(await list('type=tutorial&completed=true', 'learner'));
      expect(shown.tutorialList?.total).toBe(13);
      expect(shown.tutorialList?.itemIds).not.toContain(tutorialId(hidden));
      expect(shown.tutorialList?.itemIds).not.toContain(tutorialId(expired));
    } finally {
      await ctx.db.update(contentItems).set({ hidden: false, unpublishedAt: null }).where(eq(contentItems.id, hidden));
      await ctx.db.update(contentItems).set({ unpublishedAt: null }).where(eq(contentItems.id, expired));
    }
  });

  it("shows another user's completed list when they show their progress, with the viewer's own saved flags", async () => {
    const first = tutorialId(tutorials[0] as number);
    ok(await send('POST', '/api/learn/collect/toggle', 'other', { id: first, type: 'tutorial' }));
    try {
      for (const who of ['other', undefined]) {
        const shown = ok<TRecordListResult>(await list(`type=tutorial&completed=true&userID=${userIds.shower}`, who));
        expect(shown.tutorialList).toMatchObject({ itemIds: [first], total: 1 });
        expect(shown.recordMap[first]).toMatchObject({ completed: true });
        expect(shown.statsMap[first]).toEqual({ collectCount: 1, commentCount: 0, viewCount: 0 });
        expect(shown.collectMap[first]).toBe(who === 'other');
      }
      // A prefixed user id names the same user; the owner reads their own lists through it too.
      const prefixed = ok<TRecordListResult>(await list(`type=tutorial&userID=u_${userIds.learner}`, 'learner'));
      expect(prefixed.tutorialList?.total).toBe(16);
    } finally {
      ok(await send('POST', '/api/learn/collect/toggle', 'other', { id: first, type: 'tutorial' }));
    }
  });
});

describe('GET /api/learn/collect/list', () => {
  it('lists the saved items of a type, most recently saved first, to their owner only', async () => {
    expect(errorOf(await send('GET', '/api/learn/collect/list?type=tutorial'))).toEqual([401, 'auth_required']);
    expect(
      errorOf(await send('GET', `/api/learn/collect/list?type=tutorial&userID=${userIds.shower}`, 'other')),
    ).toEqual([403, 'forbidden']);
    const [a, b, c] = [tutorials[2], tutorials[7], twoSteps].map((id) => tutorialId(id as number)) as [
      string,
      string,
      string,
    ];
    for (const id of [a, b, c]) ok(await send('POST', '/api/learn/collect/toggle', 'empty', { id, type: 'tutorial' }));
    // Saves made in one millisecond would tie: spread them so the order is the saving order.
    for (const [index, id] of [tutorials[2], tutorials[7], twoSteps].entries()) {
      await ctx.db
        .update(collections)
        .set({ createdAt: new Date(Date.now() - (10 - index) * 60_000) })
        .where(and(eq(collections.userId, userIds.empty as string), eq(collections.itemId, id as number)));
    }
    const saved = ok<TRecordListResult>(await send('GET', '/api/learn/collect/list?type=tutorial', 'empty'));
    expect(saved.tutorialList).toMatchObject({ itemIds: [c, b, a], total: 3 });
    expect(saved.collectMap).toEqual({ [a]: true, [b]: true, [c]: true });
    expect(saved.statsMap[a]).toEqual({ collectCount: 1, commentCount: 0, viewCount: 0 });
    expect(saved.recordMap).toEqual({});
    const none = ok<TRecordListResult>(await send('GET', '/api/learn/collect/list?type=quiz', 'empty'));
    expect(none.quizList).toEqual({ itemIds: [], quizMap: {}, total: 0 });
  });
});

describe('the sub-items of projects and courses', () => {
  it("names a saved project's tutorials in order with the learner's completion, and their cards", async () => {
    const [t5, t6, t7] = [tutorials[4], tutorials[5], twoSteps] as [number, number, number];
    const project = await publish('project', 'Sub-item project', {
      tutorialIds: [t5, t6, t7].map(tutorialId),
    });
    await setChildren(ctx.db, project, 'content', [t5, t6, t7]);
    ok(
      await send('POST', '/api/learn/record/step', 'other', {
        id: tutorialId(t5),
        sectionId: 's1',
        completed: true,
        projectId: itemId('project', project),
      }),
    );
    ok(await send('POST', '/api/learn/collect/toggle', 'other', { id: itemId('project', project), type: 'project' }));
    const result = ok<TRecordListResult>(await send('GET', '/api/learn/collect/list?type=project', 'other'));
    const key = itemId('project', project);
    expect(result.projectList?.itemIds).toEqual([key]);
    expect(result.subItemsMap?.[key]).toEqual({
      [tutorialId(t5)]: { completed: true },
      [tutorialId(t6)]: { completed: false },
      [tutorialId(t7)]: { completed: false },
    });
    expect(Object.keys(result.subItemMap ?? {})).toEqual([t5, t6, t7].map(tutorialId));
    expect(result.subItemMap?.[tutorialId(t6)]?.title).toBe('Paged tutorial 6');
  });

  it('keeps records of the projects and courses holding what a learner works on: Continue at the next item, completed with the last', async () => {
    await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: 'follower@example.test', password: 'password-123', name: 'Follower' },
    );
    cookies.follower = await signIn(ctx.app, 'follower@example.test', 'password-123');
    const oneStep = { sections: [{ id: 's1', title: 'Step' }] };
    const [first, second] = [
      await publish('tutorial', 'Held first', oneStep),
      await publish('tutorial', 'Held second', oneStep),
    ];
    const project = await publish('project', 'Holding project', { tutorialIds: [first, second].map(tutorialId) });
    await setChildren(ctx.db, project, 'content', [first, second]);
    const course = await publish('course', 'Holding course', { projectIds: [itemId('project', project)] });
    await setChildren(ctx.db, course, 'content', [project]);
    const [projectKey, courseKey] = [itemId('project', project), itemId('course', course)];

    const step = ok<{ recordMap: TRecordListResult['recordMap'] }>(
      await send('POST', '/api/learn/record/step', 'follower', {
        id: tutorialId(first),
        sectionId: 's1',
        completed: true,
      }),
    );
    expect(step.recordMap[projectKey]).toMatchObject({
      type: 'project',
      completed: false,
      subItems: { [tutorialId(first)]: { completed: true }, [tutorialId(second)]: { completed: false } },
      nextRecordData: { itemId: tutorialId(second), type: 'tutorial' },
    });
    expect(step.recordMap[courseKey]).toMatchObject({
      completed: false,
      subItems: { [projectKey]: { completed: false } },
      nextRecordData: { itemId: projectKey, type: 'project' },
    });
    const inProgress = ok<TRecordListResult>(await list('type=project&isHideActivity=true', 'follower'));
    expect(inProgress.projectList?.itemIds).toEqual([projectKey]);
    expect(inProgress.recordMap[projectKey]?.nextRecordData).toEqual({ itemId: tutorialId(second), type: 'tutorial' });

    await complete('follower', second);
    const projects = ok<TRecordListResult>(await list('type=project&completed=true', 'follower'));
    expect(projects.projectList?.itemIds).toEqual([projectKey]);
    expect(projects.recordMap[projectKey]).toMatchObject({ completed: true, nextRecordData: null });
    const courses = ok<TRecordListResult>(await list('type=course&completed=true', 'follower'));
    expect(courses.courseList?.itemIds).toEqual([courseKey]);
    expect(courses.recordMap[courseKey]?.completedTime).toEqual(expect.any(String));
  });
});

describe('GET /api/learn/record/skillList', () => {
  it('lists the competencies built by completed tutorials, with completed and total tutorials per skill', async () => {
    expect(errorOf(await send('GET', '/api/learn/record/skillList'))).toEqual([401, 'auth_required']);
    const skills = ok<TSkillListResult>(await send('GET', '/api/learn/record/skillList', 'learner'));
    const one = itemId('competency', ids.competencyOne);
    const two = itemId('competency', ids.competencyTwo);
    const idle = itemId('competency', ids.competencyIdle);
    // One and idle each have a complete skill (one more completed tutorials); two only skill B, half done.
    expect(skills.competencies).toEqual([one, idle, two]);
    expect(skills.total).toBe(3);
    expect(skills.learnSkillMap[one]).toEqual({
      competency: { id: one, slug: 'competency-one', title: 'Competency one' },
      skills: [
        { id: itemId('skill', ids.skillB), slug: 'skill-b', title: 'Skill B', completedTutorials: 1, tutorials: 2 },
        { id: itemId('skill', ids.skillA), slug: 'skill-a', title: 'Skill A', completedTutorials: 2, tutorials: 2 },
      ],
    });
    const experience = ok<TExperience>(await send('GET', '/api/learn/record/experience', 'learner'));
    expect(skills.experience).toEqual(experience.categories);
    expect(skills.experience.find((entry) => entry.categoryId === 'programming')?.totalPoint).toBeGreaterThanOrEqual(
      40,
    );
    expect(ok<TSkillListResult>(await send('GET', '/api/learn/record/skillList', 'empty'))).toMatchObject({
      competencies: [],
      learnSkillMap: {},
      total: 0,
    });
  });

  it('pages the competencies: page 1 follows page 0, the total and experience on every page', async () => {
    const first = ok<TSkillListResult>(await send('GET', '/api/learn/record/skillList?page=0', 'learner'));
    expect(first.competencies).toHaveLength(Math.min(first.total, SKILL_LIST_PAGE_SIZE));
    const second = ok<TSkillListResult>(await send('GET', '/api/learn/record/skillList?page=1', 'learner'));
    expect(second.total).toBe(first.total);
    expect(second.experience).toEqual(first.experience);
    expect(second.competencies).toEqual([]);
    expect(second.learnSkillMap).toEqual({});
    expect(errorOf(await send('GET', '/api/learn/record/skillList?page=-1', 'learner'))[0]).toBe(400);
  });

  it("shows another user's skills only when they show their progress", async () => {
    expect(errorOf(await send('GET', `/api/learn/record/skillList?userID=${userIds.learner}`, 'other'))).toEqual([
      403,
      'forbidden',
    ]);
    expect(errorOf(await send('GET', '/api/learn/record/skillList?userID=missing', 'other'))).toEqual([
      404,
      'not_found',
    ]);
    const shown = ok<TSkillListResult>(await send('GET', `/api/learn/record/skillList?userID=${userIds.shower}`));
    expect(shown.competencies).toEqual([itemId('competency', ids.competencyOne)]);
    expect(shown.learnSkillMap[itemId('competency', ids.competencyOne)]?.skills[1]).toMatchObject({
      completedTutorials: 1,
      tutorials: 2,
    });
  });
});

describe('reward badges and experience of another user', () => {
  it('follows isShow: 403 for a hidden profile, the shown one for anyone, 404 for an unknown user', async () => {
    for (const path of ['/api/learn/reward/badges', '/api/learn/record/experience']) {
      expect(errorOf(await send('GET', path))).toEqual([401, 'auth_required']);
      expect(errorOf(await send('GET', `${path}?userID=${userIds.learner}`, 'other'))).toEqual([403, 'forbidden']);
      expect(errorOf(await send('GET', `${path}?userID=missing`, 'other'))).toEqual([404, 'not_found']);
      expect((await send('GET', `${path}?userID=${userIds.shower}`)).statusCode).toBe(200);
    }
    expect(ok<TRewardBadges>(await send('GET', `/api/learn/reward/badges?userID=${userIds.shower}`)).total).toBe(0);
    const learner = ok<TExperience>(await send('GET', '/api/learn/record/experience', 'learner'));
    await ctx.db
      .update(users)
      .set({ isShow: true })
      .where(eq(users.id, userIds.learner as string));
    try {
      expect(
        ok<TExperience>(await send('GET', `/api/learn/record/experience?userID=${userIds.learner}`, 'other')),
      ).toEqual(learner);
    } finally {
      await ctx.db
        .update(users)
        .set({ isShow: false })
        .where(eq(users.id, userIds.learner as string));
    }
  });
});

describe('GET /api/learn/record/recent', () => {
  it("answers the viewer's most recently updated visible item, null when none or anonymous", async () => {
    expect(ok<TRecentRecord>(await send('GET', '/api/learn/record/recent'))).toEqual({ item: null });
    expect(ok<TRecentRecord>(await send('GET', '/api/learn/record/recent', 'empty'))).toEqual({ item: null });
    await complete('learner', tutorials[5] as number);
    const recent = ok<TRecentRecord>(await send('GET', '/api/learn/record/recent', 'learner'));
    expect(recent.item).toMatchObject({ id: tutorialId(tutorials[5] as number), title: 'Paged tutorial 6' });
    await ctx.db
      .update(contentItems)
      .set({ hidden: true })
      .where(eq(contentItems.id, tutorials[5] as number));
    try {
      const next = ok<TRecentRecord>(await send('GET', '/api/learn/record/recent', 'learner'));
      // The record updated before it: the one the activity test completed again.
      expect(next.item?.id).toBe(tutorialId(tutorials[3] as number));
    } finally {
      await ctx.db
        .update(contentItems)
        .set({ hidden: false })
        .where(eq(contentItems.id, tutorials[5] as number));
    }
  });
});

describe('GET /api/users/{idOrUrl}/profile', () => {
  it('finds a user by id or custom profile URL, with isOwner for the viewer', async () => {
    expect(errorOf(await send('GET', '/api/users/nobody/profile'))).toEqual([404, 'not_found']);
    const byId = ok<TPublicProfile>(await send('GET', `/api/users/${userIds.shower}/profile`));
    expect(byId).toMatchObject({
      id: userIds.shower,
      displayName: 'shower',
      avatar: null,
      customProfileUrl: null,
      isOwner: false,
      isShow: true,
    });
    expect(Date.parse(byId.joinedAt)).not.toBeNaN();
    expect(Object.keys(byId)).not.toContain('email');
    await ctx.db
      .update(users)
      .set({ customProfileUrl: 'the-shower' })
      .where(eq(users.id, userIds.shower as string));
    expect(ok<TPublicProfile>(await send('GET', '/api/users/the-shower/profile', 'shower'))).toMatchObject({
      id: userIds.shower,
      customProfileUrl: 'the-shower',
      isOwner: true,
    });
    expect(ok<TPublicProfile>(await send('GET', '/api/users/the-shower/profile', 'other')).isOwner).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents the profile endpoints with tags and summaries', async () => {
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = [
      paths['/api/learn/record/list']?.get,
      paths['/api/learn/collect/list']?.get,
      paths['/api/learn/record/skillList']?.get,
      paths['/api/learn/record/recent']?.get,
      paths['/api/users/{idOrUrl}/profile']?.get,
      paths['/api/users/me/settings']?.get,
      paths['/api/users/me/settings']?.post,
    ];
    for (const operation of operations) {
      expect(operation.tags.length).toBe(1);
      expect(operation.summary.length).toBeGreaterThan(20);
    }
  });
});
