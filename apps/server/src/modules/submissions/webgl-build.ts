import { randomBytes, randomUUID } from 'node:crypto';
import { PassThrough, pipeline, type Readable, Transform } from 'node:stream';
import { WEBGL_BUILD_LIMITS } from '@questline/domain/constants';
import { AppError, type TErrorKey } from '@questline/domain/errors';
import {
  BUILD_INDEX,
  buildEntryPath,
  buildFileType,
  buildRoot,
  isIgnoredEntry,
} from '@questline/domain/rules/webgl-build';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { TDb } from '../../db/client';
import type { TFileStore } from '../../lib/file-store';
import { findUploadedFile, insertBuild, type TBuildFileRow } from './submissions.repository';

/** What a build may unpack to; tests lower them to craft oversized zips cheaply. */
export type TWebglBuildLimits = { unpackedBytes: number; entries: number };

/** The upload kind whose files may become builds (media/upload-sniff.ts: a ZIP of at most 1 GB). */
export const WEBGL_UPLOAD_KIND = 'webgl';

/** Reads a stored zip through the file store's ranged reads, so yauzl reads a local file or an S3 object alike. */
class StoredZipReader extends yauzl.RandomAccessReader {
  readonly #store: TFileStore;
  readonly #key: string;

  constructor(store: TFileStore, key: string) {
    super();
    this.#store = store;
    this.#key = key;
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    this.#store.read(this.#key, { start, end: end - 1 }).then(
      (stream) => {
        if (!stream) return out.destroy(new Error('stored zip vanished'));
        stream.on('error', (error) => out.destroy(error));
        stream.pipe(out);
      },
      (error: unknown) => out.destroy(error as Error),
    );
    return out;
  }
}

const refuse = (key: TErrorKey, path?: string): never => {
  throw new AppError(key, path ? { params: { path } } : {});
};

/** A symlink entry (Unix mode in the high half of the external attributes): served, it could point anywhere. */
const isSymlink = (entry: Entry) => ((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000;

/** Entry names as stored: decoded by us (yauzl's decoding is off) so that our own rule refuses unsafe ones. */
const nameOf = (entry: Entry) => (entry.fileName as unknown as Buffer).toString('utf8');

type TPlannedFile = { entry: Entry; path: string };

/**
 * Reads the central directory and decides, before a byte is unpacked: every entry's path is safe and unique, none is
 * a symlink or encrypted, the entry count and the declared unpacked size are within the limits, and an index.html
 * starts the build. Answers the files to unpack with their paths below the build's root.
 */
const planBuild = async (zip: ZipFile, limits: TWebglBuildLimits): Promise<TPlannedFile[]> => {
  if (zip.entryCount > limits.entries) refuse('submission_InvalidParameter_webgl_too_many_files');
  const files: TPlannedFile[] = [];
  const seen = new Set<string>();
  let declared = 0;
  for await (const entry of zip.eachEntry()) {
    const name = nameOf(entry);
    const read = buildEntryPath(name);
    if ('error' in read || isSymlink(entry)) return refuse('submission_InvalidParameter_webgl_unsafe_path', name);
    if (read.directory) continue;
    if (seen.has(read.path)) refuse('submission_InvalidParameter_webgl_unsafe_path', name);
    if (entry.isEncrypted()) refuse('submission_InvalidParameter_webgl_invalid_zip');
    seen.add(read.path);
    declared += entry.uncompressedSize;
    if (declared > limits.unpackedBytes) refuse('submission_InvalidParameter_webgl_too_large');
    files.push({ entry, path: read.path });
  }
  const root = buildRoot(files.map((file) => file.path));
  if (root === null) return refuse('submission_InvalidParameter_webgl_index_missing', BUILD_INDEX);
  return files
    .filter((file) => !isIgnoredEntry(file.path) && file.path.startsWith(root))
    .map((file) => ({ ...file, path: file.path.slice(root.length) }));
};

/**
 * Counts the bytes actually unpacked across the whole build and stops past the limit, whatever the entries declared
 * (yauzl also fails an entry whose bytes differ from its declared size).
 */
const unpackedBudget = (limit: number) => {
  let total = 0;
  return () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        total += chunk.byteLength;
        if (total > limit) done(new AppError('submission_InvalidParameter_webgl_too_large'));
        else done(null, chunk);
      },
    });
};

/** Stores one unpacked file under its content hash (shared by builds holding the same bytes). */
const storeBuildFile = async (fileStore: TFileStore, bytes: Readable) => {
  const staging = `incoming/${randomUUID()}`;
  const { size, sha256 } = await fileStore.putStream(staging, bytes);
  const storageKey = `webgl-files/${sha256.slice(0, 2)}/${sha256}`;
  try {
    await fileStore.move(staging, storageKey);
  } catch (error) {
    await fileStore.remove(staging);
    throw error;
  }
  return { storageKey, size };
};

const zipError = (error: unknown) =>
  error instanceof AppError ? error : new AppError('submission_InvalidParameter_webgl_invalid_zip');

/**
 * Unpacks an uploaded WebGL zip (a `files` row of kind `webgl`) into a build owned by `ownerId`: checked whole from
 * the central directory first (planBuild), then each file streamed from the zip into the file store, then the build
 * and its file list written in one transaction. A refused zip leaves no build (unpacked bytes already stored stay as
 * unreferenced content-hash keys, like any file whose upload failed half way).
 */
export const unpackWebglBuild = async (
  deps: { db: TDb; fileStore: TFileStore; playBaseUrl: string },
  input: { fileId: string; ownerId: string; limits?: TWebglBuildLimits },
) => {
  const limits = input.limits ?? WEBGL_BUILD_LIMITS;
  const file = await findUploadedFile(deps.db, input.fileId);
  if (!file || file.kind !== WEBGL_UPLOAD_KIND) throw new AppError('submission_InvalidParameter_build');
  const zip = await yauzl
    .fromRandomAccessReaderPromise(new StoredZipReader(deps.fileStore, file.storageKey), file.size, {
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    })
    .catch((error: unknown) => {
      throw zipError(error);
    });
  try {
    const planned = await planBuild(zip, limits).catch((error: unknown) => {
      throw zipError(error);
    });
    const budget = unpackedBudget(limits.unpackedBytes);
    const entries: Omit<TBuildFileRow, 'buildId'>[] = [];
    for (const { entry, path } of planned) {
      const stored = await zip
        .openReadStreamPromise(entry)
        .then((stream) => {
          const counted = budget();
          // pipeline, not pipe: it carries the source's errors (a size that lies, a corrupt deflate stream) to the
          // counter and listens on both, so an error that comes before the store starts reading is never unhandled
          // (it would crash the process); the store then reads the counter's error.
          pipeline(stream, counted, () => {});
          return storeBuildFile(deps.fileStore, counted);
        })
        .catch((error: unknown) => {
          throw zipError(error);
        });
      entries.push({ path, ...stored, ...buildFileType(path) });
    }
    const size = entries.reduce((sum, entry) => sum + entry.size, 0);
    const slug = randomBytes(16).toString('hex');
    const build = await deps.db.transaction((tx) =>
      insertBuild(
        tx,
        { slug, ownerId: input.ownerId, sourceFileId: file.id, fileCount: entries.length, size },
        entries,
      ),
    );
    return {
      id: String(build.id),
      slug,
      playUrl: playUrlOf(deps.playBaseUrl, slug),
      fileCount: entries.length,
      size,
    };
  } finally {
    zip.close();
  }
};

/** Where a build's index.html plays (§2.1 `{playBaseUrl}/p/{slug}`). */
export const playUrlOf = (playBaseUrl: string, slug: string) => `${playBaseUrl}/p/${slug}/${BUILD_INDEX}`;
