import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { asc } from 'drizzle-orm';
import { pino } from 'pino';
import { Header, list } from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertPublishedItem, PUBLIC_URL } from '../../test/test-app';
import { createAuth } from '../auth/auth';
import { resolveSessionSecret } from '../auth/secret';
import { openPglite } from '../db/client';
import journal from '../db/migrations/meta/_journal.json' with { type: 'json' };
import { files, records, users } from '../db/schema';
import { DataDirLockedError } from '../lib/data-dir-lock';
import { localFileStore } from '../lib/file-store';
import { storeFile } from '../modules/files/files.service';
import { createMailer } from '../modules/mail/mail.service';
import { createUser } from '../modules/users/users.service';
import { VERSION } from '../version';
import { BackupError, restoreBackup, type TBackupHeader, writeBackup } from './backup';
import { writeDemoAccounts } from './demo/demo-accounts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SEGMENT_KEY = 'videos/v1/segment-000.ts';
const NEWEST = journal.entries.at(-1);
const PREVIOUS = journal.entries.at(-2);

type TArchiveEntry = { name: string; bytes: Buffer; type?: 'File' | 'Directory' };

/** The archive's entries in order, with their bytes. */
const readEntries = (archive: string) => {
  const entries: TArchiveEntry[] = [];
  list({
    file: archive,
    sync: true,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => entries.push({ name: entry.path, bytes: Buffer.concat(chunks) }));
    },
  });
  return entries;
};

/** A .tar.gz of exactly these entries, names as given (tar's own packer would clean a path like ../x). */
const writeEntries = async (archive: string, entries: TArchiveEntry[]) => {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const header = Buffer.alloc(512);
    const size = entry.type === 'Directory' ? 0 : entry.bytes.byteLength;
    new Header({ path: entry.name, mode: 0o600, size, mtime: new Date(), type: entry.type ?? 'File' }).encode(header);
    blocks.push(header);
    if (size) blocks.push(entry.bytes, Buffer.alloc((512 - (size % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  await fs.writeFile(archive, gzipSync(Buffer.concat(blocks)));
};

const headerOf = (entries: TArchiveEntry[]) => JSON.parse(entries[0]?.bytes.toString('utf8') ?? '') as TBackupHeader;
const withHeader = (entries: TArchiveEntry[], header: unknown): TArchiveEntry[] => [
  { name: 'questline-backup.json', bytes: Buffer.from(JSON.stringify(header)) },
  ...entries.slice(1),
];

// The embedded database's commands: the PostgreSQL project builds no PGlite template and skips them.
const template = inject('pgliteTemplate');
let root: string;
let seedDir: string;
let archive: string;
let secret: string;
let imageKey: string;
let segment: Buffer;
let backup: Awaited<ReturnType<typeof writeBackup>>;

/** A fresh name under the test's folder, for an archive or a data dir. */
const place = (name: string) => path.join(root, name);

/** Nothing a refused restore or backup may leave: the data dir built beside DATA_DIR, or a half-written archive. */
const leftovers = async () => (await fs.readdir(root)).filter((name) => /\.restore-|\.tmp$/.test(name));

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Refused with `message`, leaving no DATA_DIR at `dataDir` and nothing beside it. */
const expectRefusedRestore = async (archivePath: string, message: RegExp | string, dataDir = place('refused')) => {
  const refusal = restoreBackup({ archive: archivePath, dataDir });
  await expect(refusal).rejects.toThrow(BackupError);
  await expect(refusal).rejects.toThrow(message);
  expect(await exists(dataDir)).toBe(false);
  expect(await leftovers()).toEqual([]);
};

describe.skipIf(!template)('backup and restore of the embedded database', () => {
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-backup-'));
    seedDir = place('seed');
    // The migrated template, opened and migrated as the server would (nothing left to apply).
    await fs.cp(template, path.join(seedDir, 'pglite'), { recursive: true });
    const database = await openPglite(seedDir, 'the backup test');
    try {
      await database.migrate();
      secret = resolveSessionSecret(undefined, seedDir);
      const mailer = createMailer({
        db: database.db,
        publicUrl: PUBLIC_URL,
        mail: { smtpUrl: undefined, from: undefined },
        log: pino({ level: 'silent' }),
      });
      const auth = createAuth({ db: database.db, publicUrl: PUBLIC_URL, secret, mailer });
      const deps = { db: database.db, auth };
      const ada = await createUser(deps, {
        email: 'ada@example.test',
        password: 'ada-password',
        name: 'Ada',
        roles: ['learnAdmin'],
      });
      await createUser(deps, {
        email: 'bo@example.test',
        password: 'bo-password',
        name: 'Bo',
        memberships: ['premium'],
      });
      const item = await insertPublishedItem(database.db, { slug: 'kept-tutorial', title: 'Kept tutorial' });
      await database.db
        .insert(records)
        .values({ userId: ada.id, itemId: item.id, type: 'tutorial', completed: true, data: { subItems: {} } });
      const fileStore = localFileStore(path.join(seedDir, 'files'));
      const stored = await storeFile(
        { db: database.db, fileStore },
        { kind: 'image', contentType: 'image/png', bytes: PNG, width: 1, height: 1 },
      );
      imageKey = `image/${stored.id.slice(0, 2)}/${stored.id}`;
      // A stored file no row names (an HLS segment), larger than one read of the archive.
      segment = randomBytes(300_000);
      await fileStore.put(SEGMENT_KEY, segment);
      await mailer.close();
    } finally {
      await database.close();
    }
    // What a restore must not bring back: a write the store never finished, a partial resumable upload.
    await fs.writeFile(path.join(seedDir, 'files', `${imageKey}.4242.abc123.tmp`), 'half');
    await fs.mkdir(path.join(seedDir, 'uploads'));
    await fs.writeFile(path.join(seedDir, 'uploads', 'partial'), 'partial upload');
    await writeDemoAccounts(seedDir, [{ email: 'learner@questline.dev', label: 'learner', password: 'demo-password' }]);
    archive = place('backup.tar.gz');
    backup = await writeBackup({ dataDir: seedDir, out: archive });
  }, 60_000);

  afterAll(async () => {
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it('writes one archive, mode 0600, with the header first and the checksum of every entry', async () => {
    expect(backup).toMatchObject({
      out: archive,
      migration: { tag: NEWEST?.tag, createdAt: NEWEST?.when },
      fileStore: { kind: 'local' },
      files: 2,
      filesBytes: PNG.byteLength + segment.byteLength,
      secret: true,
      demoAccounts: true,
    });
    expect((await fs.stat(archive)).mode & 0o777).toBe(0o600);
    expect(backup.size).toBe((await fs.stat(archive)).size);
    // The lock was held for the backup only.
    expect(await exists(path.join(seedDir, 'questline.lock'))).toBe(false);
    expect(await leftovers()).toEqual([]);

    const entries = readEntries(archive);
    expect(entries[0]?.name).toBe('questline-backup.json');
    const header = headerOf(entries);
    expect(header).toMatchObject({
      format: 'questline-backup',
      version: 1,
      appVersion: VERSION,
      database: { kind: 'pglite', migration: { tag: NEWEST?.tag } },
      fileStore: { kind: 'local' },
    });
    expect(Date.now() - Date.parse(header.createdAt)).toBeLessThan(120_000);
    const rest = entries.slice(1);
    expect(rest.map((entry) => entry.name).sort()).toEqual(
      [
        'database/pglite.tar.gz',
        'demo-accounts.json',
        `files/${imageKey}`,
        `files/${SEGMENT_KEY}`,
        'files-manifest.json',
        'session-secret',
      ].sort(),
    );
    expect(header.entries).toEqual(
      rest.map((entry) => ({
        name: entry.name,
        size: entry.bytes.byteLength,
        sha256: createHash('sha256').update(entry.bytes).digest('hex'),
      })),
    );
    const manifest = JSON.parse(rest.find((entry) => entry.name === 'files-manifest.json')?.bytes.toString() ?? '');
    expect(manifest.files).toEqual([
      { key: imageKey, size: PNG.byteLength, sha256: createHash('sha256').update(PNG).digest('hex') },
      { key: SEGMENT_KEY, size: segment.byteLength, sha256: createHash('sha256').update(segment).digest('hex') },
    ]);
    // PGlite's own dump, gzipped.
    expect(rest.find((entry) => entry.name === 'database/pglite.tar.gz')?.bytes.subarray(0, 2)).toEqual(
      Buffer.from([0x1f, 0x8b]),
    );
  });

  it('restores users, records, files and the secrets into an absent DATA_DIR', async () => {
    const dataDir = place('restored');
    const restored = await restoreBackup({ archive, dataDir });
    expect(restored).toMatchObject({
      dataDir,
      files: 2,
      filesBytes: PNG.byteLength + segment.byteLength,
      secret: true,
      demoAccounts: true,
      pendingMigrations: 0,
      header: { appVersion: VERSION, database: { migration: { tag: NEWEST?.tag } } },
    });
    expect(await leftovers()).toEqual([]);
    expect((await fs.readdir(dataDir)).sort()).toEqual(['demo-accounts.json', 'files', 'pglite', 'session-secret']);
    expect(await fs.readFile(path.join(dataDir, 'session-secret'), 'utf8')).toBe(secret);
    expect((await fs.stat(path.join(dataDir, 'session-secret'))).mode & 0o777).toBe(0o600);
    expect(await fs.readFile(path.join(dataDir, 'demo-accounts.json'), 'utf8')).toBe(
      await fs.readFile(path.join(seedDir, 'demo-accounts.json'), 'utf8'),
    );
    const fileStore = localFileStore(path.join(dataDir, 'files'));
    const read = async (key: string) => {
      const chunks: Buffer[] = [];
      for await (const chunk of (await fileStore.read(key)) ?? []) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    expect(await read(imageKey)).toEqual(PNG);
    expect(await read(SEGMENT_KEY)).toEqual(segment);
    expect(await exists(path.join(dataDir, 'files', `${imageKey}.4242.abc123.tmp`))).toBe(false);

    const database = await openPglite(dataDir, 'the backup test');
    try {
      const people = await database.db
        .select({ email: users.email, name: users.name })
        .from(users)
        .orderBy(asc(users.email));
      expect(people).toEqual([
        { email: 'ada@example.test', name: 'Ada' },
        { email: 'bo@example.test', name: 'Bo' },
      ]);
      const [record] = await database.db.select().from(records);
      expect(record).toMatchObject({ type: 'tutorial', completed: true });
      const stored = await database.db.select({ key: files.storageKey, size: files.size }).from(files);
      expect(stored).toEqual([{ key: imageKey, size: PNG.byteLength }]);
    } finally {
      await database.close();
    }
  }, 30_000);

  it('backs up a database as it is, without migrating it; the restore says the next start migrates it', async () => {
    const dataDir = place('older');
    await fs.cp(seedDir, dataDir, { recursive: true });
    // As a data dir of the build before the newest migration looks.
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    await client.query('DELETE FROM drizzle.__drizzle_migrations WHERE created_at = $1', [NEWEST?.when]);
    await client.close();
    const out = place('older.tar.gz');
    const older = await writeBackup({ dataDir, out });
    expect(older.migration).toMatchObject({ tag: PREVIOUS?.tag, createdAt: PREVIOUS?.when });
    const restored = await restoreBackup({ archive: out, dataDir: place('older-restored') });
    expect(restored.pendingMigrations).toBe(1);
    expect(restored.header.database.migration?.tag).toBe(PREVIOUS?.tag);
  }, 30_000);

  it('refuses to restore into a DATA_DIR that holds anything, touching nothing', async () => {
    const dataDir = place('occupied');
    await fs.mkdir(dataDir);
    await fs.writeFile(path.join(dataDir, 'keep.txt'), 'mine');
    const refusal = restoreBackup({ archive, dataDir });
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(`DATA_DIR ${dataDir} is not empty (it holds keep.txt)`);
    expect(await fs.readdir(dataDir)).toEqual(['keep.txt']);
    expect(await fs.readFile(path.join(dataDir, 'keep.txt'), 'utf8')).toBe('mine');
    expect(await leftovers()).toEqual([]);
  });

  it('refuses a corrupt archive with nothing written', async () => {
    const flipped = place('flipped.tar.gz');
    const bytes = await fs.readFile(archive);
    for (let at = bytes.length - 40_000; at < bytes.length - 39_000; at++) bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    await fs.writeFile(flipped, bytes);
    await expectRefusedRestore(flipped, /flipped\.tar\.gz is corrupt: /);

    const entries = readEntries(archive);
    const tampered = place('tampered.tar.gz');
    await writeEntries(
      tampered,
      entries.map((entry) =>
        entry.name === `files/${SEGMENT_KEY}` ? { ...entry, bytes: Buffer.from(entry.bytes).fill(0, 0, 10) } : entry,
      ),
    );
    await expectRefusedRestore(tampered, `is corrupt: its entry files/${SEGMENT_KEY} does not match its checksum.`);

    const missing = place('missing.tar.gz');
    await writeEntries(
      missing,
      entries.filter((entry) => entry.name !== 'session-secret'),
    );
    await expectRefusedRestore(missing, /is corrupt: its entry session-secret is missing\.$/);

    const cases: [TArchiveEntry, RegExp][] = [
      [{ name: 'notes.txt', bytes: Buffer.from('hello') }, /is corrupt: it holds an unexpected entry notes\.txt\.$/],
      [{ name: 'files/extra.bin', bytes: Buffer.from('x') }, /entry files\/extra\.bin that its header does not list/],
      [{ name: '../escape.txt', bytes: Buffer.from('x') }, /its entry \.\.\/escape\.txt points outside the data dir/],
      [{ name: 'files/../../escape.txt', bytes: Buffer.from('x') }, /points outside the data directory/],
      [{ name: '/etc/escape.txt', bytes: Buffer.from('x') }, /points outside the data directory/],
      [{ name: 'files/image/', bytes: Buffer.alloc(0), type: 'Directory' }, /entry files\/image\/ /],
      [entries[2] as TArchiveEntry, /it holds .+ twice/],
    ];
    for (const [extra, message] of cases) {
      const added = place('added.tar.gz');
      await writeEntries(added, [...entries, extra]);
      await expectRefusedRestore(added, message);
    }
    expect(await exists(path.join(root, '..', 'escape.txt'))).toBe(false);
  });

  it('refuses an archive from a newer Questline, naming both versions', async () => {
    const entries = readEntries(archive);
    const header = headerOf(entries);
    const newer = place('newer.tar.gz');
    await writeEntries(
      newer,
      withHeader(entries, {
        ...header,
        appVersion: '9.9.9',
        database: {
          kind: 'pglite',
          migration: { tag: '0099_from_the_future', hash: 'f'.repeat(64), createdAt: (NEWEST?.when ?? 0) + 1000 },
        },
      }),
    );
    await expectRefusedRestore(
      newer,
      new RegExp(
        `was made by Questline 9\\.9\\.9, whose database has migration 0099_from_the_future, which this build \\(Questline ${VERSION.replaceAll('.', '\\.')}, migrations up to ${NEWEST?.tag}\\) does not know`,
      ),
    );

    const nextFormat = place('next-format.tar.gz');
    await writeEntries(nextFormat, withHeader(entries, { ...header, version: 2, appVersion: '9.9.9' }));
    await expectRefusedRestore(nextFormat, /is a backup of format version 2 \(Questline 9\.9\.9\); .* reads version 1/);

    // The header must say what the database holds.
    const lying = place('lying.tar.gz');
    await writeEntries(
      lying,
      withHeader(entries, {
        ...header,
        database: {
          kind: 'pglite',
          migration: { tag: PREVIOUS?.tag, hash: 'a'.repeat(64), createdAt: PREVIOUS?.when },
        },
      }),
    );
    await expectRefusedRestore(lying, /is corrupt: its database has migration .+, its header says migration /);
  }, 30_000);

  it('refuses a file that is not a Questline backup', async () => {
    const text = place('notes.txt');
    await fs.writeFile(text, 'not a backup\n');
    await expectRefusedRestore(text, /notes\.txt is not a Questline backup: not a gzip file\.$/);
    const gzipped = place('notes.txt.gz');
    await fs.writeFile(gzipped, gzipSync(Buffer.from('not a backup\n'.repeat(100))));
    await expectRefusedRestore(gzipped, /notes\.txt\.gz is not a Questline backup: /);
    const otherTar = place('other.tar.gz');
    await writeEntries(otherTar, [{ name: 'hello.txt', bytes: Buffer.from('hello') }]);
    await expectRefusedRestore(otherTar, /is not a Questline backup: its first entry is not questline-backup\.json\.$/);
    const emptyTar = place('empty.tar.gz');
    await writeEntries(emptyTar, []);
    await expectRefusedRestore(emptyTar, /is not a Questline backup: /);
    const entries = readEntries(archive);
    const otherFormat = place('other-format.tar.gz');
    await writeEntries(otherFormat, withHeader(entries, { format: 'something-else', version: 1 }));
    await expectRefusedRestore(otherFormat, /is not a Questline backup: its questline-backup\.json names another/);
    const invalid = place('invalid.tar.gz');
    await writeEntries(invalid, withHeader(entries, { ...headerOf(entries), entries: 'all of them' }));
    await expectRefusedRestore(invalid, /is not a Questline backup: its header is invalid \(entries: /);
    await expectRefusedRestore(place('absent.tar.gz'), /No backup file .+absent\.tar\.gz\.$/);
  });

  it('refuses to back up while a server holds the data dir, writing nothing', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    const lock = path.join(seedDir, 'questline.lock');
    try {
      await fs.writeFile(lock, JSON.stringify({ pid: holder.pid, holder: 'the Questline server' }));
      const out = place('locked.tar.gz');
      const refusal = writeBackup({ dataDir: seedDir, out });
      await expect(refusal).rejects.toThrow(DataDirLockedError);
      await expect(refusal).rejects.toThrow(/in use by the Questline server \(pid \d+\); stop it first/);
      expect(await exists(out)).toBe(false);
      expect(await leftovers()).toEqual([]);
    } finally {
      holder.kill();
      await fs.rm(lock, { force: true });
    }
  });

  it('refuses PostgreSQL, pointing to pg_dump, with nothing written', async () => {
    const out = place('postgres.tar.gz');
    const databaseUrl = 'postgres://questline@127.0.0.1:1/questline';
    await expect(writeBackup({ dataDir: seedDir, out, databaseUrl })).rejects.toThrow(
      /^The database is PostgreSQL \(DATABASE_URL\): back it up with pg_dump --format=custom \(docs\/OPERATIONS\.md, section Backups\)\.$/,
    );
    expect(await exists(out)).toBe(false);
    const dataDir = place('postgres-restored');
    await expect(restoreBackup({ archive, dataDir, databaseUrl })).rejects.toThrow(
      /^DATABASE_URL is set: .*pg_restore/,
    );
    expect(await exists(dataDir)).toBe(false);
  });

  it('backs up and restores through the CLI, one line each', async () => {
    const cli = async (args: string[], env: Record<string, string>) => {
      try {
        const { stdout, stderr } = await promisify(execFile)(
          process.execPath,
          ['--import', import.meta.resolve('tsx'), path.join(import.meta.dirname, 'main.ts'), ...args],
          {
            // Not the repository: a developer's .env there must not reach the command under test.
            cwd: os.tmpdir(),
            env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
          },
        );
        return { code: 0, stdout, stderr };
      } catch (error) {
        return error as { code: number; stdout: string; stderr: string };
      }
    };
    const out = place('cli.tar.gz');
    const [usage, postgres] = await Promise.all([
      cli(['backup'], { DATA_DIR: seedDir }),
      cli(['backup', '--out', out], { DATA_DIR: seedDir, DATABASE_URL: 'postgres://questline@127.0.0.1:1/questline' }),
    ]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^--out: the file to write\n\nUsage: npm run cli -- <command>/);
    expect(postgres.code).toBe(1);
    expect(postgres.stderr.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(postgres.stderr).msg).toMatch(
      /^The database is PostgreSQL \(DATABASE_URL\): .*pg_dump --format=custom/,
    );
    expect(await exists(out)).toBe(false);

    const backedUp = await cli(['backup', '--out', out], { DATA_DIR: seedDir });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(
      new RegExp(
        `^Backed up ${seedDir} to ${out} \\([\\d.]+ MB, mode 0600\\): the database \\(migration ${NEWEST?.tag}\\), 2 files \\(29[\\d.]+ KB\\), the session secret, the demo accounts' passwords\\. It holds the session secret: keep it private\\.\\n$`,
      ),
    );
    const dataDir = place('cli-restored');
    const restored = await cli(['restore', '--in', out], { DATA_DIR: dataDir });
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toMatch(
      new RegExp(
        `^Restored ${dataDir} from ${out} \\(Questline ${VERSION.replaceAll('.', '\\.')}, [\\d-]+T[\\d:.]+Z\\): the database \\(migration ${NEWEST?.tag}\\), 2 files \\(.+\\), the session secret, the demo accounts' passwords; it needs no migration\\.\\n$`,
      ),
    );
    expect(await fs.readFile(path.join(dataDir, 'session-secret'), 'utf8')).toBe(secret);
  }, 60_000);
});
