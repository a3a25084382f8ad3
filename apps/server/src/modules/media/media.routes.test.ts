import { createHash } from 'node:crypto';
import { IMAGE_UPLOAD_MAX_BYTES } from '@questline/domain/media-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PUBLIC_URL, signIn, type TTestContext } from '../../../test/test-app';
import { findFile } from '../files/files.repository';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
let creator: string;
let learner: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email: 'creator@example.test', password: 'creator-password', name: 'Cy Creator', roles: ['learnCreator'] },
  );
  creator = await signIn(ctx.app, 'creator@example.test', 'creator-password');
  learner = await signIn(ctx.app, 'learner@example.test');
});
afterAll(() => ctx.close());

const u8 = (...parts: (string | ArrayLike<number>)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : Array.from(part))),
  );
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const be32 = (n: number) => [...be16(n >>> 16), ...be16(n & 0xffff)];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];

/** Headers as the formats define them, each with a little body after: enough for the server, which decodes nothing. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (width: number, height: number) =>
  u8(PNG_SIGNATURE, be32(13), 'IHDR', be32(width), be32(height), [8, 6, 0, 0, 0], [0, 0, 0, 0], 'IDAT…');
const jpeg = (width: number, height: number) =>
  u8(
    [0xff, 0xd8, 0xff, 0xe0, ...be16(16)],
    'JFIF\0',
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xc0, ...be16(11), 8, ...be16(height), ...be16(width), 1, 1, 0x11, 0],
    [0xff, 0xd9],
  );
const gif = (width: number, height: number) => u8('GIF89a', le16(width), le16(height), [0, 0, 0], ';');
const webp = (width: number, height: number) => {
  const vp8 = [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0];
  return u8('RIFF', le32(4 + 8 + vp8.length), 'WEBP', 'VP8 ', le32(vp8.length), vp8);
};

type TPart = { name: string; value: string } | { name: string; bytes: Uint8Array; filename: string; type?: string };

/** A real multipart/form-data body, encoded by the platform's own FormData. */
const multipart = async (parts: TPart[]) => {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else
      form.append(part.name, new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }), part.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
};

const upload = async (parts: TPart[], cookie?: string) => {
  const body = await multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/media/images',
    payload: body.payload,
    headers: { ...body.headers, origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
  });
};

const file = (bytes: Uint8Array, filename = 'image.bin', type?: string): TPart => ({
  name: 'file',
  bytes,
  filename,
  type,
});

describe('POST /api/media/images: who may upload', () => {
  it('answers 401 auth_required when anonymous, storing nothing', async () => {
    const response = await upload([file(png(2, 2), 'a.png', 'image/png')]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { key: 'auth_required' } });
  });
});

describe('POST /api/media/images: refused input', () => {
  it('answers error_isRequired on the file field when the form has no file', async () => {
    const response = await upload([{ name: 'title', value: 'no file here' }], creator);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { key: 'error_isRequired', fields: [{ path: 'file', key: 'error_isRequired' }] },
    });
  });

  it('answers error_isRequired when the image comes in another field', async () => {
    const response = await upload([{ name: 'upload', bytes: png(2, 2), filename: 'a.png' }], creator);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.key).toBe('error_isRequired');
  });

  it('refuses SVG, whatever it is called, as a forbidden file type', async () => {
    const svg = u8('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>');
    for (const [filename, type] of [
      ['badge.svg', 'image/svg+xml'],
      ['badge.png', 'image/png'],
    ] as const) {
      const response = await upload([file(svg, filename, type)], creator);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { key: 'upload_InvalidParameter_forbidden_file_type' } });
    }
  });

  it('refuses a text file renamed .png and declared image/png', async () => {
    const response = await upload([file(u8('just some notes\n'), 'notes.png', 'image/png')], creator);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { key: 'upload_InvalidParameter_forbidden_file_type' } });
  });

  it('answers upload_file_invalid for a PNG signature with a truncated header', async () => {
    const response = await upload([file(png(64, 64).slice(0, 20), 'cut.png', 'image/png')], creator);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { key: 'upload_file_invalid' } });
  });

  it('answers 413 payload_too_large past 10 MB, and accepts exactly 10 MB', async () => {
    const big = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1);
    big.set(png(100, 100));
    const tooBig = await upload([file(big, 'big.png', 'image/png')], creator);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: { key: 'payload_too_large' } });

    const atLimit = await upload([file(big.subarray(0, IMAGE_UPLOAD_MAX_BYTES), 'limit.png', 'image/png')], creator);
    expect(atLimit.statusCode).toBe(200);
  });

  it('answers 415 unsupported_media_type to a body that is not multipart', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/media/images',
      payload: { file: 'iVBORw0KGgo=' },
      headers: { origin: PUBLIC_URL, cookie: creator },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { key: 'unsupported_media_type' } });
  });
});

describe('POST /api/media/images: the pixel budget (IMAGE_MAX_PIXELS, 40 megapixels by default)', () => {
  /** The report's image: 10,000 × 10,000 RGBA at 16 bits a channel (its 0.78 MB of deflated zeros cut short here). */
  const bomb = u8(PNG_SIGNATURE, be32(13), 'IHDR', be32(10_000), be32(10_000), [16, 6, 0, 0, 0], [0, 0, 0, 0], 'IDAT…');
  const DIMENSIONS = { error: { key: 'image_InvalidParameter_dimensions', params: { maxMegapixels: 40 } } };
  /** What the store holds for these bytes: the row and the stored file. */
  const storedAs = async (bytes: Uint8Array, ext: string) => {
    const id = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${ext}`;
    return { row: await findFile(ctx.db, id), file: await ctx.runtime.fileStore.read(`image/${id.slice(0, 2)}/${id}`) };
  };

  it.each([
    ['the 100-megapixel PNG of the report', bomb, 'png'],
    ['a JPEG one row past 40 megapixels', jpeg(8000, 5001), 'jpg'],
    ['a WebP past them', webp(16_383, 2500), 'webp'],
    ['a GIF past them', gif(65_535, 650), 'gif'],
  ])('refuses %s with image_InvalidParameter_dimensions, storing nothing', async (_name, bytes, ext) => {
    const response = await upload([file(bytes, `image.${ext}`)], creator);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(DIMENSIONS);
    expect(await storedAs(bytes, ext)).toEqual({ row: undefined, file: null });
  });

  it('takes an image of exactly 40 megapixels', async () => {
    const response = await upload([file(jpeg(8000, 5000), 'image.jpg')], creator);
    expect(response.statusCode).toBe(200);
    expect([response.json().result.width, response.json().result.height]).toEqual([8000, 5000]);
  });

  it("refuses it on the submissions' thumbnail route too, which any signed-in user may call", async () => {
    const body = await multipart([file(bomb, 'thumbnail.png')]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/learn/submission/thumbnail',
      payload: body.payload,
      headers: { ...body.headers, origin: PUBLIC_URL, cookie: learner },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(DIMENSIONS);
    expect(await storedAs(bomb, 'png')).toEqual({ row: undefined, file: null });
  });
});

describe('POST /api/media/images: roles', () => {
  it('answers 403 forbidden to a plain learner', async () => {
    const response = await upload([file(png(2, 2), 'a.png', 'image/png')], learner);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { key: 'forbidden' } });
  });

  it.each([
    ['an admin', ['admin'] as const],
    ['a super admin', ['superAdmin'] as const],
    ['a learn admin', ['learnAdmin'] as const],
  ])('lets %s upload, though they hold no creator role', async (label, roles) => {
    const email = `${roles[0].toLowerCase()}@example.test`;
    await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email, password: 'admin-password', name: label, roles: [...roles] },
    );
    const cookie = await signIn(ctx.app, email, 'admin-password');
    const response = await upload([file(png(4, 4), 'a.png', 'image/png')], cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().result.url).toMatch(/^\/files\/[a-f0-9]{32}\.png$/);
  });
});

describe('POST /api/media/images: accepted images', () => {
  it.each([
    ['PNG', png(640, 480), 'image/png', 640, 480, 'png'],
    ['JPEG', jpeg(1920, 1080), 'image/jpeg', 1920, 1080, 'jpg'],
    ['WebP', webp(320, 200), 'image/webp', 320, 200, 'webp'],
    ['GIF', gif(3, 2), 'image/gif', 3, 2, 'gif'],
  ])('stores a %s with its size and serves it back with its type', async (_name, bytes, type, width, height, ext) => {
    // Name and declared type are deliberately wrong: only the bytes count.
    const response = await upload([file(bytes, 'upload.txt', 'text/plain')], creator);
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.id).toMatch(new RegExp(`^[a-f0-9]{32}\\.${ext}$`));
    expect(result.url).toBe(`/files/${result.id}`);
    expect([result.width, result.height]).toEqual([width, height]);

    const stored = await ctx.app.inject({ method: 'GET', url: result.url });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe(type);
    expect(new Uint8Array(stored.rawPayload)).toEqual(bytes);

    const row = await findFile(ctx.db, result.id);
    expect(row).toMatchObject({ kind: 'image', contentType: type, width, height, size: bytes.length });
  });

  it('answers the same id for the same bytes, from any editor', async () => {
    await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: 'editor@example.test', password: 'editor-password', name: 'Ed Editor', roles: ['learnEditor_JA'] },
    );
    const editor = await signIn(ctx.app, 'editor@example.test', 'editor-password');
    const first = await upload([file(gif(5, 5))], creator);
    const second = await upload([{ name: 'caption', value: 'badge' }, file(gif(5, 5))], editor);
    expect(second.statusCode).toBe(200);
    expect(second.json().result).toEqual(first.json().result);
  });
});

describe('multipart stays in this module', () => {
  it('leaves other routes refusing multipart bodies', async () => {
    const body = await multipart([{ name: 'locale', value: 'en_US' }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/changeLanguage',
      payload: body.payload,
      headers: { ...body.headers, origin: PUBLIC_URL },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { key: 'unsupported_media_type' } });
  });

  it('documents the route in OpenAPI', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/media/images']?.post;
    expect(operation.tags).toEqual(['media']);
    expect(operation.responses['200']).toBeDefined();
  });
});
