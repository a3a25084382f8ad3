import { expect, it } from 'vitest';
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
  expect(loadConfig({}).rateLimit).toEqual({ perMinute: 200, perTenSeconds: 50, authPerMinute: 10 });
  expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '2000' }).rateLimit.authPerMinute).toBe(100);
  expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }).rateLimit.authPerMinute).toBe(10);
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
    { id: 'forum', url: 'https://forum.example.org/' },
    { id: 'assetStore', url: 'https://assets.example.org/store?x=1' },
  ]);
});
