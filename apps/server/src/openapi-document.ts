import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { pino } from 'pino';
import { buildApp } from './app';
import { createAuth } from './auth/auth';
import { loadConfig } from './config';
import type { TDb } from './db/client';
import * as schema from './db/schema';
import { localFileStore } from './lib/file-store';
import { createMailer } from './modules/mail/mail.service';

/** Where `npm run openapi` writes the document, from the repository's root. */
export const OPENAPI_DOCUMENT_PATH = 'docs/openapi.json';

/**
 * Why `committed` is not the document the routes make (the first line where they part), or undefined when it is:
 * what `npm run lint` and the staleness test say.
 */
export const stalenessOf = (committed: string, generated: string): string | undefined => {
  if (committed === generated) return undefined;
  const before = committed.split('\n');
  const after = generated.split('\n');
  const line = after.findIndex((text, index) => text !== before[index]);
  const at = line < 0 ? after.length : line;
  const where = `line ${at + 1}: ${JSON.stringify(before[at] ?? '(end)')}, generated ${JSON.stringify(after[at] ?? '(end)')}`;
  return `${OPENAPI_DOCUMENT_PATH} differs from the routes' document (${where}): run npm run openapi`;
};

/** Objects with their keys sorted, arrays kept in order: the same routes give the same text. */
const sortedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
};

/**
 * The OpenAPI document of the whole server, as `docs/openapi.json` holds it: the real app built on an empty in-memory
 * database (nothing is queried), with every optional route on (item changes need `subscribe`), never listening.
 */
export const openApiDocumentText = async (): Promise<string> => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-openapi-'));
  const client = new PGlite();
  const db = drizzle(client, { schema }) as unknown as TDb;
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), webDist: undefined };
  const log = pino({ level: 'silent' });
  const mailer = createMailer({ db, publicUrl: config.publicUrl, mail: config.mail, log });
  const auth = createAuth({
    db,
    publicUrl: config.publicUrl,
    secret: 'openapi-document-openapi-document-0123',
    mailer,
  });
  const app = await buildApp({
    config,
    db,
    fileStore: localFileStore(path.join(dataDir, 'files')),
    auth,
    subscribe: async () => async () => undefined,
    videoTranscoding: false,
    log,
  });
  try {
    await app.ready();
    return `${JSON.stringify(sortedKeys(app.swagger()), null, 2)}\n`;
  } finally {
    await app.close();
    await mailer.close();
    await client.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
};
