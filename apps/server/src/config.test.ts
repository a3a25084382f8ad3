import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

it('defaults to the embedded database on port 3000', () => {
  const config = loadConfig({});
  expect(config.port).toBe(3000);
  expect(config.databaseUrl).toBeUndefined();
  expect(config.dataDir).toMatch(/data$/);
  expect(config.publicUrl).toBe('http://localhost:3000');
});

it.each([
  ['PORT', 'eighty'],
  ['PORT', '70000'],
  ['DATABASE_URL', 'mysql://localhost/db'],
  ['DATABASE_READ_URL', 'mysql://replica/db'],
  // A replica without its primary.
  ['DATABASE_READ_URL', 'postgres://replica/db'],
  ['PUBLIC_URL', 'not a url'],
  ['PLAY_BASE_URL', 'ftp://play.example'],
  ['REDIS_URL', 'http://localhost:6379'],
  ['SESSION_SECRET', 'short'],
  ['QUIZ_FREEZE_HOUR_SECONDS', '0'],
  ['QUIZ_FREEZE_HOUR_SECONDS', '1.5'],
  ['EXTERNAL_APPS', 'shop=https://shop.example.org'],
  ['EXTERNAL_APPS', 'forum=not a url'],
  ['EXTERNAL_APPS', 'forum=ftp://forum.example.org'],
  ['EXTERNAL_APPS', 'forum'],
  ['EXTERNAL_APPS', 'forum=https://forum.example.org,forum=https://other.example.org'],
  ['EXTERNAL_APPS_BETA', 'shop'],
  // A beta app that is not configured.
  ['EXTERNAL_APPS_BETA', 'forum'],
  ['FILE_STORE', 'ftp'],
  ['PAYMENT_LINK_BASE', 'store.example.org/pay'],
  ['PAYMENT_ITEM', 'premium access'],
  ['S3_BUCKET', 'Not_A_Bucket'],
  ['S3_ENDPOINT', 'minio:9000'],
  ['S3_FORCE_PATH_STYLE', 'yes'],
  ['S3_PREFIX', '../media'],
  ['S3_PREFIX', 'Media'],
  ['SMTP_URL', 'http://mail.example.org'],
  ['SMTP_URL', 'mail.example.org:587'],
  ['MAIL_FROM', 'not an address'],
  ['MAIL_FROM', 'Questline <noreply>'],
])('stops on a bad %s with one line naming it', (name, value) => {
  expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  try {
    loadConfig({ [name]: value });
  } catch (error) {
    expect((error as Error).message).toMatch(new RegExp(`^Invalid ${name}=`));
    expect((error as Error).message).not.toContain('\n');
  }
});

it('scales the sign-in limit with the general one, never below 10 a minute', () => {
  expect(loadConfig({}).rateLimit).toEqual({
    perMinute: 200,
    perTenSeconds: 50,
    authPerMinute: 10,
    peoplePerAddress: 30,
  });
  expect(loadConfig({ RATE_LIMIT_PEOPLE_PER_ADDRESS: '120' }).rateLimit.peoplePerAddress).toBe(120);
  expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '2000' }).rateLimit.authPerMinute).toBe(100);
  expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }).rateLimit.authPerMinute).toBe(10);
});

it("budgets images at 40 megapixels unless told otherwise, between 1 megapixel and sharp's own limit", () => {
  expect(loadConfig({}).imageMaxPixels).toBe(40_000_000);
  expect(loadConfig({ IMAGE_MAX_PIXELS: '24000000' }).imageMaxPixels).toBe(24_000_000);
  for (const value of ['999999', '268402690', '40e6x', '1.5']) {
    expect(() => loadConfig({ IMAGE_MAX_PIXELS: value }), value).toThrow(/^Invalid IMAGE_MAX_PIXELS=/);
  }
});

it('holds each learner to 2 GB of storage unless told otherwise, 0 turning the quota off', () => {
  expect(loadConfig({}).userStorageQuotaBytes).toBe(2 * 1024 ** 3);
  expect(loadConfig({ USER_STORAGE_QUOTA_BYTES: '536870912' }).userStorageQuotaBytes).toBe(512 * 1024 ** 2);
  expect(loadConfig({ USER_STORAGE_QUOTA_BYTES: '0' }).userStorageQuotaBytes).toBe(0);
  for (const value of ['-1', '2GB', '1.5']) {
    expect(() => loadConfig({ USER_STORAGE_QUOTA_BYTES: value }), value).toThrow(/^Invalid USER_STORAGE_QUOTA_BYTES=/);
  }
});

it('takes exported items back for 30 days unless told otherwise, from 1 day to ten years', () => {
  expect(loadConfig({}).importJsonMaxAgeDays).toBe(30);
  expect(loadConfig({ IMPORT_JSON_MAX_AGE_DAYS: '7' }).importJsonMaxAgeDays).toBe(7);
  for (const value of ['0', '-1', '3651', '1.5', '30d']) {
    expect(() => loadConfig({ IMPORT_JSON_MAX_AGE_DAYS: value }), value).toThrow(/^Invalid IMPORT_JSON_MAX_AGE_DAYS=/);
  }
});

it('lasts an hour of quiz freeze 3600 seconds unless told otherwise', () => {
  expect(loadConfig({}).quizFreezeHourSeconds).toBe(3600);
  expect(loadConfig({ QUIZ_FREEZE_HOUR_SECONDS: '2' }).quizFreezeHourSeconds).toBe(2);
});

it('reads the external apps in the order given, none unless set', () => {
  expect(loadConfig({}).externalApps).toEqual([]);
  expect(
    loadConfig({
      EXTERNAL_APPS: ' forum=https://forum.example.org/ , assetStore=https://assets.example.org/store?x=1,',
    }).externalApps,
  ).toEqual([
    { id: 'forum', url: 'https://forum.example.org/', status: 'published' },
    { id: 'assetStore', url: 'https://assets.example.org/store?x=1', status: 'published' },
  ]);
  expect(
    loadConfig({
      EXTERNAL_APPS: 'forum=https://forum.example.org/,distribute=https://distribute.example.org/',
      EXTERNAL_APPS_BETA: 'distribute',
    }).externalApps.map((app) => [app.id, app.status]),
  ).toEqual([
    ['forum', 'published'],
    ['distribute', 'beta'],
  ]);
});

it('has no store for premium unless a payment link base is set', () => {
  expect([loadConfig({}).paymentLinkBase, loadConfig({}).paymentItem]).toEqual([undefined, 'premium']);
  const configured = loadConfig({ PAYMENT_LINK_BASE: 'https://store.example.org/pay', PAYMENT_ITEM: 'premium-annual' });
  expect([configured.paymentLinkBase, configured.paymentItem]).toEqual([
    'https://store.example.org/pay',
    'premium-annual',
  ]);
});

it('seeds the demo only on the embedded database outside production, unless SEED_DEMO says otherwise', () => {
  expect(loadConfig({}).seedDemo).toBe(true);
  expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: '' }).seedDemo).toBe(true);
  expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
  expect(loadConfig({ DATABASE_URL: 'postgres://db.example.test/questline' }).seedDemo).toBe(false);
  expect(loadConfig({ DATABASE_URL: 'postgres://db.example.test/questline', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/^Invalid SEED_DEMO="yes"/);
});

describe('file store', () => {
  const s3 = { S3_BUCKET: 'questline-media', S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps files on local disk unless a bucket is named', () => {
    expect(loadConfig({}).fileStore).toEqual({ kind: 'local' });
    expect(loadConfig({ ...s3, FILE_STORE: 'local' }).fileStore).toEqual({ kind: 'local' });
  });

  it('uses S3 when a bucket is named, with AWS addressing when no endpoint is given', () => {
    expect(loadConfig(s3).fileStore).toEqual({
      kind: 's3',
      bucket: 'questline-media',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      prefix: '',
    });
  });

  it('addresses an S3-compatible endpoint by path unless told otherwise, under a prefix ending in /', () => {
    const env = { ...s3, FILE_STORE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-3' };
    expect(loadConfig({ ...env, S3_PREFIX: 'questline/files' }).fileStore).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
      prefix: 'questline/files/',
    });
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false', S3_PREFIX: 'media/' }).fileStore).toMatchObject({
      forcePathStyle: false,
      prefix: 'media/',
    });
  });

  it("leaves credentials to the SDK's default chain when no keys are set", () => {
    expect(loadConfig({ S3_BUCKET: 'questline-media' }).fileStore).toMatchObject({
      kind: 's3',
      credentials: undefined,
    });
  });

  it.each([
    [{ FILE_STORE: 's3' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'questline-media', S3_ACCESS_KEY_ID: 'key-id' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'questline-media', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
  ])('stops on %j with one line naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid ${name}=`));
  });
});

describe('mail settings', () => {
  it('take smtp:// and smtps:// URLs with a sender, which SMTP_URL needs; without SMTP_URL mail goes to the log', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: undefined });
    expect(
      loadConfig({ SMTP_URL: 'smtp://mailer:pw@mail.example.org:587', MAIL_FROM: 'Questline <noreply@example.org>' })
        .mail,
    ).toEqual({ smtpUrl: 'smtp://mailer:pw@mail.example.org:587', from: 'Questline <noreply@example.org>' });
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.org', MAIL_FROM: 'noreply@example.org' }).mail.smtpUrl).toBe(
      'smtps://mail.example.org',
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.org' })).toThrow(
      /^Invalid MAIL_FROM="": required with SMTP_URL$/,
    );
  });

  it('name a bad SMTP_URL without its password', () => {
    for (const url of ['ftp://mailer:hunter2-secret@mail.example.org', 'smtp://mailer:hunter2@secret@']) {
      expect(() => loadConfig({ SMTP_URL: url, MAIL_FROM: 'noreply@example.org' }), url).toThrow(
        /^Invalid SMTP_URL="(ftp|smtp):\/\/mailer:\*\*\*@/,
      );
      try {
        loadConfig({ SMTP_URL: url, MAIL_FROM: 'noreply@example.org' });
      } catch (error) {
        expect((error as Error).message).not.toContain('hunter2');
      }
    }
  });
});

it('reads the learn authors as a list, and names the demo staff only where the demo is seeded', () => {
  expect(loadConfig({ LEARN_AUTHOR_IDS: ' u_1 , editor@example.org,,u_1,team-url ' }).learnAuthors).toEqual([
    'u_1',
    'editor@example.org',
    'team-url',
  ]);
  expect(loadConfig({ NODE_ENV: 'production' }).learnAuthors).toEqual([]);
  expect(loadConfig({ SEED_DEMO: 'false' }).learnAuthors).toEqual([]);
  expect(loadConfig({ SEED_DEMO: 'true' }).learnAuthors).toEqual([
    'editor@questline.dev',
    'admin@questline.dev',
    'superadmin@questline.dev',
  ]);
  expect(loadConfig({ SEED_DEMO: 'true', LEARN_AUTHOR_IDS: 'u_9' }).learnAuthors).toEqual(['u_9']);
});

it("takes a pathway's id as the pathway under maintenance, and nothing else", () => {
  expect(loadConfig({}).maintenancePathwayId).toBeUndefined();
  expect(loadConfig({ MAINTENANCE_PATHWAY_ID: '' }).maintenancePathwayId).toBeUndefined();
  expect(loadConfig({ MAINTENANCE_PATHWAY_ID: ' lpw_42 ' }).maintenancePathwayId).toBe('lpw_42');
  for (const value of ['lms_42', 'programador-junior', 'lpw_0'])
    expect(() => loadConfig({ MAINTENANCE_PATHWAY_ID: value }), value).toThrow(/^Invalid MAINTENANCE_PATHWAY_ID=/);
});
