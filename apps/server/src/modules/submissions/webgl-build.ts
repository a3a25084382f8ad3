import { randomBytes, randomUUID } from 'node:crypto';
import { PassThrough, pipeline, type Readable, Transform } from 'node:stream';
import { AppError, type TErrorKey } from '@questline/domain/errors';
import { WEBGL_BUILD_LIMITS } from '@questline/domain/media-constants';
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
import { lockUserStorage, storageUsedBy } from '../files/files.repository';
import { quotaExceeded, storageLeft, type TUploader } from '../files/storage-quota';
import { findUploadedFile, insertBuild, type TBuildFileRow, unreferencedBuildKeys } from './submissions.repository';

/**
 * What a build may unpack to (WEBGL_BUILD_LIMITS for what is not given); tests lower them to craft oversized zips
 * cheaply.
 */
export type TWebglBuildLimits = {
  unpackedBytes: number;
  entries: number;
  compressionRatio?: number;
  ratioGraceBytes?: number;
};
type TLimits = Required<TWebglBuildLimits>;

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

/** A bound on the bytes a build unpacks to in all, and the refusal past it. */
type TCap = { bytes: number; refusal: () => AppError };

/**
 * The bounds of one build, in the order their keys answer: the absolute limit, a size proportional to the uploaded
 * zip (its compression ratio in total) and what is left of the owner's storage quota (null: none holds them).
 */
const capsOf = (limits: TLimits, zipBytes: number, quotaLeft: number | null, quotaBytes: number): TCap[] => [
  { bytes: limits.unpackedBytes, refusal: () => new AppError('submission_InvalidParameter_webgl_too_large') },
  {
    bytes: Math.max(limits.ratioGraceBytes, zipBytes * limits.compressionRatio),
    refusal: () => new AppError('submission_InvalidParameter_webgl_compression_ratio'),
  },
  ...(quotaLeft === null ? [] : [{ bytes: Math.max(quotaLeft, 0), refusal: () => quotaExceeded(quotaBytes) }]),
];

const crossedCap = (caps: readonly TCap[], total: number) => caps.find((cap) => total > cap.bytes);

/**
 * What one entry may unpack to: its compression ratio times the compressed bytes yauzl reads for it (a range of the
 * stored zip, so never more than the zip itself), once past the grace size.
 */
const entryCap = (entry: Entry, limits: TLimits, zipBytes: number) =>
  Math.max(limits.ratioGraceBytes, limits.compressionRatio * Math.min(entry.compressedSize, zipBytes));

const ratioRefusal = () => new AppError('submission_InvalidParameter_webgl_compression_ratio');

/**
 * Reads the central directory and decides, before a byte is unpacked: every entry's path is safe and unique, none is
 * a symlink or encrypted, the entry count, the declared unpacked size and the declared compression ratios are within
 * the limits and caps, and an index.html starts the build. Answers the files to unpack with their paths below the
 * build's root. What the directory declares only refuses early: unpacking counts the bytes themselves.
 */
const planBuild = async (
  zip: ZipFile,
  limits: TLimits,
  caps: readonly TCap[],
  zipBytes: number,
): Promise<TPlannedFile[]> => {
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
    const crossed = crossedCap(caps, declared);
    if (crossed) throw crossed.refusal();
    if (entry.uncompressedSize > entryCap(entry, limits, zipBytes)) throw ratioRefusal();
    files.push({ entry, path: read.path });
  }
  const root = buildRoot(files.map((file) => file.path));
  if (root === null) return refuse('submission_InvalidParameter_webgl_index_missing', BUILD_INDEX);
  return files
    .filter((file) => !isIgnoredEntry(file.path) && file.path.startsWith(root))
    .map((file) => ({ ...file, path: file.path.slice(root.length) }));
};

/**
 * Counts the bytes actually unpacked, whatever the entries declared (yauzl also fails an entry whose bytes differ from
 * its declared size): each entry's against its compression ratio, the whole build's against every cap. The first
 * byte past a bound fails the stream, so a zip bomb stops there instead of being unpacked whole.
 */
const unpackedBudget = (caps: readonly TCap[]) => {
  let total = 0;
  return (entryLimit: number) => {
    let entryTotal = 0;
    return new Transform({
      transform(chunk: Buffer, _encoding, done) {
        total += chunk.byteLength;
        entryTotal += chunk.byteLength;
        const crossed = crossedCap(caps, total);
        if (crossed) done(crossed.refusal());
        else if (entryTotal > entryLimit) done(ratioRefusal());
        else done(null, chunk);
      },
    });
  };
};

/**
 * Content-hash keys that builds of this process are unpacking into right now, with how many hold each: a refused
 * build or the orphan sweep leaves them alone, as a build still unpacking has not written the rows that keep them.
 */
const unpacking = new Map<string, number>();
const hold = (key: string) => unpacking.set(key, (unpacking.get(key) ?? 0) + 1);
const release = (key: string) => {
  const left = (unpacking.get(key) ?? 1) - 1;
  if (left > 0) unpacking.set(key, left);
  else unpacking.delete(key);
};

/**
 * Removes unpacked files that no build holds (nor a build of this process still unpacking): what a refused build
 * stored, and the files of builds the orphan sweep removed. Answers how many were removed.
 */
export const removeUnusedBuildFiles = async (deps: { db: TDb; fileStore: TFileStore }, keys: readonly string[]) => {
  const unused = await unreferencedBuildKeys(
    deps.db,
    [...new Set(keys)].filter((key) => !unpacking.has(key)),
  );
  for (const key of unused) await deps.fileStore.remove(key);
  return unused.length;
};

/** Stores one unpacked file under its content hash (shared by builds holding the same bytes), held by `held`. */
const storeBuildFile = async (fileStore: TFileStore, bytes: Readable, held: string[]) => {
  const staging = `incoming/${randomUUID()}`;
  const { size, sha256 } = await fileStore.putStream(staging, bytes);
  const storageKey = `webgl-files/${sha256.slice(0, 2)}/${sha256}`;
  hold(storageKey);
  held.push(storageKey);
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
 * Unpacks an uploaded WebGL zip (a `files` row of kind `webgl`) into a build owned by `owner`: checked whole from
 * the central directory first (planBuild), then each file streamed from the zip into the file store, counted against
 * the caps as it comes (unpackedBudget), then the build and its file list written in one transaction that checks the
 * owner's quota again under a lock (two builds at once cannot both take its last bytes). A refused zip leaves no
 * build, and the unpacked files it stored are removed unless another build holds the same bytes.
 */
export const unpackWebglBuild = async (
  deps: { db: TDb; fileStore: TFileStore; playBaseUrl: string; storageQuotaBytes: number },
  input: { fileId: string; owner: TUploader; limits?: TWebglBuildLimits },
) => {
  const limits: TLimits = { ...WEBGL_BUILD_LIMITS, ...input.limits };
  const file = await findUploadedFile(deps.db, input.fileId, input.owner.id);
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
  const held: string[] = [];
  try {
    const quotaLeft = await storageLeft(deps.db, deps.storageQuotaBytes, input.owner);
    const caps = capsOf(limits, file.size, quotaLeft, deps.storageQuotaBytes);
    const planned = await planBuild(zip, limits, caps, file.size).catch((error: unknown) => {
      throw zipError(error);
    });
    const budget = unpackedBudget(caps);
    const entries: Omit<TBuildFileRow, 'buildId'>[] = [];
    for (const { entry, path } of planned) {
      const stored = await zip
        .openReadStreamPromise(entry)
        .then((stream) => {
          const counted = budget(entryCap(entry, limits, file.size));
          // pipeline, not pipe: it carries the source's errors (a size that lies, a corrupt deflate stream) to the
          // counter and listens on both, so an error that comes before the store starts reading is never unhandled
          // (it would crash the process); the store then reads the counter's error.
          pipeline(stream, counted, () => {});
          return storeBuildFile(deps.fileStore, counted, held);
        })
        .catch((error: unknown) => {
          throw zipError(error);
        });
      entries.push({ path, ...stored, ...buildFileType(path) });
    }
    const size = entries.reduce((sum, entry) => sum + entry.size, 0);
    const slug = randomBytes(16).toString('hex');
    const build = await deps.db.transaction(async (tx) => {
      if (quotaLeft !== null) {
        await lockUserStorage(tx, input.owner.id);
        if ((await storageUsedBy(tx, input.owner.id)) + size > deps.storageQuotaBytes)
          throw quotaExceeded(deps.storageQuotaBytes);
      }
      return insertBuild(
        tx,
        { slug, ownerId: input.owner.id, sourceFileId: file.id, fileCount: entries.length, size },
        entries,
      );
    });
    held.splice(0).forEach(release);
    return {
      id: String(build.id),
      slug,
      playUrl: playUrlOf(deps.playBaseUrl, slug),
      fileCount: entries.length,
      size,
    };
  } catch (error) {
    const stored = held.splice(0);
    stored.forEach(release);
    // A removal that fails leaves bytes behind; the refusal is what the caller is told.
    await removeUnusedBuildFiles(deps, stored).catch(() => undefined);
    throw error;
  } finally {
    zip.close();
  }
};

/** Where a build's index.html plays (§2.1 `{playBaseUrl}/p/{slug}`). */
export const playUrlOf = (playBaseUrl: string, slug: string) => `${playBaseUrl}/p/${slug}/${BUILD_INDEX}`;
