import type { TRole } from '@questline/domain/roles';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { contentEdges, contentItems } from '../../db/schema';
import { createItem, publishItem } from '../content/content.service';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
let thumbnailId: string;
let badgeImageId: string;

const PEOPLE: Record<string, TRole[]> = {
  learner: [],
  creator: ['learnCreator'],
  editor: ['learnEditor'],
  admin: ['admin'],
};

const doc = (...paragraphs: string[]) => richTextFromParagraphs(paragraphs);
const send = sendAs(() => ctx.app, cookies);
const post = (url: string, who: string | undefined, payload: unknown = {}) => send('POST', url, who, payload);
const ok = resultOf;
const numeric = (id: string) => Number(id.split('_')[1]);

/** Published tutorials (by title): their skill level and minutes. */
const tutorials: Record<string, string> = {};
/** Published missions built through the editor endpoints. */
const missions: Record<string, string> = {};

const publishedTutorial = async (title: string, skillLevel: string, duration: number) => {
  const item = await createItem(ctx.db, {
    type: 'tutorial',
    actorId: userIds.creator as string,
    document: { title, description: doc(`About ${title}`), skillLevel, duration },
  });
  await publishItem(ctx.db, { id: item.id, actorId: null });
  return `ltu_${item.id}`;
};

const missionGeneral = (title: string) => ({
  title,
  description: doc(`About ${title}`),
  thumbnailId,
  badgeThumbnailId: badgeImageId,
});

/**
 * A mission whose default set holds `contentIds`, assessed by the first of them unless told otherwise, published
 * unless told otherwise, with its prerequisites.
 */
const missionOf = async (
  title: string,
  contentIds: string[],
  prerequisiteIds: string[] = [],
  publish = true,
  assessed = true,
) => {
  const { id } = ok<{ id: string }>(await post('/api/learn/mission/0/general', 'editor', missionGeneral(title)));
  ok(await post(`/api/learn/mission/${id}/addSet`, 'editor', { setTitle: 'Route', setContentIds: contentIds }));
  if (assessed)
    ok(
      await post(`/api/learn/mission/${id}/assessments`, 'editor', {
        assessmentItem: [{ op: 'And', value: contentIds[0] }],
      }),
    );
  ok(await post(`/api/learn/mission/${id}/map`, 'editor', { prerequisiteIds }));
  if (publish) ok(await post(`/api/learn/mission/${id}/publish`, 'editor', {}));
  return id;
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
  badgeImageId = await storeTestImage(ctx);
  tutorials.advanced = await publishedTutorial('Advanced tutorial', 'advanced', 60);
  tutorials.beginner = await publishedTutorial('Beginner tutorial', 'beginner', 40);
  tutorials.intermediate = await publishedTutorial('Intermediate tutorial', 'intermediate', 25);
  missions.root = await missionOf('Root mission', [tutorials.advanced as string]);
  missions.next = await missionOf(
    'Next mission',
    [tutorials.beginner as string, tutorials.intermediate as string],
    [missions.root as string],
  );
  missions.draft = await missionOf('Draft mission', [tutorials.beginner as string], [], false);
  missions.unassessed = await missionOf('Unassessed mission', [tutorials.beginner as string], [], true, false);
}, 120_000);
afterAll(() => ctx.close());

type TPathway = {
  id: string;
  slug: string;
  status: string;
  title: string;
  acclaimBadge: string;
  recommendedNextPathways: string[];
  missionIds: string[];
  missionPosition: Record<string, { top: number; left: number }>;
  duration: number;
  assessmentItems: { op: string; value: string }[];
  missionMap: Record<string, { title: string; prerequisiteIds: string[] }>;
  contentMap: Record<string, { title: string }>;
  pathwayMap: Record<string, { title: string }>;
  skillLevel?: string;
  estimatedDuration?: number;
  badgeId?: string;
};

const general = (title: string, overrides: Record<string, unknown> = {}) => ({
  language: 'en',
  title,
  strapline: 'Go further',
  shortDescription: `${title} in short`,
  description: doc(`About ${title}`),
  thumbnailId,
  acclaimBadge: badgeImageId,
  recommendedNextPathways: [],
  educatorResources: { summary: doc('For teachers'), files: [] },
  ...overrides,
});

const createPathway = async (title: string) =>
  ok<TPathway>(await post('/api/learn/pathway/0/general', 'editor', general(title)));

const edgesOf = async (id: string, role: string) =>
  (
    await ctx.db
      .select({ childId: contentEdges.childId })
      .from(contentEdges)
      .where(and(eq(contentEdges.parentId, numeric(id)), eq(contentEdges.role, role)))
      .orderBy(contentEdges.position)
  ).map((row) => row.childId);

describe('pathway drafts (§2.12 g, m, a, d; §7.1–§7.2)', () => {
  it('answers 401, 400 and 403 in that order, and creates a draft for an editor or admin', async () => {
    expect((await post('/api/learn/pathway/0/general', undefined, general('Nobody'))).statusCode).toBe(401);
    const missingFile = await post(
      '/api/learn/pathway/0/general',
      'editor',
      general('Broken', { acclaimBadge: 'nope' }),
    );
    expect(missingFile.statusCode).toBe(400);
    expect(missingFile.json().error.fields).toEqual([{ path: 'acclaimBadge', key: 'invalid_request' }]);
    for (const who of ['creator', 'learner'])
      expect((await post('/api/learn/pathway/0/general', who, general('Not yours'))).statusCode, who).toBe(403);
    expect(ok<TPathway>(await post('/api/learn/pathway/0/general', 'admin', general('Admin pathway')))).toMatchObject({
      id: expect.stringMatching(/^lpw_\d+$/),
      status: 'draft',
    });
    const created = ok<TPathway>(await post('/api/learn/pathway/0/general', 'editor', general('First pathway')));
    expect(created).toMatchObject({ slug: 'first-pathway', acclaimBadge: badgeImageId, type: 'pathway' });
  });

  it('saves the general tab without repeated, unknown or self recommendations', async () => {
    const other = await createPathway('Other pathway');
    const pathway = await createPathway('Recommending pathway');
    const saved = ok<TPathway>(
      await post(
        `/api/learn/pathway/${pathway.id}/general`,
        'editor',
        general('Recommending pathway', {
          recommendedNextPathways: [other.id, other.id, pathway.id, 'lpw_999999'],
        }),
      ),
    );
    expect(saved.recommendedNextPathways).toEqual([other.id]);
    expect(saved.pathwayMap[other.id]).toMatchObject({ title: 'Other pathway' });
    expect((await post(`/api/learn/pathway/${pathway.id}/general`, 'creator', general('Taken'))).statusCode).toBe(403);
  });

  it('checks the duration is a whole number of weeks of at least one, and keeps positions of the missions it holds', async () => {
    const pathway = await createPathway('Mapped pathway');
    const url = `/api/learn/pathway/${pathway.id}/missions`;
    expect((await post(url, undefined, { duration: 2 })).statusCode).toBe(401);
    for (const duration of [0, 1.5]) {
      const response = await post(url, 'editor', { duration, missionIds: [] });
      expect(response.statusCode, String(duration)).toBe(400);
      expect(response.json().error).toEqual({
        key: 'error_lessOne',
        fields: [{ path: 'duration', key: 'error_lessOne' }],
      });
    }
    const stray = await post(url, 'editor', {
      duration: 2,
      missionIds: [missions.root],
      missionPosition: { [missions.next as string]: { top: 1, left: 2 } },
    });
    expect(stray.json().error.fields).toEqual([{ path: `missionPosition.${missions.next}`, key: 'invalid_request' }]);
    expect((await post(url, 'creator', { duration: 2 })).statusCode).toBe(403);

    const saved = ok<TPathway>(
      await post(url, 'editor', {
        duration: 3,
        missionIds: [missions.root, 'lms_999999', missions.next],
        missionPosition: {
          [missions.root as string]: { top: 0, left: 10 },
          lms_999999: { top: 5, left: 5 },
          [missions.next as string]: { top: 120, left: 10 },
        },
        engineVersionId: '2023.1',
      }),
    );
    expect(saved).toMatchObject({
      duration: 3,
      missionIds: [missions.root, missions.next],
      missionPosition: {
        [missions.root as string]: { top: 0, left: 10 },
        [missions.next as string]: { top: 120, left: 10 },
      },
      engineVersionId: '2023.1',
    });
    expect(saved.missionPosition).not.toHaveProperty('lms_999999');
    // The map draws each mission's prerequisites.
    expect(saved.missionMap[missions.next as string]).toMatchObject({
      title: 'Next mission',
      prerequisiteIds: [missions.root],
    });
  });

  it('saves assessments and details', async () => {
    const pathway = await createPathway('Assessed pathway');
    const assessed = ok<TPathway>(
      await post(`/api/learn/pathway/${pathway.id}/assessments`, 'editor', {
        assessmentItems: [
          { op: 'And', value: missions.root },
          { op: 'Or', value: missions.root },
        ],
      }),
    );
    expect(assessed.assessmentItems).toEqual([{ op: 'And', value: missions.root }]);
    expect(assessed.contentMap[missions.root as string]).toMatchObject({ title: 'Root mission' });
    const details = ok<TPathway & { group: unknown; highlightIds: string[] }>(
      await post(`/api/learn/pathway/${pathway.id}/details`, 'editor', {
        points: [{ categoryId: 'essentials', point: 100 }],
        group: { groupId: 'g1', url: 'https://example.com/group' },
        highlightIds: [tutorials.advanced, 'ltu_999999'],
        completeVideoTitle: 'Well done',
      }),
    );
    expect(details).toMatchObject({
      group: { groupId: 'g1', url: 'https://example.com/group' },
      highlightIds: [tutorials.advanced],
      completeVideoTitle: 'Well done',
    });
  });
});

describe('publishing a pathway (§3.2, §4.2, §7.3)', () => {
  it('lists missing fields, and refuses unpublished missions', async () => {
    const bare = ok<TPathway>(await post('/api/learn/pathway/0/general', 'editor', { title: 'Bare pathway' }));
    expect((await post(`/api/learn/pathway/${bare.id}/publish`, undefined)).statusCode).toBe(401);
    expect((await post(`/api/learn/pathway/${bare.id}/publish`, 'creator')).statusCode).toBe(403);
    const missing = await post(`/api/learn/pathway/${bare.id}/publish`, 'editor');
    expect(missing.json().error).toMatchObject({
      key: 'project_fields_required',
      params: { fields: 'description, thumbnailId, acclaimBadge, duration' },
    });

    const pathway = await createPathway('Unready pathway');
    ok(
      await post(`/api/learn/pathway/${pathway.id}/missions`, 'editor', {
        duration: 2,
        missionIds: [missions.root, missions.draft],
      }),
    );
    const unpublished = await post(`/api/learn/pathway/${pathway.id}/publish`, 'editor');
    expect(unpublished.statusCode).toBe(400);
    expect(unpublished.json().error).toEqual({
      key: 'content_InvalidParameter_unpublished',
      fields: [{ path: 'missionIds.1', key: 'content_InvalidParameter_unpublished' }],
      params: { ids: missions.draft },
    });
  });

  it("publishes with its missions' lowest skill level and summed durations, and a badge item it links", async () => {
    const pathway = await createPathway('Full pathway');
    ok(
      await post(`/api/learn/pathway/${pathway.id}/missions`, 'editor', {
        duration: 4,
        missionIds: [missions.root, missions.next],
      }),
    );
    ok(
      await post(`/api/learn/pathway/${pathway.id}/assessments`, 'editor', {
        assessmentItems: [{ op: 'And', value: missions.next }],
      }),
    );
    const { item, url } = ok<{ item: TPathway; url: string }>(
      await post(`/api/learn/pathway/${pathway.id}/publish`, 'editor', {
        points: [{ categoryId: 'essentials', point: 100 }],
      }),
    );
    expect(url).toBe('/pathway/full-pathway?publish=true');
    expect(item).toMatchObject({
      status: 'published',
      duration: 4,
      // Root: advanced (60 min); next: beginner and intermediate (40 + 25 min).
      skillLevel: 'beginner',
      estimatedDuration: 125,
      badgeId: expect.stringMatching(/^lbg_\d+$/),
    });
    const badgeId = item.badgeId as string;
    expect(await edgesOf(pathway.id, 'mission')).toEqual([
      numeric(missions.root as string),
      numeric(missions.next as string),
    ]);
    expect(await edgesOf(pathway.id, 'badge')).toEqual([numeric(badgeId)]);
    const [badge] = await ctx.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, numeric(badgeId)));
    expect(badge).toMatchObject({ type: 'badge', status: 'published' });
    expect(badge?.published).toMatchObject({
      title: 'Full pathway',
      thumbnail: { id: badgeImageId, url: `/files/${badgeImageId}` },
    });

    // Republishing keeps the badge item; fewer missions, other values.
    ok(await post(`/api/learn/pathway/${pathway.id}/missions`, 'editor', { duration: 2, missionIds: [missions.root] }));
    const { item: again } = ok<{ item: TPathway }>(await post(`/api/learn/pathway/${pathway.id}/publish`, 'editor'));
    expect(again).toMatchObject({ badgeId, skillLevel: 'advanced', estimatedDuration: 60, duration: 2 });
    expect(await edgesOf(pathway.id, 'mission')).toEqual([numeric(missions.root as string)]);
  });

  it('refuses assessment items naming a mission whose checkpoint cannot complete, writing nothing', async () => {
    const pathway = await createPathway('Waiting pathway');
    ok(await post(`/api/learn/pathway/${pathway.id}/missions`, 'editor', { duration: 1, missionIds: [missions.root] }));
    ok(
      await post(`/api/learn/pathway/${pathway.id}/assessments`, 'editor', {
        assessmentItems: [
          { op: 'And', value: missions.root },
          { op: 'Or', value: missions.unassessed },
          { op: 'And', value: tutorials.advanced },
        ],
      }),
    );
    const refused = await post(`/api/learn/pathway/${pathway.id}/publish`, 'editor');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      key: 'pathway_InvalidParameter_mission_assessments',
      fields: [{ path: 'assessmentItems.1.value', key: 'pathway_InvalidParameter_mission_assessments' }],
    });
    const [row] = await ctx.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, numeric(pathway.id)));
    expect(row?.status).toBe('draft');
    expect(row?.published).toBeNull();
    expect(await edgesOf(pathway.id, 'mission')).toEqual([]);

    // Without the mission that cannot complete, the same pathway publishes.
    ok(
      await post(`/api/learn/pathway/${pathway.id}/assessments`, 'editor', {
        assessmentItems: [
          { op: 'And', value: missions.root },
          { op: 'And', value: tutorials.advanced },
        ],
      }),
    );
    const { item } = ok<{ item: TPathway }>(await post(`/api/learn/pathway/${pathway.id}/publish`, 'editor'));
    expect(item.status).toBe('published');
  });

  it('lists pathways on the creator dashboard of an editor', async () => {
    const pathway = await createPathway('Dashboard pathway');
    const dashboard = ok<{ items: { id: string; type: string }[] }>(
      await send('GET', '/api/creator/items?type=pathway&pageSize=100', 'editor'),
    );
    expect(dashboard.items.find((entry) => entry.id === pathway.id)).toMatchObject({ type: 'pathway' });
  });
});
