import type { TFeaturedList, TPathwaysLanding } from '@questline/domain/schemas/featured';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, type TTestContext } from '../../../test/test-app';
import { demoCatalogue } from '../../cli/demo/demo-catalogue';
import { seedDemo } from '../../cli/demo/seed';
import { contentItems } from '../../db/schema';
import { findItemBySlug, insertItem, updateItem } from '../content/content.repository';
import { findUserByEmail } from '../users/users.repository';
import { saveFeaturedList } from './featured.repository';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.runtime);
}, 120_000);
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const landing = async () => resultOf<TPathwaysLanding>(await get('/api/learn/pathways/landing'));

const [foundations, gameplay] = demoCatalogue.pathways;
const xpOf = (points: { point: number }[]) => points.reduce((sum, entry) => sum + entry.point, 0);

/** Publishes a row of another type straight into the store, as later features will (submissions). */
const publishedRow = async (type: string, slug: string, document: Record<string, unknown>, authorId?: string) =>
  insertItem(ctx.db, {
    type,
    slug,
    status: 'published',
    authorId: authorId ?? null,
    draft: document,
    published: document,
    card: {
      title: String(document.title),
      descPlain: String(document.descPlain ?? ''),
      thumbnailUrl: '/files/shot.png',
      skillLevel: null,
      duration: null,
      points: [],
      startTime: null,
    },
    publishedAt: new Date(),
  });

describe('GET /api/learn/featuredList/{name}', () => {
  it('answers 400 for a name outside the featured list names', async () => {
    const response = await get('/api/learn/featuredList/page_landing_secret');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.key).toBe('invalid_request');
  });

  it('answers an empty list for a known name never saved', async () => {
    expect(resultOf<TFeaturedList>(await get('/api/learn/featuredList/page_faq'))).toEqual({
      name: 'page_faq',
      itemIds: [],
      itemMap: {},
    });
  });

  it('answers only what learners may see, in the list order', async () => {
    const tutorials = await ctx.db.select().from(contentItems).where(eq(contentItems.type, 'tutorial')).limit(5);
    const [shown, hidden, internal, expired, draft] = tutorials.map((row) => row);
    if (!shown || !hidden || !internal || !expired || !draft) throw new Error('the demo holds tutorials');
    await updateItem(ctx.db, hidden.id, { hidden: true });
    await updateItem(ctx.db, internal.id, { internalOnly: true });
    await updateItem(ctx.db, expired.id, { unpublishedAt: new Date(Date.now() - 60_000) });
    await updateItem(ctx.db, draft.id, { status: 'draft' });
    const id = (row: { id: number }) => `ltu_${row.id}`;
    await saveFeaturedList(ctx.db, {
      name: 'page_landing_tutorial',
      itemIds: [id(hidden), id(internal), 'not-an-id', id(shown), id(expired), id(draft), `lco_${shown.id}`],
      updatedBy: null,
    });

    const list = resultOf<TFeaturedList>(await get('/api/learn/featuredList/page_landing_tutorial'));
    expect(list.itemIds).toEqual([id(shown)]);
    expect(list.itemMap[id(shown)]).toMatchObject({ id: id(shown), type: 'tutorial', slug: shown.slug });
  });
});

describe('GET /api/learn/pathways/landing', () => {
  it('answers the seeded featured pathways in list order as summary cards, and every listed pathway', async () => {
    if (!foundations || !gameplay) throw new Error('the demo holds pathways');
    const result = await landing();
    expect(result.featured.map((pathway) => pathway.title)).toEqual([foundations.title, gameplay.title]);
    const [first] = result.featured;
    expect(first).toMatchObject({
      slug: expect.any(String),
      title: foundations.title,
      strapline: foundations.strapline,
      duration: foundations.durationWeeks,
      xp: xpOf(foundations.points),
      missionCount: foundations.missionKeys.length,
      badge: { title: expect.any(String), thumbnailUrl: expect.stringMatching(/^\/files\//) },
    });
    expect(first?.id).toMatch(/^lpw_\d+$/);
    expect(first?.description).toContain('playable game');
    expect(result.pathways.map((pathway) => pathway.title)).toEqual(demoCatalogue.pathways.map((p) => p.title));
    expect(result.submissions).toEqual([]);
  });

  it('resolves featured submissions learners may see, with author and pathway', async () => {
    const creator = await findUserByEmail(ctx.db, 'creator@questline.dev');
    const pathway = await findItemBySlug(ctx.db, 'pathway', (await landing()).featured[0]?.slug ?? '');
    if (!creator || !pathway) throw new Error('seeded');
    const made = await publishedRow(
      'submission',
      'spinning-cube-build',
      { title: 'Spinning cube build', descPlain: 'My first build.', pathwayId: `lpw_${pathway.id}` },
      creator.id,
    );
    const withdrawn = await publishedRow('submission', 'withdrawn-build', { title: 'Withdrawn' });
    await updateItem(ctx.db, withdrawn.id, { hidden: true });
    await saveFeaturedList(ctx.db, {
      name: 'page_landing_pathway_submissions',
      itemIds: [`lsu_${withdrawn.id}`, `lsu_${made.id}`],
      updatedBy: null,
    });

    expect((await landing()).submissions).toEqual([
      {
        id: `lsu_${made.id}`,
        title: 'Spinning cube build',
        description: 'My first build.',
        imageUrl: '/files/shot.png',
        likes: 0,
        views: 0,
        url: `/submission/lsu_${made.id}`,
        author: { name: creator.name, avatarUrl: creator.image ?? null, profileUrl: `/u/${creator.id}` },
        pathway: { title: foundations?.title, url: `/pathway/lpw_${pathway.id}` },
      },
    ]);
  });

  it('leaves hidden pathways out of both the featured list and the map', async () => {
    const before = await landing();
    const gameplaySlug = before.featured[1]?.slug ?? '';
    const row = await findItemBySlug(ctx.db, 'pathway', gameplaySlug);
    if (!row) throw new Error('seeded');
    await updateItem(ctx.db, row.id, { hidden: true });

    const after = await landing();
    expect(after.featured.map((pathway) => pathway.slug)).not.toContain(gameplaySlug);
    expect(after.featured).toHaveLength(1);
    expect(after.pathways.map((pathway) => pathway.slug)).not.toContain(gameplaySlug);
    expect(after.pathways).toHaveLength(before.pathways.length - 1);
  });
});
