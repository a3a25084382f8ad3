/**
 * Issue 25: an item's draft exported as a signed JSON document and imported back, as a new draft or over an existing
 * one; every refusal answers its key at its path and writes nothing.
 */
import type { TRole } from '@questline/domain/roles';
import type { TRichText } from '@questline/domain/rules/rich-text';
import type { TContentTransferDocument } from '@questline/domain/schemas/content-transfer';
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
import { tags } from '../../db/schema';
import { createUser } from '../users/users.service';
import { signTransferDocument, transferKeyOf } from './content-transfer-signature';
import { EDITABLE_TYPES } from './editable-item';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
let thumbnailId: string;
let topicId: number;
let industryId: number;

const PEOPLE: Record<string, TRole[]> = {
  learner: [],
  creator: ['learnCreator'],
  otherCreator: ['learnCreator'],
  editor: ['learnEditor'],
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
  thumbnailId = await storeTestImage(ctx);
  const inserted = await ctx.db
    .insert(tags)
    .values([
      { kind: 'topic', slug: 'karts', name: 'Karts' },
      { kind: 'industry', slug: 'games', name: 'Games' },
    ])
    .returning({ id: tags.id });
  topicId = inserted[0]?.id as number;
  industryId = inserted[1]?.id as number;
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const ok = resultOf;
type TItem = { id: string; revision: number; title?: string; [field: string]: unknown };
type TImported = { item: TItem; warnings: { path: string; id: string; kind: string; reason: string }[] };

const text = (value: string, marks?: { type: string }[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const doc = (...content: object[]) => ({ type: 'doc', content }) as TRichText;
/** Rich text of every kind issue 25 adds: a key, a code block, a callout, a table, and an image of a stored file. */
const richDoc = () =>
  doc(
    paragraph(text('Press '), text('Ctrl', [{ type: 'kbd' }]), text(' to drift.')),
    {
      type: 'codeBlock',
      attrs: { language: 'csharp', filename: 'Kart.cs', highlightLines: '2' },
      content: [text('class Kart {\n  float speed;\n}')],
    },
    { type: 'callout', attrs: { kind: 'tip' }, content: [paragraph(text('Save often.'))] },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            { type: 'tableHeader', attrs: { align: 'left' }, content: [paragraph(text('Key'))] },
            { type: 'tableHeader', content: [paragraph(text('Action'))] },
          ],
        },
        {
          type: 'tableRow',
          content: [
            { type: 'tableCell', content: [paragraph(text('W'))] },
            { type: 'tableCell', attrs: { align: 'center' }, content: [paragraph(text('Accelerate'))] },
          ],
        },
      ],
    },
    { type: 'image', attrs: { src: `/files/${thumbnailId}`, alt: 'The kart' } },
  );

const post = (url: string, who: string | undefined, payload: unknown, headers?: Record<string, string>) =>
  send('POST', url, who, payload, headers);
const exportOf = (type: string, id: string, who = 'creator') => send('GET', `/api/learn/${type}/${id}/export`, who);
const documentOf = async (type: string, id: string, who = 'creator') => {
  const response = await exportOf(type, id, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TContentTransferDocument;
};
const importInto = (type: string, id: string, document: unknown, who = 'creator', headers?: Record<string, string>) =>
  post(`/api/learn/${type}/${id}/import`, who, document, headers);

/** A tutorial with every form filled in: general with rich text, steps with a code block, details with tags. */
const richTutorial = async (who = 'creator', title = 'Build a kart') => {
  const { id } = ok<TItem>(
    await post('/api/learn/tutorial/0/general', who, {
      language: 'en',
      title,
      description: richDoc(),
      thumbnailId,
      ownerId: userIds[who],
      educatorPlan: { description: doc(paragraph(text('For classes.'))), instruction: 45 },
    }),
  );
  ok(
    await post(`/api/learn/tutorial/${id}/steps`, who, {
      skillLevel: 'beginner',
      estimationInHour: 1,
      estimationInMinute: 30,
      sections: [
        { type: 'text', title: 'Set up', body: richDoc() },
        { type: 'lab', title: 'Try it', labUrl: 'https://lab.example.com/kart' },
      ],
    }),
  );
  ok(
    await post(`/api/learn/tutorial/${id}/details`, who, {
      topicIds: [topicId],
      industryIds: [industryId],
      points: [{ categoryId: 'audio', point: 10 }],
    }),
  );
  return id;
};

/** The rich tutorial's document, exported by its creator. */
const tutorialDocument = async () => documentOf('tutorial', await richTutorial());

const key = () => transferKeyOf(ctx.runtime.secret);
/** The document changed by `change` and signed again, with this server's key unless another is given. */
const resigned = (
  document: TContentTransferDocument,
  change: (unsigned: Record<string, unknown> & TContentTransferDocument) => void,
  signingKey = key(),
) => {
  const { signature: _signature, ...unsigned } = structuredClone(document);
  change(unsigned as Record<string, unknown> & TContentTransferDocument);
  return signTransferDocument(signingKey, unsigned);
};

const creatorTotal = async () => (await send('GET', '/api/creator/items?pageSize=100', 'creator')).json().result.total;
const draftOf = async (type: string, id: string, who = 'creator') => {
  const response = await send('GET', `/api/learn/${type}/${id}?edit=true`, who);
  return { item: ok<TItem>(response), etag: response.headers.etag as string };
};

describe('export', () => {
  it('answers 401 to a visitor and 403 to anyone who may not edit the item', async () => {
    const id = await richTutorial();
    expect((await send('GET', `/api/learn/tutorial/${id}/export`)).statusCode).toBe(401);
    for (const who of ['learner', 'otherCreator']) {
      const response = await exportOf('tutorial', id, who);
      expect(response.statusCode, who).toBe(403);
      expect(response.json()).toEqual({ error: { key: 'forbidden' } });
    }
    expect((await exportOf('tutorial', id, 'editor')).statusCode).toBe(200);
    expect((await exportOf('project', id)).statusCode).toBe(404);
  });

  it('downloads the draft forms, the ids they name, the type, format, version, time and signature', async () => {
    const id = await richTutorial();
    const before = Date.now();
    const response = await exportOf('tutorial', id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tutorial-build-a-kart.json"; filename*=UTF-8''tutorial-build-a-kart.json`,
    );
    const document = response.json() as TContentTransferDocument;
    expect(document).toMatchObject({ format: 'questline-learn-item', version: 1, type: 'tutorial' });
    expect(Object.keys(document.forms)).toEqual(['general', 'steps', 'details']);
    expect(Date.parse(document.exportedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(document.signature).toMatch(/^[\w-]{43}$/);
    expect(document.forms.general).toMatchObject({ title: 'Build a kart', description: richDoc(), thumbnailId });
    expect(document.forms.steps).toMatchObject({
      estimationInHour: 1,
      estimationInMinute: 30,
      sections: [
        { type: 'text', title: 'Set up', body: richDoc() },
        { type: 'lab', labUrl: 'https://lab.example.com/kart' },
      ],
    });
    expect(document.references).toEqual({
      items: [],
      files: [thumbnailId],
      users: [userIds.creator],
      tags: [topicId, industryId],
    });
  });

  it('names the file by the title in any script, with a plain fallback', async () => {
    const id = await richTutorial('creator', 'Карт 2');
    expect((await exportOf('tutorial', id)).headers['content-disposition']).toBe(
      `attachment; filename="tutorial-____-2.json"; filename*=UTF-8''tutorial-${encodeURIComponent('карт')}-2.json`,
    );
  });
});

describe('import: the round trip', () => {
  it('makes a new draft with the same forms, rich text included, owned by the importer', async () => {
    const document = await tutorialDocument();
    const before = await creatorTotal();
    const response = await importInto('tutorial', '0', document);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    const { item, warnings } = ok<TImported>(response);
    expect(warnings).toEqual([]);
    expect(item).toMatchObject({ status: 'draft', title: 'Build a kart', ownerId: userIds.creator, duration: 90 });
    expect(item.description).toEqual(richDoc());
    expect(await creatorTotal()).toBe(before + 1);
    const again = await documentOf('tutorial', item.id);
    expect(again.forms).toEqual(document.forms);
    expect(again.references).toEqual(document.references);
  });

  it("keeps a quiz's questions with their ids, options and rich text", async () => {
    const { id } = ok<TItem>(
      await post('/api/learn/quiz/0/general', 'creator', {
        language: 'en',
        title: 'Kart quiz',
        description: doc(paragraph(text('Check what you know.'))),
        objective: richDoc(),
        thumbnailId,
        ownerId: userIds.creator,
      }),
    );
    ok(
      await post(`/api/learn/quiz/${id}/questions`, 'creator', {
        questions: [
          {
            body: richDoc(),
            options: [{ body: doc(paragraph(text('Drift'))), correct: true }, { body: doc(paragraph(text('Brake'))) }],
            quizFeedback: { correct: doc(paragraph(text('Right.'))) },
          },
        ],
      }),
    );
    const document = await documentOf('quiz', id);
    const question = (document.forms.questions?.questions as Record<string, unknown>[] | undefined)?.[0];
    expect(question).toMatchObject({ id: expect.stringMatching(/^q/), body: richDoc() });
    const imported = ok<TImported>(await importInto('quiz', '0', document));
    expect((await documentOf('quiz', imported.item.id)).forms).toEqual(document.forms);
  });

  /** A value without its null members: a form saved once names as null (a mission's defaultSet) what it left out. */
  const withoutNulls = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value, (_key, member: unknown) => (member === null ? undefined : member)));

  it('round-trips a fresh draft of every editable type', async () => {
    for (const type of EDITABLE_TYPES) {
      const created = ok<TItem>(await post(`/api/learn/${type}/0/general`, 'admin', { title: `A ${type}` }));
      const document = await documentOf(type, created.id, 'admin');
      const imported = ok<TImported>(await importInto(type, '0', document, 'admin'));
      expect(imported.item.id, type).not.toBe(created.id);
      expect(imported.warnings, type).toEqual([]);
      const again = await documentOf(type, imported.item.id, 'admin');
      expect(withoutNulls(again.forms), type).toEqual(withoutNulls(document.forms));
    }
  });

  it('replaces an existing draft, with If-Match as a save, and says nothing was dropped', async () => {
    const document = await tutorialDocument();
    const { id } = ok<TItem>(await post('/api/learn/tutorial/0/general', 'creator', { title: 'Empty kart' }));
    const { etag } = await draftOf('tutorial', id);
    const stale = await importInto('tutorial', id, document, 'creator', { 'if-match': '"0"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ error: { key: 'resource_updated_elsewhere' } });
    expect((await draftOf('tutorial', id)).etag).toBe(etag);
    // No If-Match (straight to the app: the helpers send the current one): refused before the document is read.
    for (const body of [document, { format: 'not a transfer document' }]) {
      const unnamed = await ctx.app.inject({
        method: 'POST',
        url: `/api/learn/tutorial/${id}/import`,
        payload: body,
        headers: { origin: PUBLIC_URL, cookie: cookies.creator as string },
      });
      expect([unnamed.statusCode, unnamed.json()]).toEqual([428, { error: { key: 'precondition_required' } }]);
    }
    expect((await draftOf('tutorial', id)).etag).toBe(etag);

    const response = await importInto('tutorial', id, document, 'creator', { 'if-match': etag });
    expect(response.statusCode, response.body).toBe(200);
    const { item, warnings } = ok<TImported>(response);
    expect(warnings).toEqual([]);
    expect(item).toMatchObject({ id, title: 'Build a kart', revision: 2 });
    expect(response.headers.etag).toBe('"2"');
    expect((await documentOf('tutorial', id)).forms).toEqual(document.forms);
  });

  it('takes a document of a few MB, larger than other request bodies', async () => {
    const long = 'The kart leans into the bend. '.repeat(700);
    const document = resigned(await tutorialDocument(), (unsigned) => {
      (unsigned.forms.steps as Record<string, unknown>).sections = Array.from({ length: 150 }, (_, index) => ({
        id: `s${index}`,
        type: 'text',
        title: `Step ${index + 1}`,
        body: doc(paragraph(text(long))),
        optionType: 'required',
        contentIds: [],
      }));
    });
    expect(JSON.stringify(document).length).toBeGreaterThan(3 * 1024 * 1024);
    const response = await importInto('tutorial', '0', document);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(ok<TImported>(response).item.sections).toHaveLength(150);
  });

  it('empties the fields the document leaves out when it replaces a draft', async () => {
    const id = await richTutorial();
    const document = resigned(await tutorialDocument(), (unsigned) => {
      unsigned.forms.general = { title: 'Plain kart', language: 'en' };
    });
    const { item } = ok<TImported>(await importInto('tutorial', id, document));
    expect(item.title).toBe('Plain kart');
    expect(item.description).toBeUndefined();
    expect(item.thumbnailId).toBeNull();
    expect(item.ownerId).toBe(userIds.creator);
  });
});

describe('import: references this server does not know', () => {
  it('drops unknown items, files, tags and people with a warning each, and imports the rest', async () => {
    const unknownFile = `${'b'.repeat(32)}.png`;
    const document = resigned(await tutorialDocument(), (unsigned) => {
      const { general, steps, details } = unsigned.forms as Record<string, Record<string, unknown>>;
      Object.assign(general as object, {
        thumbnailId: unknownFile,
        description: doc(paragraph(text('Kept.')), {
          type: 'image',
          attrs: { src: `/files/${unknownFile}`, alt: 'Gone' },
        }),
        ownerId: userIds.otherCreator,
      });
      const sections = (steps as { sections: Record<string, unknown>[] }).sections;
      (sections[0] as Record<string, unknown>).contentIds = ['ltu_999999'];
      Object.assign(details as object, {
        skillIds: ['lsk_999998'],
        topicIds: [topicId, 987_654, industryId],
        materials: [
          { type: 'file', attachmentId: `${'c'.repeat(32)}.pdf`, name: 'Gone' },
          { type: 'link', name: 'Kept', url: 'https://example.com/kept' },
        ],
        authorId: 'nobody-here',
      });
    });
    const response = await importInto('tutorial', '0', document);
    expect(response.statusCode, response.body).toBe(200);
    const { item, warnings } = ok<TImported>(response);
    expect(warnings).toEqual([
      { path: 'forms.general.description.content.1.attrs.src', id: unknownFile, kind: 'file', reason: 'not_found' },
      { path: 'forms.general.thumbnailId', id: unknownFile, kind: 'file', reason: 'not_found' },
      { path: 'forms.general.ownerId', id: userIds.otherCreator, kind: 'user', reason: 'not_allowed' },
      { path: 'forms.steps.sections.0.contentIds.0', id: 'ltu_999999', kind: 'item', reason: 'not_found' },
      { path: 'forms.details.topicIds.1', id: '987654', kind: 'tag', reason: 'not_found' },
      { path: 'forms.details.topicIds.2', id: String(industryId), kind: 'tag', reason: 'not_found' },
      {
        path: 'forms.details.materials.0.attachmentId',
        id: `${'c'.repeat(32)}.pdf`,
        kind: 'file',
        reason: 'not_found',
      },
      { path: 'forms.details.authorId', id: 'nobody-here', kind: 'user', reason: 'not_found' },
      { path: 'forms.details.skillIds.0', id: 'lsk_999998', kind: 'item', reason: 'not_found' },
    ]);
    expect(item).toMatchObject({
      title: 'Build a kart',
      description: doc(paragraph(text('Kept.'))),
      thumbnailId: null,
      ownerId: userIds.creator,
      topicIds: [topicId],
      skillIds: [],
      materials: [{ type: 'link', name: 'Kept', url: 'https://example.com/kept' }],
    });
    expect((item.sections as { contentIds: string[] }[])[0]?.contentIds).toEqual([]);
  });

  it('keeps another owner when the importer may hand the item over', async () => {
    const document = resigned(await tutorialDocument(), (unsigned) => {
      (unsigned.forms.general as Record<string, unknown>).ownerId = userIds.otherCreator;
    });
    const { item, warnings } = ok<TImported>(await importInto('tutorial', '0', document, 'editor'));
    expect(warnings).toEqual([]);
    expect(item.ownerId).toBe(userIds.otherCreator);
  });
});

describe('import: refusals, each writing nothing', () => {
  /** Refused: the status, the error, and neither a new draft nor a change to `existing`. */
  const expectRefused = async (
    type: string,
    document: unknown,
    error: Record<string, unknown>,
    options: { status?: number; headers?: Record<string, string> } = {},
  ) => {
    const existing = await richTutorial();
    const before = await draftOf('tutorial', existing);
    const total = await creatorTotal();
    for (const id of ['0', type === 'tutorial' ? existing : '0']) {
      const response = await importInto(type, id, document, 'creator', options.headers);
      expect(response.statusCode, response.body).toBe(options.status ?? 400);
      expect(response.json()).toEqual({ error });
    }
    expect(await creatorTotal()).toBe(total);
    expect(await draftOf('tutorial', existing)).toEqual(before);
  };
  const fieldError = (key: string, path: string) => ({ key, fields: [{ path, key }] });

  it('answers 401 to a visitor and 403 to those who may not create or edit, before reading the document', async () => {
    const document = await tutorialDocument();
    const id = await richTutorial();
    expect((await post('/api/learn/tutorial/0/import', undefined, document)).statusCode).toBe(401);
    expect(
      (await importInto('tutorial', '0', 'not json', 'learner', { 'content-type': 'application/json' })).json(),
    ).toEqual({
      error: { key: 'forbidden' },
    });
    expect((await importInto('tutorial', id, document, 'otherCreator')).json()).toEqual({
      error: { key: 'forbidden' },
    });
    expect((await importInto('skill', '0', document, 'creator')).json()).toEqual({ error: { key: 'forbidden' } });
  });

  it('refuses rich text the allow-list would change: the description key, at its path', async () => {
    const base = await tutorialDocument();
    const hostile = doc(paragraph(text('Click', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } } as never])));
    await expectRefused(
      'tutorial',
      resigned(base, (unsigned) => {
        (unsigned.forms.general as Record<string, unknown>).description = hostile;
      }),
      fieldError('importJson_InvalidParameter_description', 'forms.general.description'),
    );
    await expectRefused(
      'tutorial',
      resigned(base, (unsigned) => {
        const sections = (unsigned.forms.steps as { sections: Record<string, unknown>[] }).sections;
        (sections[1] as Record<string, unknown>).body = doc({ type: 'iframe', attrs: { src: 'https://evil.test' } });
      }),
      fieldError('importJson_InvalidParameter_description', 'forms.steps.sections.1.body'),
    );
    await expectRefused(
      'tutorial',
      resigned(base, (unsigned) => {
        (unsigned.forms.general as Record<string, unknown>).description = '<p>HTML</p>';
      }),
      fieldError('importJson_InvalidParameter_description', 'forms.general.description'),
    );
  });

  it('refuses a project objective and a course careerGoals by their own keys', async () => {
    for (const [type, field] of [
      ['project', 'objective'],
      ['course', 'careerGoals'],
    ] as const) {
      const { id } = ok<TItem>(
        await post(`/api/learn/${type}/0/general`, 'creator', { title: `A ${type}`, [field]: richDoc() }),
      );
      const document = resigned(await documentOf(type, id), (unsigned) => {
        (unsigned.forms.general as Record<string, unknown>)[field] = doc(paragraph(text('Big', [{ type: 'font' }])));
      });
      const response = await importInto(type, '0', document);
      expect(response.statusCode).toBe(400);
      expect(response.json(), type).toEqual({
        error: fieldError(`importJson_InvalidParameter_${field}`, `forms.general.${field}`),
      });
    }
  });

  it('refuses a code block past the line limit', async () => {
    const longCode = Array.from({ length: 2001 }, (_, line) => `line ${line + 1}`).join('\n');
    await expectRefused(
      'tutorial',
      resigned(await tutorialDocument(), (unsigned) => {
        const sections = (unsigned.forms.steps as { sections: Record<string, unknown>[] }).sections;
        (sections[0] as Record<string, unknown>).body = doc({
          type: 'codeBlock',
          attrs: { language: 'csharp' },
          content: [text(longCode)],
        });
      }),
      fieldError('richText_codeBlock_too_long', 'forms.steps.sections.0.body'),
    );
  });

  it('refuses a document older than IMPORT_JSON_MAX_AGE_DAYS, and takes one just younger', async () => {
    const base = await tutorialDocument();
    const daysAgo = (days: number) =>
      resigned(base, (unsigned) => {
        unsigned.exportedAt = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
      });
    await expectRefused('tutorial', daysAgo(31), { key: 'importJson_json_expired', params: { maxAgeDays: 30 } });
    expect((await importInto('tutorial', '0', daysAgo(29))).statusCode).toBe(200);
  });

  it('refuses a document changed after it was signed, or signed with another secret', async () => {
    const base = await tutorialDocument();
    const tampered = structuredClone(base);
    (tampered.forms.general as Record<string, unknown>).title = 'Changed by hand';
    await expectRefused('tutorial', tampered, { key: 'importJson_json_expired' });
    const elsewhere = resigned(base, () => undefined, transferKeyOf('another-server-secret-0123456789-abcdef'));
    await expectRefused('tutorial', elsewhere, { key: 'importJson_json_expired' });
    await expectRefused('tutorial', { ...base, signature: `${base.signature}!` }, { key: 'importJson_json_expired' });
  });

  it('refuses a document of another type', async () => {
    await expectRefused('project', await tutorialDocument(), {
      ...fieldError('importJson_InvalidParameter_type', 'type'),
      params: { type: 'tutorial' },
    });
  });

  it('refuses a file that is not a document of this format and version', async () => {
    const base = await tutorialDocument();
    const format = (path: string) => fieldError('importJson_InvalidParameter_format', path);
    await expectRefused(
      'tutorial',
      'not json {',
      { key: 'importJson_InvalidParameter_format' },
      {
        headers: { 'content-type': 'application/json' },
      },
    );
    await expectRefused('tutorial', [base], { key: 'importJson_InvalidParameter_format' });
    await expectRefused('tutorial', { ...base, format: 'another-format' }, format('format'));
    await expectRefused('tutorial', { ...base, version: 2 }, format('version'));
    const { signature: _signature, ...unsigned } = base;
    await expectRefused('tutorial', unsigned, format('signature'));
    await expectRefused('tutorial', { ...base, exportedAt: 'yesterday' }, format('exportedAt'));
    await expectRefused(
      'tutorial',
      resigned(base, (document) => {
        delete (document.forms as Record<string, unknown>).steps;
      }),
      format('forms.steps'),
    );
  });

  it("refuses forms that break their draft rules, at the document's paths", async () => {
    await expectRefused(
      'tutorial',
      resigned(await tutorialDocument(), (unsigned) => {
        const sections = (unsigned.forms.steps as { sections: Record<string, unknown>[] }).sections;
        sections.push({ type: 'lab', title: 'Second lab', labUrl: 'https://lab.example.com/2' });
      }),
      fieldError('tutorial_exceed_lab_limit_1', 'forms.steps.sections.2'),
    );
  });
});
