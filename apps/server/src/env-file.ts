import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { ConfigError, SETTING_NAMES } from './config';

/**
 * Names compose.yml reads for its other services (the database's and the bucket's own accounts). They are not settings
 * of the server, but the `.env` beside compose.yml is also the one a server started in that folder reads: it accepts
 * them and leaves them alone.
 */
export const COMPOSE_NAMES: readonly string[] = ['POSTGRES_PASSWORD', 'MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD'];

const KNOWN_NAMES = new Set([...SETTING_NAMES, ...COMPOSE_NAMES]);

const ENTRY = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=(.*)$/;
const QUOTES = new Set(['"', "'", '`']);
const AFTER_QUOTE = /^\s*(?:#.*)?$/;

/**
 * One entry of the file: the lines it spans (a quoted value may hold line breaks) and its value's text as written.
 * Checked strictly here because parseEnv skips what it cannot read, and a skipped line is a setting silently lost.
 */
const readEntry = (lines: readonly string[], start: number, fail: (line: number, message: string) => never) => {
  const match = ENTRY.exec(lines[start] ?? '');
  if (!match) fail(start, 'expected NAME=value');
  const [, name = '', rest = ''] = match;
  const value = rest.trimStart();
  const quote = value[0] ?? '';
  if (!QUOTES.has(quote)) return { name, text: rest, end: start };
  // As parseEnv reads it: the value runs to the next same quote, on this line or a later one, with no escapes.
  let end = start;
  let text = value;
  let close = text.indexOf(quote, 1);
  while (close < 0 && end + 1 < lines.length) {
    end += 1;
    text = `${text}\n${lines[end]}`;
    close = text.indexOf(quote, 1);
  }
  if (close < 0) fail(start, `the ${quote} that opens ${name}'s value is never closed`);
  if (!AFTER_QUOTE.test(text.slice(close + 1))) fail(end, `unexpected text after ${name}'s quoted value`);
  return { name, text, end };
};

/**
 * The settings a `.env` file holds; none when it does not exist. A line that is not `NAME=value` (optionally after
 * `export`), a comment or blank, a name that is no setting, or a name given twice stops the start: one ConfigError
 * naming the file and line.
 */
export const readEnvFile = (file: string): Record<string, string> => {
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new ConfigError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  const fail = (index: number, message: string): never => {
    throw new ConfigError(`${file} line ${index + 1}: ${message}`);
  };
  const values: Record<string, string> = {};
  const lineOf = new Map<string, number>();
  for (let index = 0; index < lines.length; index += 1) {
    if (/^\s*(?:#.*)?$/.test(lines[index] ?? '')) continue;
    const { name, text, end } = readEntry(lines, index, fail);
    if (!KNOWN_NAMES.has(name)) fail(index, `${name} is not a setting (see .env.example)`);
    const earlier = lineOf.get(name);
    if (earlier !== undefined) fail(index, `${name} is already set on line ${earlier + 1}`);
    lineOf.set(name, index);
    values[name] = parseEnv(`${name}=${text}`)[name] ?? '';
    index = end;
  }
  return values;
};

/** The environment with `.env`'s settings under it: a variable set in the environment wins over the file. */
export const withEnvFile = (env: NodeJS.ProcessEnv = process.env, file = '.env'): NodeJS.ProcessEnv => {
  const fromEnvironment = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
  return { ...readEnvFile(file), ...fromEnvironment };
};
