import type { TRole } from '@questline/domain/roles';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import type { TCompetencyExtends, TSkillExtends } from '@questline/domain/schemas/skills';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { createItem, publishItem, setChildren } from '../content/content.service';
import { createUser } from '../users/users.service';
import { addExperience } from './learn.repository';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
const PEOPLE: Record<string, TRole[]> = { learner: [], fresh: [], learnAdmin: ['learnAdmin'] };

const doc = (...paragraphs: string[]) => richTextFromParagraphs(paragraphs);
const numeric = (id: string) => Number(id.split('_')[1]);
const send = sendAs(() => ctx.app, cookies);
const post = (url: string, who: string, payload: unknown = {}) => send('POST', url, who, payload);
const ok = resultOf;

/** The items the pages read, by name: prefixed ids. */
const ids: Record<string, string> = {};
const PREFIX = { tutorial: 'ltu', project: 'lpr', course: 'lco', mission: 'lms' } as const;

const storedItem = async (
  type: keyof typeof PREFIX,
  title: string,
  fields: Record<string, unknown> = {},
  options: { internalOnly?: boolean; published?: boolean } = {},
) => {
  const item = await createItem(ctx.db, {
    type,
    actorId: userIds.learnAdmin as string,
    document: { title, description: doc(`About ${title}`), ...fields },
    flags: { internalOnly: options.internalOnly ?? false },
  });
  if (options.published !== false) await publishItem(ctx.db, { id: item.id, actorId: null });
  return `${PREFIX[type]}_${item.id}`;
};

const publishSkill = async (title: string, contentIds: string[]) => {
  const skill = ok<{ id: string }>(
    await post('/api/learn/skill/0/general', 'learnAdmin', {
      language: 'en',
      title,
      internalID: `Skill-${title.replaceAll(' ', '')}`,
      engineVersionRange: '2021.3_2023.1',
      subSkills: [{ title: 'First part' }],
      description: doc(`About ${title}`),
    }),
  );
  ok(await post(`/api/learn/skill/${skill.id}/content`, 'learnAdmin', { skillLevel: 'beginner', contentIds }));
  return ok<{ item: { id: string; slug: string } }>(await post(`/api/learn/skill/${skill.id}/publish`, 'learnAdmin'))
    .item;
};

let skill: { id: string; slug: string };
let otherSkill: { id: string; slug: string };
let competency: { id: string; slug: string };

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, roles] of Object.entries(PEOPLE)) {
    const email = `${name.toLowerCase()}@example.test`;
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email, password: 'password-123', name, roles },
    );
    userIds[name] = user.id;
    cookies[name] = await signIn(ctx.app, email, 'password-123');
  }
  const thumbnailId = await storeTestImage(ctx);
  const points = (essentials: number, programming = 0) => [
    { categoryId: 'essentials', point: essentials },
    ...(programming ? [{ categoryId: 'programming', point: programming }] : []),
  ];
  ids.second = await storedItem('tutorial', 'Second tutorial', { duration: 30, points: points(50, 20) });
  ids.first = await storedItem('tutorial', 'First tutorial', {
    duration: 20,
    points: points(30),
    sections: [{ id: 'only-step', title: 'Only step', type: 'text', body: doc('Do it') }],
  });
  ids.secret = await storedItem('tutorial', 'Staff tutorial', { duration: 10 }, { internalOnly: true });
  ids.art = await storedItem('tutorial', 'Art tutorial', {
    duration: 15,
    points: [{ categoryId: 'artAnimation', point: 40 }],
  });
  // The skill's order is the page's order: first, then second (the staff tutorial hides from learners).
  skill = await publishSkill('Scene setup', [ids.first, ids.second, ids.secret]);
  otherSkill = await publishSkill('Drawing', [ids.art]);

  // A tutorial tagged with both skills; a project holds it, and a course the project.
  ids.tagged = await storedItem('tutorial', 'Tagged tutorial', { duration: 5, skillIds: [otherSkill.id, skill.id] });
  await setChildren(ctx.db, numeric(ids.tagged), 'skill', [numeric(otherSkill.id), numeric(skill.id)]);
  ids.project = await storedItem('project', 'Tagged project', { skillLevel: 'beginner' });
  await setChildren(ctx.db, numeric(ids.project), 'content', [numeric(ids.tagged)]);
  ids.course = await storedItem('course', 'Tagged course', { skillLevel: 'beginner' });
  await setChildren(ctx.db, numeric(ids.course), 'content', [numeric(ids.project)]);

  const created = ok<{ id: string }>(
    await post('/api/learn/competency/0/general', 'learnAdmin', {
      language: 'en',
      title: 'World building',
      internalID: 'Comp-WorldBuilding',
      skillLevel: 'intermediate',
      thumbnailId,
      skillIds: [otherSkill.id, skill.id],
      description: doc('About world building'),
    }),
  );
  ok(await post(`/api/learn/competency/${created.id}/content`, 'learnAdmin', { topicIds: [] }));
  competency = ok<{ item: { id: string; slug: string } }>(
    await post(`/api/learn/competency/${created.id}/publish`, 'learnAdmin'),
  ).item;

  ids.mission = await storedItem('mission', 'Build a world');
  await setChildren(ctx.db, numeric(ids.mission), 'competency', [numeric(competency.id)]);
  ids.draftMission = await storedItem('mission', 'Unfinished mission', {}, { published: false });
  await setChildren(ctx.db, numeric(ids.draftMission), 'competency', [numeric(competency.id)]);

  await addExperience(ctx.db, userIds.learner as string, [{ categoryId: 'essentials', point: 620 }]);
  ok(await post('/api/learn/record/step', 'learner', { id: ids.first, sectionId: 'only-step', completed: true }));
}, 120_000);
afterAll(() => ctx.close());

describe('skill extends', () => {
  it('answers 404 for an unknown skill', async () => {
    expect((await send('GET', '/api/learn/skill/no-such-skill/extends')).statusCode).toBe(404);
  });

  it("answers the skill's tutorials in order, its competencies and tagged content, without experience anonymously", async () => {
    const result = ok<TSkillExtends>(await send('GET', `/api/learn/skill/${skill.slug}/extends`));
    const data = result.skillData;
    expect(data.contentIds).toEqual([ids.first, ids.second]);
    expect(Object.keys(data.tutorialMap)).toEqual([ids.first, ids.second]);
    expect(data.tutorialMap[ids.second as string]).toMatchObject({ title: 'Second tutorial', duration: 30 });
    expect(data.competencyIds).toEqual([competency.id]);
    expect(data.competencyMap[competency.id]).toMatchObject({ title: 'World building', slug: competency.slug });
    expect(Object.keys(data.taggedMap).sort()).toEqual([ids.course, ids.project, ids.tagged].sort());
    expect(data.experience).toBeNull();
    expect(result.breadcrumb.at(-1)).toMatchObject({ id: skill.id, title: 'Scene setup' });
    expect(result.collectMap).toEqual({
      [skill.id]: false,
      [ids.first as string]: false,
      [ids.second as string]: false,
    });
    expect(result.recordMap).toEqual({});
  });

  it("answers the viewer's level per category its tutorials award, in the order they appear", async () => {
    const result = ok<TSkillExtends>(await send('GET', `/api/learn/skill/${skill.id}/extends`, 'learner'));
    expect(result.recordMap[ids.first as string]).toMatchObject({ completed: true });
    const data = result.skillData;
    // 620 essentials and the first tutorial's 30: level 2 (500 for level 1), 150 into the 750 level 2 needs; programming untouched.
    expect(data.experience).toEqual([
      { categoryId: 'essentials', totalPoint: 650, level: 2, levelPoint: 150, categoryExperience: 750 },
      { categoryId: 'programming', totalPoint: 0, level: 1, levelPoint: 0, categoryExperience: 500 },
    ]);
    const fresh = ok<TSkillExtends>(await send('GET', `/api/learn/skill/${skill.id}/extends`, 'fresh')).skillData;
    expect(fresh.experience?.map((entry) => [entry.categoryId, entry.level, entry.totalPoint])).toEqual([
      ['essentials', 1, 0],
      ['programming', 1, 0],
    ]);
  });

  it("shows staff the internal tutorial, and a tutorial's page its skills", async () => {
    const data = ok<TSkillExtends>(await send('GET', `/api/learn/skill/${skill.id}/extends`, 'learnAdmin')).skillData;
    expect(data.contentIds).toEqual([ids.first, ids.second, ids.secret]);
    const tutorial = ok<{ tutorialData: { skillMap: Record<string, { title: string; slug: string }> } }>(
      await send('GET', `/api/learn/tutorial/${ids.tagged}/extends`),
    );
    expect(Object.keys(tutorial.tutorialData.skillMap)).toEqual([otherSkill.id, skill.id]);
    expect(tutorial.tutorialData.skillMap[skill.id]).toMatchObject({ title: 'Scene setup', slug: skill.slug });
  });
});

describe('competency extends', () => {
  it('answers 404 for an unknown competency', async () => {
    expect((await send('GET', '/api/learn/competency/no-such/extends')).statusCode).toBe(404);
  });

  it('answers its skills in order with tutorial counts, and the published missions building it', async () => {
    const result = ok<TCompetencyExtends>(await send('GET', `/api/learn/competency/${competency.slug}/extends`));
    const data = result.competencyData;
    expect(data.skillIds).toEqual([otherSkill.id, skill.id]);
    expect(data.skillMap[skill.id]).toMatchObject({ title: 'Scene setup', tutorialsCount: 2 });
    expect(data.skillMap[otherSkill.id]).toMatchObject({ title: 'Drawing', tutorialsCount: 1, duration: 15 });
    expect(data.missionIds).toEqual([ids.mission]);
    expect(data.missionMap[ids.mission as string]).toMatchObject({ title: 'Build a world' });
    expect(data.experience).toBeNull();
    expect(result.collectMap[competency.id]).toBe(false);
  });

  it("answers the viewer's level in every category the skills' tutorials award", async () => {
    const data = ok<TCompetencyExtends>(
      await send('GET', `/api/learn/competency/${competency.id}/extends`, 'learner'),
    ).competencyData;
    expect(data.experience?.map((entry) => [entry.categoryId, entry.level, entry.totalPoint])).toEqual([
      ['artAnimation', 1, 0],
      ['essentials', 2, 650],
      ['programming', 1, 0],
    ]);
  });
});
