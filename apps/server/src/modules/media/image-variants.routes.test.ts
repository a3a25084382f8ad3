import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@questline/domain/rules/images';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, injectMultipart, signIn, type TTestContext } from '../../../test/test-app';
import { findFile } from '../files/files.repository';
import { storeFile } from '../files/files.service';
import { createUser } from '../users/users.service';
import { IMAGE_VARIANT_CONCURRENCY, imageVariantStorageKey } from './image-variants';

let ctx: TTestContext;
let creator: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email: 'creator@example.test', password: 'creator-password', name: 'Cy Creator', roles: ['learnCreator'] },
  );
  creator = await signIn(ctx.app, 'creator@example.test', 'creator-password');
});
afterAll(() => ctx.close());

/** A real image of the given size: a gradient, so encoders have something to do. */
const picture = async (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  return image[format]().toBuffer();
};

/** Uploads through the real route, as a creator would: the file's id. */
const upload = async (bytes: Uint8Array) => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'image.bin');
  const response = await injectMultipart(ctx.app, '/api/media/images', form, creator);
  expect(response.statusCode).toBe(200);
  return response.json().result.id as string;
};

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** What the bytes a response carries really are, decoded. */
const decoded = async (payload: Buffer) => {
  const { format, width, height } = await sharp(payload).metadata();
  return { format, width, height };
};

describe('GET /files/{id}/w/{width}.{format}: variants of an uploaded image (§9)', () => {
  it('serves a JPEG at every width below its own, in WebP and in JPEG, with a year of immutable caching', async () => {
    const id = await upload(await picture(2400, 1200, 'jpeg'));
    expect(id).toMatch(/\.jpg$/);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      for (const [format, type, decodedFormat] of [
        ['webp', 'image/webp', 'webp'],
        ['jpg', 'image/jpeg', 'jpeg'],
      ] as const) {
        const response = await get(imageVariantUrl(id, width, format));
        expect(response.statusCode, `${width}.${format}`).toBe(200);
        expect(response.headers['content-type']).toBe(type);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(await decoded(response.rawPayload)).toEqual({ format: decodedFormat, width, height: width / 2 });
      }
    }
  });

  it('serves a PNG in WebP and PNG, and never upscales past the original width', async () => {
    const id = await upload(await picture(500, 250, 'png'));
    const small = await get(imageVariantUrl(id, 400, 'png'));
    expect(await decoded(small.rawPayload)).toEqual({ format: 'png', width: 400, height: 200 });
    for (const width of [600, 1000, 2000] as const) {
      const webp = await get(imageVariantUrl(id, width, 'webp'));
      expect(webp.statusCode).toBe(200);
      expect(await decoded(webp.rawPayload)).toEqual({ format: 'webp', width: 500, height: 250 });
    }
  });

  it('makes a variant once, then serves the stored bytes', async () => {
    const id = await upload(await picture(900, 300, 'jpeg'));
    const key = imageVariantStorageKey(id, 600, 'webp');
    expect(await ctx.runtime.fileStore.read(key)).toBeNull();
    const [first, second] = await Promise.all([
      get(imageVariantUrl(id, 600, 'webp')),
      get(imageVariantUrl(id, 600, 'webp')),
    ]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const stored = await ctx.runtime.fileStore.read(key);
    expect(stored).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of stored as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(first.rawPayload)).toBe(true);
    const again = await get(imageVariantUrl(id, 600, 'webp'));
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('serves a WebP original in WebP only', async () => {
    const id = await upload(await picture(800, 400, 'webp'));
    const variant = await get(imageVariantUrl(id, 200, 'webp'));
    expect(await decoded(variant.rawPayload)).toEqual({ format: 'webp', width: 200, height: 100 });
    const other = await get(`/files/${id}/w/200.jpg`);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ error: { key: 'image_InvalidParameter_format', params: { formats: 'webp' } } });
  });

  it('turns a JPEG upright by its EXIF orientation before resizing', async () => {
    // Stored 800 wide and 400 high, shown rotated a quarter turn: 400 wide and 800 high.
    const rotated = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#808080' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const id = await upload(rotated);
    const response = await get(imageVariantUrl(id, 200, 'jpg'));
    expect(await decoded(response.rawPayload)).toEqual({ format: 'jpeg', width: 200, height: 400 });
  });
});

describe('GET /files/{id}/w/{width}.{format}: refused requests', () => {
  it('answers 400 image_InvalidParameter_width for a width that is not a variant width', async () => {
    const id = await upload(await picture(300, 300, 'png'));
    for (const width of [100, 300, 1200, 4000]) {
      const response = await get(`/files/${id}/w/${width}.webp`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { key: 'image_InvalidParameter_width', params: { widths: '200,400,600,800,1000,2000' } },
      });
    }
  });

  it('answers 400 image_InvalidParameter_format for a format no variant has, or not this image', async () => {
    const id = await upload(await picture(300, 300, 'png'));
    const avif = await get(`/files/${id}/w/200.avif`);
    expect(avif.statusCode).toBe(400);
    expect(avif.json()).toEqual({
      error: { key: 'image_InvalidParameter_format', params: { formats: 'webp,jpg,png' } },
    });
    const jpg = await get(`/files/${id}/w/200.jpg`);
    expect(jpg.statusCode).toBe(400);
    expect(jpg.json()).toEqual({ error: { key: 'image_InvalidParameter_format', params: { formats: 'webp,png' } } });
  });

  it('answers 404 image_variants_unavailable for a GIF, which keeps its original only', async () => {
    const id = await upload(await picture(400, 400, 'gif'));
    expect(id).toMatch(/\.gif$/);
    const response = await get(`/files/${id}/w/200.webp`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { key: 'image_variants_unavailable' } });
    expect((await get(`/files/${id}`)).statusCode).toBe(200);
  });

  it('answers 404 image_variants_unavailable, not a 500, when the pixels cannot be decoded', async () => {
    // A PNG header that passes the upload's sniffing, with nothing decodable after it.
    const header = (await picture(640, 480, 'png')).subarray(0, 40);
    const id = await upload(Buffer.concat([header, Buffer.from('not really pixels')]));
    const response = await get(`/files/${id}/w/200.webp`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { key: 'image_variants_unavailable' } });
  });

  it('answers 404 image_variants_unavailable for a stored file that is not an image', async () => {
    const { id } = await storeFile(
      { db: ctx.db, fileStore: ctx.runtime.fileStore },
      { kind: 'attachment', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.7 a document') },
    );
    const response = await get(`/files/${id}/w/200.webp`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { key: 'image_variants_unavailable' } });
  });

  it('answers 404 not_found for an unknown or malformed file id, and a malformed variant', async () => {
    for (const url of [
      `/files/${'0'.repeat(32)}.png/w/200.webp`,
      '/files/not-an-id/w/200.webp',
      `/files/${'0'.repeat(32)}.png/w/wide.webp`,
      `/files/${'0'.repeat(32)}.png/w/200`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.key, url).toBe('not_found');
    }
  });
});

describe('GET /files/{id}/w/{width}.{format}: the pixel budget and the generation queue', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const DIMENSIONS = { error: { key: 'image_InvalidParameter_dimensions', params: { maxMegapixels: 40 } } };

  /**
   * The file store's reads and writes of variants and of the original at `source`, counted; with `gate`, reads of
   * the original wait until the test calls release().
   */
  const watchStore = (source: string, { gate = false } = {}) => {
    const store = ctx.runtime.fileStore;
    const read = store.read.bind(store);
    const put = store.put.bind(store);
    const seen = { sourceReads: 0, variantChecks: 0, variantPuts: [] as string[], running: 0, most: 0 };
    let open = !gate;
    const waiting: (() => void)[] = [];
    vi.spyOn(store, 'read').mockImplementation(async (key, range) => {
      if (key.startsWith('image-variants/')) {
        const stored = await read(key, range);
        seen.variantChecks += 1;
        return stored;
      }
      if (key === source) {
        seen.sourceReads += 1;
        seen.running += 1;
        seen.most = Math.max(seen.most, seen.running);
        if (!open) await new Promise<void>((resolve) => waiting.push(resolve));
      }
      return read(key, range);
    });
    vi.spyOn(store, 'put').mockImplementation(async (key, body) => {
      await put(key, body);
      if (key.startsWith('image-variants/')) {
        seen.variantPuts.push(key);
        seen.running -= 1;
      }
    });
    const release = () => {
      open = true;
      for (const resolve of waiting.splice(0)) resolve();
    };
    return { seen, release };
  };

  const storageKeyOf = async (id: string) => (await findFile(ctx.db, id))?.storageKey as string;

  it('refuses variants of a stored original whose row says it is past the budget, without reading it', async () => {
    // Stored before the budget (or under a larger one): its row keeps the size its header declared.
    const { id } = await storeFile(
      { db: ctx.db, fileStore: ctx.runtime.fileStore },
      { kind: 'image', contentType: 'image/png', bytes: await picture(64, 64, 'png'), width: 10_000, height: 10_000 },
    );
    const { seen } = watchStore(await storageKeyOf(id));
    const response = await get(imageVariantUrl(id, 400, 'webp'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(DIMENSIONS);
    expect(seen.sourceReads).toBe(0);
  });

  it('refuses variants of an original past the budget that its row does not measure, without decoding it', async () => {
    // Real pixels, 8000 × 5001: one row past 40 megapixels, stored as an attachment is (no size in its row).
    const bytes = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const { id } = await storeFile(
      { db: ctx.db, fileStore: ctx.runtime.fileStore },
      { kind: 'attachment', contentType: 'image/png', bytes },
    );
    const { seen } = watchStore(await storageKeyOf(id));
    const response = await get(imageVariantUrl(id, 400, 'webp'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(DIMENSIONS);
    expect(seen.sourceReads).toBe(1);
    expect(seen.variantPuts).toEqual([]);
  });

  it('makes a variant asked for by many at once in one generation, which all of them wait on', async () => {
    const id = await upload(await picture(1600, 800, 'jpeg'));
    const { seen, release } = watchStore(await storageKeyOf(id), { gate: true });
    const asked = Array.from({ length: 8 }, () => get(imageVariantUrl(id, 800, 'webp')));
    await vi.waitFor(() => expect(seen.variantChecks).toBe(8));
    release();
    const answers = await Promise.all(asked);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(answers[0]?.rawPayload as Buffer)).toBe(true);
    }
    expect(seen.sourceReads).toBe(1);
    expect(seen.variantPuts).toEqual([imageVariantStorageKey(id, 800, 'webp')]);
  });

  it(`makes no more variants at once than IMAGE_VARIANT_CONCURRENCY (${IMAGE_VARIANT_CONCURRENCY} here), the others waiting their turn`, async () => {
    const id = await upload(await picture(2400, 1200, 'png'));
    const { seen, release } = watchStore(await storageKeyOf(id), { gate: true });
    const variants = IMAGE_VARIANT_WIDTHS.flatMap((width) => [`${width}.webp`, `${width}.png`]).slice(
      0,
      IMAGE_VARIANT_CONCURRENCY + 3,
    );
    const asked = variants.map((variant) => get(`/files/${id}/w/${variant}`));
    // Every request has found its variant missing; the ones past the bound stay in line, however long they wait.
    await vi.waitFor(() => expect(seen.variantChecks).toBe(variants.length));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.sourceReads).toBe(IMAGE_VARIANT_CONCURRENCY);
    release();
    for (const answer of await Promise.all(asked)) expect(answer.statusCode).toBe(200);
    expect(seen.sourceReads).toBe(variants.length);
    expect(seen.variantPuts).toHaveLength(variants.length);
    expect(seen.most).toBe(IMAGE_VARIANT_CONCURRENCY);
  });
});
