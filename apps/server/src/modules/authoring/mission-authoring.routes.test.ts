import type { TRole } from '@questline/domain/roles';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  PUBLIC_URL,
  resultOf,
  sendAs,
  signIn,
  storeTestImage,
  type TTestContext,
} from '../../../test/test-app';
import { contentEdges, contentItems, contentVersions } from '../../db/schema';
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
  editorJa: ['learnEditor_JA'],
  admin: ['admin'],
};

/** Published items the missions are built from: tutorials and a quiz, one tutorial internal-only. */
const items: Record<string, string> = {};

const doc = (...paragraphs: string[]) => richTextFromParagraphs(paragraphs);

const publishedItem = async (
  type: 'tutorial' | 'quiz' | 'competency',
  title: string,
  fields: Record<string, unknown> = {},
  flags: { internalOnly?: boolean } = {},
) => {
  const item = await createItem(ctx.db, {
    type,
    actorId: userIds.creator as string,
    document: { title, description: doc(`About ${title}`), ...fields },
    flags,
  });
  await publishItem(ctx.db, { id: item.id, actorId: null });
  return `${{ tutorial: 'ltu', quiz: 'lqz', competency: 'lcp' }[type]}_${item.id}`;
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
  items.intro = await publishedItem('tutorial', 'Intro tutorial', { skillLevel: 'intermediate', duration: 30 });
  items.basics = await publishedItem('tutorial', 'Basics tutorial', { skillLevel: 'beginner', duration: 45 });
  items.quiz = await publishedItem('quiz', 'Check quiz', { skillLevel: 'advanced', duration: 15 });
  items.secret = await publishedItem('tutorial', 'Staff tutorial', { duration: 20 }, { internalOnly: true });
  items.competency = await publishedItem('competency', 'Level design');
  const draft = await createItem(ctx.db, {
    type: 'tutorial',
    actorId: userIds.creator as string,
    document: { title: 'Unpublished tutorial', description: doc('Not yet.') },
  });
  items.draft = `ltu_${draft.id}`;
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const post = (url: string, who: string | undefined, payload: unknown = {}) => send('POST', url, who, payload);
const ok = resultOf;

type TSetBody = { id: string; title: string; description?: string; contentIds: string[]; deprecated?: boolean };
type TMission = {
  id: string;
  revision: number;
  slug: string;
  status: string;
  assessmentItem: { op: string; value: string }[];
  draftAssessmentItem: { op: string; value: string }[];
  customContents: TSetBody[];
  draftCustomContents: TSetBody[];
  competencyIds: string[];
  draftCompetencyIds: string[];
  defaultSet: string | null;
  prerequisiteIds: string[];
  dependentIds: string[];
  isPublishDisabled: boolean;
  internalOnlyProblems: { key: string; params: Record<string, string> }[];
  contentMap: Record<string, { title: string; type: string; internalOnly: boolean }>;
  missionMap: Record<string, { title: string }>;
  competencyMap: Record<string, { title: string }>;
  badgeThumbnail: { id: string; url: string } | null;
  badgeId?: string;
  versionRank?: number;
  duration?: number;
  skillLevel?: string;
};

const general = (title: string, overrides: Record<string, unknown> = {}) => ({
  language: 'en',
  title,
  shortDescription: `${title} in short`,
  description: doc(`About ${title}`),
  thumbnailId,
  badgeThumbnailId: badgeImageId,
  competencyIds: [],
  ...overrides,
});

const createMission = async (title: string, who = 'editor') =>
  ok<TMission>(await post('/api/learn/mission/0/general', who, general(title)));

/** A mission with a set of the intro tutorial and the quiz, assessed by the quiz. */
const completeMission = async (title: string) => {
  const mission = await createMission(title);
  ok(
    await post(`/api/learn/mission/${mission.id}/assessments`, 'editor', {
      assessmentItem: [{ op: 'And', value: items.quiz }],
    }),
  );
  const withSet = ok<TMission>(
    await post(`/api/learn/mission/${mission.id}/addSet`, 'editor', {
      setTitle: 'Main route',
      setContentIds: [items.intro, items.quiz],
    }),
  );
  return withSet;
};

const publishMission = async (id: string, body: unknown = {}) =>
  ok<{ item: TMission; url: string }>(await post(`/api/learn/mission/${id}/publish`, 'editor', body));

const numeric = (id: string) => Number(id.split('_')[1]);
const edgesOf = async (id: string, role: string) =>
  (
    await ctx.db
      .select({ childId: contentEdges.childId })
      .from(contentEdges)
      .where(and(eq(contentEdges.parentId, numeric(id)), eq(contentEdges.role, role)))
      .orderBy(contentEdges.position)
  ).map((row) => row.childId);

describe('mission drafts (§2.12 g, a, c, m, d; §7.1–§7.2)', () => {
  it('answers 401, 400 and 403 in that order, and creates a draft for an editor', async () => {
    expect((await post('/api/learn/mission/0/general', undefined, general('Nobody'))).statusCode).toBe(401);
    const nameless = await post('/api/learn/mission/0/general', 'editor', { ...general(''), title: '' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error.key).toBe('error_isRequired');
    // Missions are authored by editors (§6): a creator may not make one.
    for (const who of ['creator', 'learner']) {
      const refused = await post('/api/learn/mission/0/general', who, general('Not yours'));
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json()).toEqual({ error: { key: 'forbidden' } });
    }
    const response = await post('/api/learn/mission/0/general', 'editor', general('First mission'));
    expect(response.headers.etag).toBe('"1"');
    expect(ok(response)).toMatchObject({
      id: expect.stringMatching(/^lms_\d+$/),
      type: 'mission',
      slug: 'first-mission',
      status: 'draft',
      badgeThumbnail: { id: badgeImageId, url: `/files/${badgeImageId}` },
      badgeThumbnailId: badgeImageId,
    });
  });

  it("refuses a save from a creator or learner, and one of another language's editor", async () => {
    const mission = await createMission('Guarded mission');
    const url = `/api/learn/mission/${mission.id}/assessments`;
    const body = { assessmentItem: [{ op: 'And', value: items.quiz }] };
    expect((await post(url, undefined, body)).statusCode).toBe(401);
    const malformed = await post(url, 'editor', { assessmentItem: [{ op: 'Maybe', value: 'nonsense' }] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.map((field: { path: string }) => field.path)).toEqual([
      'assessmentItem.0.op',
      'assessmentItem.0.value',
    ]);
    for (const who of ['creator', 'learner', 'editorJa']) {
      expect((await post(url, who, body)).statusCode, who).toBe(403);
      expect((await send('GET', `/api/learn/mission/${mission.id}?edit=true`, who)).statusCode, who).toBe(403);
    }
    expect(ok<TMission>(await post(url, 'admin', body)).draftAssessmentItem).toEqual(body.assessmentItem);
  });

  it('saves each tab: unknown and repeated ids dropped, the draft copies answered beside the published values', async () => {
    const mission = await createMission('Tabbed mission');
    const url = (form: string) => `/api/learn/mission/${mission.id}/${form}`;

    const saved = ok<TMission>(
      await post(
        url('general'),
        'editor',
        general('Tabbed mission', { competencyIds: [items.competency, 'lcp_999999'] }),
      ),
    );
    expect(saved).toMatchObject({ draftCompetencyIds: [items.competency], competencyIds: [items.competency] });
    expect(saved.competencyMap[items.competency as string]).toMatchObject({ title: 'Level design' });

    const assessed = ok<TMission>(
      await post(url('assessments'), 'editor', {
        assessmentItem: [
          { op: 'And', value: items.quiz },
          { op: 'Or', value: items.intro },
          { op: 'And', value: items.quiz },
          { op: 'And', value: 'ltu_999999' },
        ],
      }),
    );
    const expected = [
      { op: 'And', value: items.quiz },
      { op: 'Or', value: items.intro },
    ];
    // Before the first publish the published names read the draft's values.
    expect(assessed).toMatchObject({ draftAssessmentItem: expected, assessmentItem: expected });
    expect(Object.keys(assessed.contentMap).sort()).toEqual([items.intro, items.quiz].sort());

    const mapped = ok<TMission>(await post(url('map'), 'editor', { prerequisiteIds: [mission.id, 'lms_999999'] }));
    expect(mapped.prerequisiteIds).toEqual([]);

    const duplicate = await post(url('details'), 'editor', {
      freeAssets: [{ packageId: 'kit' }, { packageId: 'kit', note: 'again' }],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.key).toBe('mission_InvalidParameter_freeAssets_duplicate');
    const details = ok<TMission & { freeAssets: unknown[]; points: unknown[] }>(
      await post(url('details'), 'editor', {
        points: [{ categoryId: 'essentials', point: 50 }],
        freeAssets: [{ packageId: 'kit' }],
        hidden: true,
      }),
    );
    expect(details).toMatchObject({
      freeAssets: [{ packageId: 'kit', note: '' }],
      points: [{ categoryId: 'essentials', point: 50 }],
      hidden: true,
    });
  });
});

describe('content sets (§4.3, §5, §7.2 addSet)', () => {
  it('adds sets with server-made ids, the first one the default, and refuses one without title or content', async () => {
    const mission = await createMission('Set mission');
    const url = `/api/learn/mission/${mission.id}/addSet`;
    expect((await post(url, undefined, { setTitle: 'A', setContentIds: [items.intro] })).statusCode).toBe(401);
    const untitled = await post(url, 'editor', { setTitle: ' ', setContentIds: [items.intro] });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().error.fields).toEqual([{ path: 'setTitle', key: 'error_isRequired' }]);
    const empty = await post(url, 'editor', { setTitle: 'Nothing', setContentIds: ['ltu_999999'] });
    expect(empty.json().error).toEqual({
      key: 'error_isRequired',
      fields: [{ path: 'setContentIds', key: 'error_isRequired' }],
    });
    expect((await post(url, 'creator', { setTitle: 'A', setContentIds: [items.intro] })).statusCode).toBe(403);

    const first = ok<TMission>(
      await post(url, 'editor', { setTitle: ' Route A ', setDescription: 'Short', setContentIds: [items.intro] }),
    );
    const [setA] = first.draftCustomContents as [TSetBody];
    expect(setA).toEqual({
      id: expect.stringMatching(/^set[0-9a-f]{8}$/),
      title: 'Route A',
      description: 'Short',
      contentIds: [items.intro],
      deprecated: false,
    });
    expect(first.defaultSet).toBe(setA.id);

    const second = ok<TMission>(
      await post(url, 'editor', {
        customContents: first.draftCustomContents,
        defaultSet: first.defaultSet,
        setTitle: 'Route B',
        setContentIds: [items.basics, items.quiz, items.basics],
      }),
    );
    const setB = second.draftCustomContents[1] as TSetBody;
    expect(setB).toMatchObject({ title: 'Route B', contentIds: [items.basics, items.quiz] });
    expect(setB.id).toMatch(/^set[0-9a-f]{8}$/);
    expect(setB.id).not.toBe(setA.id);
    expect(second.defaultSet).toBe(setA.id);

    // A default that names no set is refused; deleting the default set leaves no default, and the first remaining
    // set becomes the default (§4.3).
    const stale = await post(`/api/learn/mission/${mission.id}/recommendations`, 'editor', {
      customContents: [setB],
      defaultSet: setA.id,
    });
    expect(stale.json().error).toEqual({
      key: 'mission_InvalidParameter_set',
      fields: [{ path: 'defaultSet', key: 'mission_InvalidParameter_set' }],
    });
    const deleted = ok<TMission>(
      await post(`/api/learn/mission/${mission.id}/recommendations`, 'editor', {
        customContents: [setB],
        defaultSet: null,
      }),
    );
    expect(deleted).toMatchObject({ draftCustomContents: [setB], defaultSet: setB.id });
  });

  it('answers 428 to an addSet that names no revision, and checks validate without one (it writes nothing)', async () => {
    const mission = await createMission('Unnamed revision mission');
    const bare = (endpoint: string, payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/learn/mission/${mission.id}/${endpoint}`,
        payload: payload as object,
        headers: { origin: PUBLIC_URL, cookie: cookies.editor as string },
      });
    const added = await bare('addSet', { setTitle: 'Route', setContentIds: [items.intro] });
    expect([added.statusCode, added.json()]).toEqual([428, { error: { key: 'precondition_required' } }]);
    expect(ok<TMission>(await send('GET', `/api/learn/mission/${mission.id}?edit=true`, 'editor'))).toMatchObject({
      revision: mission.revision,
    });
    expect(ok(await bare('validate', {}))).toMatchObject({ isChangeVersion: expect.any(Boolean) });
    expect((await bare('publish', {})).json()).toEqual({ error: { key: 'precondition_required' } });
  });

  it('refuses internal-only content in a public mission by its title and type, and takes it in an internal one', async () => {
    const mission = await createMission('Public mission');
    const refused = await post(`/api/learn/mission/${mission.id}/addSet`, 'editor', {
      setTitle: 'Staff route',
      setContentIds: [items.intro, items.secret],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      key: 'mission_internalOnly_cannot_add',
      params: { title: 'Staff tutorial', type: 'tutorial' },
      fields: [{ path: 'setContentIds.1', key: 'mission_internalOnly_cannot_add' }],
    });
    const unchanged = ok<TMission>(
      await post(`/api/learn/mission/${mission.id}/map`, 'editor', { prerequisiteIds: [] }),
    );
    expect(unchanged.draftCustomContents).toEqual([]);

    const internal = await createMission('Staff mission');
    ok(await post(`/api/learn/mission/${internal.id}/details`, 'editor', { internalOnly: true }));
    const added = ok<TMission>(
      await post(`/api/learn/mission/${internal.id}/addSet`, 'editor', {
        setTitle: 'Staff route',
        setContentIds: [items.secret],
      }),
    );
    expect(added.draftCustomContents[0]?.contentIds).toEqual([items.secret]);
    expect(added).toMatchObject({ isPublishDisabled: false, internalOnlyProblems: [] });
  });

  it('disables publishing a public mission whose sets hold internal-only content, and refuses validate and publish', async () => {
    const mission = await createMission('Turned public');
    ok(await post(`/api/learn/mission/${mission.id}/details`, 'editor', { internalOnly: true }));
    ok(
      await post(`/api/learn/mission/${mission.id}/addSet`, 'editor', {
        setTitle: 'Mixed route',
        setContentIds: [items.intro, items.secret],
      }),
    );
    ok(
      await post(`/api/learn/mission/${mission.id}/assessments`, 'editor', {
        assessmentItem: [{ op: 'And', value: items.intro }],
      }),
    );
    const turned = ok<TMission>(
      await post(`/api/learn/mission/${mission.id}/details`, 'editor', { internalOnly: false }),
    );
    const message = {
      key: 'mission_set_contains_internalOnly',
      params: { setTitle: 'Mixed route', title: 'Staff tutorial', type: 'tutorial' },
    };
    expect(turned).toMatchObject({ isPublishDisabled: true, internalOnlyProblems: [message] });
    expect(turned.contentMap[items.secret as string]).toMatchObject({ internalOnly: true });

    for (const endpoint of ['validate', 'publish']) {
      const response = await post(`/api/learn/mission/${mission.id}/${endpoint}`, 'editor', {});
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().error, endpoint).toEqual({
        ...message,
        fields: [{ path: 'customContents', key: message.key }],
      });
    }
    const [row] = await ctx.db
      .select({ status: contentItems.status })
      .from(contentItems)
      .where(eq(contentItems.id, numeric(mission.id)));
    expect(row?.status).toBe('draft');
  });
});

describe('publishing a mission (§4.2, §7.3)', () => {
  it('answers 401 and 403 before the rules, then lists what is missing', async () => {
    const mission = ok<TMission>(await post('/api/learn/mission/0/general', 'editor', { title: 'Bare mission' }));
    for (const endpoint of ['validate', 'publish']) {
      expect((await post(`/api/learn/mission/${mission.id}/${endpoint}`, undefined)).statusCode).toBe(401);
      expect((await post(`/api/learn/mission/${mission.id}/${endpoint}`, 'creator')).statusCode).toBe(403);
      const response = await post(`/api/learn/mission/${mission.id}/${endpoint}`, 'editor');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        key: 'project_fields_required',
        params: { fields: 'description, thumbnailId, badgeThumbnailId' },
      });
    }
  });

  it('refuses unpublished set contents and assessment items', async () => {
    const mission = await completeMission('Half-built mission');
    ok(
      await post(`/api/learn/mission/${mission.id}/assessments`, 'editor', {
        assessmentItem: [{ op: 'And', value: items.draft }],
      }),
    );
    const assessment = await post(`/api/learn/mission/${mission.id}/publish`, 'editor');
    expect(assessment.json().error).toEqual({
      key: 'mission_InvalidParameter_assessments',
      fields: [{ path: 'assessmentItem.0.value', key: 'mission_InvalidParameter_assessments' }],
      params: { ids: items.draft },
    });
    const set = await post(`/api/learn/mission/${mission.id}/publish`, 'editor', {
      customContents: [{ id: 'set1', title: 'Draft route', contentIds: [items.intro, items.draft] }],
      defaultSet: 'set1',
    });
    expect(set.json().error).toMatchObject({
      key: 'content_InvalidParameter_unpublished',
      fields: [{ path: 'customContents.0.contentIds.1', key: 'content_InvalidParameter_unpublished' }],
    });
  });

  it('keeps a checkpoint that can complete while a published pathway assesses by the mission, writing nothing', async () => {
    const mission = await completeMission('Pathway-assessed mission');
    await publishMission(mission.id);
    const pathway = await createItem(ctx.db, {
      type: 'pathway',
      actorId: userIds.editor as string,
      document: {
        title: 'Assessing pathway',
        description: doc('Waits on the mission.'),
        assessmentItems: [{ op: 'And', value: mission.id }],
      },
    });
    await publishItem(ctx.db, { id: pathway.id, actorId: null });
    ok(await post(`/api/learn/mission/${mission.id}/assessments`, 'editor', { assessmentItem: [] }));
    for (const endpoint of ['validate', 'publish']) {
      const refused = await post(`/api/learn/mission/${mission.id}/${endpoint}`, 'editor');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toEqual({
        key: 'mission_InvalidParameter_pathway_assessments',
        fields: [{ path: 'assessmentItem', key: 'mission_InvalidParameter_pathway_assessments' }],
        params: { ids: `lpw_${pathway.id}` },
      });
    }
    const [row] = await ctx.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, numeric(mission.id)));
    expect(row?.published).toMatchObject({ assessmentItem: [{ op: 'And', value: items.quiz }], versionRank: 1 });

    // A mission no published pathway assesses by may be published without assessment items.
    const free = await completeMission('Unassessed by pathways');
    await publishMission(free.id);
    ok(await post(`/api/learn/mission/${free.id}/assessments`, 'editor', { assessmentItem: [] }));
    const { item } = await publishMission(free.id);
    expect(item.assessmentItem).toEqual([]);
  });

  it('publishes version 1 with its duration, skill level, edges and a badge item named after it', async () => {
    const mission = await completeMission('Kart mission');
    ok(
      await post(
        `/api/learn/mission/${mission.id}/general`,
        'editor',
        general('Kart mission', { competencyIds: [items.competency] }),
      ),
    );
    const { item, url } = await publishMission(mission.id);
    expect(url).toBe('/mission/kart-mission?publish=true');
    expect(item).toMatchObject({
      status: 'published',
      versionRank: 1,
      // The default set (intro 30 min, quiz 15 min): its duration and its lowest skill level.
      duration: 45,
      skillLevel: 'intermediate',
      badgeId: expect.stringMatching(/^lbg_\d+$/),
    });
    const badgeId = item.badgeId as string;
    const [badge] = await ctx.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, numeric(badgeId)));
    expect(badge).toMatchObject({ type: 'badge', status: 'published' });
    expect(badge?.published).toMatchObject({
      title: 'Kart mission',
      thumbnail: { id: badgeImageId, url: `/files/${badgeImageId}` },
    });
    expect(await edgesOf(mission.id, 'badge')).toEqual([numeric(badgeId)]);
    expect(await edgesOf(mission.id, 'content')).toEqual([
      numeric(items.intro as string),
      numeric(items.quiz as string),
    ]);
    expect(await edgesOf(mission.id, 'competency')).toEqual([numeric(items.competency as string)]);

    // A renamed mission keeps its badge item and renames it.
    ok(await post(`/api/learn/mission/${mission.id}/general`, 'editor', general('Kart mission deluxe')));
    const { item: renamed } = await publishMission(mission.id);
    expect(renamed.badgeId).toBe(badgeId);
    const [again] = await ctx.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, numeric(badgeId)));
    expect(again?.published).toMatchObject({ title: 'Kart mission deluxe' });
  });

  it('raises versionRank only when the assessment, set contents or default set change', async () => {
    const mission = await completeMission('Versioned mission');
    const validate = async (body: unknown = {}) =>
      ok<{ isChangeVersion: boolean; changedIds: string[] }>(
        await post(`/api/learn/mission/${mission.id}/validate`, 'editor', body),
      );
    // Nothing to differ from before the first publish.
    expect(await validate()).toEqual({ isChangeVersion: false, changedIds: [] });
    expect((await publishMission(mission.id)).item.versionRank).toBe(1);

    // Text changes are not a new version.
    ok(await post(`/api/learn/mission/${mission.id}/general`, 'editor', general('Versioned mission, retitled')));
    expect(await validate()).toEqual({ isChangeVersion: false, changedIds: [] });
    expect((await publishMission(mission.id)).item.versionRank).toBe(1);

    const changed = ok<TMission>(
      await post(`/api/learn/mission/${mission.id}/assessments`, 'editor', {
        assessmentItem: [
          { op: 'And', value: items.quiz },
          { op: 'And', value: items.intro },
        ],
      }),
    );
    // The editor reads the published assessment beside the changed draft, on a save and when it opens the mission.
    expect(changed.assessmentItem).toEqual([{ op: 'And', value: items.quiz }]);
    expect(changed.draftAssessmentItem).toHaveLength(2);
    expect(ok(await send('GET', `/api/learn/mission/${mission.id}?edit=true`, 'editor'))).toMatchObject({
      assessmentItem: changed.assessmentItem,
      draftAssessmentItem: changed.draftAssessmentItem,
      customContents: changed.customContents,
      draftCustomContents: changed.draftCustomContents,
    });
    expect(await validate()).toEqual({ isChangeVersion: true, changedIds: [items.intro] });
    // Validate writes nothing.
    expect(await validate()).toEqual({ isChangeVersion: true, changedIds: [items.intro] });

    // A set's contents sent with the publish body count as well.
    const set = changed.draftCustomContents[0] as TSetBody;
    const body = { customContents: [{ ...set, contentIds: [...set.contentIds, items.basics] }] };
    expect((await validate(body)).changedIds.sort()).toEqual([items.intro, set.id, items.basics].sort());
    const { item } = await publishMission(mission.id, body);
    expect(item).toMatchObject({ versionRank: 2, assessmentItem: changed.draftAssessmentItem });
    expect(await validate()).toEqual({ isChangeVersion: false, changedIds: [] });
    expect((await publishMission(mission.id)).item.versionRank).toBe(2);

    // Every publish writes a version row.
    const versions = await ctx.db.$count(contentVersions, eq(contentVersions.itemId, numeric(mission.id)));
    expect(versions).toBe(4);
  });

  it('links prerequisites, answers dependents, and refuses unpublished or circular prerequisites', async () => {
    const first = await completeMission('Root mission');
    const second = await completeMission('Follow-up mission');
    ok(await post(`/api/learn/mission/${second.id}/map`, 'editor', { prerequisiteIds: [first.id] }));
    const unpublished = await post(`/api/learn/mission/${second.id}/publish`, 'editor');
    expect(unpublished.json().error).toMatchObject({
      key: 'mission_InvalidParameter_map',
      fields: [{ path: 'prerequisiteIds.0', key: 'mission_InvalidParameter_map' }],
    });

    await publishMission(first.id);
    await publishMission(second.id);
    expect(await edgesOf(second.id, 'prerequisite')).toEqual([numeric(first.id)]);
    const root = ok<TMission>(await post(`/api/learn/mission/${first.id}/map`, 'editor', { prerequisiteIds: [] }));
    expect(root.dependentIds).toEqual([second.id]);
    expect(root.missionMap[second.id]).toMatchObject({ title: 'Follow-up mission' });

    ok(await post(`/api/learn/mission/${first.id}/map`, 'editor', { prerequisiteIds: [second.id] }));
    const circular = await post(`/api/learn/mission/${first.id}/publish`, 'editor');
    expect(circular.statusCode).toBe(400);
    expect(circular.json().error.key).toBe('mission_InvalidParameter_map');
  });

  it('lists missions on the creator dashboard of an editor', async () => {
    const mission = await createMission('Dashboard mission');
    const dashboard = ok<{ items: { id: string; type: string }[] }>(
      await send('GET', '/api/creator/items?type=mission&pageSize=100', 'editor'),
    );
    expect(dashboard.items.find((entry) => entry.id === mission.id)).toMatchObject({ type: 'mission' });
  });
});
