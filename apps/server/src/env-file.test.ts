import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { readEnvFile, withEnvFile } from './env-file';

const folder = mkdtempSync(path.join(os.tmpdir(), 'questline-env-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let files = 0;
const envFile = (text: string) => {
  files += 1;
  const file = path.join(folder, `${files}.env`);
  writeFileSync(file, text);
  return file;
};

const failure = (file: string) => {
  try {
    readEnvFile(file);
  } catch (error) {
    return error;
  }
  throw new Error(`${file} was read without an error`);
};

it('reads settings, skipping comments and blank lines', () => {
  const file = envFile(
    ['# The server', '', 'PORT=8080', '  # indented comment', 'HOST=127.0.0.1   # where it listens', ''].join('\n'),
  );
  expect(readEnvFile(file)).toEqual({ PORT: '8080', HOST: '127.0.0.1' });
});

it('reads quoted values as parseEnv does, `export` prefixes, empty values and CRLF lines', () => {
  const file = envFile(
    [
      'export LOG_LEVEL=debug',
      `MAIL_FROM="Questline <noreply@example.org>" # the sender`,
      "SESSION_SECRET='a secret # with a hash sign, 32+ chars'",
      'PAYMENT_ITEM=`premium`',
      'SMTP_URL=',
      'S3_PREFIX = media/ ',
    ].join('\r\n'),
  );
  expect(readEnvFile(file)).toEqual({
    LOG_LEVEL: 'debug',
    MAIL_FROM: 'Questline <noreply@example.org>',
    SESSION_SECRET: 'a secret # with a hash sign, 32+ chars',
    PAYMENT_ITEM: 'premium',
    SMTP_URL: '',
    S3_PREFIX: 'media/',
  });
});

it('reads a double-quoted value over several lines, and \\n in it as a line break', () => {
  const file = envFile(
    'EXTERNAL_APPS="forum=https://forum.example.org,\ndashboard=https://dash.example.org"\nPORT="1\\n2"\n',
  );
  expect(readEnvFile(file)).toEqual({
    EXTERNAL_APPS: 'forum=https://forum.example.org,\ndashboard=https://dash.example.org',
    PORT: '1\n2',
  });
});

it('accepts the names compose.yml reads for its other services', () => {
  const file = envFile('POSTGRES_PASSWORD=pw\nMINIO_ROOT_USER=admin\nMINIO_ROOT_PASSWORD=pw2\n');
  expect(readEnvFile(file)).toEqual({ POSTGRES_PASSWORD: 'pw', MINIO_ROOT_USER: 'admin', MINIO_ROOT_PASSWORD: 'pw2' });
});

it('is empty when the file does not exist', () => {
  expect(readEnvFile(path.join(folder, 'absent.env'))).toEqual({});
  expect(withEnvFile({ PORT: '1234' }, path.join(folder, 'absent.env'))).toEqual({ PORT: '1234' });
});

it.each([
  ['a line without =', 'PORT=3000\nHOST=0.0.0.0\n\nLOG_LEVEL debug\n', 4, 'expected NAME=value'],
  ['a name that is not a variable name', 'S3-BUCKET=files\n', 1, 'expected NAME=value'],
  ['no name', '=3000\n', 1, 'expected NAME=value'],
  ['an unclosed quote', 'PORT=3000\nMAIL_FROM="Questline <a@example.org>\nHOST=::\n', 2, 'is never closed'],
  ['text after a quoted value', "PORT=3000\nMAIL_FROM='it's'\n", 2, "unexpected text after MAIL_FROM's quoted value"],
  ['a name given twice', 'PORT=3000\n# later\nPORT=4000\n', 3, 'PORT is already set on line 1'],
])('stops at %s, naming the file and line', (_case, text, line, message) => {
  const file = envFile(text);
  const error = failure(file);
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as Error).message).toContain(`${file} line ${line}: `);
  expect((error as Error).message).toContain(message);
});

it('stops at a name that is no setting, naming it', () => {
  const file = envFile('# the port\n\nPORT=3000\nHOST=0.0.0.0\nLOG_LEVEL=info\nNODE_ENV=production\nPORTT=8080\n');
  const error = failure(file);
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as Error).message).toBe(`${file} line 7: PORTT is not a setting (see .env.example)`);
});

it('stops at a file that cannot be read, naming it', () => {
  const error = failure(folder);
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as Error).message).toBe(`${folder}: cannot be read (EISDIR)`);
});

it('puts the file under the environment: a variable set in the environment wins', () => {
  const file = envFile('PORT=8080\nLOG_LEVEL=debug\nSEARCH_CACHE_SECONDS=5\n');
  const env = withEnvFile({ PORT: '9090', HOME: '/root', SEARCH_CACHE_SECONDS: '' }, file);
  expect(env).toEqual({ PORT: '9090', LOG_LEVEL: 'debug', HOME: '/root', SEARCH_CACHE_SECONDS: '' });
  const config = loadConfig(env);
  expect(config.port).toBe(9090);
  expect(config.logLevel).toBe('debug');
});

it('gives loadConfig values it then checks like any other', () => {
  const file = envFile('PORT=eighty\n');
  expect(() => loadConfig(withEnvFile({}, file))).toThrow('Invalid PORT="eighty"');
});
