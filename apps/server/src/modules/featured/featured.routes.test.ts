import { PATHWAY_MAP_MAX } from '@questline/domain/constants';
import type { TFeaturedList, TPathwaysLanding } from '@questline/domain/schemas/featured';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, resultOf, signIn, type TTestContext } from '../../../test/test-app';
import type { TDemoCredential } from '../../cli/demo/demo-accounts';
import { demoCatalogue } from '../../cli/demo/demo-catalogue';
import { seedDemo } from '../../cli/demo/seed';
import { contentItems, submissions, type TStoredCard, users } from '../../db/schema';
import { findItemBySlug, type TContentRow } from '../content/content.repository';
import { saveItem, saveNewItem } from '../content/content.service';
import { catalogueChanged } from '../search/search-cache';
import { insertSubmission } from '../submissions/submissions.repository';
import { findUserByEmail } from '../users/users.repository';
import { saveFeaturedList } from './featured.repository';

let ctx: TTestContext;
let demoAccounts: TDemoCredential[];
beforeAll(async () => {
  ctx = await createTestApp();
  demoAccounts = await seedDemo(ctx.runtime);
}, 120_000);
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const landing = async () => resultOf<TPathwaysLanding>(await get('/api/learn/pathways/landing'));

const [foundations, gameplay] = demoCatalogue.pathways;
const xpOf = (points: { point: number }[]) => points.reduce((sum, entry) => sum + entry.point, 0);

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
    await saveItem(ctx.db, hidden.id, { hidden: true });
    await saveItem(ctx.db, internal.id, { internalOnly: true });
    await saveItem(ctx.db, expired.id, { unpublishedAt: new Date(Date.now() - 60_000) });
    await saveItem(ctx.db, draft.id, { status: 'draft' });
    const id = (row: { id: number }) => `ltu_${row.id}`;
    await saveFeaturedList(ctx.db, {
      name: 'page_landing_tutorial',
      itemIds: [id(hidden), id(internal), 'not-an-id', id(shown), id(expired), id(draft), `lco_${shown.id}`],
      updatedBy: null,
    });
    // Written past featured.service: this process is told at once, as the service tells it (PostgreSQL's notification
    // of the commit comes a moment later).
    catalogueChanged();

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

  it('keeps the whole landing until the catalogue changes', async () => {
    const slug = (await landing()).featured[0]?.slug ?? '';
    const row = await findItemBySlug(ctx.db, 'pathway', slug);
    if (!row?.published) throw new Error('seeded');
    const titled = (title: string) => ({
      published: { ...row.published, title },
      card: { ...(row.card as TStoredCard), title },
    });
    // A title changed behind the catalogue's back (no change announced): the kept landing does not see it yet.
    await ctx.db.update(contentItems).set(titled('Renamed quietly')).where(eq(contentItems.id, row.id));
    try {
      const quiet = await landing();
      expect(quiet.featured[0]?.title).toBe(foundations?.title);
      expect(quiet.pathways.find((pathway) => pathway.slug === slug)?.title).toBe(foundations?.title);
      catalogueChanged();
      const told = await landing();
      expect(told.featured[0]?.title).toBe('Renamed quietly');
      expect(told.pathways.find((pathway) => pathway.slug === slug)?.title).toBe('Renamed quietly');
    } finally {
      await ctx.db
        .update(contentItems)
        .set(titled(row.published.title as string))
        .where(eq(contentItems.id, row.id));
      catalogueChanged();
    }
  });

  it('resolves featured submissions learners may see, with author and pathway', async () => {
    const creator = await findUserByEmail(ctx.db, 'creator@questline.dev');
    const pathway = await findItemBySlug(ctx.db, 'pathway', (await landing()).featured[0]?.slug ?? '');
    const [tutorial] = await ctx.db.select().from(contentItems).where(eq(contentItems.type, 'tutorial')).limit(1);
    if (!creator || !pathway || !tutorial) throw new Error('seeded');
    const submission = (input: { title: string; description?: string; isPrivate?: boolean }) =>
      insertSubmission(ctx.db, {
        authorId: creator.id,
        tutorialId: tutorial.id,
        sectionId: 'step',
        pathwayId: pathway.id,
        submissionType: 'link',
        url: 'https://example.org/build',
        ...input,
      });
    const made = await submission({ title: 'Spinning cube build', description: 'My first build.' });
    const withdrawn = await submission({ title: 'Withdrawn', isPrivate: true });
    await saveFeaturedList(ctx.db, {
      name: 'page_landing_pathway_submissions',
      itemIds: [`lsu_${withdrawn.id}`, `lsu_${made.id}`],
      updatedBy: null,
    });
    catalogueChanged();

    expect((await landing()).submissions).toEqual([
      {
        id: `lsu_${made.id}`,
        title: 'Spinning cube build',
        description: 'My first build.',
        imageUrl: null,
        likes: 0,
        views: 0,
        url: `/submission/lsu_${made.id}`,
        author: { name: creator.name, avatarUrl: creator.image ?? null, profileUrl: `/u/${creator.id}` },
        pathway: { title: foundations?.title, url: `/pathway/lpw_${pathway.id}` },
      },
    ]);
  });

  it('drops the kept landing and lists when a list, a submission it shows or its author changes, in any process', async () => {
    const creator = await findUserByEmail(ctx.db, 'creator@questline.dev');
    const [tutorial] = await ctx.db.select().from(contentItems).where(eq(contentItems.type, 'tutorial')).limit(1);
    if (!creator || !tutorial) throw new Error('seeded');
    const made = await insertSubmission(ctx.db, {
      authorId: creator.id,
      tutorialId: tutorial.id,
      sectionId: 'step',
      submissionType: 'link',
      url: 'https://example.org/build',
      title: 'Announced build',
    });
    const shown = async () => {
      const [page, list] = await Promise.all([
        landing(),
        get('/api/learn/featuredList/page_landing_pathway_submissions').then(resultOf<TFeaturedList>),
      ]);
      return {
        landing: page.submissions.map((entry) => `${entry.title} by ${entry.author?.name}`),
        list: list.itemIds,
      };
    };
    const before = await shown();
    // Each change is written past the services, as another process would: only PostgreSQL's notification tells this one.
    await saveFeaturedList(ctx.db, {
      name: 'page_landing_pathway_submissions',
      itemIds: [`lsu_${made.id}`],
      updatedBy: null,
    });
    await expect.poll(shown).toEqual({ landing: [`Announced build by ${creator.name}`], list: [`lsu_${made.id}`] });
    await ctx.db.update(users).set({ name: 'Renamed Creator' }).where(eq(users.id, creator.id));
    try {
      await expect.poll(shown).toEqual({ landing: ['Announced build by Renamed Creator'], list: [`lsu_${made.id}`] });
      await ctx.db.delete(submissions).where(eq(submissions.id, made.id));
      await expect.poll(shown).toEqual({ landing: [], list: [] });
    } finally {
      await ctx.db.update(users).set({ name: creator.name }).where(eq(users.id, creator.id));
      await saveFeaturedList(ctx.db, { name: 'page_landing_pathway_submissions', itemIds: [], updatedBy: null });
      catalogueChanged();
    }
    expect(before.list).not.toContain(`lsu_${made.id}`);
  });

  it('leaves hidden pathways out of both the featured list and the map', async () => {
    const before = await landing();
    const gameplaySlug = before.featured[1]?.slug ?? '';
    const row = await findItemBySlug(ctx.db, 'pathway', gameplaySlug);
    if (!row) throw new Error('seeded');
    await saveItem(ctx.db, row.id, { hidden: true });

    const after = await landing();
    expect(after.featured.map((pathway) => pathway.slug)).not.toContain(gameplaySlug);
    expect(after.featured).toHaveLength(1);
    expect(after.pathways.map((pathway) => pathway.slug)).not.toContain(gameplaySlug);
    expect(after.pathways).toHaveLength(before.pathways.length - 1);
    expect(after.pathwaysTotal).toBe(before.pathwaysTotal - 1);
  });

  it('maps the first PATHWAY_MAP_MAX pathways, oldest first, and counts them all', async () => {
    const before = await landing();
    expect(before.pathwaysTotal).toBe(before.pathways.length);
    const document = { title: 'Later pathway', description: { type: 'doc', content: [] }, language: 'en' };
    for (let n = 0; n < PATHWAY_MAP_MAX; n++)
      await saveNewItem(ctx.db, {
        type: 'pathway',
        slug: `later-pathway-${n}`,
        status: 'published',
        draft: document,
        published: document,
        publishedAt: new Date(Date.now() + n * 1000),
      });
    const after = await landing();
    expect(after.pathwaysTotal).toBe(before.pathwaysTotal + PATHWAY_MAP_MAX);
    expect(after.pathways).toHaveLength(PATHWAY_MAP_MAX);
    // The older pathways come first; the newest ones wait for search.
    expect(after.pathways.slice(0, before.pathways.length)).toEqual(before.pathways);
    expect(after.pathways.map((pathway) => pathway.slug)).not.toContain(`later-pathway-${PATHWAY_MAP_MAX - 1}`);
  });
});

describe('POST /api/learn/featuredList/{name}', () => {
  const cookies = new Map<string, string>();
  const cookieOf = async (who: string) => {
    const known = cookies.get(who);
    if (known) return known;
    const email = `${who}@questline.dev`;
    const cookie = await signIn(ctx.app, email, demoAccounts.find((account) => account.email === email)?.password);
    cookies.set(who, cookie);
    return cookie;
  };
  const save = async (name: string, payload: unknown, who?: string) =>
    injectAs(ctx.app, who ? await cookieOf(who) : undefined, 'POST', `/api/learn/featuredList/${name}`, payload);
  const id = (row: TContentRow) => `${{ tutorial: 'ltu', course: 'lco', badge: 'lbg' }[row.type]}_${row.id}`;
  /** Published items learners see, newest first (the GET tests above hide some of the oldest tutorials). */
  const listed = async (type: string, count: number) => {
    const rows = await ctx.db
      .select()
      .from(contentItems)
      .where(
        and(
          eq(contentItems.type, type),
          eq(contentItems.status, 'published'),
          eq(contentItems.hidden, false),
          eq(contentItems.internalOnly, false),
          isNull(contentItems.unpublishedAt),
        ),
      )
      .orderBy(desc(contentItems.id))
      .limit(count);
    if (rows.length < count) throw new Error(`the demo holds ${count} listed ${type} items`);
    return rows;
  };

  it('answers 401 to anonymous callers, before anything else is checked', async () => {
    const response = await save('not_a_list', { itemIds: 'nope' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.key).toBe('auth_required');
  });

  it('answers 400 for a name outside the featured list names, a malformed body or more than 50 ids', async () => {
    const badName = await save('page_secret', { itemIds: [] }, 'learner');
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error.key).toBe('invalid_request');
    expect((await save('homepage', { itemIds: 'ltu_1' }, 'learner')).statusCode).toBe(400);
    expect((await save('homepage', {}, 'learner')).statusCode).toBe(400);
    const tooMany = Array.from({ length: 51 }, (_, index) => `ltu_${index + 1}`);
    expect((await save('homepage', { itemIds: tooMany }, 'editor')).statusCode).toBe(400);
  });

  it('answers 403 to learners, creators and moderators, and leaves the list as it was', async () => {
    const [tutorial] = await listed('tutorial', 1);
    if (!tutorial) throw new Error('seeded');
    for (const who of ['learner', 'premium', 'creator', 'moderator']) {
      const response = await save('page_hub', { itemIds: [id(tutorial)] }, who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: { key: 'forbidden' } });
    }
    expect(resultOf<TFeaturedList>(await get('/api/learn/featuredList/page_hub')).itemIds).toEqual([]);
  });

  it('saves the list in the order given, dropping unknown, draft, non-content and repeated ids; GET follows', async () => {
    const [firstTutorial, secondTutorial] = await listed('tutorial', 2);
    const [course] = await listed('course', 1);
    const [badge] = await listed('badge', 1);
    if (!firstTutorial || !secondTutorial || !course || !badge) throw new Error('seeded');
    const draft = await saveNewItem(ctx.db, {
      type: 'tutorial',
      slug: 'featured-draft-tutorial',
      status: 'draft',
      draft: { title: 'Draft' },
    });
    const itemIds = [
      id(course),
      'ltu_999999',
      id(secondTutorial),
      `ltu_${draft.id}`,
      'not-an-id',
      id(badge),
      `lco_${firstTutorial.id}`,
      id(firstTutorial),
      id(course),
    ];

    const saved = resultOf<TFeaturedList>(await save('homepage', { itemIds }, 'editor'));
    expect(saved.name).toBe('homepage');
    expect(saved.itemIds).toEqual([id(course), id(secondTutorial), id(firstTutorial)]);
    expect(saved.itemMap[id(course)]).toMatchObject({ id: id(course), type: 'course', title: course.card?.title });
    expect(resultOf<TFeaturedList>(await get('/api/learn/featuredList/homepage'))).toEqual(saved);

    // Saving again replaces the list whole, in the new order.
    const reordered = resultOf<TFeaturedList>(
      await save('homepage', { itemIds: [id(firstTutorial), id(course)] }, 'editor'),
    );
    expect(reordered.itemIds).toEqual([id(firstTutorial), id(course)]);
    expect(resultOf<TFeaturedList>(await get('/api/learn/featuredList/homepage')).itemIds).toEqual([
      id(firstTutorial),
      id(course),
    ]);
  });

  it('lets learn admins and admins save, and an empty list empties it', async () => {
    const [tutorial] = await listed('tutorial', 1);
    if (!tutorial) throw new Error('seeded');
    expect(resultOf<TFeaturedList>(await save('page_faq', { itemIds: [id(tutorial)] }, 'admin')).itemIds).toEqual([
      id(tutorial),
    ]);
    expect(resultOf<TFeaturedList>(await save('page_faq', { itemIds: [] }, 'superadmin'))).toEqual({
      name: 'page_faq',
      itemIds: [],
      itemMap: {},
    });
  });
});
