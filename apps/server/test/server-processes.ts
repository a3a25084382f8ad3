import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TCaptchaAnswer } from '@questline/domain/schemas/captcha';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { solveCaptcha } from '../src/auth/captcha';
import type { TDb } from '../src/db/client';
import * as schema from '../src/db/schema';

/**
 * Several real servers (apps/server/src/main.ts) on one fresh PostgreSQL database, for the tests of what must hold
 * across processes (DESIGN §9). They run where PostgreSQL is (TEST_DATABASE_URL), once per run: in the PostgreSQL
 * project, which exists exactly when TEST_DATABASE_URL is set.
 */
const url = process.env.TEST_DATABASE_URL;
export const PROCESS_TESTS_RUN = Boolean(url) && process.env.QUESTLINE_TEST_DATABASE === 'postgres';

const root = path.resolve(import.meta.dirname, '../../..');
export const PROCESSES_PUBLIC_URL = 'http://localhost:3999';

export type TServerProcess = { child: ChildProcess; base: string; dataDir: string };

const databaseUrl = (database: string) => {
  const target = new URL(url as string);
  target.pathname = `/${database}`;
  return target.toString();
};

/**
 * A fresh database on TEST_DATABASE_URL's server, migrated before any server starts (so that none migrates or seeds
 * the demo catalogue), with a pool for the test's own setup; `stop` ends the servers started on it and drops it.
 */
export const createProcessDatabase = async (prefix: string) => {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 2 });
  await migrate(drizzle(pool), { migrationsFolder: path.join(root, 'apps/server/src/db/migrations') });
  const secret = randomBytes(24).toString('hex');
  const servers: TServerProcess[] = [];
  return {
    pool,
    /** The database's connection string, for a server reaching it another way (through a proxy). */
    url: databaseUrl(name),
    db: drizzle(pool, { schema }) as unknown as TDb,
    servers,
    /** The real server on a free port, on this database; resolves once it listens. */
    startServer: async (env: Record<string, string> = {}) => {
      const server = await startServerProcess({
        DATABASE_URL: databaseUrl(name),
        SESSION_SECRET: secret,
        ...env,
      });
      servers.push(server);
      return server;
    },
    stop: async () => {
      await Promise.all(servers.map(stopServerProcess));
      await pool.end();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
};

const startServerProcess = async (env: Record<string, string>): Promise<TServerProcess> => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-procs-'));
  const child = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), path.join(root, 'apps/server/src/main.ts')],
    {
      // Not the repository: a developer's .env there must not reach the servers under test.
      cwd: dataDir,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        PUBLIC_URL: PROCESSES_PUBLIC_URL,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /Questline is running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return { child, base, dataDir };
};

const stopServerProcess = async (server: TServerProcess) => {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  await fs.rm(server.dataDir, { recursive: true, force: true });
};

/** A JSON request to one of the servers, from the public origin, as the holder of `cookie` when given. */
export const sendTo = (
  server: TServerProcess,
  method: string,
  route: string,
  body?: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
) =>
  fetch(`${server.base}${route}`, {
    method,
    headers: {
      origin: PROCESSES_PUBLIC_URL,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The session cookie header of a sign-up or sign-in answer. */
export const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** A new person signed up on `server`: their session cookie and user id. */
export const signUpOn = async (server: TServerProcess, email: string, name: string) => {
  // The captcha solved for real, as a browser does (auth/captcha.ts), at the server's own difficulty.
  const captcha = (await (await sendTo(server, 'GET', '/api/auth/captcha')).json()) as TCaptchaAnswer;
  const signUp = await sendTo(server, 'POST', '/api/auth/sign-up/email', {
    email,
    password: 'correct-horse-battery',
    name,
    altcha: captcha.enabled ? solveCaptcha(captcha) : undefined,
  });
  if (signUp.status !== 200) throw new Error(`sign-up of ${email} answered ${signUp.status}: ${await signUp.text()}`);
  // Sign-up answers without a session: signing in gives one.
  const signIn = await sendTo(server, 'POST', '/api/auth/sign-in/email', { email, password: 'correct-horse-battery' });
  if (signIn.status !== 200) throw new Error(`sign-in of ${email} answered ${signIn.status}: ${await signIn.text()}`);
  const { user } = (await signIn.json()) as { user: { id: string } };
  return { cookie: sessionCookieOf(signIn), id: user.id };
};
