import type { TRole } from '@questline/domain/roles';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { insertTag } from '../content/content.repository';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
let thumbnailId: string;

const PEOPLE: Record<string, { name: string; roles: TRole[] }> = {
  learner: { name: 'Lea Learner', roles: [] },
  creator: { name: 'Cora Creator', roles: ['learnCreator'] },
  otherCreator: { name: 'Otto Creator', roles: ['learnCreator'] },
  editor: { name: 'Edna Editor', roles: ['learnEditor'] },
  editorJa: { name: 'Emi Editor', roles: ['learnEditor_JA'] },
  moderator: { name: 'Moe Moderator', roles: ['learnModerator'] },
  admin: { name: 'Ada Admin', roles: ['admin'] },
};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [key, person] of Object.entries(PEOPLE)) {
    const email = `${key.toLowerCase()}@example.test`;
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email, password: 'password-123', name: person.name, roles: person.roles },
    );
    userIds[key] = user.id;
    cookies[key] = await signIn(ctx.app, email, 'password-123');
  }
  thumbnailId = await storeTestImage(ctx);
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const ok = resultOf;
const doc = (text: string) => richTextFromParagraphs([text]);
const general = (who: string, title: string, language = 'en') => ({
  language,
  title,
  description: doc(`About ${title}`),
  thumbnailId,
  ownerId: userIds[who],
});
const create = async (who: string, type: string, title: string, language = 'en') =>
  ok<{ id: string }>(await send('POST', `/api/learn/${type}/0/general`, who, general(who, title, language))).id;
const publishTutorial = async (who: string, title: string, language = 'en', hours = 1) => {
  const id = await create(who, 'tutorial', title, language);
  ok(
    await send('POST', `/api/learn/tutorial/${id}/steps`, who, {
      skillLevel: 'intermediate',
      estimationInHour: hours,
      sections: [{ type: 'text', title: 'Step' }],
    }),
  );
  ok(await send('POST', `/api/learn/tutorial/${id}/publish`, who, {}));
  return id;
};

type TItems = { items: { id: string; status: string; title: string }[]; total: number; page: number; pageSize: number };

describe('GET /api/creator/items', () => {
  it('answers 401, 400 and 403 in that order', async () => {
    expect((await send('GET', '/api/creator/items?pageSize=0')).statusCode).toBe(401);
    const bad = await send('GET', '/api/creator/items?pageSize=0', 'learner');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([{ path: 'pageSize', key: 'invalid_request' }]);
    // Only types with an editor are listed.
    expect((await send('GET', '/api/creator/items?type=badge', 'creator')).statusCode).toBe(400);
    const forbidden = await send('GET', '/api/creator/items', 'moderator');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: { key: 'forbidden' } });
  });

  it("lists a creator's own items, newest change first, with draft titles and status, page by page", async () => {
    const first = await create('otherCreator', 'tutorial', 'Other first');
    const published = await publishTutorial('otherCreator', 'Other published');
    const project = await create('otherCreator', 'project', 'Other project');
    await create('creator', 'tutorial', 'Not theirs');
    // A later save moves the first item to the top, under its new title.
    ok(await send('POST', `/api/learn/tutorial/${first}/general`, 'otherCreator', general('otherCreator', 'Renamed')));

    const all = ok<TItems>(await send('GET', '/api/creator/items', 'otherCreator'));
    expect(all.items.map((item) => item.id)).toEqual([first, project, published]);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.items[0]).toEqual({
      id: first,
      type: 'tutorial',
      title: 'Renamed',
      slug: 'other-first',
      language: 'en',
      status: 'draft',
      updatedAt: expect.any(String),
      publishedAt: null,
    });
    expect(all.items[2]).toMatchObject({ status: 'published', publishedAt: expect.any(String) });

    const page2 = ok<TItems>(await send('GET', '/api/creator/items?page=2&pageSize=2', 'otherCreator'));
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((item) => item.id)).toEqual([published]);
    const projects = ok<TItems>(await send('GET', '/api/creator/items?type=project', 'otherCreator'));
    expect(projects.items.map((item) => item.id)).toEqual([project]);
  });

  it('lists every item to editors and admins, and the items of their language to local editors', async () => {
    const ja = await create('creator', 'course', 'Japanese course', 'ja');
    const en = await create('creator', 'course', 'English course');
    const own = await create('editorJa', 'course', 'Own Japanese course', 'ja');
    for (const who of ['editor', 'admin']) {
      const result = ok<TItems>(await send('GET', '/api/creator/items?type=course', who));
      expect(result.items.map((item) => item.id)).toEqual([own, en, ja]);
    }
    const local = ok<TItems>(await send('GET', '/api/creator/items?type=course', 'editorJa'));
    expect(local.items.map((item) => item.id)).toEqual([own, ja]);
  });
});

describe('GET /api/creator/contentOptions', () => {
  it('answers 401, 400 and 403 in that order', async () => {
    expect((await send('GET', '/api/creator/contentOptions?types=nothing')).statusCode).toBe(401);
    expect((await send('GET', '/api/creator/contentOptions?types=nothing', 'learner')).statusCode).toBe(400);
    expect((await send('GET', '/api/creator/contentOptions', 'creator')).statusCode).toBe(400);
    expect((await send('GET', '/api/creator/contentOptions?types=tutorial', 'learner')).statusCode).toBe(403);
  });

  it('finds published items of the types by title, any case, newest first', async () => {
    const older = await publishTutorial('creator', 'Spline Roads basics', 'en', 2);
    const newer = await publishTutorial('otherCreator', 'Advanced SPLINE roads');
    const japanese = await publishTutorial('creator', 'Spline roads in Japanese', 'ja');
    await create('creator', 'tutorial', 'Spline roads draft');
    const result = ok<{ items: Record<string, unknown>[] }>(
      await send('GET', '/api/creator/contentOptions?types=tutorial,quiz&q=spline%20ROADS', 'creator'),
    );
    expect(result.items.map((item) => item.id)).toEqual([japanese, newer, older]);
    expect(result.items[2]).toEqual({
      id: older,
      type: 'tutorial',
      title: 'Spline Roads basics',
      slug: 'spline-roads-basics',
      language: 'en',
      duration: 120,
      skillLevel: 'intermediate',
      thumbnail: { id: thumbnailId, url: `/files/${thumbnailId}` },
      internalOnly: false,
    });
    const english = ok<{ items: { id: string }[] }>(
      await send('GET', '/api/creator/contentOptions?types=tutorial&q=spline&language=en', 'creator'),
    );
    expect(english.items.map((item) => item.id)).toEqual([newer, older]);
    const projects = ok<{ items: unknown[] }>(
      await send('GET', '/api/creator/contentOptions?types=project&q=spline', 'creator'),
    );
    expect(projects.items).toEqual([]);
    // % is a character to look for, not a wildcard.
    const literal = ok<{ items: unknown[] }>(
      await send('GET', '/api/creator/contentOptions?types=tutorial&q=%25', 'creator'),
    );
    expect(literal.items).toEqual([]);
  });

  it('answers at most 20, the newest, when no text is given', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 22; index++) ids.push(await publishTutorial('creator', `Bulk option ${index}`));
    const result = ok<{ items: { id: string }[] }>(
      await send('GET', '/api/creator/contentOptions?types=tutorial', 'creator'),
    );
    expect(result.items.map((item) => item.id)).toEqual(ids.reverse().slice(0, 20));
  });
});

describe('GET /api/creator/users', () => {
  it('answers 401, 400 and 403 in that order', async () => {
    expect((await send('GET', `/api/creator/users?q=${'x'.repeat(201)}`)).statusCode).toBe(401);
    expect((await send('GET', `/api/creator/users?q=${'x'.repeat(201)}`, 'learner')).statusCode).toBe(400);
    expect((await send('GET', '/api/creator/users', 'learner')).statusCode).toBe(403);
    // Only those who may hand items to others list the people they could hand them to.
    expect((await send('GET', '/api/creator/users', 'creator')).statusCode).toBe(403);
    expect((await send('GET', '/api/creator/users', 'moderator')).statusCode).toBe(403);
    expect((await send('GET', '/api/creator/users', 'editorJa')).statusCode).toBe(200);
    expect((await send('GET', '/api/creator/users', 'admin')).statusCode).toBe(200);
  });

  it('finds people holding an authoring role by name or email, any case', async () => {
    const all = ok<{ items: { id: string; displayName: string; email: string }[] }>(
      await send('GET', '/api/creator/users', 'editor'),
    );
    expect(all.items.map((user) => user.displayName)).toEqual([
      'Ada Admin',
      'Cora Creator',
      'Edna Editor',
      'Emi Editor',
      'Otto Creator',
    ]);
    const found = ok<{ items: unknown[] }>(await send('GET', '/api/creator/users?q=EDITOR', 'editor'));
    expect(found.items).toEqual([
      { id: userIds.editor, displayName: 'Edna Editor', email: 'editor@example.test' },
      { id: userIds.editorJa, displayName: 'Emi Editor', email: 'editorja@example.test' },
    ]);
    const byEmail = ok<{ items: { id: string }[] }>(await send('GET', '/api/creator/users?q=othercreator@', 'editor'));
    expect(byEmail.items.map((user) => user.id)).toEqual([userIds.otherCreator]);
    expect(ok<{ items: unknown[] }>(await send('GET', '/api/creator/users?q=learner', 'editor')).items).toEqual([]);
  });
});

describe('GET /api/creator/tags', () => {
  it('answers 401, 400 and 403 in that order', async () => {
    expect((await send('GET', '/api/creator/tags?kind=colour')).statusCode).toBe(401);
    expect((await send('GET', '/api/creator/tags?kind=colour', 'learner')).statusCode).toBe(400);
    expect((await send('GET', '/api/creator/tags?kind=topic', 'learner')).statusCode).toBe(403);
  });

  it('lists the tags of one kind by name', async () => {
    const lighting = await insertTag(ctx.db, { kind: 'topic', slug: 'lighting', name: 'Lighting' });
    const audio = await insertTag(ctx.db, { kind: 'topic', slug: 'audio', name: 'Audio' });
    const film = await insertTag(ctx.db, { kind: 'industry', slug: 'film', name: 'Film' });
    expect(ok(await send('GET', '/api/creator/tags?kind=topic', 'editorJa'))).toEqual({
      items: [
        { id: audio.id, name: 'Audio' },
        { id: lighting.id, name: 'Lighting' },
      ],
    });
    expect(ok(await send('GET', '/api/creator/tags?kind=industry', 'admin'))).toEqual({
      items: [{ id: film.id, name: 'Film' }],
    });
  });
});

describe('OpenAPI', () => {
  it('documents the creator routes with their query parameters', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, parameters] of [
      ['/api/creator/items', ['page', 'pageSize', 'type']],
      ['/api/creator/contentOptions', ['types', 'q', 'language']],
      ['/api/creator/users', ['q']],
      ['/api/creator/tags', ['kind']],
    ] as const) {
      const operation = document.paths[path]?.get;
      expect(operation?.tags, path).toEqual(['creator']);
      expect(operation.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual(
        [...parameters].sort(),
      );
    }
    expect(document.paths['/api/learn/course/{id}/sync']?.get.tags).toEqual(['authoring']);
  });
});
