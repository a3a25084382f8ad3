import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { TDbOrTx } from '../../db/client';
import type { TFileStore } from '../../lib/file-store';
import { insertFile } from './files.repository';

export const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/gzip': 'gz',
  'text/vtt': 'vtt',
};

/** A file's id from its content hash: the first 32 hex digits of the SHA-256, then the type's extension. */
const fileKeys = (kind: string, contentType: string, sha256: string) => {
  const hash = sha256.slice(0, 32);
  const id = `${hash}.${EXTENSION_BY_TYPE[contentType] ?? 'bin'}`;
  return { id, storageKey: `${kind}/${hash.slice(0, 2)}/${id}` };
};

/** Stores bytes under their content hash: the same bytes are stored once, and a file never changes. */
export const storeFile = async (
  deps: { db: TDbOrTx; fileStore: TFileStore },
  input: { kind: string; contentType: string; bytes: Uint8Array; width?: number; height?: number },
) => {
  const { id, storageKey } = fileKeys(
    input.kind,
    input.contentType,
    createHash('sha256').update(input.bytes).digest('hex'),
  );
  await deps.fileStore.put(storageKey, input.bytes);
  await insertFile(deps.db, {
    id,
    kind: input.kind,
    contentType: input.contentType,
    size: input.bytes.byteLength,
    storageKey,
    width: input.width,
    height: input.height,
  });
  return { id, url: `/files/${id}` };
};

/**
 * `storeFile` for bytes too large to hold in memory: they stream to a staging key while being hashed, then move to
 * their content-hash key. Whatever fails on the way (the stream included) leaves nothing stored.
 */
export const storeFileStream = async (
  deps: { db: TDbOrTx; fileStore: TFileStore },
  input: { kind: string; contentType: string; bytes: Readable | AsyncIterable<Uint8Array> },
) => {
  const staging = `incoming/${randomUUID()}`;
  const { size, sha256 } = await deps.fileStore.putStream(staging, input.bytes);
  const { id, storageKey } = fileKeys(input.kind, input.contentType, sha256);
  try {
    await deps.fileStore.move(staging, storageKey);
  } catch (error) {
    await deps.fileStore.remove(staging);
    throw error;
  }
  await insertFile(deps.db, { id, kind: input.kind, contentType: input.contentType, size, storageKey });
  return { id, url: `/files/${id}` };
};
