import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * API benchmark: the real server (embedded database, demo catalogue; PostgreSQL when BENCH_DATABASE_URL is set)
 * and a bare Fastify route, each in its own process, loaded by autocannon from this one, on loopback only.
 */
const root = path.resolve(import.meta.dirname, '../..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const start = async (script: string, env: Record<string, string>, ready: string): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(ready)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  return child;
};

const measure = async (url: string, connections: number) => {
  const result = await autocannon({ url, connections, duration: DURATION, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
};

const main = async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-bench-'));
  const [appPort, barePort] = [await freePort(), await freePort()];
  const database = process.env.BENCH_DATABASE_URL;
  const children: ChildProcess[] = [];
  try {
    children.push(
      await start(
        'apps/server/src/main.ts',
        {
          PORT: String(appPort),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          RATE_LIMIT_PER_MINUTE: '0',
          DATABASE_URL: database ?? '',
          PUBLIC_URL: `http://localhost:${appPort}`,
        },
        'Questline is running',
      ),
    );
    children.push(await start('bench/src/bare-server.ts', { PORT: String(barePort) }, 'listening'));
    const app = `http://127.0.0.1:${appPort}`;
    // A seeded project: its detail read and extends (breadcrumb, parent chain, contained items, stats).
    const home = (await (await fetch(`${app}/api/learn/home`)).json()) as {
      result: { sections: { type: string; items: { slug: string }[] }[] };
    };
    const firstSlug = (type: string) => home.result.sections.find((section) => section.type === type)?.items[0]?.slug;
    const project = firstSlug('project');
    const pathway = firstSlug('pathway');
    if (!project || !pathway) throw new Error('the demo catalogue has no published project or pathway');
    // The pathway's first mission and quiz: the learner's journey through missions (§4.4).
    const { pathwayData } = (
      (await (await fetch(`${app}/api/learn/pathway/${pathway}/extends`)).json()) as {
        result: {
          pathwayData: { missionMap: Record<string, { slug: string }>; quizMap: Record<string, { slug: string }> };
        };
      }
    ).result;
    const mission = Object.values(pathwayData.missionMap)[0]?.slug;
    const quiz = Object.values(pathwayData.quizMap)[0]?.slug;
    if (!mission || !quiz) throw new Error('the demo pathway has no mission or quiz');
    const targets = [
      ['bare Fastify route', `http://127.0.0.1:${barePort}/bare`],
      ['GET /api/me (anonymous)', `${app}/api/me`],
      ['GET /api/learn/home', `${app}/api/learn/home`],
      ['GET project (detail)', `${app}/api/learn/project/${project}`],
      ['GET project/extends', `${app}/api/learn/project/${project}/extends`],
      ['GET quiz/extends', `${app}/api/learn/quiz/${quiz}/extends`],
      ['GET mission/extends', `${app}/api/learn/mission/${mission}/extends`],
      ['GET pathway/extends', `${app}/api/learn/pathway/${pathway}/extends`],
      ['GET pathways/landing', `${app}/api/learn/pathways/landing`],
    ] as const;
    const rows: string[] = [];
    for (const connections of [10, 50]) {
      let bare = 0;
      for (const [name, url] of targets) {
        const { rps, p50, p99 } = await measure(url, connections);
        if (name === 'bare Fastify route') bare = rps;
        rows.push(
          `${name.padEnd(26)} c=${String(connections).padEnd(3)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${String(p50).padStart(4)} ms  p99 ${String(p99).padStart(4)} ms  ${((rps / bare) * 100).toFixed(1).padStart(5)} % of bare`,
        );
      }
    }
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
    process.stdout.write(
      `\nQuestline API benchmark (${database ? 'PostgreSQL' : 'embedded PGlite'}, demo catalogue, ${DURATION} s per run, ${machine})\n${rows.join('\n')}\n`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
};

await main();
