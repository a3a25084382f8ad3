import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { contentItems, expiredRedirects, type TStoredCard } from '../../db/schema';
import { createItem, publishItem, setChildren } from '../content/content.service';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
let thumbnailId: string;
let ownerId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, roles] of [
    ['creator', ['learnCreator']],
    ['learner', []],
    ['moderator', ['learnModerator']],
  ] as const) {
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: `${name}@example.test`, password: 'password-123', name, roles: [...roles] },
    );
    if (name === 'creator') ownerId = user.id;
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'password-123');
  }
  thumbnailId = await storeTestImage(ctx);
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const ok = resultOf;
const doc = (text: string) => richTextFromParagraphs([text]);
const general = (title: string, extra: Record<string, unknown> = {}) => ({
  language: 'en',
  title,
  description: doc(`About ${title}`),
  thumbnailId,
  ownerId,
  ...extra,
});

type TItem = { id: string; slug: string; sections: { id: string }[] };

const TEXT_STEPS = [
  { type: 'text', title: 'One' },
  { type: 'text', title: 'Two' },
  { type: 'text', title: 'Bonus', optionType: 'optional' },
];

const publishTutorial = async (
  title: string,
  details: Record<string, unknown> = {},
  generalExtra: Record<string, unknown> = {},
  sections: Record<string, unknown>[] = TEXT_STEPS,
) => {
  const { id } = ok<TItem>(
    await send(
      'POST',
      '/api/learn/tutorial/0/general',
      'creator',
      general(title, { isExercise: true, solutionPlan: { body: doc('Answer') }, ...generalExtra }),
    ),
  );
  ok(
    await send('POST', `/api/learn/tutorial/${id}/steps`, 'creator', {
      skillLevel: 'beginner',
      estimationInHour: 1,
      sections,
    }),
  );
  const { item } = ok<{ item: TItem }>(await send('POST', `/api/learn/tutorial/${id}/publish`, 'creator', details));
  return item;
};
const publishContainer = async (
  type: 'project' | 'course',
  title: string,
  contentIds: string[],
  details: Record<string, unknown> = {},
) => {
  const extra = type === 'project' ? { objective: doc('Goal') } : { careerGoals: doc('Career') };
  const { id } = ok<TItem>(await send('POST', `/api/learn/${type}/0/general`, 'creator', general(title, extra)));
  ok(await send('POST', `/api/learn/${type}/${id}/content`, 'creator', { skillLevel: 'beginner', contentIds }));
  return ok<{ item: TItem }>(await send('POST', `/api/learn/${type}/${id}/publish`, 'creator', details)).item;
};

describe('reading items (§2.9)', () => {
  it('answers published items by id or slug, without the solution for anonymous readers', async () => {
    const tutorial = await publishTutorial('Readable tutorial');
    const bySlug = await send('GET', `/api/learn/tutorial/${tutorial.slug}`);
    expect(bySlug.headers.etag).toMatch(/^"\d+"$/);
    expect(ok(bySlug)).toMatchObject({ id: tutorial.id, title: 'Readable tutorial', published: true });
    expect(ok(bySlug)).not.toHaveProperty('solutionPlan');
    expect(ok(await send('GET', `/api/learn/tutorial/${tutorial.id}`, 'learner'))).toHaveProperty('solutionPlan.body');
    expect((await send('GET', `/api/learn/project/${tutorial.id}`)).statusCode).toBe(404);
    // An id with another type's prefix does not reach the tutorial either.
    const asSkill = `lsk_${tutorial.id.split('_')[1]}`;
    expect((await send('GET', `/api/learn/skill/${asSkill}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/learn/skill/${asSkill}/extends`)).statusCode).toBe(404);
  });

  it('keeps a solution that requires completion to those who completed the tutorial and its editors (§6)', async () => {
    const tutorial = await publishTutorial(
      'Solution after completion',
      {},
      { solutionPlan: { requiredComplete: true, body: doc('Answer') } },
    );
    const read = async (who?: string) => ok(await send('GET', `/api/learn/tutorial/${tutorial.id}`, who));
    const readExtends = async (who?: string) =>
      ok<{ tutorialData: Record<string, unknown> }>(
        await send('GET', `/api/learn/tutorial/${tutorial.id}/extends`, who),
      ).tutorialData;
    for (const who of [undefined, 'learner', 'moderator']) {
      expect(await read(who), String(who)).not.toHaveProperty('solutionPlan');
      expect(await readExtends(who), String(who)).not.toHaveProperty('solutionPlan');
    }
    expect(await read('creator')).toHaveProperty('solutionPlan.body');
    expect(await readExtends('creator')).toHaveProperty('solutionPlan.requiredComplete', true);

    // Half done is not done.
    const [one, two] = tutorial.sections as [{ id: string }, { id: string }];
    const mark = (sectionId: string) =>
      send('POST', '/api/learn/record/step', 'learner', { id: tutorial.id, sectionId, completed: true });
    ok(await mark(one.id));
    expect(await read('learner')).not.toHaveProperty('solutionPlan');
    ok(await mark(two.id));
    expect(await read('learner')).toHaveProperty('solutionPlan.body');
    expect(await readExtends('learner')).toHaveProperty('solutionPlan.requiredComplete', true);
    expect(await read('moderator')).not.toHaveProperty('solutionPlan');
  });

  it('shows drafts to their authors only', async () => {
    const { id } = ok<TItem>(await send('POST', '/api/learn/tutorial/0/general', 'creator', { title: 'Secret draft' }));
    expect((await send('GET', `/api/learn/tutorial/${id}`, 'learner')).statusCode).toBe(404);
    expect(ok(await send('GET', `/api/learn/tutorial/${id}`, 'creator'))).toMatchObject({
      status: 'draft',
      title: 'Secret draft',
    });
  });

  it('keeps internal-only items to staff', async () => {
    const tutorial = await publishTutorial('Internal tutorial', { internalOnly: true });
    expect((await send('GET', `/api/learn/tutorial/${tutorial.id}`, 'learner')).statusCode).toBe(404);
    expect((await send('GET', `/api/learn/tutorial/${tutorial.id}`, 'moderator')).statusCode).toBe(200);
  });

  it('names the other languages an item is published in, as far as the reader may open them (§3.1 source)', async () => {
    const original = await publishTutorial('Tutorial with translations');
    const translate = async (language: string, title: string, details: Record<string, unknown> = {}) => {
      const { id } = ok<TItem>(
        await send('POST', '/api/learn/tutorial/0/general', 'creator', {
          ...general(title),
          language,
          translationOf: original.id,
        }),
      );
      return ok<{ item: TItem }>(await send('POST', `/api/learn/tutorial/${id}/publish`, 'creator', details)).item;
    };
    const french = await translate('fr', 'Tutoriel traduit');
    const japanese = await translate('ja', '翻訳されたチュートリアル');
    const internal = await translate('de', 'Interne Übersetzung', { internalOnly: true });
    // A draft translation is no language the item is published in.
    ok(
      await send('POST', '/api/learn/tutorial/0/general', 'creator', {
        ...general('Borrador'),
        language: 'es',
        translationOf: original.id,
      }),
    );
    const languagesOf = async (id: string, who?: string) =>
      ok<{ translations: { id: string; slug: string; language: string }[] }>(
        await send('GET', `/api/learn/tutorial/${id}`, who),
      ).translations;

    // Content-language order (en, ja, zh, ko, ru, de, es, pt, fr); internal-only ones to staff alone.
    for (const who of [undefined, 'learner']) {
      expect(await languagesOf(original.id, who), String(who)).toEqual([
        { id: japanese.id, slug: japanese.slug, language: 'ja' },
        { id: french.id, slug: french.slug, language: 'fr' },
      ]);
    }
    expect((await languagesOf(original.id, 'moderator')).map((other) => other.language)).toEqual(['ja', 'de', 'fr']);
    // A translation names its original and the original's other translations, never itself.
    expect(await languagesOf(japanese.id, 'learner')).toEqual([
      { id: original.id, slug: original.slug, language: 'en' },
      { id: french.id, slug: french.slug, language: 'fr' },
    ]);
    expect((await languagesOf(internal.id, 'moderator')).map((other) => other.language)).toEqual(['en', 'ja', 'fr']);
    // An item without translations names none.
    expect(await languagesOf((await publishTutorial('Only in English')).id)).toEqual([]);
  });

  it('marks a tutorial holding a lab step withLab on its card and its page (§3.1), with hidden', async () => {
    const labSteps = [...TEXT_STEPS, { type: 'lab', title: 'Try it', labUrl: 'https://lab.example.com/lantern' }];
    const lab = await publishTutorial('Lantern lab tutorial', {}, {}, labSteps);
    const plain = await publishTutorial('Lantern plain tutorial');
    const hiddenLab = await publishTutorial('Lantern hidden lab', { hidden: true }, {}, labSteps);

    expect(ok(await send('GET', `/api/learn/tutorial/${lab.slug}`))).toMatchObject({ withLab: true, hidden: false });
    expect(ok(await send('GET', `/api/learn/tutorial/${plain.slug}`))).toMatchObject({ withLab: false });
    expect(ok(await send('GET', `/api/learn/tutorial/${hiddenLab.id}`, 'learner'))).toMatchObject({
      withLab: true,
      hidden: true,
    });

    const found = ok<{ tutorialMap: Record<string, { withLab: boolean }> }>(
      await send('GET', `/api/learn/search?k=${encodeURIComponent(JSON.stringify(['query:Lantern']))}`, 'learner'),
    );
    expect(found.tutorialMap[lab.id]?.withLab).toBe(true);
    expect(found.tutorialMap[plain.id]?.withLab).toBe(false);

    const project = await publishContainer('project', 'Lantern project', [lab.id, plain.id]);
    const { projectData } = ok<{ projectData: { tutorialMap: Record<string, { withLab: boolean }> } }>(
      await send('GET', `/api/learn/project/${project.slug}/extends`, 'learner'),
    );
    expect(projectData.tutorialMap[lab.id]?.withLab).toBe(true);
    expect(projectData.tutorialMap[plain.id]?.withLab).toBe(false);
  });

  it('reads a card stored before withLab was kept as without a lab (§3.1)', async () => {
    const tutorial = await publishTutorial('Older card tutorial', {}, {}, [
      { type: 'lab', title: 'Try it', labUrl: 'https://lab.example.com/older' },
    ]);
    const id = Number(tutorial.id.split('_')[1]);
    const [row] = await ctx.db.select({ card: contentItems.card }).from(contentItems).where(eq(contentItems.id, id));
    const { withLab: _kept, ...older } = row?.card ?? ({} as TStoredCard);
    await ctx.db.update(contentItems).set({ card: older }).where(eq(contentItems.id, id));
    const project = await publishContainer('project', 'Older card project', [tutorial.id]);
    const { projectData } = ok<{ projectData: { tutorialMap: Record<string, { withLab: boolean }> } }>(
      await send('GET', `/api/learn/project/${project.slug}/extends`, 'learner'),
    );
    expect(projectData.tutorialMap[tutorial.id]?.withLab).toBe(false);
  });

  it('sends learners of expired items to the configured redirect of the item or its project (§2.2)', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const expired = await publishTutorial('Expired tutorial', { unPublishedTime: past });
    const plain = await send('GET', `/api/learn/tutorial/${expired.id}`, 'learner');
    expect(plain.statusCode).toBe(404);
    expect(plain.json().error.params).toBeUndefined();
    const project = await publishContainer('project', 'Project of the expired', [expired.id]);
    await ctx.db
      .insert(expiredRedirects)
      .values({ itemId: Number(project.id.split('_')[1]), redirectUrl: '/projects' });
    const viaProject = await send('GET', `/api/learn/tutorial/${expired.id}?projectId=${project.id}`, 'learner');
    expect(viaProject.json().error).toEqual({ key: 'not_found', params: { redirectUrl: '/projects' } });
    // The project is found through the content edges too, without ?projectId=.
    expect((await send('GET', `/api/learn/tutorial/${expired.id}`, 'learner')).json().error).toEqual({
      key: 'not_found',
      params: { redirectUrl: '/projects' },
    });
    await ctx.db
      .insert(expiredRedirects)
      .values({ itemId: Number(expired.id.split('_')[1]), redirectUrl: '/tutorials' });
    expect((await send('GET', `/api/learn/tutorial/${expired.id}`)).json().error.params).toEqual({
      redirectUrl: '/tutorials',
    });
  });
});

describe('extends (§7.4)', () => {
  it('builds the breadcrumb from the parent chain, and keeps only real links', async () => {
    const first = await publishTutorial('Chain tutorial');
    const second = await publishTutorial('Sibling tutorial');
    const project = await publishContainer('project', 'Chain project', [first.id, second.id]);
    const course = await publishContainer('course', 'Chain course', [project.id]);
    const result = ok<{ breadcrumb: { id: string; url: string }[]; tutorialData: Record<string, unknown> }>(
      await send('GET', `/api/learn/tutorial/${first.id}/extends?projectId=${project.id}&courseId=${course.id}`),
    );
    expect(result.breadcrumb.map((link) => link.url)).toEqual([
      `/course/${course.slug}`,
      `/project/${project.slug}?courseId=${course.id}`,
      `/tutorial/${first.slug}?courseId=${course.id}&projectId=${project.id}`,
    ]);
    expect(result.tutorialData).toMatchObject({
      allParentIds: [project.id, course.id],
      allParentMap: {
        [project.id]: { id: project.id, type: 'project', slug: project.slug, title: 'Chain project' },
        [course.id]: { id: course.id, type: 'course', slug: course.slug, title: 'Chain course' },
      },
    });
    expect(result.tutorialData).not.toHaveProperty('solutionPlan');

    // Without parent ids the first parent is the context, walked up as far as it goes.
    const plain = ok<{ breadcrumb: { id: string; url: string }[] }>(
      await send('GET', `/api/learn/tutorial/${first.id}/extends`),
    );
    expect(plain.breadcrumb.map((link) => link.url)).toEqual(result.breadcrumb.map((link) => link.url));

    // A course that does not hold the tutorial itself is not a link: the walk from the first parent answers.
    const forged = ok<{ breadcrumb: { id: string }[] }>(
      await send('GET', `/api/learn/tutorial/${first.id}/extends?courseId=${course.id}`),
    );
    expect(forged.breadcrumb.map((link) => link.id)).toEqual([course.id, project.id, first.id]);
    const projectOnly = ok<{ breadcrumb: { id: string }[] }>(
      await send('GET', `/api/learn/tutorial/${first.id}/extends?projectId=${project.id}`),
    );
    expect(projectOnly.breadcrumb.map((link) => link.id)).toEqual([project.id, first.id]);
  });

  it('keeps hidden, expired and (for learners) internal-only parents out of the chain', async () => {
    const tutorial = await publishTutorial('Tutorial with many parents');
    const shown = await publishContainer('project', 'Shown parent', [tutorial.id]);
    const hiddenParent = await publishContainer('project', 'Hidden parent', [tutorial.id], { hidden: true });
    // Nothing above a parent the learner may not reach is reached through it.
    await publishContainer('course', 'Course of the hidden parent', [hiddenParent.id]);
    const internal = await publishContainer('project', 'Internal parent', [tutorial.id], { internalOnly: true });
    await publishContainer('project', 'Expired parent', [tutorial.id], {
      unPublishedTime: new Date(Date.now() - 60_000).toISOString(),
    });
    const forLearner = ok<{ breadcrumb: { id: string }[]; tutorialData: { allParentIds: string[] } }>(
      await send('GET', `/api/learn/tutorial/${tutorial.id}/extends`, 'learner'),
    );
    expect(forLearner.tutorialData.allParentIds).toEqual([shown.id]);
    expect(forLearner.breadcrumb.map((link) => link.id)).toEqual([shown.id, tutorial.id]);
    const forStaff = ok<{ tutorialData: { allParentIds: string[] } }>(
      await send('GET', `/api/learn/tutorial/${tutorial.id}/extends`, 'moderator'),
    );
    expect(forStaff.tutorialData.allParentIds).toEqual([shown.id, internal.id]);
  });

  it("answers the checkpoint of the mission the item is viewed in, with the learner's progress and badges", async () => {
    const first = await publishTutorial('Checkpoint tutorial one');
    const second = await publishTutorial('Checkpoint tutorial two');
    const project = await publishContainer('project', 'Checkpoint project', [second.id]);
    // Missions have no editor yet: they are written as the seed writes them.
    const badge = await createItem(ctx.db, {
      type: 'badge',
      actorId: null,
      document: { title: 'Checkpoint badge', description: doc('Earned') },
    });
    const mission = async (title: string, contentIds: number[], assessmentItem: { op: string; value: string }[]) => {
      const item = await createItem(ctx.db, {
        type: 'mission',
        actorId: null,
        document: { title, description: doc(title), assessmentItem },
      });
      await setChildren(ctx.db, item.id, 'content', contentIds);
      await setChildren(ctx.db, item.id, 'badge', [badge.id]);
      await publishItem(ctx.db, { id: item.id, actorId: null });
      return `lms_${item.id}`;
    };
    const numeric = (id: string) => Number(id.split('_')[1]);
    const main = await mission(
      'Main mission',
      [numeric(first.id), numeric(project.id)],
      [
        { op: 'And', value: first.id },
        { op: 'Or', value: project.id },
        { op: 'And', value: second.id },
      ],
    );
    const side = await mission('Side mission', [numeric(first.id)], [{ op: 'And', value: second.id }]);
    await send('POST', '/api/learn/record/step', 'learner', {
      id: first.id,
      sectionId: first.sections[0]?.id,
      completed: true,
    });
    await send('POST', '/api/learn/record/step', 'learner', {
      id: first.id,
      sectionId: first.sections[1]?.id,
      completed: true,
    });

    type TExtends = { checkpoint: unknown; breadcrumb: { id: string }[]; tutorialData: { allParentIds: string[] } };
    const inMain = ok<TExtends>(await send('GET', `/api/learn/tutorial/${first.id}/extends`, 'learner'));
    expect(inMain.checkpoint).toEqual({
      nodes: [
        { id: first.id, type: 'tutorial', relation: 'And', status: { completed: true }, submittedTime: null },
        { id: project.id, type: 'project', relation: 'Or', status: { completed: false }, submittedTime: null },
        { id: second.id, type: 'tutorial', relation: 'And', status: { completed: false }, submittedTime: null },
      ].map((node, index) => ({
        ...node,
        title: ['Checkpoint tutorial one', 'Checkpoint project', 'Checkpoint tutorial two'][index],
        slug: [first.slug, project.slug, second.slug][index],
      })),
      badgeRewards: [{ itemId: `lbg_${badge.id}` }],
      assetRewards: [],
    });
    expect(inMain.tutorialData.allParentIds).toEqual([main, side]);
    expect(inMain.breadcrumb.map((link) => link.id)).toEqual([main, first.id]);

    const inSide = ok<TExtends>(
      await send('GET', `/api/learn/tutorial/${first.id}/extends?missionId=${side}`, 'learner'),
    );
    expect(inSide.checkpoint).toMatchObject({ nodes: [{ id: second.id, status: { completed: false } }] });
    expect(inSide.breadcrumb.map((link) => link.id)).toEqual([side, first.id]);

    // Two levels down (mission → project → tutorial), anonymous: the same mission, nothing completed.
    const nested = ok<TExtends>(await send('GET', `/api/learn/tutorial/${second.id}/extends`));
    expect(nested.tutorialData.allParentIds).toEqual([project.id, main]);
    expect(nested.breadcrumb.map((link) => link.id)).toEqual([main, project.id, second.id]);
    expect(nested.checkpoint).toMatchObject({
      nodes: [{ id: first.id, status: { completed: false } }, { id: project.id }, { id: second.id }],
    });
  });

  it('names only the checkpoint items the viewer may see', async () => {
    const shown = await publishTutorial('Named node');
    const internal = await publishTutorial('Internal node', { internalOnly: true });
    const expired = await publishTutorial('Expired node', {
      unPublishedTime: new Date(Date.now() - 60_000).toISOString(),
    });
    const mission = await createItem(ctx.db, {
      type: 'mission',
      actorId: null,
      document: {
        title: 'Naming mission',
        description: doc('Naming'),
        assessmentItem: [shown.id, internal.id, expired.id].map((value) => ({ op: 'And', value })),
      },
    });
    await setChildren(ctx.db, mission.id, 'content', [Number(shown.id.split('_')[1])]);
    await publishItem(ctx.db, { id: mission.id, actorId: null });
    type TNodes = { checkpoint: { nodes: { id: string; title: string | null; slug: string | null }[] } };
    const names = async (who?: string) =>
      ok<TNodes>(await send('GET', `/api/learn/tutorial/${shown.id}/extends`, who)).checkpoint.nodes.map((node) => [
        node.id,
        node.title,
        node.slug,
      ]);
    const forLearner = [
      [shown.id, 'Named node', shown.slug],
      [internal.id, null, null],
      [expired.id, null, null],
    ];
    expect(await names()).toEqual(forLearner);
    expect(await names('learner')).toEqual(forLearner);
    expect(await names('moderator')).toEqual([
      [shown.id, 'Named node', shown.slug],
      [internal.id, 'Internal node', internal.slug],
      [expired.id, null, null],
    ]);
  });

  it("answers the comment channels of the tutorial's steps", async () => {
    const tutorial = await publishTutorial('Quiet tutorial');
    const result = ok(await send('GET', `/api/learn/tutorial/${tutorial.id}/extends`, 'learner'));
    const sections = (result.tutorialData as { sections: { id: string }[] }).sections;
    expect(result).toMatchObject({
      commentData: { commentIds: sections.map((section) => `${tutorial.id}.${section.id}`) },
      checkpoint: null,
    });
  });

  it('names the prerequisites a viewer may see, so the editor and the page show titles, not ids', async () => {
    const before = await publishTutorial('Before this one');
    const secret = await publishTutorial('Staff prerequisite', { internalOnly: true });
    const after = await publishTutorial('After the others', { prerequisites: [before.id, secret.id] });
    const learner = ok<{ prerequisiteMap: Record<string, { title: string }> }>(
      await send('GET', `/api/learn/tutorial/${after.id}/extends`, 'learner'),
    );
    expect(Object.keys(learner.prerequisiteMap)).toEqual([before.id]);
    expect(learner.prerequisiteMap[before.id]?.title).toBe('Before this one');
    const editing = ok<{ prerequisiteMap: Record<string, { title: string }> }>(
      await send('GET', `/api/learn/tutorial/${after.id}/extends?edit=true`, 'creator'),
    );
    expect(editing.prerequisiteMap[before.id]?.title).toBe('Before this one');
  });

  it('lists the contained items a learner may see, with stats and saved state', async () => {
    const shown = await publishTutorial('Shown part');
    const hidden = await publishTutorial('Internal part', { internalOnly: true });
    const { id: draftId } = ok<TItem>(
      await send('POST', '/api/learn/tutorial/0/general', 'creator', { title: 'Draft part' }),
    );
    const project = await publishContainer('project', 'Mixed project', [shown.id, hidden.id]);
    ok(
      await send('POST', `/api/learn/project/${project.id}/content`, 'creator', {
        skillLevel: 'beginner',
        contentIds: [shown.id, hidden.id, draftId],
      }),
    );
    ok(await send('POST', '/api/learn/collect/toggle', 'learner', { id: project.id, type: 'project' }));
    const result = ok<{ projectData: Record<string, unknown>; collectMap: Record<string, boolean> }>(
      await send('GET', `/api/learn/project/${project.slug}/extends`, 'learner'),
    );
    expect(result.projectData.contentIds).toEqual([shown.id]);
    expect(Object.keys(result.projectData.tutorialMap as object)).toEqual([shown.id]);
    expect(result.projectData.tutorialMap).toMatchObject({ [shown.id]: { title: 'Shown part', duration: 60 } });
    expect(result.projectData.statsMap).toMatchObject({ [project.id]: { collectCount: 1, commentCount: 0 } });
    expect(result.collectMap).toEqual({ [project.id]: true, [shown.id]: false });
    const editing = ok<{ projectData: Record<string, unknown> }>(
      await send('GET', `/api/learn/project/${project.id}/extends?edit=true`, 'creator'),
    );
    expect(editing.projectData.draftContentIds).toEqual([shown.id, hidden.id, draftId]);
  });
});

describe('learner progress and saving (§3.10, §2.9)', () => {
  it('records steps, completes the tutorial when every required step is done, and keeps it', async () => {
    const tutorial = await publishTutorial('Progress tutorial');
    const [one, two, bonus] = tutorial.sections as [{ id: string }, { id: string }, { id: string }];
    const mark = (sectionId: string, completed = true, who = 'learner') =>
      send('POST', '/api/learn/record/step', who, { id: tutorial.id, sectionId, completed });

    const anonymous = await send('POST', '/api/learn/record/step', undefined, {
      id: tutorial.id,
      sectionId: one.id,
      completed: true,
    });
    expect(anonymous.statusCode).toBe(401);
    type TStepResult = { recordMap: Record<string, unknown>; levelDetails: unknown[]; completedIds: string[] };
    const record = async (sectionId: string, completed = true) =>
      ok<TStepResult>(await mark(sectionId, completed)).recordMap[tutorial.id];
    expect(await record(one.id)).toMatchObject({
      completed: false,
      steps: { [one.id]: { completed: true } },
    });
    expect(await record(bonus.id)).toMatchObject({ completed: false });
    const done = ok<TStepResult>(await mark(two.id));
    expect(done.recordMap[tutorial.id]).toMatchObject({ completed: true, completedTime: expect.any(String) });
    expect(done).toMatchObject({ levelDetails: [], completedIds: [] });
    expect(await record(one.id, false)).toMatchObject({
      completed: true,
      steps: { [one.id]: { completed: false } },
    });

    const reread = ok<{ recordMap: Record<string, { steps: Record<string, { completed: boolean }> }> }>(
      await send('GET', `/api/learn/tutorial/${tutorial.id}/extends`, 'learner'),
    );
    expect(reread.recordMap[tutorial.id]?.steps[two.id]).toEqual({
      completed: true,
      completedTime: expect.any(String),
    });
    expect((await mark('no-such-step')).statusCode).toBe(404);
  });

  it('completes a tutorial without required steps only when every step is done', async () => {
    const { id } = ok<TItem>(
      await send('POST', '/api/learn/tutorial/0/general', 'creator', general('All optional tutorial')),
    );
    ok(
      await send('POST', `/api/learn/tutorial/${id}/steps`, 'creator', {
        skillLevel: 'beginner',
        sections: [
          { type: 'text', title: 'Maybe', optionType: 'optional' },
          { type: 'text', title: 'Perhaps', optionType: 'optional' },
        ],
      }),
    );
    const { item } = ok<{ item: TItem }>(await send('POST', `/api/learn/tutorial/${id}/publish`, 'creator', {}));
    const [first, second] = item.sections as [{ id: string }, { id: string }];
    const mark = async (sectionId: string, completed: boolean) =>
      ok<{ recordMap: Record<string, { completed: boolean }> }>(
        await send('POST', '/api/learn/record/step', 'learner', { id, sectionId, completed }),
      ).recordMap[id];
    expect(await mark(first.id, false)).toMatchObject({ completed: false });
    expect(await mark(first.id, true)).toMatchObject({ completed: false });
    expect(await mark(second.id, true)).toMatchObject({ completed: true });
  });

  it('keeps both of two first step saves made at once', async () => {
    const tutorial = await publishTutorial('Concurrent progress tutorial');
    const [one, two] = tutorial.sections as [{ id: string }, { id: string }];
    const responses = await Promise.all(
      [one, two].map((section) =>
        send('POST', '/api/learn/record/step', 'learner', { id: tutorial.id, sectionId: section.id, completed: true }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const reread = ok<{ recordMap: Record<string, { completed: boolean; steps: Record<string, unknown> }> }>(
      await send('GET', `/api/learn/tutorial/${tutorial.id}/extends`, 'learner'),
    );
    expect(Object.keys(reread.recordMap[tutorial.id]?.steps ?? {}).sort()).toEqual([one.id, two.id].sort());
    expect(reread.recordMap[tutorial.id]?.completed).toBe(true);
  });

  it('toggles the saved state and counts savers', async () => {
    const tutorial = await publishTutorial('Saved tutorial');
    const first = ok<{ collected: boolean; collectCount: number }>(
      await send('POST', '/api/learn/collect/toggle', 'learner', { id: tutorial.id, type: 'tutorial' }),
    );
    expect(first).toEqual({ id: tutorial.id, collected: true, collectCount: 1 });
    const second = ok<{ collected: boolean; collectCount: number }>(
      await send('POST', '/api/learn/collect/toggle', 'learner', { id: tutorial.id, type: 'tutorial' }),
    );
    expect(second).toMatchObject({ collected: false, collectCount: 0 });
    expect(
      (await send('POST', '/api/learn/collect/toggle', 'learner', { id: tutorial.id, type: 'project' })).statusCode,
    ).toBe(404);
  });
});
