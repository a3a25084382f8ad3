import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TCaptchaAnswer } from '@questline/domain/schemas/captcha';
import { AUTHORED_TYPES, formsOf, type TAuthoredType } from '@questline/domain/schemas/forms';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { createAuth, type TPasswordHashing } from '../src/auth/auth';
import { solveCaptcha } from '../src/auth/captcha';
import {
  IMAGE_MAX_PIXELS_DEFAULT,
  IMPORT_JSON_MAX_AGE_DAYS_DEFAULT,
  type TConfig,
  USER_STORAGE_QUOTA_DEFAULT_BYTES,
} from '../src/config';
import { pgliteSubscribe, poolStatsOf, postgresSubscribe, type TDatabase, type TDb } from '../src/db/client';
import * as schema from '../src/db/schema';
import { nameRepeatedStatements } from '../src/db/statement-names';
import { localFileStore, type TFileStore } from '../src/lib/file-store';
import type { TSharedRedis } from '../src/lib/redis';
import { storedCard } from '../src/modules/content/content.presenter';
import { saveNewItem } from '../src/modules/content/content.service';
import { storeFile } from '../src/modules/files/files.service';
import { createMailer, type TMailer } from '../src/modules/mail/mail.service';
import type { TRuntime } from '../src/runtime';

export const PUBLIC_URL = 'http://localhost:3000';

/** A fresh copy of the migrated template database, for one test file. */
export const openTestDatabase = async (): Promise<TDatabase> => {
  const runId = inject('runId');
  if (process.env.QUESTLINE_TEST_DATABASE === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `questline_t_${runId}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    // Repeated statements go by name, as the server's pool sends them (db/statement-names.ts).
    const pool = nameRepeatedStatements(new pg.Pool({ connectionString: target.toString(), max: 4 }));
    return {
      db: drizzlePg(pool, { schema }) as unknown as TDb,
      kind: 'postgres',
      migrate: async () => undefined,
      subscribe: postgresSubscribe(target.toString()),
      poolStats: poolStatsOf(pool),
      close: async () => {
        await pool.end();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        // pool.end() resolves as the pool lets go of its clients, a moment before the server sees them leave; a
        // forced drop in that moment sends a closing client a fatal error nobody listens for any more.
        for (let attempt = 0; attempt < 100; attempt++) {
          const { rows } = await cleanup.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  return lendPglite();
};

/** The migrated template's tarball, read once per worker. */
let dump: { path: string; blob: Promise<Blob> } | undefined;
const pgliteDump = () => {
  const dumpPath = inject('pgliteDump');
  if (dump?.path !== dumpPath)
    dump = { path: dumpPath, blob: fs.readFile(dumpPath).then((bytes) => new Blob([bytes])) };
  return dump.blob;
};

/** A PGlite in memory, loaded from the template's tarball (no data dir copied, no page written to disk). */
const loadPglite = async () => PGlite.create({ loadDataDir: await pgliteDump(), extensions: { pg_trgm } });

/**
 * The worker's PGlite database, lent to one file at a time and emptied when given back. Loading a fresh copy took
 * 0.8 s of every file; emptying it (every table's rows deleted, its sequences restarted, the session's settings reset)
 * takes milliseconds, and leaves it as the template was: the migrations insert no rows. While it is lent, a second
 * database (a file's read replica, a second app) is a fresh copy; of two given back, one is kept.
 */
let spare: { client: PGlite; empty: string } | undefined;

const lendPglite = async (): Promise<TDatabase> => {
  const shared = spare;
  spare = undefined;
  const client = shared?.client ?? (await loadPglite());
  const empty =
    shared?.empty ??
    (
      await client.query<{ statements: string }>(
        `SELECT string_agg(statement, '; ') AS statements FROM (
           SELECT format('DELETE FROM %I.%I', schemaname, tablename) AS statement FROM pg_tables
           WHERE schemaname = 'public'
           UNION ALL
           SELECT format('ALTER SEQUENCE %I.%I RESTART', schemaname, sequencename) FROM pg_sequences
           WHERE schemaname = 'public') AS reset`,
      )
    ).rows[0]?.statements ??
    '';
  // A query the previous lease's app still had on its way (a timer, an unawaited write) fails as on a closed
  // database, instead of writing into the next file's data.
  let returned = false;
  const lease = new Proxy(client, {
    get(target, property) {
      if (returned) throw new Error('PGlite is closed');
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const channels = new Set<string>();
  const subscribe = pgliteSubscribe(lease);
  return {
    db: drizzlePglite(lease, { schema }) as unknown as TDb,
    kind: 'pglite',
    migrate: async () => undefined,
    subscribe: (channel, onMessage) => {
      channels.add(channel);
      return subscribe(channel, onMessage);
    },
    close: async () => {
      if (returned) return;
      returned = true;
      if (spare) return client.close();
      for (const channel of channels) await client.unlisten(channel);
      // Triggers off (replica role), foreign keys' too: the tables empty in any order, and an append-only table's
      // trigger does not refuse. DELETE, not TRUNCATE, which writes new files for every table and index (0.2 s).
      await client.exec(`SET session_replication_role = replica; ${empty}`);
      await client.exec('RESET ALL');
      spare = { client, empty };
    },
  };
};

const lightKey = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/**
 * The API tests hash passwords with scrypt at a 32nd of better-auth's work (N 2^10, r 8 for N 2^14, r 16): every
 * sign-up and sign-in hashes once, a sign-in of an unknown address too. The servers that the CLI tests and the browser
 * journeys start keep better-auth's own hashing.
 */
export const lightPasswordHashing: TPasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await lightKey(password, salt)).toString('hex')}`;
  },
  verify: async ({ hash, password }) => {
    const [salt = '', key = ''] = hash.split(':');
    const expected = Buffer.from(key, 'hex');
    const actual = await lightKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

export type TTestContext = { app: FastifyInstance; runtime: TRuntime; db: TDb; close: () => Promise<void> };

export const testConfig = (dataDir: string, overrides: Partial<TConfig> = {}): TConfig => ({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl: undefined,
  databaseReadUrl: undefined,
  publicUrl: PUBLIC_URL,
  playBaseUrl: `${PUBLIC_URL}/play`,
  redisUrl: undefined,
  sessionSecret: 'test-secret-test-secret-test-secret-0123',
  seedDemo: false,
  logLevel: 'silent',
  env: 'test',
  webDist: undefined,
  webRenderer: undefined,
  labDist: undefined,
  rateLimit: { perMinute: 10_000, perTenSeconds: 10_000, authPerMinute: 10_000, peoplePerAddress: 30 },
  quizFreezeHourSeconds: 3600,
  searchCacheSeconds: 30,
  imageMaxPixels: IMAGE_MAX_PIXELS_DEFAULT,
  importJsonMaxAgeDays: IMPORT_JSON_MAX_AGE_DAYS_DEFAULT,
  userStorageQuotaBytes: USER_STORAGE_QUOTA_DEFAULT_BYTES,
  // Upload tests leave their videos queued: the transcode tests run the queue themselves.
  transcodeUploads: false,
  externalApps: [],
  paymentLinkBase: undefined,
  paymentItem: 'premium',
  learnAuthors: [],
  fileStore: { kind: 'local' },
  mail: { smtpUrl: undefined, from: undefined },
  metrics: { token: undefined, port: undefined },
  // Enabled as on a server, at a difficulty the helpers below solve in a millisecond.
  captcha: { enabled: true, maxNumber: 1000 },
  ...overrides,
});

/** The real app on a real database, for `app.inject()`; files in DATA_DIR/files unless `fileStore` is given. */
export const createTestApp = async (
  overrides: Partial<TConfig> = {},
  options: {
    fileStore?: TFileStore;
    redis?: TSharedRedis;
    readDb?: TDb;
    mailLog?: FastifyBaseLogger;
    mailer?: TMailer;
    /** False plays a server without ffmpeg. */
    videoTranscoding?: boolean;
  } = {},
): Promise<TTestContext> => {
  const database = await openTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-data-'));
  const config = testConfig(dataDir, overrides);
  const fileStore = options.fileStore ?? localFileStore(path.join(dataDir, 'files'));
  const secret = config.sessionSecret as string;
  const mailer =
    options.mailer ??
    createMailer({
      db: database.db,
      publicUrl: config.publicUrl,
      mail: config.mail,
      log: options.mailLog ?? pino({ level: 'silent' }),
      retryDelaysMs: config.mailRetryDelaysMs,
    });
  const auth = createAuth({
    db: database.db,
    publicUrl: config.publicUrl,
    secret,
    mailer,
    passwordHashing: lightPasswordHashing,
  });
  const app = await buildApp({
    config,
    db: database.db,
    fileStore,
    auth,
    subscribe: database.subscribe,
    redis: options.redis,
    readDb: options.readDb,
    poolStats: database.poolStats,
    videoTranscoding: options.videoTranscoding,
  });
  // Views are written when a test flushes them (app.viewCounter.flush()), never by the timer in the middle of a test,
  // where a kept answer and a fresh read would then differ by a view written in between.
  app.addHook('onReady', () => app.viewCounter.stop());
  const runtime: TRuntime = {
    config,
    database,
    fileStore,
    secret,
    auth,
    mailer,
    videoTranscoding: options.videoTranscoding ?? true,
    log: pino({ level: 'silent' }),
  };
  return {
    app,
    runtime,
    db: database.db,
    close: async () => {
      await app.close();
      await mailer.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * A captcha solution for one sign-up or password-reset request: a challenge of GET /api/auth/captcha, solved for real
 * (auth/captcha.ts); undefined while the server asks for none.
 */
export const captchaSolution = async (app: FastifyInstance): Promise<string | undefined> => {
  const answer = (await app.inject({ method: 'GET', url: '/api/auth/captcha' })).json() as TCaptchaAnswer;
  if (!answer.enabled) return undefined;
  const solution = solveCaptcha(answer);
  if (!solution) throw new Error('the captcha challenge has no solution');
  return solution;
};

/** Signs up (when the address is new) and in through the real endpoints and returns the session cookie header. */
export const signIn = async (
  app: FastifyInstance,
  email: string,
  password = 'correct-horse-battery',
  name = 'Test User',
) => {
  const signInOnce = () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: PUBLIC_URL },
      payload: { email, password },
    });
  let response = await signInOnce();
  if (response.statusCode !== 200) {
    // Sign-up answers without a session (a taken address answers alike): sign in after it.
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: PUBLIC_URL },
      payload: { email, password, name, altcha: await captchaSolution(app) },
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
    response = await signInOnce();
  }
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
};

type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The saves that name the revision they were made from: `/api/learn/{type}/{id}/{form, publish, addSet, ...}`. */
const EDITOR_SAVE = /^\/api\/learn\/(\w+)\/([^/?]+)\/(\w+)/;
const EDITOR_SAVE_ACTIONS = ['publish', 'addSet', 'addStep', 'import'];

/** The editor read of the existing item a POST saves (its ETag is the If-Match the save needs), else undefined. */
const editorReadOfSave = (method: THttpMethod, url: string) => {
  const [, type = '', id = '0', action = ''] = EDITOR_SAVE.exec(url) ?? [];
  if (method !== 'POST' || id === '0' || !(AUTHORED_TYPES as string[]).includes(type)) return undefined;
  const forms: string[] = formsOf(type as TAuthoredType);
  const saves = forms.includes(action) || EDITOR_SAVE_ACTIONS.includes(action);
  return saves ? `/api/learn/${type}/${id}?edit=true` : undefined;
};

/**
 * A request to the test app, as the holder of `cookie` or anonymously, with the origin sign-in requires. A save of an
 * existing item that names no If-Match sends the ETag the caller reads first, as the editor does (DESIGN §4): tests
 * of a missing or stale If-Match call `app.inject` or name their own. A caller who may not read the draft sends none,
 * and meets the save's own 401, 403 or 404.
 */
export const injectAs = async (
  app: FastifyInstance,
  cookie: string | undefined,
  method: THttpMethod,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => {
  const sent: Record<string, string> = { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}), ...headers };
  const read = editorReadOfSave(method, url);
  if (read && !Object.keys(headers).some((name) => name.toLowerCase() === 'if-match')) {
    const current = await app.inject({ method: 'GET', url: read, headers: cookie ? { cookie } : {} });
    const etag = current.headers.etag;
    if (current.statusCode === 200 && typeof etag === 'string') sent['if-match'] = etag;
  }
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: sent,
  });
};

/** A multipart/form-data POST of `form`, encoded by the platform's own Request, as the holder of `cookie` when given. */
export const injectMultipart = async (app: FastifyInstance, url: string, form: FormData, cookie?: string) => {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') as string,
      origin: PUBLIC_URL,
      ...(cookie ? { cookie } : {}),
    },
  });
};

/** The result of a 200 answer; any other answer fails the test with its status and body. */
export const resultOf = <T = Record<string, unknown>>(response: {
  statusCode: number;
  body: string;
  json: () => unknown;
}) => {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return (response.json() as { result: T }).result;
};

/** A real stored image, a 1×1 PNG, for the thumbnails drafts need: its file id. */
export const storeTestImage = async (ctx: TTestContext) => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const stored = await storeFile(
    { db: ctx.db, fileStore: ctx.runtime.fileStore },
    { kind: 'image', contentType: 'image/png', bytes: png, width: 1, height: 1 },
  );
  return stored.id;
};

/** `send(method, url, who?, payload?, headers?)` for a test file whose app and people's cookies are set up later. */
export const sendAs =
  (app: () => FastifyInstance, cookies: Readonly<Record<string, string>>) =>
  (method: THttpMethod, url: string, who?: string, payload?: unknown, headers: Record<string, string> = {}) =>
    injectAs(app(), who ? cookies[who] : undefined, method, url, payload, headers);

/**
 * A published English item straight into the store (saveNewItem keeps its search row): a tutorial unless `type` says
 * otherwise, with an empty description unless `document` gives its own fields.
 */
export const insertPublishedItem = (
  db: TDb,
  item: { slug: string; title: string; type?: string; document?: Record<string, unknown> },
) => {
  const document = {
    title: item.title,
    description: { type: 'doc', content: [] },
    descPlain: '',
    language: 'en',
    thumbnail: null,
    duration: 10,
    points: [],
    topicIds: [],
    industryIds: [],
    ...item.document,
  };
  return saveNewItem(db, {
    type: item.type ?? 'tutorial',
    slug: item.slug,
    status: 'published',
    language: 'en',
    draft: document,
    published: document,
    card: storedCard(document as unknown as Parameters<typeof storedCard>[0]),
    publishedAt: new Date(),
  });
};
