import { IMAGE_UPLOAD_MAX_BYTES } from '@questline/domain/constants';
import { AppError } from '@questline/domain/errors';
import type { TDbOrTx } from '../../db/client';
import type { TFileStore } from '../../lib/file-store';
import { storeFile } from '../files/files.service';
import { sniffImage } from './image-sniff';

/**
 * Stores an uploaded image under its content hash, with the type and size read from its own bytes.
 * Refuses anything that is not PNG, JPEG, WebP or GIF (SVG included: it can carry script).
 */
export const uploadImage = async (deps: { db: TDbOrTx; fileStore: TFileStore }, bytes: Uint8Array) => {
  if (bytes.byteLength > IMAGE_UPLOAD_MAX_BYTES) throw new AppError('payload_too_large');
  const sniffed = sniffImage(bytes);
  if ('error' in sniffed) {
    throw new AppError(
      sniffed.error === 'forbidden' ? 'upload_InvalidParameter_forbidden_file_type' : 'upload_file_invalid',
    );
  }
  return storeFile(deps, { kind: 'image', bytes, ...sniffed });
};
