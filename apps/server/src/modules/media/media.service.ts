import { AppError } from '@questline/domain/errors';
import { IMAGE_UPLOAD_MAX_BYTES } from '@questline/domain/media-constants';
import type { TDbOrTx } from '../../db/client';
import type { TFileStore } from '../../lib/file-store';
import { recordUpload } from '../files/files.repository';
import { storeFile, storeFileStream } from '../files/files.service';
import { refuseOverQuota, type TUploader } from '../files/storage-quota';
import { sniffImage } from './image-sniff';
import { refuseOverPixelBudget } from './pixel-budget';
import { sniffVideo, VIDEO_SNIFF_BYTES } from './video-sniff';

/**
 * Stores an image `uploader` uploaded under its content hash, with the type and size read from its own bytes.
 * Refuses anything that is not PNG, JPEG, WebP or GIF (SVG included: it can carry script), images of more
 * pixels than `imageMaxPixels` (told by the header; nothing is decoded), and images past the uploader's storage
 * quota (`storageQuotaBytes`, 0: none), storing nothing.
 */
export const uploadImage = async (
  deps: { db: TDbOrTx; fileStore: TFileStore; imageMaxPixels: number; storageQuotaBytes: number },
  bytes: Uint8Array,
  uploader: TUploader,
) => {
  if (bytes.byteLength > IMAGE_UPLOAD_MAX_BYTES) throw new AppError('payload_too_large');
  const sniffed = sniffImage(bytes);
  if ('error' in sniffed) {
    throw new AppError(
      sniffed.error === 'forbidden' ? 'upload_InvalidParameter_forbidden_file_type' : 'upload_file_invalid',
    );
  }
  refuseOverPixelBudget(sniffed, deps.imageMaxPixels);
  // Its size as stored: rich text keeps it on the image, reserving the space before the picture loads.
  await refuseOverQuota(deps.db, deps.storageQuotaBytes, uploader, bytes.byteLength);
  const stored = await storeFile(deps, { kind: 'image', bytes, ...sniffed });
  await recordUpload(deps.db, uploader.id, stored.id);
  return { ...stored, width: sniffed.width, height: sniffed.height };
};

/** What a sniffer tells from a file's leading bytes: its type, or why it is refused. */
export type TSniffed = { contentType: string } | { error: 'forbidden' | 'invalid' };

/**
 * Stores a finished upload as it streams in, under its content hash, with the type its first `sniffBytes` tell
 * (`sniff` reads them; the name and declared type are the sender's claims). `forbidden` answers
 * upload_InvalidParameter_forbidden_file_type and `invalid` upload_file_invalid, storing nothing; so does a source
 * that throws on the way (the caller bounds the size that way). The one path for every streamed upload: the
 * multipart video route and the resumable (tus) uploads.
 */
export const storeUploadStream = async (
  deps: { db: TDbOrTx; fileStore: TFileStore },
  input: {
    kind: string;
    source: AsyncIterable<Uint8Array>;
    sniffBytes: number;
    sniff: (head: Uint8Array) => TSniffed;
  },
) => {
  const iterator = input.source[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headLength = 0;
  while (headLength < input.sniffBytes) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    headLength += next.value.byteLength;
  }
  const sniffed = input.sniff(Buffer.concat(head));
  if ('error' in sniffed) {
    await iterator.return?.();
    throw new AppError(
      sniffed.error === 'forbidden' ? 'upload_InvalidParameter_forbidden_file_type' : 'upload_file_invalid',
    );
  }
  async function* whole() {
    yield* head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return storeFileStream(deps, { kind: input.kind, contentType: sniffed.contentType, bytes: whole() });
};

/**
 * Stores an uploaded video as it streams in, under its content hash, with the type its first bytes tell: MP4,
 * QuickTime or WebM. The caller bounds the size (the source throws when it runs past the limit, and nothing is
 * stored). Stored as uploaded: transcoding, if any, belongs to a later pipeline that can take the same file ids.
 */
export const uploadVideo = (deps: { db: TDbOrTx; fileStore: TFileStore }, source: AsyncIterable<Uint8Array>) =>
  storeUploadStream(deps, { kind: 'video', source, sniffBytes: VIDEO_SNIFF_BYTES, sniff: sniffVideo });
