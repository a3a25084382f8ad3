import type { TRole } from '@questline/domain/roles';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { contentEdges } from '../../db/schema';
import { createItem, publishItem, setChildren } from '../content/content.service';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
let thumbnailId: string;

const PEOPLE: Record<string, TRole[]> = {
  learner: [],
  creator: ['learnCreator'],
  editor: ['learnEditor'],
  learnAdmin: ['learnAdmin'],
};

/** Tutorials, a quiz, a project and a course the skills are built from. */
const items: Record<string, string> = {};
const PREFIX = { tutorial: 'ltu', quiz: 'lqz', project: 'lpr', course: 'lco' } as const;

const doc = (...paragraphs: string[]) => richTextFromParagraphs(paragraphs);
const numeric = (id: string) => Number(id.split('_')[1]);

const storedItem = async (
  type: keyof typeof PREFIX,
  title: string,
  fields: Record<string, unknown> = {},
  options: { internalOnly?: boolean; published?: boolean } = {},
) => {
  const item = await createItem(ctx.db, {
    type,
    actorId: userIds.creator as string,
    document: { title, description: doc(`About ${title}`), ...fields },
    flags: { internalOnly: options.internalOnly ?? false },
  });
  if (options.published !== false) await publishItem(ctx.db, { id: item.id, actorId: null });
  return `${PREFIX[type]}_${item.id}`;
};

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
  thumbnailId = await storeTestImage(ctx);
  items.intro = await storedItem('tutorial', 'Intro tutorial', { skillLevel: 'beginner', duration: 30 });
  items.basics = await storedItem('tutorial', 'Basics tutorial', { skillLevel: 'beginner', duration: 45 });
  items.secret = await storedItem('tutorial', 'Staff tutorial', { duration: 20 }, { internalOnly: true });
  items.draft = await storedItem('tutorial', 'Unpublished tutorial', { duration: 60 }, { published: false });
  items.quiz = await storedItem('quiz', 'Check quiz', { duration: 15 });
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const post = (url: string, who: string | undefined, payload: unknown = {}) => send('POST', url, who, payload);
const ok = resultOf;
const errorKey = (response: { json: () => unknown }) => (response.json() as { error: { key: string } }).error.key;

type TSkill = {
  id: string;
  status: string;
  internalID: string;
  subSkills: { title: string }[];
  engineVersionRange: string;
  contentIds: string[];
  withManual: boolean;
  manualDuration: number;
  duration: number;
};
type TMap = Record<string, { id: string; title: string }>;
type TCompetency = {
  id: string;
  status: string;
  skillIds: string[];
  topicIds: number[];
  taggedContent?: { skillIds: string[]; tutorialMap: TMap; projectMap: TMap; courseMap: TMap };
};

const skillGeneral = (title: string, overrides: Record<string, unknown> = {}) => ({
  language: 'en',
  title,
  internalID: `Skill-${title.replaceAll(' ', '')}`,
  engineVersionRange: '2021.3_2023.1',
  subSkills: [{ title: 'First part' }, { title: 'Second part' }],
  description: doc(`About ${title}`),
  ...overrides,
});

const competencyGeneral = (title: string, overrides: Record<string, unknown> = {}) => ({
  language: 'en',
  title,
  internalID: `Comp-${title.replaceAll(' ', '')}`,
  skillLevel: 'intermediate',
  thumbnailId,
  skillIds: [],
  description: doc(`About ${title}`),
  ...overrides,
});

const createSkill = async (title: string) =>
  ok<TSkill>(await post('/api/learn/skill/0/general', 'learnAdmin', skillGeneral(title)));

/** A published skill holding the intro tutorial. */
const publishedSkill = async (title: string) => {
  const skill = await createSkill(title);
  await post(`/api/learn/skill/${skill.id}/content`, 'learnAdmin', {
    skillLevel: 'beginner',
    contentIds: [items.intro],
  });
  return ok<{ item: TSkill }>(await post(`/api/learn/skill/${skill.id}/publish`, 'learnAdmin', {})).item;
};

const edgesOf = async (parentId: string, role: string) =>
  (
    await ctx.db
      .select({ childId: contentEdges.childId })
      .from(contentEdges)
      .where(and(eq(contentEdges.parentId, numeric(parentId)), eq(contentEdges.role, role)))
      .orderBy(contentEdges.position)
  ).map((row) => row.childId);

describe('skill authoring', () => {
  it('answers 401, 400 and 403 in that order, and creates a draft for a learn admin only', async () => {
    const url = '/api/learn/skill/0/general';
    expect((await post(url, undefined, skillGeneral('Nobody'))).statusCode).toBe(401);
    const nameless = await post(url, 'learnAdmin', skillGeneral(''));
    expect(nameless.statusCode).toBe(400);
    for (const who of ['learner', 'creator', 'editor']) {
      expect((await post(url, who, skillGeneral('Refused'))).statusCode, who).toBe(403);
    }
    const response = await post(url, 'learnAdmin', skillGeneral('Scripting'));
    const skill = ok<TSkill>(response);
    expect(skill).toMatchObject({
      id: expect.stringMatching(/^lsk_\d+$/),
      status: 'draft',
      internalID: 'Skill-Scripting',
      engineVersionRange: '2021.3_2023.1',
      subSkills: [{ title: 'First part' }, { title: 'Second part' }],
    });
    const saved = await post(`/api/learn/skill/${skill.id}/general`, 'editor', skillGeneral('Scripting'));
    expect(saved.statusCode).toBe(403);
  });

  it('refuses an internal ID without the Skill- prefix, and a sub-skill without a title', async () => {
    const skill = await createSkill('Prefixed');
    const url = `/api/learn/skill/${skill.id}/general`;
    for (const internalID of ['Comp-Prefixed', 'Prefixed', 'Skill-']) {
      const response = await post(url, 'learnAdmin', skillGeneral('Prefixed', { internalID }));
      expect(response.statusCode, internalID).toBe(400);
      expect(errorKey(response), internalID).toBe('error_prefix_skill');
    }
    const untitled = await post(url, 'learnAdmin', skillGeneral('Prefixed', { subSkills: [{ title: '' }] }));
    expect(untitled.statusCode).toBe(400);
    const reordered = ok<TSkill>(
      await post(url, 'learnAdmin', skillGeneral('Prefixed', { subSkills: [{ title: 'B' }, { title: 'A' }] })),
    );
    expect(reordered.subSkills).toEqual([{ title: 'B' }, { title: 'A' }]);
  });

  it('holds tutorials only: other types are refused, unknown ids dropped; the duration counts published public tutorials', async () => {
    const skill = await createSkill('Content rules');
    const url = `/api/learn/skill/${skill.id}/content`;
    const quiz = await post(url, 'learnAdmin', { skillLevel: 'beginner', contentIds: [items.quiz] });
    expect(quiz.statusCode).toBe(400);
    // A tutorial id that names a quiz, and one that names nothing, are dropped.
    const content = ok<TSkill>(
      await post(url, 'learnAdmin', {
        skillLevel: 'beginner',
        contentIds: [
          items.intro,
          `ltu_${numeric(items.quiz as string)}`,
          'ltu_999999',
          items.basics,
          items.secret,
          items.draft,
        ],
        withManual: false,
        manualDuration: 50,
      }),
    );
    expect(content.contentIds).toEqual([items.intro, items.basics, items.secret, items.draft]);
    // 30 + 45: the internal-only and the unpublished tutorials do not count; without withManual no manual value.
    expect(content).toMatchObject({ duration: 75, withManual: false, manualDuration: 0 });

    const manual = ok<TSkill>(
      await post(url, 'learnAdmin', {
        skillLevel: 'beginner',
        contentIds: [items.intro],
        withManual: true,
        manualDuration: 95,
      }),
    );
    expect(manual).toMatchObject({ duration: 95, withManual: true, manualDuration: 95 });
  });

  it('publishes with its duration and content edges, and syncs draft and published content', async () => {
    const skill = await createSkill('Publishing');
    const url = `/api/learn/skill/${skill.id}`;
    expect((await post(`${url}/publish`, undefined, {})).statusCode).toBe(401);
    expect((await post(`${url}/publish`, 'editor', {})).statusCode).toBe(403);
    ok(await post(`${url}/content`, 'learnAdmin', { skillLevel: 'beginner', contentIds: [items.basics, items.intro] }));
    const { item, url: target } = ok<{ item: TSkill; url: string }>(await post(`${url}/publish`, 'learnAdmin', {}));
    expect(item).toMatchObject({ status: 'published', duration: 75, contentIds: [items.basics, items.intro] });
    expect(target).toContain('publish=true');
    expect(await edgesOf(skill.id, 'content')).toEqual([
      numeric(items.basics as string),
      numeric(items.intro as string),
    ]);

    ok(await post(`${url}/content`, 'learnAdmin', { skillLevel: 'beginner', contentIds: [items.intro, items.draft] }));
    expect((await send('GET', `${url}/sync`, undefined)).statusCode).toBe(401);
    expect((await send('GET', `${url}/sync`, 'editor')).statusCode).toBe(403);
    const sync = ok<{ draftContentIds: string[]; contentIds: string[]; tutorialMap: TMap }>(
      await send('GET', `${url}/sync`, 'learnAdmin'),
    );
    expect(sync.draftContentIds).toEqual([items.intro, items.draft]);
    expect(sync.contentIds).toEqual([items.basics, items.intro]);
    expect(Object.keys(sync.tutorialMap).sort()).toEqual([items.basics, items.draft, items.intro].sort());
    expect(sync.tutorialMap[items.intro as string]?.title).toBe('Intro tutorial');
  });

  it('refuses to publish without an internal ID or skill level', async () => {
    const skill = await createSkill('Incomplete');
    const response = await post(`/api/learn/skill/${skill.id}/publish`, 'learnAdmin', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((field: { path: string }) => field.path)).toContain('skillLevel');
  });
});

describe('competency authoring', () => {
  const createCompetency = async (title: string, overrides: Record<string, unknown> = {}) =>
    ok<TCompetency>(await post('/api/learn/competency/0/general', 'learnAdmin', competencyGeneral(title, overrides)));

  it('answers 401, 400 and 403, and refuses an internal ID without the Comp- prefix', async () => {
    const url = '/api/learn/competency/0/general';
    expect((await post(url, undefined, competencyGeneral('Nobody'))).statusCode).toBe(401);
    expect((await post(url, 'learnAdmin', competencyGeneral(''))).statusCode).toBe(400);
    for (const who of ['learner', 'creator', 'editor']) {
      expect((await post(url, who, competencyGeneral('Refused'))).statusCode, who).toBe(403);
    }
    const prefixed = await post(url, 'learnAdmin', competencyGeneral('Wrong', { internalID: 'Skill-Wrong' }));
    expect(prefixed.statusCode).toBe(400);
    expect(errorKey(prefixed)).toBe('error_prefix_competency');
    const competency = await createCompetency('Level design');
    expect(competency).toMatchObject({ id: expect.stringMatching(/^lcp_\d+$/), status: 'draft', skillIds: [] });
    expect(competency.taggedContent).toBeUndefined();
  });

  it('answers the content tagged with its skills when the skills change, and empty maps for none', async () => {
    const scripting = await publishedSkill('Tagged scripting');
    const physics = await publishedSkill('Tagged physics');
    // A published tutorial tagged with the scripting skill, inside a published project and course.
    const tagged = await storedItem('tutorial', 'Tagged tutorial', { duration: 10, skillIds: [scripting.id] });
    await setChildren(ctx.db, numeric(tagged), 'skill', [numeric(scripting.id)]);
    const project = await storedItem('project', 'Tagged project', { contentIds: [tagged] });
    await setChildren(ctx.db, numeric(project), 'content', [numeric(tagged)]);
    const course = await storedItem('course', 'Tagged course', { contentIds: [project] });
    await setChildren(ctx.db, numeric(course), 'content', [numeric(project)]);

    const competency = await createCompetency('Gameplay');
    const url = `/api/learn/competency/${competency.id}/general`;
    const withSkills = ok<TCompetency>(
      await post(
        url,
        'learnAdmin',
        competencyGeneral('Gameplay', { skillIds: [physics.id, scripting.id, 'lsk_999999'] }),
      ),
    );
    expect(withSkills.skillIds).toEqual([physics.id, scripting.id]);
    expect(withSkills.taggedContent?.skillIds).toEqual([physics.id, scripting.id]);
    expect(Object.keys(withSkills.taggedContent?.tutorialMap ?? {})).toEqual([tagged]);
    expect(withSkills.taggedContent?.tutorialMap[tagged]?.title).toBe('Tagged tutorial');
    expect(Object.keys(withSkills.taggedContent?.projectMap ?? {})).toEqual([project]);
    expect(Object.keys(withSkills.taggedContent?.courseMap ?? {})).toEqual([course]);

    const unchanged = ok<TCompetency>(
      await post(url, 'learnAdmin', competencyGeneral('Gameplay v2', { skillIds: [physics.id, scripting.id] })),
    );
    expect(unchanged.taggedContent).toBeUndefined();

    const cleared = ok<TCompetency>(await post(url, 'learnAdmin', competencyGeneral('Gameplay', { skillIds: [] })));
    expect(cleared.taggedContent).toEqual({ skillIds: [], tutorialMap: {}, projectMap: {}, courseMap: {} });

    // The same preset as a search (§2.6 sid:{skillId}): the tagged tutorial and what holds it; nothing for the other.
    const searchSkill = async (skillId: string) => {
      const k = encodeURIComponent(JSON.stringify([`sid:${skillId}`]));
      const found = ok<{ results: ({ type: string } & Record<string, { id: string }>)[] }>(
        await send('GET', `/api/learn/search?k=${k}`, 'learner'),
      );
      return found.results.map((entry) => entry[entry.type]?.id).sort();
    };
    expect(await searchSkill(scripting.id)).toEqual([tagged, project, course].sort());
    expect(await searchSkill(physics.id)).toEqual([]);
  });

  it('saves topics, and publishes with its skills as ordered edges', async () => {
    const first = await publishedSkill('Edge one');
    const second = await publishedSkill('Edge two');
    const competency = await createCompetency('Publishable', { skillIds: [second.id, first.id] });
    const content = ok<TCompetency>(
      await post(`/api/learn/competency/${competency.id}/content`, 'learnAdmin', { topicIds: [] }),
    );
    expect(content.topicIds).toEqual([]);
    expect((await post(`/api/learn/competency/${competency.id}/publish`, 'creator', {})).statusCode).toBe(403);
    const { item } = ok<{ item: TCompetency }>(
      await post(`/api/learn/competency/${competency.id}/publish`, 'learnAdmin', {}),
    );
    expect(item).toMatchObject({ status: 'published', skillIds: [second.id, first.id] });
    expect(await edgesOf(competency.id, 'skill')).toEqual([numeric(second.id), numeric(first.id)]);
  });

  it('refuses to publish with a skill that is not published, naming it by its place in skillIds', async () => {
    const published = await publishedSkill('Place one');
    const draft = await createSkill('Place draft');
    const competency = await createCompetency('Half ready', { skillIds: [published.id, draft.id] });
    const response = await post(`/api/learn/competency/${competency.id}/publish`, 'learnAdmin', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      key: 'content_InvalidParameter_unpublished',
      fields: [{ path: 'skillIds.1', key: 'content_InvalidParameter_unpublished' }],
      params: { ids: draft.id },
    });
    expect(await edgesOf(competency.id, 'skill')).toEqual([]);
    const read = ok<TCompetency>(await send('GET', `/api/learn/competency/${competency.id}?edit=true`, 'learnAdmin'));
    expect(read.status).toBe('draft');
  });

  it('saves the career goals as allow-listed rich text and reads them back', async () => {
    const careerGoals = {
      type: 'doc',
      content: [
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Technical artist',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
          ],
        },
      ],
    };
    const clean = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Technical artist' }] }],
    };
    const competency = await createCompetency('Career minded', { careerGoals });
    expect((competency as TCompetency & { careerGoals: unknown }).careerGoals).toEqual(clean);
    const read = ok<{ careerGoals: unknown }>(
      await send('GET', `/api/learn/competency/${competency.id}?edit=true`, 'learnAdmin'),
    );
    expect(read.careerGoals).toEqual(clean);
    const { item } = ok<{ item: { careerGoals: unknown } }>(
      await post(`/api/learn/competency/${competency.id}/publish`, 'learnAdmin', {}),
    );
    expect(item.careerGoals).toEqual(clean);
  });
});

describe('GET /api/creator/architecture', () => {
  it('answers 401 to nobody and 403 to anyone but learn admins', async () => {
    expect((await send('GET', '/api/creator/architecture', undefined)).statusCode).toBe(401);
    for (const who of ['learner', 'creator', 'editor']) {
      expect((await send('GET', '/api/creator/architecture', who)).statusCode, who).toBe(403);
    }
  });

  it('lists competencies with their skills, the content tagged with each skill, missions and pathways', async () => {
    const skill = await publishedSkill('Architecture skill');
    const draftSkill = await createSkill('Architecture draft');
    const tagged = await storedItem('tutorial', 'Architecture tutorial', { duration: 10, skillIds: [skill.id] });
    await setChildren(ctx.db, numeric(tagged), 'skill', [numeric(skill.id)]);
    const competency = ok<TCompetency>(
      await post(
        '/api/learn/competency/0/general',
        'learnAdmin',
        competencyGeneral('Architecture', { skillIds: [draftSkill.id, skill.id] }),
      ),
    );
    const mission = await createItem(ctx.db, {
      type: 'mission',
      actorId: userIds.learnAdmin as string,
      document: { title: 'Architecture mission', description: doc('A mission') },
    });
    // Another skill's tutorial, in a project: the project shows under that skill alone, beside its tutorial.
    const other = await publishedSkill('Architecture other');
    const otherTutorial = await storedItem('tutorial', 'Other tutorial', { duration: 5, skillIds: [other.id] });
    await setChildren(ctx.db, numeric(otherTutorial), 'skill', [numeric(other.id)]);
    const project = await storedItem('project', 'Other project', { contentIds: [otherTutorial] });
    await setChildren(ctx.db, numeric(project), 'content', [numeric(otherTutorial)]);

    const result = ok<{
      competencies: { id: string; title: string; status: string; skillIds: string[] }[];
      skillMap: Record<string, { title: string; status: string; internalID: string; contentIds: string[] }>;
      contentMap: TMap;
      missions: { id: string; title: string; status: string }[];
      pathways: unknown[];
    }>(await send('GET', '/api/creator/architecture', 'learnAdmin'));
    expect(result.competencies.find((entry) => entry.id === competency.id)).toMatchObject({
      title: 'Architecture',
      status: 'draft',
      skillIds: [draftSkill.id, skill.id],
    });
    expect(result.skillMap[skill.id]).toMatchObject({
      title: 'Architecture skill',
      status: 'published',
      internalID: 'Skill-Architectureskill',
      contentIds: [tagged],
    });
    expect(result.skillMap[draftSkill.id]).toMatchObject({ status: 'draft', contentIds: [] });
    expect(result.skillMap[other.id]?.contentIds).toEqual([otherTutorial, project]);
    expect(result.contentMap[project]?.title).toBe('Other project');
    expect(result.contentMap[tagged]?.title).toBe('Architecture tutorial');
    expect(result.missions).toContainEqual(
      expect.objectContaining({ id: `lms_${mission.id}`, title: 'Architecture mission', status: 'draft' }),
    );
    expect(result.pathways).toEqual([]);
  });
});
