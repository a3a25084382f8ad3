import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from './config';
import { COMPOSE_NAMES } from './env-file';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/**
 * Settings compose.yml does not pass to the app, and why. Every other setting is passed (an empty value meaning its
 * default), so that what an operator writes into the `.env` beside compose.yml reaches the server.
 */
const COMPOSE_EXEMPT: Record<string, string> = {
  PORT: 'the image sets it (Dockerfile ENV); the published port is changed under ports:',
  HOST: 'the image sets it: a container listens on every interface',
  DATA_DIR: 'the image sets it to /data, the volume',
  NODE_ENV: 'the image sets it to production',
  DATABASE_READ_URL: 'compose.yml runs one PostgreSQL, without a replica',
  METRICS_PORT: "it listens on the container's own 127.0.0.1, which no scraper outside reaches; METRICS_TOKEN does",
};

/** What a deployment sets in any case: compose.yml passes these whatever COMPOSE_EXEMPT says. */
const COMPOSE_REQUIRED = [
  'DATABASE_URL',
  'REDIS_URL',
  'PUBLIC_URL',
  'SESSION_SECRET',
  'FILE_STORE',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
  'MAIL_FROM',
  'METRICS_TOKEN',
  'LOG_LEVEL',
];

/** Names whose value is a secret: no file of the repository gives them one. */
const SECRETS = ['SESSION_SECRET', 'S3_SECRET_ACCESS_KEY', 'METRICS_TOKEN', 'POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD'];

/** The variables the server's code reads itself (`process.env.X`), tests aside. */
const readByCode = () => {
  const names = new Set<string>();
  const folder = path.join(root, 'apps/server/src');
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(path.join(folder, file), 'utf8');
    for (const match of text.matchAll(/process\.env(?:\.([A-Za-z_]\w*)|\[\s*['"`]([A-Za-z_]\w*)['"`]\s*\])/g))
      names.add(match[1] ?? match[2] ?? '');
  }
  return names;
};

const SETTINGS = [...new Set([...SETTING_NAMES, ...readByCode()])].sort();

/** The names .env.example shows, commented out or not: `# NAME=value`. */
const envExampleNames = () =>
  read('.env.example')
    .split('\n')
    .flatMap((line) => /^#?\s*([A-Za-z_]\w*)=/.exec(line)?.[1] ?? []);

/** The first column of the table under the README's "## Configuration" (up to the next section of that level). */
const readmeTableNames = () => {
  const section =
    read('README.md')
      .split(/^## Configuration$/m)[1]
      ?.split(/^## /m)[0] ?? '';
  return section.split('\n').flatMap((line) => /^\|\s*`([A-Za-z_]\w*)`\s*\|/.exec(line)?.[1] ?? []);
};

/** A small reading of compose.yml: one service's environment, as `NAME: value` or `- NAME=value` lines. */
const composeEnvironment = (service: string) => {
  const lines = read('compose.yml').split('\n');
  const start = lines.indexOf(`  ${service}:`);
  expect(start, `compose.yml has no service ${service}`).toBeGreaterThan(-1);
  const end = lines.findIndex((line, index) => index > start && /^ {0,2}\S/.test(line));
  const body = lines.slice(start + 1, end < 0 ? undefined : end);
  const at = body.indexOf('    environment:');
  expect(at, `compose.yml's ${service} has no environment`).toBeGreaterThan(-1);
  const environment = new Map<string, string>();
  for (const line of body.slice(at + 1)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!line.startsWith('      ')) break;
    const entry = /^ {6}(?:- )?([A-Za-z_]\w*)(?::\s*|=)(.*)$/.exec(line);
    expect(entry, `compose.yml's ${service} environment: cannot read "${line}"`).not.toBeNull();
    if (entry) environment.set(entry[1] ?? '', entry[2] ?? '');
  }
  return environment;
};

/** Every `${NAME…}` compose.yml interpolates, with what follows the name (`:-default`, `:?message`). */
const composeInterpolations = () =>
  [...read('compose.yml').matchAll(/(?<!\$)\$\{([A-Za-z_]\w*)([^}]*)\}/g)].map((match) => ({
    name: match[1] ?? '',
    rest: match[2] ?? '',
  }));

describe('every setting is documented', () => {
  it('finds the settings and the variables the code reads', () => {
    expect(SETTINGS).toContain('PORT');
    expect(SETTINGS).toContain('NODE_ENV');
    expect(SETTINGS.length).toBeGreaterThanOrEqual(SETTING_NAMES.length);
  });

  it('in .env.example, which names nothing else', () => {
    const names = envExampleNames();
    expect(SETTINGS.filter((name) => !names.includes(name))).toEqual([]);
    expect(names.filter((name) => !SETTINGS.includes(name) && !COMPOSE_NAMES.includes(name))).toEqual([]);
    expect(COMPOSE_NAMES.filter((name) => !names.includes(name))).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("in the README's configuration table, which names nothing else", () => {
    const names = readmeTableNames();
    expect(SETTINGS.filter((name) => !names.includes(name))).toEqual([]);
    expect(names.filter((name) => !SETTINGS.includes(name))).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("in compose.yml's app, unless exempt for a reason given above", () => {
    const names = [...composeEnvironment('app').keys()];
    expect(
      SETTINGS.filter((name) => !(name in COMPOSE_EXEMPT) && !names.includes(name)),
      'pass it to the app in compose.yml, or add it to COMPOSE_EXEMPT with the reason',
    ).toEqual([]);
    expect(COMPOSE_REQUIRED.filter((name) => !names.includes(name))).toEqual([]);
    expect(Object.keys(COMPOSE_EXEMPT).filter((name) => !SETTINGS.includes(name))).toEqual([]);
  });
});

describe('compose.yml and the image name real settings', () => {
  it("the app's environment holds settings only (no typo)", () => {
    const names = [...composeEnvironment('app').keys()];
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !SETTINGS.includes(name))).toEqual([]);
  });

  it('interpolates settings and the names .env.example lists for compose.yml only', () => {
    const unknown = composeInterpolations().filter(
      ({ name }) => !SETTINGS.includes(name) && !COMPOSE_NAMES.includes(name),
    );
    expect(unknown).toEqual([]);
  });

  it('gives no secret a value: each is required, or empty when optional', () => {
    const interpolated = composeInterpolations().filter(({ name }) => SECRETS.includes(name));
    expect(interpolated.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['SESSION_SECRET', 'POSTGRES_PASSWORD']),
    );
    expect(interpolated.filter(({ rest }) => !rest.startsWith(':?') && rest !== ':-' && rest !== '')).toEqual([]);
    const app = composeEnvironment('app');
    for (const name of SECRETS.filter((secret) => app.has(secret)))
      expect(app.get(name), `compose.yml's ${name}`).toMatch(/^\$\{\w+(?::\?[^}]*|:-)?\}$/);
    const example = read('.env.example');
    for (const name of SECRETS) expect(example, `.env.example's ${name}`).toMatch(new RegExp(`^# ${name}=$`, 'm'));
  });

  it("the Dockerfile's ENV names settings", () => {
    const env = /^ENV (.+)$/m.exec(read('Dockerfile'))?.[1] ?? '';
    const names = [...env.matchAll(/([A-Za-z_]\w*)=/g)].map((match) => match[1] ?? '');
    expect(names).toEqual(['DATA_DIR', 'NODE_ENV', 'PORT', 'HOST']);
    expect(names.filter((name) => !SETTINGS.includes(name))).toEqual([]);
  });
});
