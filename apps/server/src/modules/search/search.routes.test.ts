import type {
  THeaderSearchResult,
  TLessonsResult,
  TPopularTopics,
  TSearchCard,
  TSearchResultSet,
} from '@questline/domain/schemas/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, resultOf, signIn, type TTestContext } from '../../../test/test-app';
import { collections, records } from '../../db/schema';
import { storedCard } from '../content/content.presenter';
import { insertTag, type TContentRow } from '../content/content.repository';
import { saveItem, saveNewItem } from '../content/content.service';
import { grantMemberships, grantRoles } from '../users/users.repository';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
const rows: Record<string, TContentRow> = {};
let physics = 0;
let animation = 0;

const PEOPLE = {
  learner: { roles: [], memberships: [] },
  premium: { roles: [], memberships: ['premium'] },
  member: { roles: [], memberships: ['uaaMember'] },
  edlab: { roles: [], memberships: ['edlabMember'] },
  creator: { roles: ['learnCreator'], memberships: [] },
  moderator: { roles: ['learnModerator'], memberships: [] },
  editor: { roles: ['learnEditor'], memberships: [] },
  editorJa: { roles: ['learnEditor_JA'], memberships: [] },
  learnAdmin: { roles: ['learnAdmin'], memberships: [] },
  admin: { roles: ['admin'], memberships: [] },
  superAdmin: { roles: ['superAdmin'], memberships: [] },
} as const;
/** Every role and membership of §6 that holds no staff right, and every staff role. */
const NOT_STAFF = [undefined, 'learner', 'premium', 'member', 'edlab'] as const;
const STAFF = ['creator', 'moderator', 'editor', 'editorJa', 'learnAdmin', 'admin', 'superAdmin'] as const;
type TWho = keyof typeof PEOPLE | undefined;

let day = 0;
/** A published item straight into the store (saveNewItem keeps its search row), one day newer than the previous. */
const publish = async (
  key: string,
  type: string,
  title: string,
  options: {
    descPlain?: string;
    language?: string;
    skillLevel?: string;
    topicIds?: number[];
    columns?: Partial<TContentRow>;
    /** More document fields (a live session's rangeTime). */
    fields?: Record<string, unknown>;
  } = {},
) => {
  day += 1;
  const document = {
    title,
    description: { type: 'doc', content: [] },
    descPlain: options.descPlain ?? '',
    language: options.language ?? 'en',
    thumbnail: null,
    ...(options.skillLevel ? { skillLevel: options.skillLevel } : {}),
    duration: 10,
    points: [],
    topicIds: options.topicIds ?? [],
    industryIds: [],
    ...options.fields,
  };
  rows[key] = await saveNewItem(ctx.db, {
    type,
    slug: `${key}-${type}`,
    language: options.language ?? 'en',
    status: 'published',
    draft: document,
    published: document,
    card: storedCard(document as Parameters<typeof storedCard>[0]),
    publishedAt: new Date(Date.UTC(2025, 0, day)),
    ...options.columns,
  });
};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [who, { roles, memberships }] of Object.entries(PEOPLE)) {
    cookies[who] = await signIn(ctx.app, `${who}@search.test`);
    const me = resultOf<{ id: string }>(await injectAs(ctx.app, cookies[who], 'GET', '/api/me'));
    userIds[who] = me.id;
    await grantRoles(ctx.db, me.id, roles);
    await grantMemberships(ctx.db, me.id, memberships);
  }
  physics = (await insertTag(ctx.db, { kind: 'topic', slug: 'physics', name: 'Physics' })).id;
  animation = (await insertTag(ctx.db, { kind: 'topic', slug: 'animation', name: 'Animation' })).id;
  await publish('character', 'tutorial', 'Character controller', {
    descPlain: 'Move a capsule with keyboard input.',
    skillLevel: 'beginner',
    topicIds: [physics],
  });
  await publish('sprint', 'project', 'Physics sprint', {
    descPlain: 'Learn how to run the physics steps yourself.',
    skillLevel: 'intermediate',
    topicIds: [physics],
  });
  await publish('japanese', 'tutorial', 'はじめてのゲーム開発', {
    descPlain: '小さなゲームを作りましょう。',
    language: 'ja',
    skillLevel: 'foundational',
  });
  await publish('german', 'course', 'Spiele bauen mit Physik', {
    descPlain: 'Wir zeigen dir die Entwicklungen der Spielmechanik.',
    language: 'de',
    skillLevel: 'advanced',
    topicIds: [physics, animation],
  });
  await publish('premium', 'course', 'Premium rigging course', {
    descPlain: 'Rig characters for animation.',
    columns: { premium: true },
  });
  await publish('hidden', 'tutorial', 'Hidden shader tutorial', {
    descPlain: 'Visibility probe',
    topicIds: [animation],
    columns: { hidden: true },
  });
  await publish('internal', 'tutorial', 'Internal staff tutorial', {
    descPlain: 'Visibility probe',
    columns: { internalOnly: true },
  });
  await publish('expired', 'tutorial', 'Expired lighting tutorial', {
    descPlain: 'Visibility probe',
    topicIds: [animation],
    columns: { unpublishedAt: new Date(Date.now() - 60_000) },
  });
  await publish('members', 'tutorial', 'Members only tutorial', {
    descPlain: 'Visibility probe',
    columns: { uaaOnly: true },
  });
  await publish('draft', 'tutorial', 'Draft probe tutorial', {
    descPlain: 'Visibility probe',
    columns: { status: 'draft', published: null, card: null, publishedAt: null },
  });
  for (let n = 1; n <= 12; n++) await publish(`bulk${n}`, 'tutorial', `Bulk lesson ${n}`);
  await publish('bulkQuiz', 'quiz', 'Bulk quiz');
}, 120_000);
afterAll(() => ctx?.close());

const get = (url: string, who?: TWho) => injectAs(ctx.app, who ? cookies[who] : undefined, 'GET', url);
const k = (...criteria: string[]) => encodeURIComponent(JSON.stringify(criteria));
const searchAs = async (criteria: string[], who?: TWho, extra = '') =>
  resultOf<TSearchResultSet>(await get(`/api/learn/search?k=${k(...criteria)}${extra}`, who));
const cardsOf = (result: TSearchResultSet): TSearchCard[] =>
  result.results.map((entry) => {
    const id = entry[entry.type]?.id as string;
    return result[`${entry.type}Map`][id] as TSearchCard;
  });
const titlesOf = (result: TSearchResultSet) => cardsOf(result).map((card) => card.title);
const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json() as { error: { key: string; fields?: { path: string }[] } },
});

describe('GET /api/learn/search: bad requests', () => {
  it.each([
    ['malformed k', `k=${encodeURIComponent('["query:a"')}`, 'k'],
    ['a non-string entry', `k=${encodeURIComponent('["query:a",3]')}`, 'k'],
    ['an unknown key', `k=${k('colour:red')}`, 'k'],
    ['an admin key without admin', `k=${k('status:draft')}`, 'k'],
    ['a bad value', `k=${k('type:spaceship')}`, 'k'],
    ['pageSize 101', 'pageSize=101', 'pageSize'],
    ['a learner sort other than starts, recency or duration', 'ob=views', 'ob'],
    ['a sort no one may ask', 'ob=shortest', 'ob'],
    ['an unknown duration band', `k=${k('duration:forever')}`, 'k'],
    ['a language no content is written in', `k=${k('language:xx')}`, 'k'],
    ['an unknown period', 'period=later', 'period'],
    ['a time of day past midnight', 'tod=600_1500', 'tod'],
    ['an item id that is no item id', 'itemId=lantern', 'itemId'],
  ])('answers 400 invalid_request for %s', async (_name, query, field) => {
    const { status, body } = errorOf(await get(`/api/learn/search?${query}`, 'learner'));
    expect(status).toBe(400);
    expect(body.error.key).toBe('invalid_request');
    expect(body.error.fields?.[0]?.path).toBe(field);
  });

  it('answers 403 for admin=true to anyone but staff', async () => {
    for (const who of NOT_STAFF) expect((await get('/api/learn/search?admin=true', who)).statusCode, who).toBe(403);
  });
});

describe('GET /api/learn/search: visibility', () => {
  const probes = ['Hidden shader tutorial', 'Internal staff tutorial', 'Expired lighting tutorial'];
  const visible = async (who: TWho, criteria: string[] = ['query:visibility probe']) =>
    titlesOf(await searchAs(criteria, who, '&pageSize=100'));

  it.each(NOT_STAFF)('keeps drafts, hidden, internal, expired and members-only items from %s', async (who) => {
    for (const criteria of [['query:visibility probe'], ['type:tutorial'], [], ['query:tutorial']]) {
      const titles = await visible(who, criteria);
      const membersOnly = who === 'member' ? [] : ['Members only tutorial'];
      for (const title of [...probes, ...membersOnly, 'Draft probe tutorial'])
        expect(titles, `${who} ${criteria}`).not.toContain(title);
    }
    const header = resultOf<THeaderSearchResult>(
      await get(`/api/learn/headerSearch?k=${k('query:visibility probe')}`, who),
    );
    expect(header.results.map((entry) => entry.title)).toEqual(who === 'member' ? ['Members only tutorial'] : []);
    const lessons = resultOf<TLessonsResult>(
      await get(`/api/learn/ods/search/lessons?k=${k('query:visibility probe')}`, who),
    );
    expect(lessons.total, who).toBe(who === 'member' ? 1 : 0);
  });

  it('shows members-only items to their members', async () => {
    expect(await visible('member')).toEqual(['Members only tutorial']);
  });

  it.each(STAFF)('shows %s internal-only items but no drafts, hidden or expired ones', async (who) => {
    const titles = await visible(who);
    expect(titles).toEqual(expect.arrayContaining(['Internal staff tutorial', 'Members only tutorial']));
    for (const title of ['Hidden shader tutorial', 'Expired lighting tutorial', 'Draft probe tutorial'])
      expect(titles).not.toContain(title);
  });

  it.each(STAFF)('shows %s drafts, hidden and expired items in admin search', async (who) => {
    const result = await searchAs(['query:visibility probe'], who, '&admin=true&pageSize=100');
    expect(titlesOf(result)).toEqual(
      expect.arrayContaining([...probes, 'Members only tutorial', 'Draft probe tutorial']),
    );
    const draft = cardsOf(result).find((card) => card.title === 'Draft probe tutorial');
    expect(draft).toMatchObject({ published: false, hidden: false });
    expect(cardsOf(result).find((card) => card.title === 'Hidden shader tutorial')?.hidden).toBe(true);
    const drafts = await searchAs(['query:visibility probe', 'status:draft'], who, '&admin=true');
    expect(titlesOf(drafts)).toEqual(['Draft probe tutorial']);
    const hidden = await searchAs(['hidden:true'], who, '&admin=true');
    expect(titlesOf(hidden)).toEqual(['Hidden shader tutorial']);
  });

  it('lists premium items for everyone, labelled, and premium:true narrows to them', async () => {
    const all = cardsOf(await searchAs(['type:course'], undefined));
    expect(all.map((card) => card.title).sort()).toEqual(['Premium rigging course', 'Spiele bauen mit Physik']);
    expect(all.find((card) => card.title === 'Premium rigging course')?.premium).toBe(true);
    expect(titlesOf(await searchAs(['premium:true'], 'learner', '&prm=true'))).toEqual(['Premium rigging course']);
    // premium:false (admin search's 'no') keeps the others.
    expect(titlesOf(await searchAs(['type:course', 'premium:false']))).toEqual(['Spiele bauen mit Physik']);
  });
});

describe('GET /api/learn/search: keywords', () => {
  it('finds a title by a word prefix', async () => {
    expect(titlesOf(await searchAs(['query:cha']))[0]).toBe('Character controller');
  });

  it('finds a description word by its stem', async () => {
    expect(titlesOf(await searchAs(['query:running']))).toContain('Physics sprint');
  });

  it('finds a Japanese title by a Japanese substring', async () => {
    const result = await searchAs(['query:ゲーム']);
    expect(titlesOf(result)).toEqual(['はじめてのゲーム開発']);
    expect(cardsOf(result)[0]?.language).toBe('ja');
    expect(titlesOf(await searchAs(['query:開発']))).toEqual(['はじめてのゲーム開発']);
  });

  it('stems German words under the German configuration', async () => {
    expect(titlesOf(await searchAs(['query:Entwicklung']))).toEqual(['Spiele bauen mit Physik']);
    expect(titlesOf(await searchAs(['query:Spiel']))).toEqual(['Spiele bauen mit Physik']);
  });

  it('finds items by their topic names and ranks the title match first', async () => {
    const titles = titlesOf(await searchAs(['query:physics']));
    expect(titles[0]).toBe('Physics sprint');
    expect(titles).toEqual(expect.arrayContaining(['Character controller', 'Spiele bauen mit Physik']));
  });

  it('answers the keyword, criteria, total, tag maps and stats', async () => {
    const result = await searchAs(['query:physics', 'type:project'], 'learner');
    expect(result).toMatchObject({ text: 'physics', total: 1, page: 1, pageSize: 20 });
    expect(result.criteria).toEqual(['query:physics', 'type:project']);
    expect(result.topicMap[String(physics)]).toEqual({ id: String(physics), name: 'Physics' });
    expect(Object.values(result.statsMap)).toEqual([{ collectCount: 0, commentCount: 0, viewCount: 0 }]);
    expect(result.learner).toEqual({ collectMap: {}, likeMap: {}, quizMap: {}, recordMap: {} });
  });
});

describe('GET /api/learn/search: criteria and sorts', () => {
  it('ORs repeated types and skill levels and ANDs different keys', async () => {
    const types = cardsOf(await searchAs(['type:project', 't:course'], undefined, '&pageSize=100'));
    expect(new Set(types.map((card) => card.type))).toEqual(new Set(['project', 'course']));
    const levels = titlesOf(await searchAs(['skillLevel:beginner', 'skillLevel:advanced']));
    expect(levels.sort()).toEqual(['Character controller', 'Spiele bauen mit Physik']);
    expect(titlesOf(await searchAs(['skillLevel:beginner', 'skillLevel:advanced', 'type:course']))).toEqual([
      'Spiele bauen mit Physik',
    ]);
    expect(titlesOf(await searchAs([`tag:${animation}`]))).toEqual(['Spiele bauen mit Physik']);
  });

  it('sorts by recency by default and by title for admins', async () => {
    const recent = titlesOf(await searchAs(['type:tutorial'], undefined, '&pageSize=3'));
    expect(recent).toEqual(['Bulk lesson 12', 'Bulk lesson 11', 'Bulk lesson 10']);
    expect(titlesOf(await searchAs(['type:course'], 'learner', '&ob=recency'))).toEqual([
      'Premium rigging course',
      'Spiele bauen mit Physik',
    ]);
    const asc = titlesOf(await searchAs(['type:course'], 'editor', '&admin=true&ob=title_asc'));
    expect(asc).toEqual(['Premium rigging course', 'Spiele bauen mit Physik']);
    const desc = titlesOf(await searchAs(['type:course'], 'editor', '&admin=true&ob=title_desc'));
    expect(desc).toEqual(['Spiele bauen mit Physik', 'Premium rigging course']);
  });

  it('sorts by starts and collects, counted as records and collections come', async () => {
    const sprint = rows.sprint as TContentRow;
    await ctx.db.insert(records).values({ userId: userIds.learner as string, itemId: sprint.id, type: 'project' });
    await ctx.db.insert(collections).values({ userId: userIds.learner as string, itemId: sprint.id, type: 'project' });
    expect(titlesOf(await searchAs([], 'learner', '&ob=starts'))[0]).toBe('Physics sprint');
    expect(titlesOf(await searchAs([], 'editor', '&admin=true&ob=collects'))[0]).toBe('Physics sprint');
    const result = await searchAs(['query:sprint'], 'learner');
    const id = `lpr_${sprint.id}`;
    expect(result.learner.collectMap).toEqual({ [id]: true });
    expect(Object.keys(result.learner.recordMap)).toEqual([id]);
    expect(result.statsMap[id]?.collectCount).toBe(1);
  });

  it('pages with page and pageSize', async () => {
    const first = await searchAs(['query:bulk', 'type:tutorial'], undefined, '&ob=recency&pageSize=5&page=3');
    expect(first.total).toBe(12);
    expect(titlesOf(first)).toEqual(['Bulk lesson 2', 'Bulk lesson 1']);
  });

  it('refreshes the search row when an item is written', async () => {
    await saveItem(ctx.db, (rows.character as TContentRow).id, {
      draft: { title: 'Character controller', descPlain: 'Now with grappling hooks.', topicIds: [physics] },
    });
    expect(titlesOf(await searchAs(['query:grappling']))).toEqual([]);
    await saveItem(ctx.db, (rows.character as TContentRow).id, {
      published: { title: 'Character controller', descPlain: 'Now with grappling hooks.', topicIds: [physics] },
    });
    expect(titlesOf(await searchAs(['query:grappling']))).toEqual(['Character controller']);
  });
});

describe('GET /api/learn/search: the listings (language, duration bands, shortest first)', () => {
  beforeAll(async () => {
    await publish('orbitLong', 'mission', 'Orbit marathon', { fields: { duration: 150 } });
    await publish('orbitQuick', 'mission', 'Orbit quick start', { fields: { duration: 5 } });
    await publish('orbitFrench', 'mission', 'Orbite en français', { language: 'fr', fields: { duration: 40 } });
    await publish('orbitUntimed', 'mission', 'Orbit sandbox', { fields: { duration: null } });
  });

  it('lets learners filter on content language and duration bands (bands OR together)', async () => {
    expect(titlesOf(await searchAs(['type:mission', 'language:fr'], 'learner'))).toEqual(['Orbite en français']);
    expect(titlesOf(await searchAs(['type:mission', 'duration:lt15']))).toEqual(['Orbit quick start']);
    const bands = titlesOf(await searchAs(['type:mission', 'duration:lt15', 'duration:gt120'], 'learner'));
    expect(bands.sort()).toEqual(['Orbit marathon', 'Orbit quick start']);
    expect(titlesOf(await searchAs(['type:mission', 'duration:15_60', 'language:en']))).toEqual([]);
  });

  it('sorts shortest first, items without a duration last', async () => {
    expect(titlesOf(await searchAs(['type:mission'], undefined, '&ob=duration'))).toEqual([
      'Orbit quick start',
      'Orbite en français',
      'Orbit marathon',
      'Orbit sandbox',
    ]);
    expect(titlesOf(await searchAs(['type:mission', 'language:en'], 'learner', '&ob=duration&pageSize=2'))).toEqual([
      'Orbit quick start',
      'Orbit marathon',
    ]);
  });
});

describe('GET /api/learn/search: live sessions, owner and the item searched from (§7.5 period, tod, u, itemId)', () => {
  const hour = 3600_000;
  const at = (time: number) => new Date(time).toISOString();
  beforeAll(async () => {
    const tenThirty = new Date();
    tenThirty.setUTCHours(10, 30, 0, 0);
    await publish('soon', 'liveSession', 'Lantern live build', {
      fields: {
        rangeTime: { startTime: at(tenThirty.getTime() + 48 * hour), endTime: at(tenThirty.getTime() + 49 * hour) },
      },
    });
    await publish('past', 'liveSession', 'Lantern live review', {
      fields: {
        rangeTime: {
          startTime: at(tenThirty.getTime() - 48 * hour + 6 * hour),
          endTime: at(tenThirty.getTime() - 47 * hour + 6 * hour),
        },
      },
    });
    await publish('lantern', 'tutorial', 'Lantern lighting', { columns: { authorId: userIds.creator } });
  });

  it('finds live sessions of the period and time of day asked, other types as they are', async () => {
    expect((await searchAs(['query:lantern'], undefined, '&period=opening')).total).toBe(2);
    expect(titlesOf(await searchAs(['query:lantern', 'type:liveSession'], undefined, '&period=opening'))).toEqual([
      'Lantern live build',
    ]);
    expect(titlesOf(await searchAs(['query:lantern', 'type:liveSession'], undefined, '&period=previous'))).toEqual([
      'Lantern live review',
    ]);
    // 10:30 UTC and 16:30 UTC starts: 10:00–11:00 finds the first only.
    expect(titlesOf(await searchAs(['query:lantern', 'type:liveSession'], undefined, '&tod=600_660'))).toEqual([
      'Lantern live build',
    ]);
    expect(titlesOf(await searchAs(['query:lantern', 'type:liveSession'], undefined, '&tod=960_1020'))).toEqual([
      'Lantern live review',
    ]);
  });

  it("narrows to an owner's items and leaves out the item searched from", async () => {
    expect(titlesOf(await searchAs(['query:lantern'], undefined, `&u=${userIds.creator}`))).toEqual([
      'Lantern lighting',
    ]);
    const lantern = `ltu_${rows.lantern?.id}`;
    expect(titlesOf(await searchAs(['query:lantern', 'type:tutorial'], undefined, `&itemId=${lantern}`))).toEqual([]);
    expect(titlesOf(await searchAs(['query:lantern', 'type:tutorial']))).toEqual(['Lantern lighting']);
  });
});

describe('GET /api/learn/headerSearch', () => {
  it('answers at most 10 rows and the total, quizzes only when asked', async () => {
    const result = resultOf<THeaderSearchResult>(await get(`/api/learn/headerSearch?k=${k('query:bulk')}`));
    expect(result.text).toBe('bulk');
    expect(result.total).toBe(12);
    expect(result.results).toHaveLength(10);
    expect(result.results.every((card) => card.type === 'tutorial')).toBe(true);
    const quizzes = resultOf<THeaderSearchResult>(
      await get(`/api/learn/headerSearch?k=${k('query:bulk', 'type:quiz')}`),
    );
    expect(quizzes.results.map((card) => card.title)).toEqual(['Bulk quiz']);
  });

  it('answers nothing for an empty keyword and 400 for a malformed k', async () => {
    expect(resultOf<THeaderSearchResult>(await get(`/api/learn/headerSearch?k=${k('type:tutorial')}`))).toEqual({
      text: '',
      total: 0,
      results: [],
    });
    expect((await get('/api/learn/headerSearch?k=nope')).statusCode).toBe(400);
  });
});

describe('GET /api/learn/topicsPopular', () => {
  it('orders topics by how many listed items carry them', async () => {
    const result = resultOf<TPopularTopics>(await get('/api/learn/topicsPopular'));
    // Physics: three listed items; Animation: one (its hidden and expired items do not count).
    expect(result.tagIds).toEqual([String(physics), String(animation)]);
    expect(result.tagMap[String(animation)]).toEqual({ name: 'Animation', slug: 'animation' });
  });
});

describe('GET /api/learn/ods/search/lessons', () => {
  it('answers tutorials only, in the lessons shape', async () => {
    const result = resultOf<TLessonsResult>(await get(`/api/learn/ods/search/lessons?k=${k('query:physics')}`));
    expect(result.items).toEqual([`ltu_${(rows.character as TContentRow).id}`]);
    expect(result).toMatchObject({ total: 1, page: 1, pageSize: 20, guruMap: {}, mediaMap: {}, jobRoleMap: {} });
  });
});
