import type { TRole } from '@questline/domain/roles';
import { authoringRefusal } from '@questline/domain/roles';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PUBLIC_URL, signIn, type TTestContext } from '../../../test/test-app';
import { contentEdges, contentVersions } from '../../db/schema';
import { storeFile } from '../files/files.service';
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
  // A real stored image: a 1×1 PNG.
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

const send = (
  method: 'GET' | 'POST',
  url: string,
  who?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: PUBLIC_URL, ...(who ? { cookie: cookies[who] as string } : {}), ...headers },
  });
const post = (url: string, who: string | undefined, payload: unknown = {}, headers?: Record<string, string>) =>
  send('POST', url, who, payload, headers);
const ok = <T = Record<string, unknown>>(response: { statusCode: number; body: string; json: () => unknown }) => {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return (response.json() as { result: T }).result;
};

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

  it('builds a project from published tutorials: unknown ids dropped, duration and points from published public items', async () => {
    const published = async (title: string, hours: number, hidden = false) => {
      const { id } = await createTutorial('creator', general({ title }));
      ok(
        await post(`/api/learn/tutorial/${id}/steps`, 'creator', {
          ...completeSteps,
          estimationInHour: hours,
          estimationInMinute: 0,
        }),
      );
      ok(
        await post(`/api/learn/tutorial/${id}/publish`, 'creator', {
          hidden,
          points: [{ categoryId: 'audio', point: 10 }],
        }),
      );
      return id;
    };
    const first = await published('Part one', 1);
    const second = await published('Part two', 2);
    const hidden = await published('Hidden part', 5, true);
    const draft = (await createTutorial('creator', { title: 'Unpublished part' })).id;

    const project = ok<{ id: string }>(
      await post('/api/learn/project/0/general', 'creator', general({ title: 'Kart project', objective: doc('Race') })),
    );
    const content = ok<{ contentIds: string[] }>(
      await post(`/api/learn/project/${project.id}/content`, 'creator', {
        skillLevel: 'beginner',
        contentIds: [first, 'ltu_999999', second, hidden, draft],
      }),
    );
    expect(content.contentIds).toEqual([first, second, hidden, draft]);
    const { item } = ok<{ item: Record<string, unknown> }>(
      await post(`/api/learn/project/${project.id}/publish`, 'creator', {}),
    );
    expect(item).toMatchObject({ duration: 180, estimationPoints: [{ categoryId: 'audio', point: 20 }] });
    const [, numeric] = project.id.split('_');
    const edges = await ctx.db
      .select()
      .from(contentEdges)
      .where(and(eq(contentEdges.parentId, Number(numeric)), eq(contentEdges.role, 'content')))
      .orderBy(contentEdges.position);
    expect(edges).toHaveLength(4);
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

describe('who may write (§6): the matrix of roles × write endpoints', () => {
  const WHO = [undefined, ...Object.keys(PEOPLE)];
  const endpoints = (type: string, id: string) => [
    { path: `/api/learn/${type}/${id}/general`, body: general({ title: 'Matrix' }) },
    { path: `/api/learn/${type}/${id}/${type === 'tutorial' ? 'steps' : 'content'}`, body: {} },
    { path: `/api/learn/${type}/${id}/details`, body: {} },
    ...(type === 'tutorial' ? [{ path: `/api/learn/tutorial/${id}/addStep/text`, body: {} }] : []),
    { path: `/api/learn/${type}/${id}/publish`, body: {}, action: 'publish' as const },
  ];

  it.each(['tutorial', 'project', 'course'])('%s', async (type) => {
    const made = ok<{ id: string }>(await post(`/api/learn/${type}/0/general`, 'creator', { title: 'Owned' }));
    for (const who of WHO) {
      const actor = who ? { id: userIds[who] as string, roles: PEOPLE[who] as string[] } : null;
      const createRefusal = authoringRefusal(actor, 'create', { type, language: 'en' });
      const create = await post(`/api/learn/${type}/0/general`, who, { title: 'New' });
      expect(create.statusCode, `${who} creates`).toBe(
        createRefusal ? (createRefusal === 'auth_required' ? 401 : 403) : 200,
      );
      for (const endpoint of endpoints(type, made.id)) {
        const refusal = authoringRefusal(actor, endpoint.action ?? 'edit', {
          type,
          language: 'en',
          ownerId: userIds.creator,
          authorId: userIds.creator,
        });
        const response = await post(endpoint.path, who, endpoint.body);
        const label = `${who ?? 'anonymous'} → ${endpoint.path}`;
        if (refusal) expect(response.statusCode, label).toBe(refusal === 'auth_required' ? 401 : 403);
        else expect([200, 400], label).toContain(response.statusCode);
      }
    }
  });

  it('lets only the expected people write: creators their own, editors and admins any, moderators none', () => {
    const may = (who: string) =>
      authoringRefusal({ id: userIds[who] as string, roles: PEOPLE[who] as string[] }, 'edit', {
        type: 'tutorial',
        language: 'en',
        ownerId: userIds.creator,
      }) === null;
    expect(Object.keys(PEOPLE).filter(may)).toEqual(['creator', 'editor', 'admin']);
  });
});
