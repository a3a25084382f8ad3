import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { Header, Pack, Parser, ReadEntry } from 'tar';
import { z } from 'zod';
import { MIGRATIONS, NEWEST_MIGRATION } from '../db/migration-journal';
import { lockDataDir } from '../lib/data-dir-lock';
import { checkStorageKey } from '../lib/file-store';
import { VERSION } from '../version';

/** A backup or restore refused or failed for a reason its message states in one line (the CLI prints it as it is). */
export class BackupError extends Error {}

const FORMAT = 'questline-backup';
const FORMAT_VERSION = 1;

/** The archive's entries: the header first, then the database, the file store's manifest and files, the secrets. */
const HEADER_ENTRY = 'questline-backup.json';
const DATABASE_ENTRY = 'database/pglite.tar.gz';
const MANIFEST_ENTRY = 'files-manifest.json';
const SECRET_ENTRY = 'session-secret';
const DEMO_ACCOUNTS_ENTRY = 'demo-accounts.json';
const FILES_PREFIX = 'files/';

/** Where each entry lives in DATA_DIR (files/ holds the local file store, under the same keys). */
const SECRET_FILE = 'session-secret';
const DEMO_ACCOUNTS_FILE = 'demo-accounts.json';
const FIXED_ENTRIES = new Set([DATABASE_ENTRY, MANIFEST_ENTRY, SECRET_ENTRY, DEMO_ACCOUNTS_ENTRY]);

/** The header and the manifest are read whole: a bigger one is not ours (a million files take some 150 MB). */
const MAX_JSON_BYTES = 256 * 1024 ** 2;

const BACKUPS_SECTION = 'docs/OPERATIONS.md, section Backups';

const ZSha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');

const ZEntry = z.object({ name: z.string().min(1), size: z.number().int().min(0), sha256: ZSha256 });

/** A migration as drizzle records it once applied: `created_at` is the journal's `when`, `hash` the SQL's SHA-256. */
const ZMigration = z.object({ tag: z.string().nullable(), hash: z.string(), createdAt: z.number().int() });

const ZBackupHeader = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  appVersion: z.string().min(1),
  createdAt: z.iso.datetime(),
  database: z.object({ kind: z.literal('pglite'), migration: ZMigration.nullable() }),
  fileStore: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('local') }),
    z.object({ kind: z.literal('s3'), bucket: z.string(), prefix: z.string() }),
  ]),
  entries: z.array(ZEntry),
});

const ZFileManifest = z.object({
  files: z.array(z.object({ key: z.string(), size: z.number().int().min(0), sha256: ZSha256 })),
});

export type TBackupHeader = z.infer<typeof ZBackupHeader>;
type TMigration = z.infer<typeof ZMigration>;
type TEntry = z.infer<typeof ZEntry>;
export type TFileManifest = z.infer<typeof ZFileManifest>;

/** Where the configured file store keeps the files: the local one is in the archive, a bucket is backed up apart. */
export type TBackupFileStore = TBackupHeader['fileStore'];

export type TBackupSummary = {
  out: string;
  /** The archive's size in bytes. */
  size: number;
  migration: TMigration | null;
  fileStore: TBackupFileStore;
  files: number;
  filesBytes: number;
  secret: boolean;
  demoAccounts: boolean;
};

export type TRestoreSummary = {
  dataDir: string;
  header: TBackupHeader;
  files: number;
  filesBytes: number;
  secret: boolean;
  demoAccounts: boolean;
  /** How many of this build's migrations the restored database lacks: the next server start applies them. */
  pendingMigrations: number;
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const exists = (file: string) =>
  fs.stat(file).then(
    (stats) => stats,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );

const temporarySuffix = () => `${process.pid}.${randomBytes(4).toString('hex')}`;

/** How a migration is named in messages: its tag when this build knows it, else when it was generated. */
export const migrationName = (migration: TMigration | null) =>
  migration === null
    ? 'no migrations applied'
    : `migration ${migration.tag ?? `of ${new Date(migration.createdAt).toISOString()}`}`;

/** This build's migration applied at `createdAt` (drizzle itself tells migrations apart by that alone). */
const knownMigration = (createdAt: number) => MIGRATIONS.find((entry) => entry.when === createdAt);

const openEmbedded = async (directory: string, loadDataDir?: Blob): Promise<PGlite> => {
  // Loaded only by backup and restore: the CLI's other commands open the database through the runtime.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(directory, { extensions: { pg_trgm }, ...(loadDataDir && { loadDataDir }) });
};

/** The newest migration the database has applied, as drizzle's migrator finds it; null before the first. */
const newestAppliedMigration = async (client: PGlite): Promise<TMigration | null> => {
  const table = await client.query<{ present: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!table.rows[0]?.present) return null;
  const newest = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
  );
  const row = newest.rows[0];
  if (!row) return null;
  const createdAt = Number(row.created_at);
  return { tag: knownMigration(createdAt)?.tag ?? null, hash: row.hash, createdAt };
};

/** The local file store's files, by key, in a stable order; unsafe names and the store's own temporary files left out. */
const storedFiles = async (root: string): Promise<string[]> => {
  const keys: string[] = [];
  const walk = async (relative: string) => {
    const entries = await fs.readdir(path.join(root, relative), { withFileTypes: true }).catch((error) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const key = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(key);
      // A write the store never finished (lib/file-store.ts names them so): no key holds those bytes.
      else if (entry.isFile() && !/\.\d+\.[a-z0-9]*\.tmp$/.test(key) && isStorageKey(key)) keys.push(key);
    }
  };
  await walk('');
  return keys;
};

const isStorageKey = (key: string) => {
  try {
    checkStorageKey(key);
    return true;
  } catch {
    // The store reads no such key: nothing could serve it.
    return false;
  }
};

const hashFile = async (file: string) => {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { size, sha256: hash.digest('hex') };
};

const readOptional = (file: string) =>
  fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });

/** One entry to write: its name, size and checksum as the header states them, and where its bytes come from. */
type TSource = TEntry & { bytes: () => AsyncIterable<Buffer> };

const inMemory = (name: string, bytes: Buffer): TSource => ({
  name,
  size: bytes.byteLength,
  sha256: sha256(bytes),
  bytes: async function* () {
    yield bytes;
  },
});

/**
 * Writes the entries as a gzipped tar to `file` (created, mode 0600), hashing the bytes on their way in: a file that
 * differs from what the header states (it changed since it was hashed) fails the backup instead of making an archive
 * that no restore accepts.
 */
const writeArchive = async (file: string, sources: TSource[], mtime: Date) => {
  // Flushed to disk before it is closed: the archive is renamed into place as a finished backup.
  const output = createWriteStream(file, { flags: 'wx', mode: 0o600, flush: true });
  const pack = new Pack({ gzip: true, portable: true });
  const closed = new Promise<void>((resolve, reject) => {
    output.on('close', resolve);
    output.on('error', reject);
    pack.on('error', reject);
  });
  // Awaited at the end; until then a failure only needs to end the waits below.
  closed.catch(() => undefined);
  pack.pipe(output);
  try {
    for (const source of sources) {
      const entry = new ReadEntry(
        new Header({ path: source.name, mode: 0o600, size: source.size, mtime, type: 'File' }),
      );
      pack.add(entry);
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of source.bytes()) {
        size += chunk.byteLength;
        if (size > source.size) break;
        hash.update(chunk);
        if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), closed]);
      }
      if (size !== source.size || hash.digest('hex') !== source.sha256)
        throw new BackupError(`${source.name} changed while it was being backed up: nothing was written; try again.`);
      entry.end();
    }
    pack.end();
    await closed;
  } catch (error) {
    output.destroy();
    throw error;
  }
};

/**
 * Backs up the embedded database of `dataDir` with what a restore needs beside it — the local file store's files and
 * manifest, the generated session secret, the demo accounts' passwords — into one .tar.gz at `out` (mode 0600).
 * The database is opened as it is (not migrated) under the data-dir lock: a running server makes it refuse.
 */
export const writeBackup = async (options: {
  dataDir: string;
  out: string;
  /** Set: the database is PostgreSQL, which this command refuses (pg_dump backs it up). */
  databaseUrl?: string;
  fileStore?: TBackupFileStore;
  holder?: string;
}): Promise<TBackupSummary> => {
  const dataDir = path.resolve(options.dataDir);
  const out = path.resolve(options.out);
  const fileStore = options.fileStore ?? { kind: 'local' };
  if (options.databaseUrl)
    throw new BackupError(
      `The database is PostgreSQL (DATABASE_URL): back it up with pg_dump --format=custom (${BACKUPS_SECTION}).`,
    );
  const inside = path.relative(dataDir, out);
  if (!inside.startsWith('..') && !path.isAbsolute(inside))
    throw new BackupError(`${out} is inside DATA_DIR (${dataDir}): write the backup elsewhere.`);
  const target = await exists(out);
  if (target && !target.isFile()) throw new BackupError(`${out} exists and is not a file.`);
  if (!(await exists(path.dirname(out)))?.isDirectory())
    throw new BackupError(`No directory ${path.dirname(out)} to write the backup in.`);
  if (!(await exists(path.join(dataDir, 'pglite', 'PG_VERSION'))))
    throw new BackupError(`${dataDir} holds no embedded database (no pglite/ folder): nothing to back up.`);

  const unlock = lockDataDir(dataDir, options.holder ?? 'the Questline CLI (backup)');
  const temporary = `${out}.${temporarySuffix()}.tmp`;
  try {
    const client = await openEmbedded(path.join(dataDir, 'pglite'));
    let migration: TMigration | null;
    let dump: Buffer;
    try {
      migration = await newestAppliedMigration(client);
      // Written to the data files first: the dump then needs no recovery of the log when it is loaded.
      await client.exec('CHECKPOINT');
      dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }

    const filesRoot = path.join(dataDir, 'files');
    const files: TFileManifest['files'] = [];
    if (fileStore.kind === 'local')
      for (const key of await storedFiles(filesRoot))
        files.push({ key, ...(await hashFile(path.join(filesRoot, key))) });
    const secret = await readOptional(path.join(dataDir, SECRET_FILE));
    const demoAccounts = await readOptional(path.join(dataDir, DEMO_ACCOUNTS_FILE));

    const sources: TSource[] = [inMemory(DATABASE_ENTRY, dump)];
    if (fileStore.kind === 'local')
      sources.push(inMemory(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify({ files } satisfies TFileManifest)}\n`)));
    if (secret) sources.push(inMemory(SECRET_ENTRY, secret));
    if (demoAccounts) sources.push(inMemory(DEMO_ACCOUNTS_ENTRY, demoAccounts));
    for (const file of files)
      sources.push({
        name: `${FILES_PREFIX}${file.key}`,
        size: file.size,
        sha256: file.sha256,
        bytes: () => createReadStream(path.join(filesRoot, file.key)) as AsyncIterable<Buffer>,
      });

    const createdAt = new Date();
    const header: TBackupHeader = {
      format: FORMAT,
      version: FORMAT_VERSION,
      appVersion: VERSION,
      createdAt: createdAt.toISOString(),
      database: { kind: 'pglite', migration },
      fileStore,
      entries: sources.map(({ name, size, sha256 }) => ({ name, size, sha256 })),
    };
    const headerBytes = Buffer.from(`${JSON.stringify(header, null, 2)}\n`);
    await writeArchive(temporary, [inMemory(HEADER_ENTRY, headerBytes), ...sources], createdAt);
    await fs.rename(temporary, out);
    return {
      out,
      size: (await fs.stat(out)).size,
      migration,
      fileStore,
      files: files.length,
      filesBytes: files.reduce((sum, file) => sum + file.size, 0),
      secret: secret !== null,
      demoAccounts: demoAccounts !== null,
    };
  } finally {
    await fs.rm(temporary, { force: true });
    unlock();
  }
};

/**
 * Calls `onEntry` on each entry of the gzipped tar `file`, one at a time (the next waits for the one before), and
 * stops reading at the first failure.
 */
const readArchive = (file: string, onEntry: (entry: ReadEntry) => Promise<void>) =>
  new Promise<void>((resolve, reject) => {
    const input = createReadStream(file);
    let queue = Promise.resolve();
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      input.destroy();
      reject(error);
    };
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry) => {
        queue = queue
          .then(async () => {
            if (failed) entry.resume();
            else await onEntry(entry);
          })
          .catch(fail);
      },
    });
    parser.on('error', fail);
    parser.on('end', () => void queue.then(() => !failed && resolve()));
    input.on('error', fail);
    input.pipe(parser as unknown as NodeJS.WritableStream);
  });

const readWhole = async (entry: ReadEntry, limit = Number.POSITIVE_INFINITY) => {
  if (entry.size > limit) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/** Hashes an entry's bytes, writing them into `file` (created with `mode`) on the way when given. */
const hashEntry = async (entry: ReadEntry, file?: { path: string; mode: number }) => {
  const hash = createHash('sha256');
  let size = 0;
  const measure = (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.byteLength;
  };
  if (file) {
    await fs.mkdir(path.dirname(file.path), { recursive: true });
    const measured = async function* () {
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        measure(chunk);
        yield chunk;
      }
    };
    await pipeline(measured(), createWriteStream(file.path, { flags: 'wx', mode: file.mode }));
  } else for await (const chunk of entry as AsyncIterable<Buffer>) measure(chunk);
  return { size, sha256: hash.digest('hex') };
};

const describeJsonError = (error: unknown) =>
  error instanceof z.ZodError
    ? `${error.issues[0]?.path.join('.') || 'header'}: ${error.issues[0]?.message}`
    : (error as Error).message;

/**
 * The header's promises checked against this build: the format, and a database this build can run (it knows the
 * newest migration applied; an older database is migrated by the next start).
 */
const parseHeader = (archive: string, bytes: Buffer | null): TBackupHeader => {
  const notOurs = (why: string) => new BackupError(`${archive} is not a Questline backup: ${why}.`);
  if (!bytes) throw notOurs(`its ${HEADER_ENTRY} is too large`);
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw notOurs(`its ${HEADER_ENTRY} is not JSON`);
  }
  const outline = z
    .object({ format: z.string(), version: z.number(), appVersion: z.string().optional() })
    .safeParse(json);
  if (!outline.success || outline.data.format !== FORMAT) throw notOurs(`its ${HEADER_ENTRY} names another format`);
  if (outline.data.version !== FORMAT_VERSION)
    throw new BackupError(
      `${archive} is a backup of format version ${outline.data.version} (Questline ${outline.data.appVersion ?? 'unknown'}); this build (Questline ${VERSION}) reads version ${FORMAT_VERSION}: restore it with a Questline as new as the one that made it.`,
    );
  const parsed = ZBackupHeader.safeParse(json);
  if (!parsed.success) throw notOurs(`its header is invalid (${describeJsonError(parsed.error)})`);
  const header = parsed.data;
  const migration = header.database.migration;
  if (migration && !knownMigration(migration.createdAt))
    throw new BackupError(
      `${archive} was made by Questline ${header.appVersion}, whose database has ${migrationName(migration)}, which this build (Questline ${VERSION}, migrations up to ${NEWEST_MIGRATION?.tag ?? 'none'}) does not know: restore it with Questline ${header.appVersion} or newer.`,
    );
  const corrupt = (why: string) => new BackupError(`${archive} is corrupt: ${why}.`);
  const names = new Set<string>();
  for (const entry of header.entries) {
    checkEntryName(archive, entry.name);
    if (names.has(entry.name) || entry.name === HEADER_ENTRY) throw corrupt(`its header lists ${entry.name} twice`);
    names.add(entry.name);
  }
  if (!names.has(DATABASE_ENTRY)) throw corrupt(`its header lists no ${DATABASE_ENTRY}`);
  if ((header.fileStore.kind === 'local') !== names.has(MANIFEST_ENTRY))
    throw corrupt(`its header does not match its file store (${header.fileStore.kind})`);
  return header;
};

/** Refuses an entry name that could leave the data directory, or that no backup writes. */
const checkEntryName = (archive: string, name: string) => {
  if (path.posix.isAbsolute(name) || name.includes('\\') || name.split('/').includes('..'))
    throw new BackupError(`${archive} is corrupt: its entry ${name} points outside the data directory.`);
  if (FIXED_ENTRIES.has(name) || (name.startsWith(FILES_PREFIX) && isStorageKey(name.slice(FILES_PREFIX.length))))
    return;
  throw new BackupError(`${archive} is corrupt: it holds an unexpected entry ${name}.`);
};

/** The manifest must list exactly the files/ entries, as the header states them. */
const checkManifest = (archive: string, header: TBackupHeader, bytes: Buffer | null): TFileManifest => {
  const corrupt = (why: string) => new BackupError(`${archive} is corrupt: ${why}.`);
  let manifest: TFileManifest;
  try {
    manifest = ZFileManifest.parse(JSON.parse(bytes?.toString('utf8') ?? ''));
  } catch (error) {
    throw corrupt(`its ${MANIFEST_ENTRY} is invalid (${describeJsonError(error)})`);
  }
  const listed = new Map(
    header.entries.filter((entry) => entry.name.startsWith(FILES_PREFIX)).map((entry) => [entry.name, entry]),
  );
  for (const file of manifest.files) {
    const entry = listed.get(`${FILES_PREFIX}${file.key}`);
    if (!entry || entry.size !== file.size || entry.sha256 !== file.sha256)
      throw corrupt(`its ${MANIFEST_ENTRY} and its header disagree about ${file.key}`);
    listed.delete(`${FILES_PREFIX}${file.key}`);
  }
  const [extra] = listed.keys();
  if (extra) throw corrupt(`its ${MANIFEST_ENTRY} does not list ${extra}`);
  return manifest;
};

type TScan = { header?: TBackupHeader; listed?: Map<string, TEntry>; manifest?: TFileManifest; dump?: Buffer };

/** Where an entry other than the header, the manifest and the database goes in the data directory, and its mode. */
const placeOf = (target: string, name: string) => {
  // The secret and the demo accounts' passwords are for their owner only, as the server writes them.
  if (name === SECRET_ENTRY) return { path: path.join(target, SECRET_FILE), mode: 0o600 };
  if (name === DEMO_ACCOUNTS_ENTRY) return { path: path.join(target, DEMO_ACCOUNTS_FILE), mode: 0o600 };
  return { path: path.join(target, 'files', name.slice(FILES_PREFIX.length)), mode: 0o666 };
};

/**
 * Reads the whole archive and checks it: a Questline backup this build can restore, every entry the header lists
 * present once with its size and checksum, and nothing else. With `target`, also writes its files there (the database
 * dump is returned instead: PGlite loads it itself).
 */
const scanArchive = async (archive: string, target?: string) => {
  const scan: TScan = {};
  const seen = new Set<string>();
  const corrupt = (why: string) => new BackupError(`${archive} is corrupt: ${why}.`);
  try {
    await readArchive(archive, async (entry) => {
      if (!scan.header) {
        if (entry.path !== HEADER_ENTRY || entry.type !== 'File')
          throw new BackupError(`${archive} is not a Questline backup: its first entry is not ${HEADER_ENTRY}.`);
        scan.header = parseHeader(archive, await readWhole(entry, MAX_JSON_BYTES));
        scan.listed = new Map(scan.header.entries.map((listed) => [listed.name, listed]));
        return;
      }
      const name = entry.path;
      checkEntryName(archive, name);
      if (entry.type !== 'File') throw corrupt(`its entry ${name} is not a file`);
      const listed = scan.listed?.get(name);
      if (!listed) throw corrupt(`it holds an entry ${name} that its header does not list`);
      if (seen.has(name)) throw corrupt(`it holds ${name} twice`);
      seen.add(name);
      if (entry.size !== listed.size) throw corrupt(`its entry ${name} is not the size its header states`);
      let measured: { size: number; sha256: string };
      if (name === MANIFEST_ENTRY) {
        const bytes = await readWhole(entry, MAX_JSON_BYTES);
        if (!bytes) throw corrupt(`its ${MANIFEST_ENTRY} is too large`);
        measured = { size: bytes.byteLength, sha256: sha256(bytes) };
        scan.manifest = checkManifest(archive, scan.header, bytes);
      } else if (name === DATABASE_ENTRY && target) {
        // PGlite loads the dump from memory: it is read whole only when it is restored.
        scan.dump = (await readWhole(entry)) ?? Buffer.alloc(0);
        measured = { size: scan.dump.byteLength, sha256: sha256(scan.dump) };
      } else measured = await hashEntry(entry, target && name !== DATABASE_ENTRY ? placeOf(target, name) : undefined);
      if (measured.size !== listed.size || measured.sha256 !== listed.sha256)
        throw corrupt(`its entry ${name} does not match its checksum`);
    });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    // zlib's and tar's own words: a damaged or foreign file.
    const why = (error as Error).message;
    throw scan.header ? corrupt(why) : new BackupError(`${archive} is not a Questline backup: ${why}.`);
  }
  const { header } = scan;
  if (!header) throw new BackupError(`${archive} is not a Questline backup: it holds no ${HEADER_ENTRY}.`);
  const missing = header.entries.find((entry) => !seen.has(entry.name));
  if (missing) throw corrupt(`its entry ${missing.name} is missing`);
  return { header, manifest: scan.manifest, dump: scan.dump };
};

/**
 * Restores a backup into `dataDir`, which must be empty or absent. Everything is checked before anything is written;
 * the data directory is then built beside it and renamed into place, so a failure leaves no half-restored DATA_DIR.
 */
export const restoreBackup = async (options: {
  archive: string;
  dataDir: string;
  /** Set: the database is PostgreSQL, which pg_restore restores. */
  databaseUrl?: string;
}): Promise<TRestoreSummary> => {
  const archive = path.resolve(options.archive);
  const dataDir = path.resolve(options.dataDir);
  if (options.databaseUrl)
    throw new BackupError(
      `DATABASE_URL is set: this command restores the embedded database only; restore PostgreSQL with pg_restore from a pg_dump --format=custom archive (${BACKUPS_SECTION}).`,
    );
  const source = await exists(archive);
  if (!source?.isFile()) throw new BackupError(`No backup file ${archive}.`);
  const holds = await dataDirEntries(dataDir);
  if (holds.length)
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty (it holds ${holds.slice(0, 3).join(', ')}${holds.length > 3 ? ', …' : ''}): restore into an empty or absent directory.`,
    );
  const magic = Buffer.alloc(2);
  const handle = await fs.open(archive, 'r');
  try {
    await handle.read(magic, 0, 2, 0);
  } finally {
    await handle.close();
  }
  if (magic[0] !== 0x1f || magic[1] !== 0x8b)
    throw new BackupError(`${archive} is not a Questline backup: not a gzip file.`);

  // Checked whole first: a refused archive writes nothing.
  const { header, manifest } = await scanArchive(archive);

  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const staging = await fs.mkdtemp(path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.restore-`));
  try {
    // Read again as it is written: the archive may have changed since.
    const { dump } = await scanArchive(archive, staging);
    if (!dump) throw new BackupError(`${archive} is corrupt: its ${DATABASE_ENTRY} is missing.`);
    const client = await openEmbedded(path.join(staging, 'pglite'), new Blob([dump]));
    try {
      const migration = await newestAppliedMigration(client);
      const stated = header.database.migration;
      if (migration?.createdAt !== stated?.createdAt || migration?.hash !== stated?.hash)
        throw new BackupError(
          `${archive} is corrupt: its database has ${migrationName(migration)}, its header says ${migrationName(stated)}.`,
        );
    } finally {
      await client.close();
    }
    if ((await dataDirEntries(dataDir)).length)
      throw new BackupError(`DATA_DIR ${dataDir} was written to during the restore: nothing restored.`);
    await fs.rmdir(dataDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await fs.rename(staging, dataDir).catch((error: NodeJS.ErrnoException) => {
      // Something made DATA_DIR again in the meantime (a server starting): it keeps what it wrote.
      if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST')
        throw new BackupError(`DATA_DIR ${dataDir} was written to during the restore: nothing restored.`);
      throw error;
    });
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
  const files = manifest?.files ?? [];
  const appliedAt = header.database.migration?.createdAt ?? Number.NEGATIVE_INFINITY;
  const names = new Set(header.entries.map((entry) => entry.name));
  return {
    dataDir,
    header,
    files: files.length,
    filesBytes: files.reduce((sum, file) => sum + file.size, 0),
    secret: names.has(SECRET_ENTRY),
    demoAccounts: names.has(DEMO_ACCOUNTS_ENTRY),
    pendingMigrations: MIGRATIONS.filter((entry) => entry.when > appliedAt).length,
  };
};

/** What `dataDir` holds; an absent one holds nothing, and a file there is refused like a full directory. */
const dataDirEntries = async (dataDir: string) => {
  const stats = await exists(dataDir);
  if (!stats) return [];
  if (!stats.isDirectory()) throw new BackupError(`DATA_DIR ${dataDir} is not a directory.`);
  return (await fs.readdir(dataDir)).sort();
};
