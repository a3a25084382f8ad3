import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PUBLIC_URL, signIn, type TTestContext } from '../../../test/test-app';
import { expiredRedirects } from '../../db/schema';
import { storeFile } from '../files/files.service';
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
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  thumbnailId = (
    await storeFile(
      { db: ctx.db, fileStore: ctx.runtime.fileStore },
      { kind: 'image', contentType: 'image/png', bytes: png, width: 1, height: 1 },
    )
  ).id;
}, 120_000);
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST', url: string, who?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: PUBLIC_URL, ...(who ? { cookie: cookies[who] as string } : {}) },
  });
const ok = <T = Record<string, unknown>>(response: { statusCode: number; body: string; json: () => unknown }) => {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return (response.json() as { result: T }).result;
};
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

const publishTutorial = async (title: string, details: Record<string, unknown> = {}) => {
  const { id } = ok<TItem>(
    await send(
      'POST',
      '/api/learn/tutorial/0/general',
      'creator',
      general(title, { isExercise: true, solutionPlan: { body: doc('Answer') } }),
    ),
  );
  ok(
    await send('POST', `/api/learn/tutorial/${id}/steps`, 'creator', {
      skillLevel: 'beginner',
      estimationInHour: 1,
      sections: [
        { type: 'text', title: 'One' },
        { type: 'text', title: 'Two' },
        { type: 'text', title: 'Bonus', optionType: 'optional' },
      ],
    }),
  );
  const { item } = ok<{ item: TItem }>(await send('POST', `/api/learn/tutorial/${id}/publish`, 'creator', details));
  return item;
};
const publishContainer = async (type: 'project' | 'course', title: string, contentIds: string[]) => {
  const extra = type === 'project' ? { objective: doc('Goal') } : { careerGoals: doc('Career') };
  const { id } = ok<TItem>(await send('POST', `/api/learn/${type}/0/general`, 'creator', general(title, extra)));
  ok(await send('POST', `/api/learn/${type}/${id}/content`, 'creator', { skillLevel: 'beginner', contentIds }));
  return ok<{ item: TItem }>(await send('POST', `/api/learn/${type}/${id}/publish`, 'creator', {})).item;
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
    expect(result.tutorialData).toMatchObject({ allParentIds: [project.id] });
    expect(result.tutorialData).not.toHaveProperty('solutionPlan');

    const forged = ok<{ breadcrumb: { id: string }[] }>(
      await send('GET', `/api/learn/tutorial/${first.id}/extends?courseId=${course.id}`),
    );
    expect(forged.breadcrumb.map((link) => link.id)).toEqual([project.id, first.id]);
  });

  it('lists the contained items a learner may see, with stats and saved state', async () => {
    const shown = await publishTutorial('Shown part');
    const hidden = await publishTutorial('Internal part', { internalOnly: true });
    const { id: draftId } = ok<TItem>(
      await send('POST', '/api/learn/tutorial/0/general', 'creator', { title: 'Draft part' }),
    );
    const project = await publishContainer('project', 'Mixed project', [shown.id, hidden.id, draftId]);
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
    expect(ok(await mark(one.id))[tutorial.id]).toMatchObject({
      completed: false,
      steps: { [one.id]: { completed: true } },
    });
    expect(ok(await mark(bonus.id))[tutorial.id]).toMatchObject({ completed: false });
    const done = ok<Record<string, { completed: boolean; completedTime: string }>>(await mark(two.id));
    expect(done[tutorial.id]).toMatchObject({ completed: true, completedTime: expect.any(String) });
    expect(ok(await mark(one.id, false))[tutorial.id]).toMatchObject({
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
