import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A server process as `npm run serve` starts it: its address, all it printed so far, and how to stop it. */
export type TServerProcess = { appUrl: string; output: () => string; stop: () => Promise<void> };

/**
 * Starts the built server as a user would (`npm run serve`), on a free port with a fresh data dir; `env` adds to or
 * overrides the settings every journey's server has. Resolves once it says it is running.
 */
export const startServerProcess = async (env: Record<string, string> = {}): Promise<TServerProcess> => {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-e2e-'));
  const appUrl = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: appUrl,
      LOG_LEVEL: 'warn',
      // Every journey shares one address; the limits themselves are tested in the server suite. Sign-in and sign-up
      // get a twentieth (200 a minute): the XSS journey signs up and in 59 members at once.
      RATE_LIMIT_PER_MINUTE: '4000',
      // One hour of a quiz's freeze lasts two seconds, so a journey can wait one out.
      QUIZ_FREEZE_HOUR_SECONDS: '2',
      // The header's app switcher shows these two external apps.
      EXTERNAL_APPS: 'forum=https://forum.example.org,assetStore=https://assets.example.org',
      DATABASE_URL: '',
      SMTP_URL: '',
      MAIL_FROM: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 120_000);
    const check = setInterval(() => {
      if (output.includes('Questline is running')) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    appUrl,
    output: () => output,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** The server every journey shares (global setup). */
export default async function startServer(project: TestProject) {
  const server = await startServerProcess();
  project.provide('appUrl', server.appUrl);
  return server.stop;
}
