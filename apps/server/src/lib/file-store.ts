import { createHash } from 'node:crypto';
import { createReadStream, constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Inclusive byte offsets, as HTTP ranges count them. */
export type TByteRange = { start: number; end: number };

/** What a streamed put wrote: the byte count and the SHA-256 of the bytes (hex). */
export type TStreamedFile = { size: number; sha256: string };

/** Where file bytes live: local disk by default (below), or an S3-compatible bucket (s3-file-store.ts). */
export type TFileStore = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Streams bytes to a key, hashing them on the way. The key holds either all of them or nothing: a failed or
   * aborted stream leaves no file behind.
   */
  putStream(key: string, bytes: Readable | AsyncIterable<Uint8Array>): Promise<TStreamedFile>;
  /** Moves a stored file to another key, replacing what is there (keys are content hashes: the same bytes). */
  move(from: string, to: string): Promise<void>;
  /** Removes a stored file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The file's bytes, or only those of `range` when given; null when the key holds nothing. */
  read(key: string, range?: TByteRange): Promise<Readable | null>;
  /** Rejects when the store cannot take files now (the bucket does not answer, the folder is not writable). */
  check?(): Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Refuses a key that could leave the store's root (every implementation checks keys the same way). */
export const checkStorageKey = (key: string) => {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key ${key}`);
  return key;
};

/** A pass-through stream that counts and hashes (SHA-256) what flows through it. */
export const measuringStream = () => {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.byteLength;
      done(null, chunk);
    },
  });
  return Object.assign(stream, { result: (): TStreamedFile => ({ size, sha256: hash.digest('hex') }) });
};

const temporaryName = (file: string) => `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;

export const localFileStore = (root: string): TFileStore => {
  const resolve = (key: string) => path.join(root, checkStorageKey(key));
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // A name of its own per write: two writes of one key at once must not share (and lose) a temporary file.
      const temporary = temporaryName(file);
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
    },
    async putStream(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = temporaryName(file);
      const measure = measuringStream();
      // Opened before streaming, so a failure at any point finds the file there to remove.
      const handle = await fs.open(temporary, 'wx');
      try {
        await pipeline(bytes, measure, handle.createWriteStream());
        await fs.rename(temporary, file);
      } catch (error) {
        await handle.close().catch(() => undefined);
        await fs.rm(temporary, { force: true });
        throw error;
      }
      return measure.result();
    },
    async move(from, to) {
      const target = resolve(to);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(resolve(from), target);
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async read(key, range) {
      const file = resolve(key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return range ? createReadStream(file, { start: range.start, end: range.end }) : createReadStream(file);
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fsConstants.W_OK);
    },
  };
};
