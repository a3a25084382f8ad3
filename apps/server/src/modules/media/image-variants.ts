import { availableParallelism } from 'node:os';
import type { Readable } from 'node:stream';
import { AppError } from '@questline/domain/errors';
import {
  IMAGE_VARIANT_CONTENT_TYPES,
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  imageVariantFormats,
  isImageVariantFormat,
  isImageVariantWidth,
  type TImageVariantFormat,
  type TImageVariantWidth,
} from '@questline/domain/rules/images';
import sharp, { type Sharp } from 'sharp';
import type { TDbOrTx } from '../../db/client';
import { limitConcurrency } from '../../lib/concurrency-limit';
import type { TFileStore } from '../../lib/file-store';
import { findFile } from '../files/files.repository';
import { sniffImage } from './image-sniff';
import { refuseOverPixelBudget } from './pixel-budget';

// The operation cache keeps decoded images around for reuse a server never makes (every variant is made once and
// stored): without it memory stays bounded by the images being resized right now.
sharp.cache(false);
// One libvips thread per image (sharp's default on glibc Linux without jemalloc; a thread per core elsewhere, musl
// included): an image being resized keeps to one core on every platform, and the queue below bounds the rest.
sharp.concurrency(1);

/**
 * Variants this process makes at once; more wait in line. Each holds a thread of libuv's pool (4 by default, shared
 * with password hashing and file reads) and a core for as long as it decodes and encodes: two at most, one on a
 * machine of two cores, so sign-ins and file reads always find a thread and a core free.
 */
export const IMAGE_VARIANT_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));
const generations = limitConcurrency(IMAGE_VARIANT_CONCURRENCY);

/**
 * Originals past this size are not resized: uploaded images stop at 10 MB, but an image can come in as a resumable
 * attachment of up to 3 GB, and a variant is made in memory.
 */
export const IMAGE_VARIANT_SOURCE_MAX_BYTES = 64 * 1024 ** 2;

/** Where a variant lives in the file store: beside nothing else, under the file's hash, one key per width and format. */
export const imageVariantStorageKey = (fileId: string, width: TImageVariantWidth, format: TImageVariantFormat) => {
  const hash = fileId.slice(0, fileId.indexOf('.'));
  return `image-variants/${hash.slice(0, 2)}/${hash}/${width}.${format}`;
};

export type TImageVariant = { contentType: string; body: Readable | Buffer };

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const encode = (image: Sharp, format: TImageVariantFormat) => {
  switch (format) {
    case 'webp':
      return image.webp({ quality: 80, effort: 4 });
    case 'jpg':
      return image.jpeg({ quality: 80, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9, adaptiveFiltering: true });
  }
};

/**
 * The variant's bytes, made from the original: turned upright by its EXIF orientation, resized to `width` (never
 * past the original's own width) and encoded. An animated WebP keeps its frames by being served as it is (its own
 * format is its only variant). The original is measured by its header first: past the pixel budget it is refused
 * with image_InvalidParameter_dimensions without being decoded (sharp's own limit stands behind that). A header that
 * cannot be read, or pixels that cannot be decoded, answer image_variants_unavailable.
 */
const makeVariant = async (
  original: Buffer,
  variant: { width: TImageVariantWidth; format: TImageVariantFormat; maxPixels: number },
) => {
  const { width, format, maxPixels } = variant;
  const header = sniffImage(original);
  if ('error' in header) throw new AppError('image_variants_unavailable');
  refuseOverPixelBudget(header, maxPixels);
  try {
    const image = sharp(original, { limitInputPixels: maxPixels, failOn: 'error' });
    const { pages } = await image.metadata();
    if ((pages ?? 1) > 1) return original;
    return await encode(image.autoOrient().resize({ width, withoutEnlargement: true }), format).toBuffer();
  } catch {
    throw new AppError('image_variants_unavailable');
  }
};

/**
 * Variants being made (or waiting to be) right now, per file store, by storage key (file hash, width and format):
 * every first request for one variant waits on the one generation.
 */
const inFlight = new WeakMap<TFileStore, Map<string, Promise<Buffer>>>();

const once = (fileStore: TFileStore, key: string, make: () => Promise<Buffer>) => {
  let pending = inFlight.get(fileStore);
  if (!pending) {
    pending = new Map();
    inFlight.set(fileStore, pending);
  }
  const running = pending.get(key);
  if (running) return running;
  const started = make().finally(() => pending.delete(key));
  pending.set(key, started);
  return started;
};

/**
 * One responsive variant of an uploaded image (§9): `width` of the variant widths, `format` WebP or the original's
 * own (JPEG or PNG). Variants are made on the first request and stored under a key derived from the file id, then
 * read from the store ever after. Made on demand rather than at upload because: an upload stays one quick write
 * instead of twelve encodes of up to 10 MB in the request; images stored before variants existed (and images that
 * arrive as attachments) get them without a backfill; only the widths pages actually ask for are made; and with
 * no row of their own they need no migration, every server process finding the same keys in the shared store.
 * Making them is bounded: an original past the pixel budget (`imageMaxPixels`) is refused unread when its row holds
 * its size, by its header otherwise, never decoded; at most IMAGE_VARIANT_CONCURRENCY are made at once.
 */
export const imageVariant = async (
  deps: { db: TDbOrTx; fileStore: TFileStore; imageMaxPixels: number },
  input: { fileId: string; width: number; format: string },
): Promise<TImageVariant> => {
  if (!isImageVariantWidth(input.width)) {
    throw new AppError('image_InvalidParameter_width', { params: { widths: IMAGE_VARIANT_WIDTHS.join(',') } });
  }
  if (!isImageVariantFormat(input.format)) {
    throw new AppError('image_InvalidParameter_format', { params: { formats: IMAGE_VARIANT_FORMATS.join(',') } });
  }
  const { width, format } = input;
  const file = await findFile(deps.db, input.fileId);
  if (!file) throw new AppError('not_found');
  const formats = imageVariantFormats(file.id);
  if (!formats.length) throw new AppError('image_variants_unavailable');
  if (!formats.includes(format)) {
    throw new AppError('image_InvalidParameter_format', { params: { formats: formats.join(',') } });
  }
  const contentType = IMAGE_VARIANT_CONTENT_TYPES[format];
  const key = imageVariantStorageKey(file.id, width, format);
  const stored = await deps.fileStore.read(key);
  if (stored) return { contentType, body: stored };
  if (file.size > IMAGE_VARIANT_SOURCE_MAX_BYTES) throw new AppError('image_variants_unavailable');
  if (file.width && file.height) refuseOverPixelBudget({ width: file.width, height: file.height }, deps.imageMaxPixels);

  const body = await once(deps.fileStore, key, () =>
    generations(async () => {
      const source = await deps.fileStore.read(file.storageKey);
      if (!source) throw new AppError('not_found');
      const variant = await makeVariant(await readAll(source), { width, format, maxPixels: deps.imageMaxPixels });
      await deps.fileStore.put(key, variant);
      return variant;
    }),
  );
  return { contentType, body };
};
