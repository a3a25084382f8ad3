import { createHash } from 'node:crypto';
import type { TDbOrTx } from '../../db/client';
import type { TFileStore } from '../../lib/file-store';
import { insertFile } from './files.repository';

export const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Stores bytes under their content hash: the same bytes are stored once, and a file never changes. */
export const storeFile = async (
  deps: { db: TDbOrTx; fileStore: TFileStore },
  input: { kind: string; contentType: string; bytes: Uint8Array; width?: number; height?: number },
) => {
  const hash = createHash('sha256').update(input.bytes).digest('hex').slice(0, 32);
  const extension = EXTENSION_BY_TYPE[input.contentType] ?? 'bin';
  const id = `${hash}.${extension}`;
  const storageKey = `${input.kind}/${hash.slice(0, 2)}/${id}`;
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
