import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The repository's root: scripts are started from there. */
export const root = path.resolve(import.meta.dirname, '../..');

/** This machine, as every report names it: its cores and their model, and the Node version. */
export const machine = () => `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`;

/** A port nothing listens on now, on loopback. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Starts a TypeScript script of the repository in its own Node process; resolves once it printed `ready`. */
export const startProcess = async (
  script: string,
  env: Record<string, string>,
  ready: string,
): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk).slice(-20_000);
      if (output.includes(ready)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  // A server that dies during the runs says why (its last output), instead of leaving only connection errors.
  child.once('exit', (code, signal) => {
    if (!child.killed) process.stderr.write(`${script} exited with ${code ?? signal}:\n${output.slice(-4000)}\n`);
  });
  return child;
};

/**
 * Creates a user with the CLI (`user:create`) and a password generated here, before a server holds the data dir (the
 * embedded database allows one holder at a time): the password. `roles` as the CLI takes them (`learnCreator,…`).
 */
export const createUserWithCli = async (
  env: Record<string, string>,
  user: { email: string; name: string; roles?: string },
) => {
  const password = randomBytes(12).toString('base64url');
  // As `--password=…`: a generated password may start with '-', which would read as another option.
  const args = ['user:create', '--email', user.email, `--password=${password}`, '--name', user.name];
  if (user.roles) args.push('--roles', user.roles);
  await new Promise<void>((resolve, reject) => {
    const cli = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    cli.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`user:create exited with ${code}`))));
  });
  return password;
};

/** The session cookie of an e-mail sign-in, sent from the server's own origin. */
export const signIn = async (origin: string, email: string, password: string) => {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

/** A process's resident memory in MB (Linux), or 0 where /proc cannot tell. */
export const rssMb = async (pid: number | undefined) => {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

/** A fresh database named `prefix_<random>` on the PostgreSQL server at `serverUrl`: its URL, and `drop` to remove it. */
export const createDatabase = async (serverUrl: string, prefix: string) => {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};
