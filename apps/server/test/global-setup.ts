import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

const migrationsFolder = path.resolve(import.meta.dirname, '../src/db/migrations');

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The same database as a tarball of its data dir, which a test file loads into memory. */
    pgliteDump: string;
    postgresTemplate: string;
    runId: string;
  }
}

const withDatabase = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

/**
 * Builds one migrated database per run — a PGlite data dir (and its tarball), or a PostgreSQL template database —
 * that every test file copies, so no test pays for migrations and no two files share data. Everything is removed
 * after.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  project.provide('runId', runId);
  const database = process.env.QUESTLINE_TEST_DATABASE ?? project.config.env?.QUESTLINE_TEST_DATABASE;
  if (database === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL server tests');
    const template = `questline_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const client = new pg.Client({ connectionString: withDatabase(url, template) });
    await client.connect();
    await migratePg(drizzlePg(client), { migrationsFolder });
    await client.end();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    project.provide('pgliteDump', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
        [`questline_t_${runId}_%`, template],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-tpl-'));
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const dump = `${dir}.tar`;
  await fs.writeFile(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', dir);
  project.provide('pgliteDump', dump);
  project.provide('postgresTemplate', '');
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rm(dump, { force: true });
  };
}
