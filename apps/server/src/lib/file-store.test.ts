import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startS3Server, type TS3TestServer } from '../../test/s3-server';
import { localFileStore, type TFileStore } from './file-store';
import { s3FileStore } from './s3-file-store';

/** S3's smallest part: streams past it go through a multipart upload. */
const PART_BYTES = 5 * 1024 ** 2;

const bytesOf = async (stream: Readable | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
};

/** The bytes in chunks of 64 KiB; throws after `failAfter` bytes when given, as a client that goes away. */
async function* chunks(data: Uint8Array, failAfter?: number) {
  for (let offset = 0; offset < data.length; offset += 64 * 1024) {
    if (failAfter !== undefined && offset >= failAfter) throw new Error('the client went away');
    yield data.subarray(offset, offset + 64 * 1024);
  }
  if (failAfter !== undefined) throw new Error('the client went away');
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

type TSubject = {
  store: TFileStore;
  /** Everything the store holds, stray pieces included. */
  contents: () => Promise<string[]>;
  /** The multipart uploads the store aborted since the subject was made (S3 only). */
  aborted?: () => number;
};

let s3: TS3TestServer;
let localRoot: string;
beforeAll(async () => {
  s3 = await startS3Server();
  localRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-files-'));
});
afterAll(async () => {
  await s3?.close();
  if (localRoot) await fs.rm(localRoot, { recursive: true, force: true });
});

const subjects: [string, () => Promise<TSubject>][] = [
  [
    'local disk',
    async () => {
      const root = await fs.mkdtemp(path.join(localRoot, 'store-'));
      return {
        store: localFileStore(root),
        contents: async () =>
          (await fs.readdir(root, { recursive: true, withFileTypes: true }))
            .filter((entry) => entry.isFile())
            .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
            .sort(),
      };
    },
  ],
  [
    'S3 (s3rver on loopback)',
    async () => {
      // Each test gets its own prefix in the shared bucket, so its contents are its own.
      const prefix = `t${randomBytes(4).toString('hex')}/`;
      const sentBefore = s3.sent.length;
      return {
        store: s3FileStore({ client: s3.client, bucket: s3.bucket, prefix, partBytes: PART_BYTES }),
        contents: async () => (await s3.keys(prefix)).map((key) => key.slice(prefix.length)),
        aborted: () => s3.sent.slice(sentBefore).filter((name) => name === 'AbortMultipartUpload').length,
      };
    },
  ],
];

describe.each(subjects)('file store contract: %s', (_name, makeSubject) => {
  let subject: TSubject;
  beforeEach(async () => {
    subject = await makeSubject();
  });

  it('reads back what was put, and null for a key that holds nothing', async () => {
    const data = randomBytes(1000);
    await subject.store.put('image/ab/abc.png', data);
    expect(await bytesOf(await subject.store.read('image/ab/abc.png'))).toEqual(new Uint8Array(data));
    expect(await subject.store.read('image/ab/missing.png')).toBeNull();
    expect(await subject.store.read('image/ab/missing.png', { start: 0, end: 9 })).toBeNull();
  });

  it('reads an inclusive byte range', async () => {
    const data = randomBytes(4096);
    await subject.store.put('video/aa/v.mp4', data);
    expect(await bytesOf(await subject.store.read('video/aa/v.mp4', { start: 100, end: 199 }))).toEqual(
      new Uint8Array(data.subarray(100, 200)),
    );
    expect(await bytesOf(await subject.store.read('video/aa/v.mp4', { start: 4095, end: 4095 }))).toEqual(
      new Uint8Array(data.subarray(4095)),
    );
  });

  it('replaces what a key held on a second put', async () => {
    await subject.store.put('a/key', Buffer.from('first'));
    await subject.store.put('a/key', Buffer.from('second'));
    expect(Buffer.from((await bytesOf(await subject.store.read('a/key'))) ?? [])).toEqual(Buffer.from('second'));
  });

  it('streams a small file in, answering its size and SHA-256', async () => {
    const data = randomBytes(200_000);
    const written = await subject.store.putStream('incoming/small', chunks(data));
    expect(written).toEqual({ size: data.length, sha256: sha256(data) });
    // Compared by hash: vitest's deep equality walks large arrays element by element.
    expect(sha256((await bytesOf(await subject.store.read('incoming/small'))) ?? new Uint8Array())).toBe(sha256(data));
    expect(await subject.contents()).toEqual(['incoming/small']);
  });

  it('streams a file larger than one part, answering its size and SHA-256', async () => {
    const data = randomBytes(PART_BYTES + 1024 * 1024);
    const written = await subject.store.putStream('incoming/large', chunks(data));
    expect(written).toEqual({ size: data.length, sha256: sha256(data) });
    const back = await bytesOf(await subject.store.read('incoming/large'));
    expect(back?.length).toBe(data.length);
    expect(sha256(back ?? new Uint8Array())).toBe(sha256(data));
    expect(
      await bytesOf(await subject.store.read('incoming/large', { start: PART_BYTES - 2, end: PART_BYTES + 1 })),
    ).toEqual(new Uint8Array(data.subarray(PART_BYTES - 2, PART_BYTES + 2)));
  });

  it('leaves nothing behind when a stream fails within its first part', async () => {
    await expect(subject.store.putStream('incoming/cut', chunks(randomBytes(300_000), 100_000))).rejects.toThrow(
      'the client went away',
    );
    expect(await subject.store.read('incoming/cut')).toBeNull();
    expect(await subject.contents()).toEqual([]);
  });

  it('leaves nothing behind when a stream fails after a part was sent', async () => {
    const data = randomBytes(PART_BYTES * 2 + 1024);
    await expect(subject.store.putStream('incoming/cut-late', chunks(data, PART_BYTES + 512 * 1024))).rejects.toThrow(
      'the client went away',
    );
    expect(await subject.store.read('incoming/cut-late')).toBeNull();
    expect(await subject.contents()).toEqual([]);
    // The parts already sent are freed by aborting the multipart upload. s3rver answers that request 405 (it does
    // not implement it; its parts vanish with its directory), so the request itself is what is checked here.
    if (subject.aborted) expect(subject.aborted()).toBe(1);
  });

  it('moves a file to another key, replacing what is there', async () => {
    await subject.store.put('incoming/x', Buffer.from('bytes of x'));
    await subject.store.put('file/ab/x.bin', Buffer.from('stale'));
    await subject.store.move('incoming/x', 'file/ab/x.bin');
    expect(await subject.store.read('incoming/x')).toBeNull();
    expect(Buffer.from((await bytesOf(await subject.store.read('file/ab/x.bin'))) ?? [])).toEqual(
      Buffer.from('bytes of x'),
    );
    expect(await subject.contents()).toEqual(['file/ab/x.bin']);
  });

  it('fails to move a key that holds nothing', async () => {
    await expect(subject.store.move('incoming/none', 'file/none')).rejects.toThrow();
  });

  it('removes a file, and takes the removal of a missing one calmly', async () => {
    await subject.store.put('file/cd/y.bin', Buffer.from('y'));
    await subject.store.remove('file/cd/y.bin');
    expect(await subject.store.read('file/cd/y.bin')).toBeNull();
    await expect(subject.store.remove('file/cd/y.bin')).resolves.toBeUndefined();
    expect(await subject.contents()).toEqual([]);
  });

  it.each(['../escape', '/absolute', 'Upper/case', 'a/../b', ''])('refuses the unsafe key %j', async (key) => {
    await expect(subject.store.put(key, Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    await expect(subject.store.read(key)).rejects.toThrow(/unsafe storage key/);
  });
});

describe('local file store', () => {
  // S3 makes each put atomic itself; on disk each put writes a temporary file of its own and renames it into place.
  it('takes several puts of one key at once, keeping one of them whole', async () => {
    const store = localFileStore(await fs.mkdtemp(path.join(localRoot, 'raced-')));
    const versions = Array.from({ length: 8 }, (_, index) => Buffer.alloc(100_000, index));
    await Promise.all(versions.map((bytes) => store.put('a/raced', bytes)));
    const stored = Buffer.from((await bytesOf(await store.read('a/raced'))) ?? []);
    expect(versions.some((bytes) => bytes.equals(stored))).toBe(true);
  });
});

describe('S3 file store', () => {
  it('keeps its objects under the configured prefix', async () => {
    const store = s3FileStore({ client: s3.client, bucket: s3.bucket, prefix: 'media/' });
    await store.put('image/ab/p.png', Buffer.from('png'));
    await store.putStream('incoming/s', chunks(randomBytes(10)));
    expect(await s3.keys('media/')).toEqual(['media/image/ab/p.png', 'media/incoming/s']);
    await store.remove('image/ab/p.png');
    await store.remove('incoming/s');
    expect(await s3.keys('media/')).toEqual([]);
  });

  it('answers the service error when the upload itself fails, and stops reading the source', async () => {
    const store = s3FileStore({ client: s3.client, bucket: 'no-such-bucket', partBytes: PART_BYTES });
    const source = Readable.from(chunks(randomBytes(PART_BYTES * 3)));
    await expect(store.putStream('incoming/nowhere', source)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await vi.waitFor(() => expect(source.destroyed).toBe(true));
  });
});
