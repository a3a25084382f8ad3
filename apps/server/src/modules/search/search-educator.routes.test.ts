import type { TSearchResultSet } from '@questline/domain/schemas/search';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, injectAs, insertPublishedItem, resultOf, type TTestContext } from '../../../test/test-app';

let ctx: TTestContext;

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const plan = {
  description: doc('Teach the game loop in one lesson.'),
  outcome: doc('Students can explain Update.'),
  objectives: doc('Move an object every frame.'),
  alignment: doc('Computer science standards.'),
  preparation: doc('Install the editor.'),
  materials: [],
  ageRange: { min: 13, max: 18 },
  instruction: 60,
};

/** A published item straight into the store, with or without an educator plan. */
const publish = (slug: string, type: string, title: string, educatorPlan: unknown) =>
  insertPublishedItem(ctx.db, {
    slug,
    type,
    title,
    document: { description: doc(title), descPlain: title, educatorPlan },
  });

beforeAll(async () => {
  ctx = await createTestApp();
  await publish('planned-tutorial', 'tutorial', 'Game loop lesson', plan);
  await publish('planned-course', 'course', 'Semester of games', plan);
  await publish('plain-tutorial', 'tutorial', 'Lighting basics', null);
});
afterAll(() => ctx?.close());

const titles = async (k: string[]) => {
  const set = resultOf<TSearchResultSet>(
    await injectAs(ctx.app, undefined, 'GET', `/api/learn/search?k=${encodeURIComponent(JSON.stringify(k))}`),
  );
  return Object.values({ ...set.tutorialMap, ...set.courseMap })
    .map((card) => card.title)
    .sort();
};

it('educator:true finds only items with an educator plan (§3.9, the /educators filtered content)', async () => {
  expect(await titles([])).toEqual(['Game loop lesson', 'Lighting basics', 'Semester of games']);
  expect(await titles(['educator:true'])).toEqual(['Game loop lesson', 'Semester of games']);
  expect(await titles(['educator:true', 'type:tutorial'])).toEqual(['Game loop lesson']);
  const bad = await injectAs(
    ctx.app,
    undefined,
    'GET',
    `/api/learn/search?k=${encodeURIComponent('["educator:yes"]')}`,
  );
  expect(bad.statusCode).toBe(400);
});
