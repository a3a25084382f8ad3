import { bayesianAverage, RATING_REVIEW_MAX_LENGTH, siteMean } from '@questline/domain/rules/ratings';
import type { THome } from '@questline/domain/schemas/content';
import type { TRatingSummary } from '@questline/domain/schemas/ratings';
import type { TSearchResultSet } from '@questline/domain/schemas/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  insertPublishedItem,
  resultOf,
  signIn,
  type TTestContext,
} from '../../../test/test-app';
import { ratingReports, ratings, records, searchDocuments, users } from '../../db/schema';
import { grantRoles } from '../users/users.repository';
import { createViewCounter } from '../views/view-counter';
import { recountItemRatings } from './ratings.repository';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
let lesson: { id: number };
let path: string;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['learner', 'other', 'stranger', 'moderator', 'editor']) {
    cookies[who] = await signIn(ctx.app, `${who}@ratings.test`, 'correct-horse-battery', who);
    userIds[who] = resultOf<{ id: string }>(await injectAs(ctx.app, cookies[who], 'GET', '/api/me')).id;
  }
  await grantRoles(ctx.db, userIds.moderator as string, ['learnModerator']);
  await grantRoles(ctx.db, userIds.editor as string, ['admin']);
  lesson = await insertPublishedItem(ctx.db, { slug: 'rated-lesson', title: 'Rated lesson' });
  path = `/api/learn/tutorial/ltu_${lesson.id}`;
  for (const who of ['learner', 'other'])
    await ctx.db.insert(records).values({ userId: userIds[who] as string, itemId: lesson.id, type: 'tutorial' });
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, who?: string, body?: unknown) =>
  injectAs(ctx.app, who ? cookies[who] : undefined, method, url, body);
const errorKey = (response: { json: () => unknown }) => (response.json() as { error: { key: string } }).error.key;

describe('PUT /api/learn/{type}/{id}/rating', () => {
  it('answers 401, then 400 with keys for a bad value or a long review, then 403 to a learner who has not started', async () => {
    expect((await send('PUT', `${path}/rating`, undefined, { value: 4 })).statusCode).toBe(401);
    for (const value of [0, 6, 3.5, '4']) {
      const response = await send('PUT', `${path}/rating`, 'stranger', { value });
      expect([response.statusCode, response.json()], String(value)).toEqual([
        400,
        { error: expect.objectContaining({ fields: [{ path: 'value', key: 'rating_value_invalid' }] }) },
      ]);
    }
    const long = await send('PUT', `${path}/rating`, 'learner', {
      value: 4,
      review: 'x'.repeat(RATING_REVIEW_MAX_LENGTH + 1),
    });
    expect([long.statusCode, long.json()]).toEqual([
      400,
      { error: expect.objectContaining({ fields: [{ path: 'review', key: 'rating_review_too_long' }] }) },
    ]);
    const stranger = await send('PUT', `${path}/rating`, 'stranger', { value: 4 });
    expect([stranger.statusCode, errorKey(stranger)]).toEqual([403, 'rating_not_started']);
    // Nothing was written by any of them.
    expect(await ctx.db.select().from(ratings).where(eq(ratings.itemId, lesson.id))).toEqual([]);
    expect((await send('PUT', '/api/learn/tutorial/ltu_999999/rating', 'learner', { value: 4 })).statusCode).toBe(404);
  });

  it('rates once per learner, changes the rating, shows the average and takes it back', async () => {
    const first = resultOf<TRatingSummary>(
      await send('PUT', `${path}/rating`, 'learner', { value: 3, review: '  Good pace  ' }),
    );
    expect(first).toMatchObject({ average: 3, count: 1, mine: { value: 3, review: 'Good pace' }, mayRate: true });
    const changed = resultOf<TRatingSummary>(await send('PUT', `${path}/rating`, 'learner', { value: 5 }));
    expect(changed).toMatchObject({ average: 5, count: 1, mine: { value: 5, review: null } });
    resultOf(await send('PUT', `${path}/rating`, 'other', { value: 4, review: 'Clear' }));
    const read = resultOf<TRatingSummary>(await send('GET', `${path}/ratings`));
    expect(read).toMatchObject({ average: 4.5, count: 2, mine: null, mayRate: false });
    expect(read.reviews.map((review) => [review.review, review.value, review.author.name])).toEqual([
      ['Clear', 4, 'other'],
    ]);
    const [row] = await ctx.db.select().from(searchDocuments).where(eq(searchDocuments.itemId, lesson.id));
    expect([row?.ratingSum, row?.ratingCount]).toEqual([9, 2]);
    const taken = resultOf<TRatingSummary>(await send('DELETE', `${path}/rating`, 'learner'));
    expect(taken).toMatchObject({ average: 4, count: 1, mine: null, mayRate: true });
    resultOf(await send('PUT', `${path}/rating`, 'learner', { value: 2 }));
  });

  it('lets learners report a review once and moderators hide its text, which still counts', async () => {
    const [review] = resultOf<TRatingSummary>(await send('GET', `${path}/ratings`)).reviews;
    const url = `/api/learn/ratings/${review?.id}`;
    expect((await send('POST', `${url}/reports`, 'other', { type: 'spam' })).statusCode).toBe(403);
    expect(resultOf(await send('POST', `${url}/reports`, 'learner', { type: 'spam' }))).toEqual({
      id: review?.id,
      reported: true,
    });
    const again = await send('POST', `${url}/reports`, 'learner', { type: 'spam' });
    expect([again.statusCode, errorKey(again)]).toEqual([409, 'rating_already_reported']);
    expect(await ctx.db.select().from(ratingReports)).toHaveLength(1);
    // Moderators find it among the reports, with a link to the item's page.
    const listed = resultOf<{ items: { kind: string; id: string; text: string; where: { url: string } }[] }>(
      await send('GET', '/api/moderation/reports', 'moderator'),
    );
    expect(listed.items.map((item) => [item.kind, item.id, item.text, item.where.url])).toEqual([
      ['review', review?.id, 'Clear', `/tutorial/rated-lesson`],
    ]);
    expect((await send('PUT', `${url}/hidden`, 'learner', { hidden: true })).statusCode).toBe(403);
    expect(resultOf(await send('PUT', `${url}/hidden`, 'moderator', { hidden: true }))).toEqual({
      id: review?.id,
      hidden: true,
    });
    const learnerView = resultOf<TRatingSummary>(await send('GET', `${path}/ratings`, 'learner'));
    expect([learnerView.reviews, learnerView.count]).toEqual([[], 2]);
    const moderatorView = resultOf<TRatingSummary>(await send('GET', `${path}/ratings`, 'moderator'));
    expect(moderatorView.reviews.map((entry) => entry.hidden)).toEqual([true]);
  });
});

describe('the admin search sorted by rated', () => {
  it('orders by the Bayesian average over the site-wide mean, so one 5-star vote does not outrank many 4.6s', async () => {
    const voters = Array.from({ length: 10 }, (_, index) => `voter-${index}`);
    await ctx.db.insert(users).values(voters.map((id) => ({ id, name: id, email: `${id}@ratings.test` })));
    const items = {
      one: await insertPublishedItem(ctx.db, { slug: 'rank-one', title: 'Rankprobe single five' }),
      many: await insertPublishedItem(ctx.db, { slug: 'rank-many', title: 'Rankprobe many good' }),
      none: await insertPublishedItem(ctx.db, { slug: 'rank-none', title: 'Rankprobe unrated' }),
      low: await insertPublishedItem(ctx.db, { slug: 'rank-low', title: 'Rankprobe low' }),
    };
    const votes: Record<keyof typeof items, number[]> = {
      one: [5],
      many: [5, 5, 5, 5, 5, 5, 4, 4, 4, 4],
      none: [],
      low: [2, 2, 2],
    };
    for (const [name, values] of Object.entries(votes) as [keyof typeof items, number[]][]) {
      const itemId = items[name].id;
      if (values.length)
        await ctx.db
          .insert(ratings)
          .values(values.map((value, index) => ({ itemId, userId: voters[index] as string, value })));
      await recountItemRatings(ctx.db, itemId);
    }
    const all = await ctx.db.select().from(searchDocuments);
    const prior = {
      mean: siteMean({
        sum: all.reduce((sum, row) => sum + row.ratingSum, 0),
        count: all.reduce((sum, row) => sum + row.ratingCount, 0),
      }),
    };
    const expected = (Object.keys(items) as (keyof typeof items)[])
      .map((name) => ({
        name,
        score: bayesianAverage({ sum: votes[name].reduce((a, b) => a + b, 0), count: votes[name].length }, prior),
      }))
      .sort((a, b) => b.score - a.score)
      .map(({ name }) => `ltu_${items[name].id}`);
    expect(expected.slice(0, 2)).toEqual([`ltu_${items.many.id}`, `ltu_${items.one.id}`]);
    const k = encodeURIComponent(JSON.stringify(['query:rankprobe']));
    const result = resultOf<TSearchResultSet>(
      await send('GET', `/api/learn/search?k=${k}&admin=true&ob=rated`, 'editor'),
    );
    expect(result.results.map((entry) => entry[entry.type]?.id)).toEqual(expected);
  });
});

describe('the cards of listings', () => {
  it('carry the views and the rating average and count once they are written, and nothing of an unrated item', async () => {
    const counted = await insertPublishedItem(ctx.db, { slug: 'card-counted', title: 'Cardprobe counted' });
    const quiet = await insertPublishedItem(ctx.db, { slug: 'card-quiet', title: 'Cardprobe quiet' });
    const [countedId, quietId] = [`ltu_${counted.id}`, `ltu_${quiet.id}`];
    const k = encodeURIComponent(JSON.stringify(['query:cardprobe']));
    const cards = async () => {
      const found = resultOf<TSearchResultSet>(await send('GET', `/api/learn/search?k=${k}`)).tutorialMap;
      const home = resultOf<THome>(await send('GET', '/api/learn/home')).sections.find(
        (section) => section.type === 'tutorial',
      );
      const listed = Object.fromEntries((home?.items ?? []).map((item) => [item.id, item]));
      return [countedId, quietId].flatMap((id) => [found[id], listed[id]]).map((card) => [card?.views, card?.rating]);
    };
    expect(await cards()).toEqual([
      [0, undefined],
      [0, undefined],
      [0, undefined],
      [0, undefined],
    ]);
    const counter = createViewCounter({ db: ctx.db, flushMs: 0 });
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      counter.record(counted.id, { userId: null, address, userAgent: 'Firefox' });
    await counter.flush();
    for (const [who, value] of [
      ['learner', 5],
      ['other', 4],
    ] as const) {
      await ctx.db.insert(records).values({ userId: userIds[who] as string, itemId: counted.id, type: 'tutorial' });
      resultOf(await send('PUT', `/api/learn/tutorial/${countedId}/rating`, who, { value }));
    }
    // The rating writes drop the kept answers: search and home show them at once, with the views counted before.
    const rating = { average: 4.5, count: 2 };
    expect(await cards()).toEqual([
      [3, rating],
      [3, rating],
      [0, undefined],
      [0, undefined],
    ]);
  });
});
