import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { storedCard } from '../content/content.presenter';
import { insertItem } from '../content/content.repository';
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

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [day, title] of TITLES.entries()) {
    const document = {
      title,
      description: { type: 'doc', content: [] },
      descPlain: '',
      language: 'en',
      thumbnail: null,
      duration: 10,
      points: [],
      topicIds: [],
      industryIds: [],
    };
    const row = await insertItem(ctx.db, {
      type: 'tutorial',
      slug: `lava-${day}`,
      language: 'en',
      status: 'published',
      draft: document,
      published: document,
      card: storedCard(document as Parameters<typeof storedCard>[0]),
      publishedAt: new Date(Date.UTC(2025, 0, day + 1)),
    });
    ids[`${day}`] = row.id;
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
