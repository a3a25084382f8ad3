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

const PEOPLE: Record<string, TRole[]> = {
  learner: [],
  creator: ['learnCreator'],
  otherCreator: ['learnCreator'],
  editor: ['learnEditor'],
  editorJa: ['learnEditor_JA'],
  adminJa: ['learnAdmin_JA'],
  moderator: ['learnModerator'],
  admin: ['admin'],
  superAdmin: ['superAdmin'],
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
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const post = (url: string, who: string | undefined, payload: unknown = {}, headers?: Record<string, string>) =>
  send('POST', url, who, payload, headers);
const ok = resultOf;

const doc = (...paragraphs: string[]) => richTextFromParagraphs(paragraphs);
const general = (overrides: Record<string, unknown> = {}) => ({
  language: 'en',
  title: 'Build a kart',
  description: doc('Wheels first.'),
  thumbnailId,
  ownerId: userIds.creator,
  ...overrides,
});
const completeSteps = {
  skillLevel: 'beginner',
  estimationInHour: 1,
  estimationInMinute: 30,
  sections: [
    { type: 'text', title: 'Set up', body: doc('Open the editor.') },
    { type: 'lab', title: 'Try it', labUrl: 'https://lab.example.com/kart' },
    { type: 'text', title: 'Wrap up' },
  ],
};

const createTutorial = async (who = 'creator', body: unknown = { title: 'Draft tutorial' }) =>
  ok<{ id: string; revision: number }>(await post('/api/learn/tutorial/0/general', who, body));

/** A published tutorial of `hours` hours worth 10 audio points. */
const publishedTutorial = async (title: string, hours: number, hidden = false, who = 'creator') => {
  const { id } = await createTutorial(who, general({ title }));
  ok(
    await post(`/api/learn/tutorial/${id}/steps`, who, {
      ...completeSteps,
      estimationInHour: hours,
      estimationInMinute: 0,
    }),
  );
  ok(await post(`/api/learn/tutorial/${id}/publish`, who, { hidden, points: [{ categoryId: 'audio', point: 10 }] }));
  return id;
};

describe('creating and saving drafts (§4.1, §7.1–§7.2)', () => {
  it('creates a draft from a partial general form and answers its id and ETag', async () => {
    const response = await post('/api/learn/tutorial/0/general', 'creator', { title: 'Only a title' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    expect(response.json().result).toMatchObject({
      id: expect.stringMatching(/^ltu_\d+$/),
      type: 'tutorial',
      slug: 'only-a-title',
      status: 'draft',
      published: false,
      title: 'Only a title',
      ownerId: userIds.creator,
      authorId: userIds.creator,
    });
  });

  it('gives drafts created at the same moment with the same title distinct slugs', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map(() => post('/api/learn/tutorial/0/general', 'creator', { title: 'Same moment' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const slugs = responses.map((response) => response.json().result.slug as string);
    expect(new Set(slugs).size).toBe(3);
    expect(slugs.sort()).toEqual(['same-moment', 'same-moment-2', 'same-moment-3']);
  });

  it('refuses to create a draft without a title, and creates nothing', async () => {
    const before = (await send('GET', '/api/creator/items?pageSize=100', 'creator')).json().result.total;
    for (const body of [{}, { title: '   ' }]) {
      const response = await post('/api/learn/tutorial/0/general', 'creator', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        key: 'error_isRequired',
        fields: [{ path: 'title', key: 'error_isRequired' }],
      });
    }
    expect((await send('GET', '/api/creator/items?pageSize=100', 'creator')).json().result.total).toBe(before);
  });

  it('applies format rules on every save and writes nothing when they fail', async () => {
    const { id } = await createTutorial();
    const tooLong = await post(`/api/learn/tutorial/${id}/general`, 'creator', general({ title: 'a'.repeat(136) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatchObject({
      key: 'tutorial_title_too_long',
      fields: [{ path: 'title', key: 'tutorial_title_too_long' }],
    });
    const steps = await post(`/api/learn/tutorial/${id}/steps`, 'creator', {
      sections: [
        { type: 'lab', title: 'One', labUrl: 'not a url' },
        { type: 'lab', title: 'Two' },
      ],
    });
    expect(steps.json().error.fields).toEqual([
      { path: 'sections.0.labUrl', key: 'error_URL' },
      { path: 'sections.1', key: 'tutorial_exceed_lab_limit_1' },
    ]);
    const item = ok(await send('GET', `/api/learn/tutorial/${id}?edit=true`, 'creator'));
    expect(item).toMatchObject({ revision: 1, title: 'Draft tutorial' });
  });

  it('saves each form, derives plain text, thumbnail and duration, and keeps step ids', async () => {
    const { id } = await createTutorial();
    const saved = ok<Record<string, unknown>>(await post(`/api/learn/tutorial/${id}/general`, 'creator', general()));
    expect(saved).toMatchObject({
      title: 'Build a kart',
      descPlain: 'Wheels first.',
      thumbnail: { id: thumbnailId, url: `/files/${thumbnailId}` },
      revision: 2,
      educatorPlan: null,
      solutionPlan: null,
    });
    const withSteps = ok<{ sections: { id: string }[]; duration: number }>(
      await post(`/api/learn/tutorial/${id}/steps`, 'creator', completeSteps),
    );
    expect(withSteps.duration).toBe(90);
    expect(withSteps.sections.map((section) => section.id)).toEqual([
      expect.stringMatching(/^s/),
      expect.stringMatching(/^s/),
      expect.stringMatching(/^s/),
    ]);
    const again = ok<{ sections: { id: string }[] }>(
      await post(`/api/learn/tutorial/${id}/steps`, 'creator', { ...completeSteps, sections: withSteps.sections }),
    );
    expect(again.sections.map((section) => section.id)).toEqual(withSteps.sections.map((section) => section.id));
  });

  it('keeps only allow-listed rich text', async () => {
    const { id } = await createTutorial();
    const description = {
      type: 'doc',
      content: [
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'link', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }],
        },
      ],
    };
    const saved = ok<{ description: unknown }>(
      await post(`/api/learn/tutorial/${id}/general`, 'creator', general({ description })),
    );
    expect(saved.description).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'link' }] }],
    });
  });

  it('refuses files and owners that do not exist', async () => {
    const { id } = await createTutorial();
    const response = await post(
      `/api/learn/tutorial/${id}/general`,
      'creator',
      general({ thumbnailId: 'f'.repeat(32), ownerId: 'nobody' }),
    );
    expect(response.json().error.fields).toEqual([
      { path: 'thumbnailId', key: 'invalid_request' },
      { path: 'ownerId', key: 'invalid_request' },
    ]);
  });

  it('does not let a creator hand an item to someone else', async () => {
    const { id } = await createTutorial();
    const response = await post(
      `/api/learn/tutorial/${id}/general`,
      'creator',
      general({ ownerId: userIds.otherCreator }),
    );
    expect(response.statusCode).toBe(403);
    const editor = await post(
      `/api/learn/tutorial/${id}/general`,
      'editor',
      general({ ownerId: userIds.otherCreator }),
    );
    expect(ok(editor)).toMatchObject({ ownerId: userIds.otherCreator });
  });

  it('adds a step of a type after the sent steps', async () => {
    const { id } = await createTutorial();
    const item = ok<{ sections: { type: string; id: string }[] }>(
      await post(`/api/learn/tutorial/${id}/addStep/submission`, 'creator', completeSteps),
    );
    expect(item.sections.map((section) => section.type)).toEqual(['text', 'lab', 'text', 'submission']);
    const second = await post(`/api/learn/tutorial/${id}/addStep/lab`, 'creator', { sections: item.sections });
    expect(second.json().error.key).toBe('tutorial_exceed_lab_limit_1');
    expect((await post(`/api/learn/tutorial/${id}/addStep/video`, 'creator', {})).statusCode).toBe(404);
  });

  it('answers 412 to a save made from a stale revision (DESIGN §4)', async () => {
    const { id } = await createTutorial();
    ok(await post(`/api/learn/tutorial/${id}/general`, 'creator', general(), { 'if-match': '"1"' }));
    const stale = await post(`/api/learn/tutorial/${id}/general`, 'creator', general({ title: 'Mine' }), {
      'if-match': '"1"',
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.key).toBe('resource_updated_elsewhere');
    expect(ok(await send('GET', `/api/learn/tutorial/${id}?edit=true`, 'creator'))).toMatchObject({
      title: 'Build a kart',
    });
  });

  it('answers 428 precondition_required to a save of an existing item that names no revision, writing nothing', async () => {
    const { id, revision } = await createTutorial();
    // Straight to the app: the test helpers send the current ETag as the editor does.
    const bare = (who: string, path: string, payload: unknown, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/learn/tutorial/${id}/${path}`,
        payload: payload as object,
        headers: { origin: PUBLIC_URL, cookie: cookies[who] as string, ...headers },
      });
    const refusals: unknown[] = [];
    for (const [path, payload] of [
      ['general', general({ title: 'Unasked' })],
      ['steps', completeSteps],
      ['details', { hidden: true }],
      ['addStep/text', completeSteps],
      ['publish', {}],
      // A body the form refuses: the missing revision is answered before the body is read.
      ['general', { title: 42 }],
    ] as const) {
      const response = await bare('creator', path, payload);
      refusals.push([path, response.statusCode, response.json()]);
    }
    const refused = { error: { key: 'precondition_required' } };
    expect(refusals).toEqual(
      ['general', 'steps', 'details', 'addStep/text', 'publish', 'general'].map((path) => [path, 428, refused]),
    );
    expect(ok(await send('GET', `/api/learn/tutorial/${id}?edit=true`, 'creator'))).toMatchObject({
      revision,
      title: 'Draft tutorial',
      published: false,
    });
    // Who may not edit the item meets 403 first; a new item has no revision to name.
    expect((await bare('otherCreator', 'general', general())).statusCode).toBe(403);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/learn/tutorial/0/general',
      payload: { title: 'Created without If-Match' },
      headers: { origin: PUBLIC_URL, cookie: cookies.creator as string },
    });
    expect(created.statusCode).toBe(200);
    // The current revision saves; the one it replaced is stale now.
    const saved = await bare('creator', 'general', general({ title: 'Named' }), { 'if-match': `"${revision}"` });
    expect([saved.statusCode, saved.headers.etag]).toEqual([200, `"${revision + 1}"`]);
    const stale = await bare('creator', 'general', general({ title: 'Late' }), { 'if-match': `"${revision}"` });
    expect([stale.statusCode, stale.json()]).toEqual([412, { error: { key: 'resource_updated_elsewhere' } }]);
    expect(ok(await send('GET', `/api/learn/tutorial/${id}?edit=true`, 'creator'))).toMatchObject({ title: 'Named' });
  });

  it('answers not found for unknown ids, ids of another type and unknown forms', async () => {
    expect((await post('/api/learn/tutorial/ltu_999999/general', 'creator', general())).statusCode).toBe(404);
    const { id } = await createTutorial();
    expect((await post(`/api/learn/project/${id}/general`, 'creator', general())).statusCode).toBe(404);
    expect((await post(`/api/learn/tutorial/${id}/content`, 'creator', {})).statusCode).toBe(404);
  });
});

describe('publishing (§4.2, §7.3)', () => {
  it('refuses an incomplete item, lists what is missing and publishes nothing', async () => {
    const { id } = await createTutorial();
    const response = await post(`/api/learn/tutorial/${id}/publish`, 'creator', {});
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.key).toBe('project_fields_required');
    expect(error.params.fields).toBe('description, thumbnailId, skillLevel');
    const item = ok(await send('GET', `/api/learn/tutorial/${id}?edit=true`, 'creator'));
    expect(item).toMatchObject({ status: 'draft', revision: 1 });
  });

  it('publishes the saved draft with the sent forms over it and tells the client where to go', async () => {
    const { id } = await createTutorial('creator', general({ title: 'Kart physics' }));
    ok(await post(`/api/learn/tutorial/${id}/steps`, 'creator', completeSteps));
    const response = await post(`/api/learn/tutorial/${id}/publish`, 'creator', {
      hidden: false,
      points: [{ categoryId: 'programming', point: 50 }],
    });
    const result = ok<{ item: Record<string, unknown>; url: string }>(response);
    expect(result.url).toBe('/tutorial/kart-physics?publish=true');
    expect(result.item).toMatchObject({ status: 'published', published: true });

    const read = ok<Record<string, unknown>>(await send('GET', '/api/learn/tutorial/kart-physics'));
    expect(read).toMatchObject({
      id,
      title: 'Kart physics',
      duration: 90,
      points: [{ categoryId: 'programming', point: 50 }],
      published: true,
    });
    const [, numeric] = id.split('_');
    const versions = await ctx.db
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.itemId, Number(numeric)));
    expect(versions).toHaveLength(1);
  });

  it('keeps learners on the published version while the draft changes', async () => {
    const { id } = await createTutorial('creator', general({ title: 'Stable title' }));
    ok(await post(`/api/learn/tutorial/${id}/steps`, 'creator', completeSteps));
    ok(await post(`/api/learn/tutorial/${id}/publish`, 'creator', {}));
    ok(await post(`/api/learn/tutorial/${id}/general`, 'creator', general({ title: 'Work in progress' })));
    expect(ok(await send('GET', `/api/learn/tutorial/${id}`, 'learner'))).toMatchObject({ title: 'Stable title' });
    expect(ok(await send('GET', `/api/learn/tutorial/${id}?edit=true`, 'creator'))).toMatchObject({
      title: 'Work in progress',
    });
  });

  it('hides drafts from learners and the solution from anonymous readers', async () => {
    const { id } = await createTutorial(
      'creator',
      general({ title: 'Solution inside', isExercise: true, solutionPlan: { body: doc('Answer') } }),
    );
    expect((await send('GET', `/api/learn/tutorial/${id}`, 'learner')).statusCode).toBe(404);
    expect((await send('GET', `/api/learn/tutorial/${id}?edit=true`, 'learner')).statusCode).toBe(403);
    expect((await send('GET', `/api/learn/tutorial/${id}?edit=true`)).statusCode).toBe(401);
    ok(await post(`/api/learn/tutorial/${id}/steps`, 'creator', completeSteps));
    ok(await post(`/api/learn/tutorial/${id}/publish`, 'creator', {}));
    expect(ok(await send('GET', `/api/learn/tutorial/${id}`))).not.toHaveProperty('solutionPlan');
    expect(ok(await send('GET', `/api/learn/tutorial/${id}`, 'learner'))).toHaveProperty('solutionPlan.body');
  });

  it('builds a project from published tutorials: unknown ids dropped, unpublished ones refused, duration and points from published public items', async () => {
    const first = await publishedTutorial('Part one', 1);
    const second = await publishedTutorial('Part two', 2);
    const hidden = await publishedTutorial('Hidden part', 5, true);
    const draft = (await createTutorial('creator', { title: 'Unpublished part' })).id;

    const project = ok<{ id: string }>(
      await post('/api/learn/project/0/general', 'creator', general({ title: 'Kart project', objective: doc('Race') })),
    );
    const content = ok<{ contentIds: string[]; duration: number; estimationPoints: unknown }>(
      await post(`/api/learn/project/${project.id}/content`, 'creator', {
        skillLevel: 'beginner',
        contentIds: [first, 'ltu_999999', second, hidden, draft],
      }),
    );
    expect(content.contentIds).toEqual([first, second, hidden, draft]);
    // The draft shows the current totals: published and public children only.
    expect(content).toMatchObject({ duration: 180, estimationPoints: [{ categoryId: 'audio', point: 20 }] });

    const withDraft = await post(`/api/learn/project/${project.id}/publish`, 'creator', {});
    expect(withDraft.statusCode).toBe(400);
    expect(withDraft.json().error).toEqual({
      key: 'content_InvalidParameter_unpublished',
      fields: [{ path: 'contentIds.3', key: 'content_InvalidParameter_unpublished' }],
      params: { ids: draft },
    });
    expect(ok(await send('GET', `/api/learn/project/${project.id}?edit=true`, 'creator'))).toMatchObject({
      status: 'draft',
    });

    const { item } = ok<{ item: Record<string, unknown> }>(
      await post(`/api/learn/project/${project.id}/publish`, 'creator', { contentIds: [first, second, hidden] }),
    );
    expect(item).toMatchObject({ duration: 180, estimationPoints: [{ categoryId: 'audio', point: 20 }] });
    const [, numeric] = project.id.split('_');
    const edges = await ctx.db
      .select()
      .from(contentEdges)
      .where(and(eq(contentEdges.parentId, Number(numeric)), eq(contentEdges.role, 'content')))
      .orderBy(contentEdges.position);
    expect(edges).toHaveLength(3);
  });

  it('recomputes a container duration on every content save, and takes a manual one when set', async () => {
    const tutorial = await publishedTutorial('Timed part', 2);
    const project = ok<{ id: string }>(
      await post('/api/learn/project/0/general', 'creator', general({ title: 'Timed project' })),
    );
    const empty = ok(await post(`/api/learn/project/${project.id}/content`, 'creator', { contentIds: [] }));
    expect(empty).toMatchObject({ duration: 0, estimationPoints: [] });
    const filled = ok(await post(`/api/learn/project/${project.id}/content`, 'creator', { contentIds: [tutorial] }));
    expect(filled).toMatchObject({ duration: 120, estimationPoints: [{ categoryId: 'audio', point: 10 }] });
    const manual = ok(
      await post(`/api/learn/project/${project.id}/content`, 'creator', {
        contentIds: [tutorial],
        withManual: true,
        manualDuration: 45,
      }),
    );
    expect(manual).toMatchObject({ duration: 45, withManual: true, manualDuration: 45 });
  });

  it('checks a project has tutorials after unknown ids are dropped', async () => {
    const project = ok<{ id: string }>(
      await post('/api/learn/project/0/general', 'creator', general({ title: 'Ghost project' })),
    );
    const response = await post(`/api/learn/project/${project.id}/publish`, 'creator', {
      skillLevel: 'beginner',
      contentIds: ['ltu_999998', 'ltu_999999'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      key: 'project_InvalidParameter_empty_tutorialIds',
      fields: [{ path: 'contentIds', key: 'project_InvalidParameter_empty_tutorialIds' }],
    });
    expect(ok(await send('GET', `/api/learn/project/${project.id}?edit=true`, 'creator'))).toMatchObject({
      status: 'draft',
    });
  });

  it('refuses a course without content with its own key', async () => {
    const course = ok<{ id: string }>(
      await post('/api/learn/course/0/general', 'creator', general({ title: 'Empty course' })),
    );
    const response = await post(`/api/learn/course/${course.id}/publish`, 'creator', { skillLevel: 'beginner' });
    expect(response.json().error).toMatchObject({
      key: 'course_InvalidParameter_empty_contentIds',
      fields: [{ path: 'contentIds', key: 'course_InvalidParameter_empty_contentIds' }],
    });
  });
});

describe('what a save answers (§7.2)', () => {
  it("answers the draft's own flags after a details save; learners keep the published ones until publish", async () => {
    const id = await publishedTutorial('Flag carrier', 1);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    // Naming another author is an editor's (§6): the owner publishes it afterwards.
    const saved = ok(
      await post(`/api/learn/tutorial/${id}/details`, 'editor', {
        hidden: true,
        internalOnly: true,
        premium: true,
        offline: true,
        unPublishedTime: later,
        authorId: userIds.otherCreator,
      }),
    );
    expect(saved).toMatchObject({
      hidden: true,
      public: false,
      internalOnly: true,
      premium: true,
      offline: true,
      unPublishedTime: later,
      authorId: userIds.otherCreator,
    });
    expect(ok(await send('GET', `/api/learn/tutorial/${id}?edit=true`, 'creator'))).toMatchObject({
      hidden: true,
      premium: true,
      authorId: userIds.otherCreator,
    });
    expect(ok(await send('GET', `/api/learn/tutorial/${id}`, 'learner'))).toMatchObject({
      hidden: false,
      public: true,
      internalOnly: false,
      premium: false,
      offline: false,
      unPublishedTime: null,
      authorId: userIds.creator,
    });
    ok(await post(`/api/learn/tutorial/${id}/publish`, 'creator', {}));
    expect(ok(await send('GET', `/api/learn/tutorial/${id}`, 'editor'))).toMatchObject({
      hidden: true,
      premium: true,
      unPublishedTime: later,
      authorId: userIds.otherCreator,
    });
  });

  it("lets only editors and admins of the item's language name another author or owner, and writes nothing else", async () => {
    const id = await publishedTutorial('Authored by its creator', 1);
    const row = async () =>
      (
        await ctx.db
          .select({ authorId: contentItems.authorId, ownerId: contentItems.ownerId, revision: contentItems.revision })
          .from(contentItems)
          .where(eq(contentItems.id, Number(id.split('_')[1])))
      )[0];
    const before = await row();
    for (const [url, body] of [
      [`/api/learn/tutorial/${id}/details`, { authorId: userIds.otherCreator }],
      [
        `/api/learn/tutorial/${id}/general`,
        general({ title: 'Authored by its creator', ownerId: userIds.otherCreator }),
      ],
      [`/api/learn/tutorial/${id}/publish`, { authorId: userIds.otherCreator }],
      [`/api/learn/tutorial/${id}/publish`, { ownerId: userIds.otherCreator }],
    ] as const) {
      const response = await post(url, 'creator', body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.key).toBe('forbidden');
    }
    expect(await row()).toEqual(before);
    expect(ok(await send('GET', `/api/learn/tutorial/${id}?edit=true`, 'creator'))).toMatchObject({
      authorId: userIds.creator,
      ownerId: userIds.creator,
    });
    // A new item made out for someone else is a hand-over too.
    expect(
      (await post('/api/learn/tutorial/0/general', 'creator', general({ ownerId: userIds.otherCreator }))).statusCode,
    ).toBe(403);
    // Editors of another language may not either; the item's editors may.
    expect(
      (await post(`/api/learn/tutorial/${id}/details`, 'editorJa', { authorId: userIds.otherCreator })).statusCode,
    ).toBe(403);
    expect(
      ok(await post(`/api/learn/tutorial/${id}/details`, 'editor', { authorId: userIds.otherCreator })),
    ).toMatchObject({
      authorId: userIds.otherCreator,
    });
    // Naming the author the draft already has is no hand-over: its owner publishes it.
    ok(await post(`/api/learn/tutorial/${id}/publish`, 'creator', {}));
    expect(await row()).toMatchObject({ authorId: userIds.otherCreator, ownerId: userIds.creator });
  });

  it("moves a published item's language and owner columns only at publish, and checks the new language", async () => {
    const id = await publishedTutorial('Language mover', 1);
    const row = async () =>
      (
        await ctx.db
          .select({ language: contentItems.language, ownerId: contentItems.ownerId })
          .from(contentItems)
          .where(eq(contentItems.id, Number(id.split('_')[1])))
      )[0];
    ok(
      await post(
        `/api/learn/tutorial/${id}/general`,
        'editor',
        general({ title: 'Language mover', language: 'ja', ownerId: userIds.otherCreator }),
      ),
    );
    // Learners keep the published item, so the columns they are read by stay until publish.
    expect(await row()).toEqual({ language: 'en', ownerId: userIds.creator });
    ok(await post(`/api/learn/tutorial/${id}/publish`, 'editor', {}));
    expect(await row()).toEqual({ language: 'ja', ownerId: userIds.otherCreator });

    // A draft follows its saves, but a Japanese editor may not move a Japanese item to English.
    const draft = await createTutorial('creator', { title: 'Japanese draft', language: 'ja' });
    const draftRow = async () =>
      (
        await ctx.db
          .select({ language: contentItems.language, revision: contentItems.revision })
          .from(contentItems)
          .where(eq(contentItems.id, Number(draft.id.split('_')[1])))
      )[0];
    const moved = await post(
      `/api/learn/tutorial/${draft.id}/general`,
      'editorJa',
      general({ title: 'Moved', language: 'en' }),
    );
    expect(moved.statusCode).toBe(403);
    expect(await draftRow()).toEqual({ language: 'ja', revision: 1 });
    ok(await post(`/api/learn/tutorial/${draft.id}/general`, 'creator', general({ title: 'Moved', language: 'en' })));
    expect(await draftRow()).toEqual({ language: 'en', revision: 2 });
  });

  it('refuses an author who does not exist', async () => {
    const { id } = await createTutorial();
    const response = await post(`/api/learn/tutorial/${id}/details`, 'creator', { authorId: 'nobody' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([{ path: 'authorId', key: 'invalid_request' }]);
  });

  it('reads a seed tutorial (duration only) as hours and minutes, and keeps its duration through saves and publish', async () => {
    const seeded = await createItem(ctx.db, {
      type: 'tutorial',
      actorId: userIds.creator as string,
      document: {
        title: 'Seeded tutorial',
        description: doc('From the demo catalogue.'),
        thumbnail: { id: thumbnailId, url: `/files/${thumbnailId}` },
        skillLevel: 'beginner',
        duration: 95,
        sections: [{ id: 's1', type: 'text', title: 'Only step' }],
      },
    });
    await publishItem(ctx.db, { id: seeded.id, actorId: null });
    const id = `ltu_${seeded.id}`;
    const read = ok<{ estimationInHour: number; estimationInMinute: number; sections: unknown[]; skillLevel: string }>(
      await send('GET', `/api/learn/tutorial/${id}?edit=true`, 'creator'),
    );
    expect(read).toMatchObject({ duration: 95, estimationInHour: 1, estimationInMinute: 35, thumbnailId });

    const asLoaded = ok(
      await post(`/api/learn/tutorial/${id}/steps`, 'creator', {
        skillLevel: read.skillLevel,
        estimationInHour: read.estimationInHour,
        estimationInMinute: read.estimationInMinute,
        sections: read.sections,
      }),
    );
    expect(asLoaded).toMatchObject({ duration: 95, estimationInHour: 1, estimationInMinute: 35 });
    const stepsOnly = ok(
      await post(`/api/learn/tutorial/${id}/steps`, 'creator', { skillLevel: 'beginner', sections: read.sections }),
    );
    expect(stepsOnly).toMatchObject({ duration: 95 });
    const { item } = ok<{ item: Record<string, unknown> }>(
      await post(`/api/learn/tutorial/${id}/publish`, 'creator', {}),
    );
    expect(item).toMatchObject({ duration: 95 });
  });
});

describe('sync (§7.2)', () => {
  const publishedSkill = async (title: string) => {
    const skill = await createItem(ctx.db, {
      type: 'skill',
      actorId: null,
      document: { title, description: doc(`About ${title}`) },
    });
    await publishItem(ctx.db, { id: skill.id, actorId: null });
    return `lsk_${skill.id}`;
  };

  it('answers 401, 403 and 404 before anything is read', async () => {
    const { id } = await createTutorial();
    expect((await send('GET', `/api/learn/tutorial/${id}/sync`)).statusCode).toBe(401);
    expect((await send('GET', `/api/learn/tutorial/${id}/sync`, 'learner')).statusCode).toBe(403);
    expect((await send('GET', `/api/learn/tutorial/${id}/sync`, 'otherCreator')).statusCode).toBe(403);
    expect((await send('GET', '/api/learn/tutorial/ltu_999999/sync', 'creator')).statusCode).toBe(404);
    expect((await send('GET', `/api/learn/project/${id}/sync`, 'creator')).statusCode).toBe(404);
  });

  it("answers a tutorial's skills with the map of those that exist", async () => {
    const skill = await publishedSkill('Kart physics skill');
    const { id } = await createTutorial();
    ok(await post(`/api/learn/tutorial/${id}/details`, 'creator', { skillIds: [skill, 'lsk_999999'] }));
    const result = ok<{ skillIds: string[]; learnSkillMap: Record<string, { title: string }> }>(
      await send('GET', `/api/learn/tutorial/${id}/sync`, 'creator'),
    );
    expect(result.skillIds).toEqual([skill, 'lsk_999999']);
    expect(Object.keys(result.learnSkillMap)).toEqual([skill]);
    expect(result.learnSkillMap[skill]).toMatchObject({ id: skill, type: 'skill', title: 'Kart physics skill' });
  });

  it("answers a course's draft and published content with maps of both", async () => {
    const tutorial = await publishedTutorial('Synced tutorial', 1);
    const project = ok<{ id: string }>(
      await post('/api/learn/project/0/general', 'creator', general({ title: 'Synced project' })),
    );
    ok(await post(`/api/learn/project/${project.id}/content`, 'creator', { contentIds: [tutorial] }));
    const course = ok<{ id: string }>(
      await post('/api/learn/course/0/general', 'creator', general({ title: 'Synced course' })),
    );
    ok(
      await post(`/api/learn/course/${course.id}/publish`, 'creator', {
        skillLevel: 'beginner',
        contentIds: [tutorial],
      }),
    );
    ok(await post(`/api/learn/course/${course.id}/content`, 'creator', { contentIds: [project.id, tutorial] }));
    const result = ok<Record<string, Record<string, { title: string }>>>(
      await send('GET', `/api/learn/course/${course.id}/sync`, 'editor'),
    );
    expect(result).toMatchObject({ draftContentIds: [project.id, tutorial], contentIds: [tutorial] });
    expect(result.tutorialMap?.[tutorial]).toMatchObject({ title: 'Synced tutorial', published: true });
    // The draft project is the editor's to see; the map carries it from its draft.
    expect(result.projectMap?.[project.id]).toMatchObject({ title: 'Synced project', published: false });
    expect(result.quizMap).toEqual({});
  });
});

describe('translations (§3.1 source, §4.2)', () => {
  it('creates a linked draft from a published original, answers source.latestRevision, and publishes with revision', async () => {
    const source = await publishedTutorial('Original tutorial', 1);
    const body = general({ language: 'ja', title: 'Japanese tutorial', translationOf: source });

    expect((await post('/api/learn/tutorial/0/general', undefined, body)).statusCode).toBe(401);
    const sameLanguage = await post('/api/learn/tutorial/0/general', 'creator', { ...body, language: 'en' });
    expect(sameLanguage.statusCode).toBe(400);
    expect(sameLanguage.json().error.fields).toEqual([{ path: 'language', key: 'invalid_request' }]);
    const draftSource = (await createTutorial()).id;
    for (const translationOf of ['ltu_999999', draftSource, 'lpr_1', 42]) {
      const response = await post('/api/learn/tutorial/0/general', 'creator', { ...body, translationOf });
      expect(response.json().error.fields, String(translationOf)).toEqual([
        { path: 'translationOf', key: 'invalid_request' },
      ]);
    }
    expect((await post('/api/learn/tutorial/0/general', 'editorJa', { ...body, language: 'en' })).statusCode).toBe(403);

    const created = ok<{ id: string; sections: unknown[]; language: string; source: unknown }>(
      await post('/api/learn/tutorial/0/general', 'editorJa', body),
    );
    expect(created).toMatchObject({
      language: 'ja',
      title: 'Japanese tutorial',
      skillLevel: 'beginner',
      source: { id: source, latestRevision: 1 },
    });
    expect(created.sections).toHaveLength(3);

    ok(await post(`/api/learn/tutorial/${source}/publish`, 'creator', {}));
    const reread = await send('GET', `/api/learn/tutorial/${created.id}?edit=true`, 'editorJa');
    expect(ok(reread)).toMatchObject({ source: { id: source, latestRevision: 2 } });
    expect(ok(await send('GET', `/api/learn/tutorial/${source}?edit=true`, 'creator'))).toMatchObject({
      source: null,
    });

    ok(await post(`/api/learn/tutorial/${created.id}/publish`, 'editorJa', { revision: 2 }));
    const [row] = await ctx.db
      .select({ sourceId: contentItems.sourceId, sourceRevision: contentItems.sourceRevision })
      .from(contentItems)
      .where(eq(contentItems.id, Number(created.id.split('_')[1])));
    expect(row).toEqual({ sourceId: Number(source.split('_')[1]), sourceRevision: 2 });
  });
});

describe('who may write (§6): the matrix of roles × endpoints', () => {
  /**
   * The expected answer of each person on each group of endpoints, written out by hand (§6 as the product reads it):
   * create an 'en' or a 'ja' item; every endpoint of an 'en' item and of a 'ja' item, both owned by `creator`;
   * the authoring tools that belong to no item (image upload, creator dashboard and pickers); the user search of the
   * owner picker, for those who may hand items to others.
   */
  const OK = 'ok';
  type TExpected = typeof OK | 401 | 403;
  const TABLE: Record<
    string,
    { createEn: TExpected; createJa: TExpected; en: TExpected; ja: TExpected; tools: TExpected; users: TExpected }
  > = {
    anonymous: { createEn: 401, createJa: 401, en: 401, ja: 401, tools: 401, users: 401 },
    learner: { createEn: 403, createJa: 403, en: 403, ja: 403, tools: 403, users: 403 },
    creator: { createEn: OK, createJa: OK, en: OK, ja: OK, tools: OK, users: 403 },
    otherCreator: { createEn: OK, createJa: OK, en: 403, ja: 403, tools: OK, users: 403 },
    editor: { createEn: OK, createJa: OK, en: OK, ja: OK, tools: OK, users: OK },
    editorJa: { createEn: 403, createJa: OK, en: 403, ja: OK, tools: OK, users: OK },
    adminJa: { createEn: 403, createJa: OK, en: 403, ja: OK, tools: OK, users: OK },
    moderator: { createEn: 403, createJa: 403, en: 403, ja: 403, tools: 403, users: 403 },
    admin: { createEn: OK, createJa: OK, en: OK, ja: OK, tools: OK, users: OK },
    superAdmin: { createEn: OK, createJa: OK, en: OK, ja: OK, tools: OK, users: OK },
  };

  type TCall = { method: 'GET' | 'POST'; url: string; body?: unknown; okStatus: number; multipart?: boolean };
  const CONTENT_FORM: Record<string, string> = {
    tutorial: 'steps',
    project: 'content',
    course: 'content',
    quiz: 'questions',
  };
  const itemCalls = (type: string, id: string, language: string): TCall[] => [
    { method: 'GET', url: `/api/learn/${type}/${id}?edit=true`, okStatus: 200 },
    { method: 'GET', url: `/api/learn/${type}/${id}/extends?edit=true`, okStatus: 200 },
    // A quiz's editor has nothing to sync.
    ...(type === 'quiz' ? [] : [{ method: 'GET' as const, url: `/api/learn/${type}/${id}/sync`, okStatus: 200 }]),
    {
      method: 'POST',
      url: `/api/learn/${type}/${id}/general`,
      body: general({ language, title: 'Matrix' }),
      okStatus: 200,
    },
    {
      method: 'POST',
      url: `/api/learn/${type}/${id}/${CONTENT_FORM[type]}`,
      body: {},
      okStatus: 200,
    },
    { method: 'POST', url: `/api/learn/${type}/${id}/details`, body: {}, okStatus: 200 },
    ...(type === 'tutorial'
      ? [{ method: 'POST' as const, url: `/api/learn/tutorial/${id}/addStep/text`, body: {}, okStatus: 200 }]
      : []),
    // The item is incomplete: an allowed publish gets as far as the publish rules.
    { method: 'POST', url: `/api/learn/${type}/${id}/publish`, body: {}, okStatus: 400 },
  ];
  const TOOL_CALLS: TCall[] = [
    { method: 'POST', url: '/api/media/images', multipart: true, okStatus: 200 },
    { method: 'GET', url: '/api/creator/items', okStatus: 200 },
    { method: 'GET', url: '/api/creator/contentOptions?types=tutorial,quiz', okStatus: 200 },
    { method: 'GET', url: '/api/creator/tags?kind=topic', okStatus: 200 },
  ];
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const call = async (who: string, entry: TCall) => {
    if (!entry.multipart) return send(entry.method, entry.url, who === 'anonymous' ? undefined : who, entry.body);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'dot.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return ctx.app.inject({
      method: 'POST',
      url: entry.url,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: {
        'content-type': request.headers.get('content-type') as string,
        origin: PUBLIC_URL,
        ...(who === 'anonymous' ? {} : { cookie: cookies[who] as string }),
      },
    });
  };
  const check = async (who: string, entry: TCall, expected: TExpected) => {
    const response = await call(who, entry);
    const label = `${who} → ${entry.method} ${entry.url}: ${response.body.slice(0, 200)}`;
    expect(response.statusCode, label).toBe(expected === OK ? entry.okStatus : expected);
  };

  it('covers every person', () => {
    expect(Object.keys(TABLE).sort()).toEqual(['anonymous', ...Object.keys(PEOPLE)].sort());
  });

  it.each(['tutorial', 'project', 'course', 'quiz'])('%s', async (type) => {
    const en = ok<{ id: string }>(await post(`/api/learn/${type}/0/general`, 'creator', { title: 'Owned' }));
    const ja = ok<{ id: string }>(
      await post(`/api/learn/${type}/0/general`, 'creator', { title: 'Owned in Japanese', language: 'ja' }),
    );
    for (const [who, expected] of Object.entries(TABLE)) {
      await check(
        who,
        { method: 'POST', url: `/api/learn/${type}/0/general`, body: { title: 'New' }, okStatus: 200 },
        expected.createEn,
      );
      await check(
        who,
        { method: 'POST', url: `/api/learn/${type}/0/general`, body: { title: 'Neu', language: 'ja' }, okStatus: 200 },
        expected.createJa,
      );
      for (const entry of itemCalls(type, en.id, 'en')) await check(who, entry, expected.en);
      for (const entry of itemCalls(type, ja.id, 'ja')) await check(who, entry, expected.ja);
    }
  });

  it('authoring tools: image upload, creator dashboard and pickers', async () => {
    for (const [who, expected] of Object.entries(TABLE)) {
      for (const entry of TOOL_CALLS) await check(who, entry, expected.tools);
      await check(who, { method: 'GET', url: '/api/creator/users?q=a', okStatus: 200 }, expected.users);
    }
  });
});
