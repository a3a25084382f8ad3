import type { TMembership, TRole } from '@questline/domain/roles';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { createItem, publishItem } from '../content/content.service';
import { storeFile } from '../files/files.service';
import { createUser } from '../users/users.service';

/**
 * Files attached in the editors (§2.13, §3.1 asset, §3.2 educator resources, §3.9 materials): what a save keeps of
 * them, what learners' reads answer of them, and who reaches their bytes.
 */
let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
let thumbnailId: string;
let pdf: { id: string; size: number };
let pack: { id: string; size: number };

const PEOPLE: Record<string, { roles: TRole[]; memberships: TMembership[] }> = {
  learner: { roles: [], memberships: [] },
  premium: { roles: [], memberships: ['premium'] },
  creator: { roles: ['learnCreator'], memberships: [] },
};

const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n% lesson notes\n%%EOF\n');
const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, { roles, memberships }] of Object.entries(PEOPLE)) {
    const email = `${name}@attachments.test`;
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email, password: 'password-123', name, roles, memberships },
    );
    userIds[name] = user.id;
    cookies[name] = await signIn(ctx.app, email, 'password-123');
  }
  thumbnailId = await storeTestImage(ctx);
  const deps = { db: ctx.db, fileStore: ctx.runtime.fileStore };
  pdf = {
    id: (await storeFile(deps, { kind: 'attachment', contentType: 'application/pdf', bytes: PDF_BYTES })).id,
    size: PDF_BYTES.byteLength,
  };
  pack = {
    id: (await storeFile(deps, { kind: 'package', contentType: 'application/zip', bytes: ZIP_BYTES })).id,
    size: ZIP_BYTES.byteLength,
  };
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const post = (url: string, who: string, payload: unknown) => send('POST', url, who, payload);
const doc = (...paragraphs: string[]) => richTextFromParagraphs(paragraphs);

const fileOf = (id: string, name: string, size?: number) => ({ type: 'file', attachmentId: id, name, size });

/** A tutorial published by the creator with files in every place the editors attach them. */
const publishedWithFiles = async (title: string, premium: boolean) => {
  const { id } = resultOf<{ id: string }>(
    await post('/api/learn/tutorial/0/general', 'creator', {
      language: 'en',
      title,
      description: doc('Wheels first.'),
      thumbnailId,
      ownerId: userIds.creator,
      educatorPlan: { description: doc('Plan.'), materials: [fileOf(pdf.id, 'plan.pdf', 1)] },
    }),
  );
  resultOf(
    await post(`/api/learn/tutorial/${id}/steps`, 'creator', {
      skillLevel: 'beginner',
      estimationInHour: 1,
      estimationInMinute: 0,
      sections: [{ type: 'text', title: 'Set up', body: doc('Open the editor.') }],
    }),
  );
  resultOf(
    await post(`/api/learn/tutorial/${id}/publish`, 'creator', {
      premium,
      materials: [fileOf(pdf.id, 'notes.pdf', 999_999)],
      documents: [{ type: 'link', name: 'Manual', url: 'https://docs.example.com' }, fileOf(pdf.id, 'brief.pdf')],
      asset: { packageIds: [], uploads: [{ attachmentId: pack.id, downloadVersion: '2.1', name: 'kart.zip' }] },
    }),
  );
  return id;
};

describe('saving attached files', () => {
  it('keeps the stored size of each attached file, whatever size the form claimed', async () => {
    const id = await publishedWithFiles('Sized files', false);
    const draft = resultOf(await send('GET', `/api/learn/tutorial/${id}?edit=true`, 'creator'));
    expect(draft).toMatchObject({
      materials: [{ attachmentId: pdf.id, name: 'notes.pdf', size: pdf.size }],
      documents: [{ type: 'link' }, { attachmentId: pdf.id, name: 'brief.pdf', size: pdf.size }],
      asset: { uploads: [{ attachmentId: pack.id, downloadVersion: '2.1', name: 'kart.zip', size: pack.size }] },
      educatorPlan: { materials: [{ attachmentId: pdf.id, size: pdf.size }] },
    });
  });

  it('refuses an asset download naming no stored file, at its field, and writes nothing', async () => {
    const id = await publishedWithFiles('Unknown download', false);
    const before = resultOf<{ revision: number }>(await send('GET', `/api/learn/tutorial/${id}?edit=true`, 'creator'));
    const response = await post(`/api/learn/tutorial/${id}/details`, 'creator', {
      asset: { packageIds: [], uploads: [{ attachmentId: `${'0'.repeat(32)}.zip`, downloadVersion: '1' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('asset.uploads.0.attachmentId');
    const after = resultOf<{ revision: number }>(await send('GET', `/api/learn/tutorial/${id}?edit=true`, 'creator'));
    expect(after.revision).toBe(before.revision);
  });
});

describe('learners reading attached files', () => {
  it("answers a free item's materials, documents, asset downloads and plan materials with names and sizes", async () => {
    const id = await publishedWithFiles('Free files', false);
    const read = resultOf(await send('GET', `/api/learn/tutorial/${id}`));
    expect(read).toMatchObject({
      materials: [{ type: 'file', attachmentId: pdf.id, name: 'notes.pdf', size: pdf.size }],
      documents: [
        { type: 'link', name: 'Manual', url: 'https://docs.example.com' },
        { type: 'file', attachmentId: pdf.id, name: 'brief.pdf', size: pdf.size },
      ],
      asset: { uploads: [{ attachmentId: pack.id, downloadVersion: '2.1', name: 'kart.zip', size: pack.size }] },
      educatorPlan: { materials: [{ type: 'file', attachmentId: pdf.id, size: pdf.size }] },
    });
    const download = await send('GET', `/files/${pack.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-length']).toBe(String(pack.size));
  });

  it("names a premium item's files to premium members only: others get the refusal without them", async () => {
    const id = await publishedWithFiles('Premium files', true);
    for (const who of [undefined, 'learner']) {
      const refused = await send('GET', `/api/learn/tutorial/${id}`, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.key).toBe('premium_required');
      expect(refused.body).not.toContain(pdf.id);
      expect(refused.body).not.toContain(pack.id);
      const extendsRead = await send('GET', `/api/learn/tutorial/${id}/extends`, who);
      expect(extendsRead.body).not.toContain(pdf.id);
      expect(extendsRead.body).not.toContain(pack.id);
    }
    const read = resultOf(await send('GET', `/api/learn/tutorial/${id}`, 'premium'));
    expect(read).toMatchObject({
      documents: [{ type: 'link' }, { attachmentId: pdf.id }],
      asset: { uploads: [{ attachmentId: pack.id }] },
    });
    const download = await send('GET', `/files/${pdf.id}`, 'premium');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // A stored file is answered as data only: never run as a page of the site.
    expect(download.headers['content-security-policy']).toContain('sandbox');
  });

  it("answers a pathway's educator resources, summary and files, to those who may read the pathway", async () => {
    const row = await createItem(ctx.db, {
      type: 'pathway',
      actorId: null,
      document: {
        title: 'Resourceful pathway',
        description: doc('A pathway.'),
        educatorResources: { summary: doc('For the classroom.'), files: [fileOf(pdf.id, 'syllabus.pdf', pdf.size)] },
      },
      flags: { internalOnly: true },
    });
    await publishItem(ctx.db, { id: row.id, actorId: null });
    const refused = await send('GET', `/api/learn/pathway/lpw_${row.id}`, 'learner');
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(pdf.id);

    const open = await createItem(ctx.db, {
      type: 'pathway',
      actorId: null,
      document: {
        title: 'Open pathway',
        description: doc('A pathway.'),
        educatorResources: { summary: doc('For the classroom.'), files: [fileOf(pdf.id, 'syllabus.pdf', pdf.size)] },
      },
      flags: {},
    });
    await publishItem(ctx.db, { id: open.id, actorId: null });
    expect(resultOf(await send('GET', `/api/learn/pathway/lpw_${open.id}`, 'learner'))).toMatchObject({
      educatorResources: {
        summary: { type: 'doc' },
        files: [{ type: 'file', attachmentId: pdf.id, name: 'syllabus.pdf', size: pdf.size }],
      },
    });
  });
});
