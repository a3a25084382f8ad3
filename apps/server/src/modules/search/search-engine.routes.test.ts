import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { storedCard } from '../content/content.presenter';
import { saveNewItem } from '../content/content.service';
import { specOf } from './search.service';
import { postgresSearchEngine } from './search-engine';

let ctx: TTestContext;
const ids: Record<string, number> = {};

// Oldest first: 'Lava' alone in its title is the best match but the oldest, outside a window of the 3 newest.
const TITLES = [
  'Lava',
  'Lava rocks and more',
  'Notes on lava',
  'Lava lamp',
  'Lava',
  'A story with lava in it',
  'Lava flow',
];

// Projects in Japanese: found as substrings through the trigram index.
const JAPANESE = ['キャラクター入門', 'キャラクターの動き', 'ゲームの音'];

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [day, title] of [...TITLES.entries(), ...JAPANESE.map((title, index) => [index, title] as const)]) {
    const japanese = JAPANESE.includes(title);
    const document = {
      title,
      description: { type: 'doc', content: [] },
      descPlain: '',
      language: japanese ? 'ja' : 'en',
      thumbnail: null,
      duration: 10,
      points: [],
      topicIds: [],
      industryIds: [],
    };
    const row = await saveNewItem(ctx.db, {
      type: japanese ? 'project' : 'tutorial',
      slug: japanese ? `ja-${day}` : `lava-${day}`,
      language: japanese ? 'ja' : 'en',
      status: 'published',
      draft: document,
      published: document,
      card: storedCard(document as Parameters<typeof storedCard>[0]),
      publishedAt: new Date(Date.UTC(2025, 0, day + 1)),
    });
    if (!japanese) ids[`${day}`] = row.id;
  }
});
afterAll(() => ctx.close());

const page = async (number: number) => {
  const spec = await specOf(ctx.db, ['query:lava'], {
    audience: { admin: false, staff: false, uaaMember: false, edlabMember: false },
    order: 'relevance',
    page: number,
    pageSize: 2,
    defaultTypes: ['tutorial'],
  });
  return (await postgresSearchEngine(ctx.db, { rankWindow: 3 }).search(spec)).ids;
};

it('ranks the newest matches, then lists the older ones newest first, over pages that never overlap', async () => {
  const pages = [await page(1), await page(2), await page(3), await page(4)];
  const order = pages.flat();
  // The window (days 6, 5, 4) by rank: the exact title 'Lava', the title starting with it, the mention; then days
  // 3, 2, 1, 0 newest first, the other exact 'Lava' last.
  expect(order.slice(0, 3)).toEqual([ids['4'], ids['6'], ids['5']]);
  expect(order.slice(3)).toEqual([ids['3'], ids['2'], ids['1'], ids['0']]);
  expect(new Set(order).size).toBe(TITLES.length);
});

it('answers the same total whether the page, the ranking window or the capped count tells it', async () => {
  const totals = async (keyword: string, order: 'relevance' | 'recency', rankWindow: number, type = 'tutorial') => {
    const answers: { ids: number; total: number }[] = [];
    for (const number of [1, 2, 4, 5]) {
      const spec = await specOf(ctx.db, keyword ? [`query:${keyword}`] : [], {
        audience: { admin: false, staff: false, uaaMember: false, edlabMember: false },
        order,
        page: number,
        pageSize: 2,
        defaultTypes: [type],
      });
      const hits = await postgresSearchEngine(ctx.db, { rankWindow }).search(spec);
      answers.push({ ids: hits.ids.length, total: hits.total });
    }
    return answers;
  };
  // Pages 1, 2, 4 and 5 of 2: full, full, the last one alone, past the end.
  const expected = [
    { ids: 2, total: 7 },
    { ids: 2, total: 7 },
    { ids: 1, total: 7 },
    { ids: 0, total: 7 },
  ];
  // A window of 3 is full (the count tells), one of 10 holds every match (the window tells).
  expect(await totals('lava', 'relevance', 3)).toEqual(expected);
  expect(await totals('lava', 'relevance', 10)).toEqual(expected);
  // Without a keyword, a page that is not full tells.
  expect(await totals('', 'recency', 3)).toEqual(expected);
  // Substring matches are all read before ranking: they tell.
  expect(await totals('キャラクター', 'relevance', 3, 'project')).toEqual([
    { ids: 2, total: 2 },
    { ids: 0, total: 2 },
    { ids: 0, total: 2 },
    { ids: 0, total: 2 },
  ]);
  expect(await totals('nothing-like-this', 'relevance', 3)).toEqual(expected.map(() => ({ ids: 0, total: 0 })));
});
