import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, PUBLIC_URL, signIn, type TTestContext } from '../../../test/test-app';
import { createUser } from '../users/users.service';

/** Shortened from 24 hours through the config: the cleaner then runs this often too. */
const EXPIRY_MS = 1500;
const PATH = '/api/media/uploads';

let ctx: TTestContext;
let creator: string;
beforeAll(async () => {
  ctx = await createTestApp({ uploadExpiryMs: EXPIRY_MS });
  await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email: 'tus-expiry@example.test', password: 'creator-password', name: 'Cy Creator', roles: ['learnCreator'] },
  );
  creator = await signIn(ctx.app, 'tus-expiry@example.test', 'creator-password');
});
afterAll(() => ctx.close());

const tus = (method: 'POST' | 'PATCH' | 'HEAD', url: string, headers: Record<string, string>, payload?: Buffer) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'tus-resumable': '1.0.0', origin: PUBLIC_URL, cookie: creator, ...headers },
    ...(payload ? { payload } : {}),
  });

const partialUploads = async () => fs.readdir(path.join(ctx.runtime.config.dataDir, 'uploads')).catch(() => []);

describe('abandoned resumable uploads', () => {
  it('are told their expiry, and removed with their bytes once it has passed', async () => {
    const before = Date.now();
    const created = await tus('POST', PATH, {
      'upload-length': '1000',
      'upload-metadata': `kind ${Buffer.from('attachment').toString('base64')}`,
    });
    expect(created.statusCode).toBe(201);
    const expires = Date.parse(created.headers['upload-expires'] as string);
    // The header has whole seconds.
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + EXPIRY_MS);

    const location = created.headers.location as string;
    const id = location.split('/').pop() as string;
    const patched = await tus(
      'PATCH',
      location,
      { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      Buffer.from('%PDF-1.7 and then the client went away'),
    );
    expect(patched.statusCode).toBe(204);
    expect(await partialUploads()).toEqual(expect.arrayContaining([id, `${id}.json`]));

    await vi.waitFor(async () => expect(await partialUploads()).toEqual([]), { timeout: EXPIRY_MS * 4, interval: 100 });
    const head = await tus('HEAD', location, {});
    expect(head.statusCode).toBe(404);
  });
});
