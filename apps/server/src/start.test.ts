import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real server's start, as a person meets it: what it says and does when ffmpeg is missing, the database does
 * not answer or the `.env` file is malformed. Each runs `src/main.ts` in a process of its own.
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');
const directories: string[] = [];
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(directories.map((directory) => fs.rm(directory, { recursive: true, force: true })));
});

const temporaryDirectory = async () => {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-start-'));
  directories.push(directory);
  return directory;
};

/** The settings of a quick start: a fresh data dir, a free port, no demo; nothing inherited that names a service. */
const startEnv = async (env: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  PORT: '0',
  DATA_DIR: await temporaryDirectory(),
  SEED_DEMO: 'false',
  LOG_LEVEL: 'info',
  RATE_LIMIT_PER_MINUTE: '0',
  ...env,
});

type TStart = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

const launch = (env: Record<string, string>, cwd = process.cwd()): TStart => {
  const child = spawn(process.execPath, ['--import', TSX, MAIN], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output, exited: new Promise((resolve) => child.once('exit', resolve)) };
};

const running = async (start: TStart) => {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const match = /Questline is running at (http:\/\/\S+)/.exec(start.output());
    if (match?.[1]) return match[1];
    if (start.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${start.output()}`);
};

const lines = (output: string) => output.split('\n').filter((line) => line.trim() !== '');
const logLines = (output: string) =>
  lines(output)
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; reqId?: string; req?: { url: string } });

describe('the server start', () => {
  it('starts without ffmpeg, says once that video transcoding is off, and logs each request on one line', async () => {
    // A PATH without ffmpeg (node itself is spawned by its absolute path).
    const start = launch(await startEnv({ PATH: await temporaryDirectory() }));
    const base = await running(start);
    const settings = await fetch(`${base}/api/site/settings`);
    expect(((await settings.json()) as { result: { videoTranscoding: boolean } }).result.videoTranscoding).toBe(false);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    start.child.kill('SIGTERM');
    await start.exited;

    const output = start.output();
    // The banner is whole (no log line inside it), and the start's warnings follow it.
    const all = lines(output);
    const banner = all.findIndex((line) => line.startsWith('Questline is running at '));
    expect(all[banner + 1]).toMatch(/^Database: embedded \(PGlite\) in /);
    const warning = all.findIndex((line) => line.includes('Video transcoding is off'));
    expect(warning).toBeGreaterThan(banner + 1);
    const logged = logLines(output);
    const transcodingOff = logged.filter((line) => line.msg.startsWith('Video transcoding is off'));
    expect(transcodingOff).toHaveLength(1);
    expect(transcodingOff[0]?.level).toBe(40);
    const requests = logged.filter((line) => line.req?.url === '/api/site/settings');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
    expect(requests[0]?.reqId).toBeTruthy();
  }, 90_000);

  it('stops with one line naming the database, without its password, when PostgreSQL does not answer', async () => {
    // Nothing listens on port 1.
    const start = launch(await startEnv({ DATABASE_URL: 'postgres://questline:s3cret-word@127.0.0.1:1/questline' }));
    expect(await start.exited).toBe(1);
    const output = lines(start.output());
    expect(output).toHaveLength(1);
    const [line] = logLines(start.output());
    expect(line?.level).toBe(60);
    expect(line?.msg).toMatch(
      /^The database at postgres:\/\/questline:\*\*\*@127\.0\.0\.1:1\/questline does not answer \(.*ECONNREFUSED.*\)/,
    );
    expect(start.output()).not.toContain('s3cret-word');
  }, 60_000);

  it('stops with one line naming the line of a malformed .env', async () => {
    const cwd = await temporaryDirectory();
    await fs.writeFile(path.join(cwd, '.env'), '# settings\nLOG_LEVEL=info\nPORT 3000\n');
    const start = launch(await startEnv({}), cwd);
    expect(await start.exited).toBe(1);
    expect(lines(start.output())).toHaveLength(1);
    expect(logLines(start.output())[0]?.msg).toMatch(/\.env line 3/);
  }, 60_000);
});
