import path from 'node:path';
import {
  compareVersions,
  DEFAULT_ENGINE_VERSIONS,
  ENGINE_VERSION_PATTERN,
} from '@questline/domain/rules/engine-versions';
import { MAINTENANCE_PATHWAY_ID_PATTERN } from '@questline/domain/rules/maintenance';
import { type TExternalApp, ZExternalApp, ZExternalAppId } from '@questline/domain/schemas/apps';
import { z } from 'zod';
import { DEMO_LEARN_AUTHORS } from './cli/demo/demo-accounts';
import type { TS3Location } from './lib/s3-file-store';
import type { TWebglBuildLimits } from './modules/submissions/webgl-build';

const ZPort = z.coerce.number().int().min(0).max(65_535);
const ZUrl = z.url({ protocol: /^https?$/ });
const ZBoolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** EXTERNAL_APPS: a comma-separated list of `id=url`, each app at most once, kept in the order given. */
const ZExternalAppsEnv = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .map((entry) => {
        const separator = entry.indexOf('=');
        const app =
          separator < 0
            ? { id: entry, url: '' }
            : { id: entry.slice(0, separator).trim(), url: entry.slice(separator + 1).trim() };
        return { ...app, status: 'published' };
      }),
  )
  .pipe(
    z
      .array(ZExternalApp)
      .refine((apps) => new Set(apps.map((app) => app.id)).size === apps.length, 'each app may be listed once'),
  );

/** A comma-separated list, its entries trimmed, the empty ones and duplicates dropped. */
const ZCommaList = z.string().transform((value) => [
  ...new Set(
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  ),
]);

/**
 * LEARN_AUTHOR_IDS: a comma-separated list of the learn authors (§6), each a user's id, custom profile URL or e-mail
 * address; duplicates are dropped.
 */
const ZLearnAuthorsEnv = ZCommaList.pipe(
  z.array(z.string().max(320, 'each entry is at most 320 characters')).max(1000),
);

/**
 * ENGINE_VERSIONS: the engine versions the platform knows, comma-separated (decision 0074): learner pages offer those
 * within an item's range (§2.2 uv). Kept newest first whatever the order given; duplicates are dropped.
 */
const ZEngineVersionsEnv = ZCommaList.pipe(
  z
    .array(z.string().regex(ENGINE_VERSION_PATTERN, "each version is digits in dot-separated parts, like '2022.3'"))
    .min(1)
    .max(200),
).transform((versions) => versions.sort((a, b) => compareVersions(b, a)));

/** A mail address alone, or a display name with the address in angle brackets: `Questline <noreply@example.org>`. */
const isMailbox = (value: string) => {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value.trim());
  return z.email().safeParse(named ? named[1] : value.trim()).success;
};

/** A URL shown without its password: a bad SMTP_URL, or a DATABASE_URL that does not answer, in the start's one line. */
export const withoutPassword = (value: string) => value.replace(/^([a-z][a-z\d+.-]*:\/\/[^:/@]*:).*@/i, '$1***@');

/**
 * The pixel budget's default (IMAGE_MAX_PIXELS): 40 megapixels takes phones' photos (12–24 MP by default) and most
 * cameras' (24–33 MP); a JPEG photo of 40 MP already weighs about the 10 MB upload limit, so what declares more in
 * fewer bytes is mostly flat graphics or a compression bomb. One decoded image stays near 160 MB (8-bit RGBA) to
 * 320 MB (16-bit), and no page needs more: variants stop at 2000 px wide.
 */
export const IMAGE_MAX_PIXELS_DEFAULT = 40_000_000;

/**
 * The storage quota's default (USER_STORAGE_QUOTA_BYTES): 2 GB per learner, uploads and unpacked WebGL builds
 * together, room for a large build (a 1 GB zip is the upload limit) and its thumbnails.
 */
export const USER_STORAGE_QUOTA_DEFAULT_BYTES = 2 * 1024 ** 3;

/**
 * How long an exported item may be imported (IMPORT_JSON_MAX_AGE_DAYS): a month covers moving a draft between
 * servers or keeping it aside for a while; an older file is exported again from its source, with its current draft.
 */
export const IMPORT_JSON_MAX_AGE_DAYS_DEFAULT = 30;

const ZConfigEnv = z
  .object({
    PORT: ZPort.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_READ_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    PUBLIC_URL: ZUrl.optional(),
    PLAY_BASE_URL: ZUrl.optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(200),
    RATE_LIMIT_PEOPLE_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    SEED_DEMO: ZBoolean.optional(),
    QUIZ_FREEZE_HOUR_SECONDS: z.coerce.number().int().min(1).default(3600),
    SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    // 0 turns the quota off.
    USER_STORAGE_QUOTA_BYTES: z.coerce.number().int().min(0).default(USER_STORAGE_QUOTA_DEFAULT_BYTES),
    // At most sharp's own default limit (0x3FFF²).
    IMAGE_MAX_PIXELS: z.coerce.number().int().min(1_000_000).max(268_402_689).default(IMAGE_MAX_PIXELS_DEFAULT),
    // At most ten years: a signature is the server's word, not forever's.
    IMPORT_JSON_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(IMPORT_JSON_MAX_AGE_DAYS_DEFAULT),
    EXTERNAL_APPS: ZExternalAppsEnv.default([]),
    // The apps of EXTERNAL_APPS that are in beta, comma-separated ids; the others are published.
    EXTERNAL_APPS_BETA: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== ''),
      )
      .pipe(z.array(ZExternalAppId))
      .default([]),
    PAYMENT_LINK_BASE: ZUrl.optional(),
    PAYMENT_ITEM: z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'may hold letters, digits, _, . and - only')
      .default('premium'),
    LEARN_AUTHOR_IDS: ZLearnAuthorsEnv.optional(),
    ENGINE_VERSIONS: ZEngineVersionsEnv.optional(),
    // The pathway under maintenance by its object id (§2.8), besides the slug 'programador-junior'.
    MAINTENANCE_PATHWAY_ID: z
      .string()
      .trim()
      .regex(MAINTENANCE_PATHWAY_ID_PATTERN, "must be a pathway's id, lpw_ and a number")
      .optional(),
    // Mail (modules/mail): smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://…:465.
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, hostname: /./, error: 'must be smtp://[user:pass@]host[:port] or smtps://…' })
      .optional(),
    MAIL_FROM: z.string().refine(isMailbox, 'must be an address or "Name <address>"').optional(),
    FILE_STORE: z.enum(['local', 's3']).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: ZUrl.optional(),
    S3_FORCE_PATH_STYLE: ZBoolean.optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PREFIX: z
      .string()
      .regex(/^[a-z0-9][a-z0-9/_.-]*$/, 'may hold a-z, 0-9, /, _, . and - only')
      .refine((prefix) => !prefix.includes('..') && !prefix.includes('//'), 'must not hold .. or //')
      .optional(),
    // Prometheus metrics (lib/metrics.ts): GET /metrics with `Authorization: Bearer <token>`, or on a port of 127.0.0.1.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    // The proof-of-work captcha on sign-up and password-reset requests (auth/captcha.ts, §9).
    CAPTCHA_ENABLED: ZBoolean.default(true),
    // An LRS that receives every xAPI statement (modules/xapi, decision 0077): its xAPI endpoint (POST {url}/statements)
    // and HTTP Basic credentials (an LRS's key and secret).
    XAPI_LRS_URL: ZUrl.optional(),
    XAPI_LRS_USERNAME: z.string().min(1).optional(),
    XAPI_LRS_PASSWORD: z.string().min(1).optional(),
  })
  .superRefine((value, context) => {
    if (value.DATABASE_READ_URL && !value.DATABASE_URL)
      context.addIssue({ code: 'custom', path: ['DATABASE_READ_URL'], message: 'needs DATABASE_URL, its primary' });
    if (value.SMTP_URL && !value.MAIL_FROM)
      context.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'required with SMTP_URL' });
    const s3 = (value.FILE_STORE ?? (value.S3_BUCKET ? 's3' : 'local')) === 's3';
    if (s3 && !value.S3_BUCKET)
      context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required with FILE_STORE=s3' });
    // Keys come in pairs: one without the other is a typo, not a wish for the SDK's default credentials.
    if (value.S3_ACCESS_KEY_ID && !value.S3_SECRET_ACCESS_KEY) {
      context.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'required with S3_ACCESS_KEY_ID' });
    }
    if (value.S3_SECRET_ACCESS_KEY && !value.S3_ACCESS_KEY_ID) {
      context.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'required with S3_SECRET_ACCESS_KEY' });
    }
    if (value.XAPI_LRS_USERNAME && !value.XAPI_LRS_PASSWORD)
      context.addIssue({ code: 'custom', path: ['XAPI_LRS_PASSWORD'], message: 'required with XAPI_LRS_USERNAME' });
    if (value.XAPI_LRS_PASSWORD && !value.XAPI_LRS_USERNAME)
      context.addIssue({ code: 'custom', path: ['XAPI_LRS_USERNAME'], message: 'required with XAPI_LRS_PASSWORD' });
    if (value.XAPI_LRS_USERNAME && !value.XAPI_LRS_URL)
      context.addIssue({ code: 'custom', path: ['XAPI_LRS_URL'], message: 'required with XAPI_LRS_USERNAME' });
    for (const id of value.EXTERNAL_APPS_BETA) {
      if (!value.EXTERNAL_APPS.some((app) => app.id === id))
        context.addIssue({ code: 'custom', path: ['EXTERNAL_APPS_BETA'], message: `${id} is not in EXTERNAL_APPS` });
    }
  });

/** Every setting's name: a `.env` may name no other (env-file.ts), and each is documented (settings-documented.test.ts). */
export const SETTING_NAMES: readonly string[] = Object.keys(ZConfigEnv.shape);

/** Where uploaded files live: DATA_DIR/files, or an S3-compatible bucket (lib/s3-file-store.ts). */
export type TFileStoreConfig = { kind: 'local' } | ({ kind: 's3'; bucket: string; prefix: string } & TS3Location);

export type TRateLimitConfig = {
  /** API requests of one account per minute, and per 10 seconds (a quarter). */
  perMinute: number;
  perTenSeconds: number;
  /** Sign-in, sign-up and password-reset attempts per account per minute (half of it per account and address). */
  authPerMinute: number;
  /** How many people may share one address: its ceilings are this many times one account's limits. */
  peoplePerAddress: number;
};

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A read replica of DATABASE_URL: search reads the catalogue there (everything else reads the primary). */
  databaseReadUrl: string | undefined;
  publicUrl: string;
  playBaseUrl: string;
  redisUrl: string | undefined;
  /** Undefined means: generate one and keep it in DATA_DIR (see auth/secret.ts). */
  sessionSecret: string | undefined;
  /**
   * Whether a start seeds the demo catalogue into an empty database (first-start.ts): SEED_DEMO when set, else only on
   * the embedded database and unless NODE_ENV=production is set.
   */
  seedDemo: boolean;
  logLevel: string;
  env: 'development' | 'production' | 'test';
  /** Static files of the built web app; absent in API-only tests. */
  webDist: string | undefined;
  /** The built web app's server renderer (apps/web/dist-ssr); without it pages are rendered in the browser alone. */
  webRenderer: string | undefined;
  /** The lab frame the play origin serves at `{playBaseUrl}/lab/` (apps/web/dist-lab); absent in API-only tests. */
  labDist: string | undefined;
  /**
   * Rate limits (DESIGN §4, lib/rate-limits.ts): per account, and per address for as many people as may share one
   * (a classroom behind one NAT); perMinute 0 turns them off (load tests, a limiting proxy in front).
   */
  rateLimit: TRateLimitConfig;
  /** How long one hour of a quiz's freezingTimeInHours lasts, in seconds (§3.6); shortened for end-to-end runs. */
  quizFreezeHourSeconds: number;
  /** How long a search answer is kept at most (0: search answers are never kept). */
  searchCacheSeconds: number;
  /**
   * What one learner may store, uploads and unpacked WebGL builds together (modules/files/storage-quota.ts); staff who
   * author content are not held to it; 0 turns it off.
   */
  userStorageQuotaBytes: number;
  /** How long an upload no record holds is kept (ORPHAN_UPLOAD_MAX_AGE_MS, 24 h, unless set, which only tests do). */
  orphanUploadMaxAgeMs?: number;
  /** The pixel budget: uploaded images of more pixels are refused, and stored ones get no variants. */
  imageMaxPixels: number;
  /** How many days an exported item (GET /api/learn/{type}/{id}/export) may be imported after it was made. */
  importJsonMaxAgeDays: number;
  /** The video upload limit in bytes; VIDEO_UPLOAD_MAX_BYTES (1 GB) unless set, which only tests do. */
  videoUploadMaxBytes?: number;
  /** Whether uploaded videos are queued for transcoding at once (tests of the upload routes leave them queued). */
  transcodeUploads?: boolean;
  /** The header's app switcher (§2.3): the operator's external apps, in the order configured. */
  externalApps: TExternalApp[];
  /**
   * The store flow (§1, §9 payment link): the payment page's base URL, to which item, locale, currency, seats and source
   * are added; undefined means no store, and the /premium page says to ask an administrator.
   */
  paymentLinkBase: string | undefined;
  /** The store's item for premium access (the payment link's `item`). */
  paymentItem: string;
  /**
   * The learn authors (§6, LEARN_AUTHOR_IDS): users named by id, custom profile URL or e-mail address, whose items
   * learner pages show as the provider's (decision 0074). Unset, a server that seeds the demo names the demo's staff.
   */
  learnAuthors: readonly string[];
  /**
   * The engine versions the platform knows, newest first (ENGINE_VERSIONS, else DEFAULT_ENGINE_VERSIONS): learner
   * pages of items bound to versions offer those within their range (§2.2 uv). Unset, which only tests do: the default.
   */
  engineVersions?: readonly string[];
  /**
   * The pathway whose page shows the maintenance notice besides the 'programador-junior' one (§2.8,
   * MAINTENANCE_PATHWAY_ID): its `lpw_…` id; undefined, the slug alone.
   */
  maintenancePathwayId?: string;
  /** How long a process keeps the feature flags it read (FEATURE_FLAG_CACHE_MS unless set, which only tests do). */
  featureFlagCacheMs?: number;
  /** Tests only: an origin standing in for every oEmbed provider (modules/embeds), so no request leaves the machine. */
  oembedEndpointBase?: string;
  /** How long a provider may take to answer an oEmbed request; 5 s unless set, which only tests do. */
  oembedTimeoutMs?: number;
  fileStore: TFileStoreConfig;
  /**
   * xAPI (modules/xapi, decision 0077): the LRS every statement is delivered to (XAPI_LRS_URL, with XAPI_LRS_USERNAME
   * and XAPI_LRS_PASSWORD); without one, statements are stored and read through GET /api/xapi/statements only.
   */
  xapi?: { lrs: { url: string; username?: string; password?: string } | undefined };
  /**
   * Mail (modules/mail): the SMTP server (SMTP_URL) and the sender (MAIL_FROM). Without an SMTP server every mail is
   * written to the log instead, and addresses are not verified (everyone may post).
   */
  mail: { smtpUrl: string | undefined; from: string | undefined };
  /** How long the mail queue waits before each retry of a failed delivery; MAIL_RETRY_DELAYS_MS unless set (tests). */
  mailRetryDelaysMs?: readonly number[];
  /** How long a partial resumable upload is kept; RESUMABLE_UPLOAD_EXPIRY_MS (24 h) unless set, which only tests do. */
  uploadExpiryMs?: number;
  /** What a WebGL build may unpack to; WEBGL_BUILD_LIMITS unless set, which only tests do (small crafted zips). */
  webglBuildLimits?: TWebglBuildLimits;
  /**
   * Prometheus metrics (lib/metrics.ts): served at /metrics to requests bearing `token` (404 otherwise, and without a
   * token), and on `port` of 127.0.0.1 when set.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /**
   * The proof-of-work captcha on sign-up and password-reset requests (auth/captcha.ts, §9 "a captcha service is
   * enabled"); `maxNumber`, its difficulty, is CAPTCHA_MAX_NUMBER_DEFAULT unless set, which only tests do.
   */
  captcha: { enabled: boolean; maxNumber?: number };
};

export class ConfigError extends Error {}

const fileStoreConfig = (value: z.infer<typeof ZConfigEnv>): TFileStoreConfig => {
  // Checked by ZConfigEnv: a bucket whenever the store is S3.
  if ((value.FILE_STORE ?? (value.S3_BUCKET ? 's3' : 'local')) === 'local' || !value.S3_BUCKET)
    return { kind: 'local' };
  return {
    kind: 's3',
    bucket: value.S3_BUCKET,
    region: value.S3_REGION,
    endpoint: value.S3_ENDPOINT,
    // S3-compatible services mostly want path-style addresses (http://host/bucket/key); AWS wants the bucket's host.
    forcePathStyle: value.S3_FORCE_PATH_STYLE ?? value.S3_ENDPOINT !== undefined,
    credentials:
      value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: value.S3_ACCESS_KEY_ID, secretAccessKey: value.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: value.S3_PREFIX ? `${value.S3_PREFIX.replace(/\/+$/, '')}/` : '',
  };
};

/** Reads and validates the environment; a bad value is reported as one line naming the variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): TConfig => {
  const parsed = ZConfigEnv.safeParse(
    Object.fromEntries(Object.entries(env).filter(([key, value]) => key in ZConfigEnv.shape && value !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const shown = name === 'SMTP_URL' ? withoutPassword(env[name] ?? '') : (env[name] ?? '');
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(shown)}: ${issue?.message ?? 'invalid value'}`);
  }
  const value = parsed.data;
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, '');
  // NODE_ENV as set, not its default: `npm start` (NODE_ENV unset) on the embedded database shows the demo.
  const seedDemo = value.SEED_DEMO ?? (value.DATABASE_URL === undefined && env.NODE_ENV !== 'production');
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    databaseReadUrl: value.DATABASE_READ_URL,
    publicUrl,
    playBaseUrl: (value.PLAY_BASE_URL ?? `${publicUrl}/play`).replace(/\/$/, ''),
    redisUrl: value.REDIS_URL,
    sessionSecret: value.SESSION_SECRET,
    seedDemo,
    logLevel: value.LOG_LEVEL,
    env: value.NODE_ENV,
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
    webRenderer: path.resolve(import.meta.dirname, '../../web/dist-ssr/entry-server.js'),
    labDist: path.resolve(import.meta.dirname, '../../web/dist-lab'),
    rateLimit: {
      perMinute: value.RATE_LIMIT_PER_MINUTE,
      perTenSeconds: Math.ceil(value.RATE_LIMIT_PER_MINUTE / 4),
      // Sign-in and sign-up: 10 a minute at the default, scaled with the general limit for deployments that raise it.
      authPerMinute: Math.max(10, Math.ceil(value.RATE_LIMIT_PER_MINUTE / 20)),
      peoplePerAddress: value.RATE_LIMIT_PEOPLE_PER_ADDRESS,
    },
    quizFreezeHourSeconds: value.QUIZ_FREEZE_HOUR_SECONDS,
    searchCacheSeconds: value.SEARCH_CACHE_SECONDS,
    userStorageQuotaBytes: value.USER_STORAGE_QUOTA_BYTES,
    imageMaxPixels: value.IMAGE_MAX_PIXELS,
    importJsonMaxAgeDays: value.IMPORT_JSON_MAX_AGE_DAYS,
    externalApps: value.EXTERNAL_APPS.map((app) =>
      value.EXTERNAL_APPS_BETA.includes(app.id) ? { ...app, status: 'beta' as const } : app,
    ),
    paymentLinkBase: value.PAYMENT_LINK_BASE,
    paymentItem: value.PAYMENT_ITEM,
    learnAuthors: value.LEARN_AUTHOR_IDS ?? (seedDemo ? DEMO_LEARN_AUTHORS : []),
    engineVersions: value.ENGINE_VERSIONS ?? [...DEFAULT_ENGINE_VERSIONS],
    maintenancePathwayId: value.MAINTENANCE_PATHWAY_ID,
    fileStore: fileStoreConfig(value),
    mail: { smtpUrl: value.SMTP_URL, from: value.MAIL_FROM },
    metrics: { token: value.METRICS_TOKEN, port: value.METRICS_PORT },
    captcha: { enabled: value.CAPTCHA_ENABLED },
    xapi: {
      lrs: value.XAPI_LRS_URL
        ? { url: value.XAPI_LRS_URL, username: value.XAPI_LRS_USERNAME, password: value.XAPI_LRS_PASSWORD }
        : undefined,
    },
  };
};
