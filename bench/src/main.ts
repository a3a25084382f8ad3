import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ZHeaderSearchQuery, ZSearchQuery } from '@questline/domain/schemas/learner';
import autocannon from 'autocannon';
import pg from 'pg';
import type { TDb } from '../../apps/server/src/db/client';
import { headerSearch, search } from '../../apps/server/src/modules/search/search.service';
import { ensureBenchCatalogue } from './catalogue';
import { createUserWithCli, freePort, machine as machineLabel, root, rssMb, signIn, startProcess } from './processes';
import { type TRun, writeReport } from './report';
import { captureStatements, timeStatements } from './sql-timing';

/**
 * API benchmark: the real server (embedded database, demo catalogue; PostgreSQL when BENCH_DATABASE_URL is set, with
 * BENCH_ITEMS generated items besides the demo catalogue) and a bare Fastify route, each in its own process, loaded by
 * autocannon from this one, on loopback only.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);

/** The value below which `p` % of the sorted `values` lie (nearest rank). */
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

type TMeasure = { rps: number; p50: number; p95: number; p99: number; answered: number };

/** What a run sends: GETs of one URL or of several in turn, or a signed-in write whose body changes every time. */
type TTarget = {
  urls: readonly string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: (n: number) => string;
};

/** Throughput and latency percentiles; autocannon's summary has no p95, so they come from every response's time. */
const measure = (target: TTarget, connections: number) =>
  new Promise<TMeasure>((resolve, reject) => {
    const latencies: number[] = [];
    const { urls, body } = target;
    const url = urls[0] ?? '';
    // Several URLs of one origin: each request takes the next path, round the list; a body is written afresh each time.
    let next = 0;
    const requests =
      urls.length > 1 || body
        ? [
            {
              setupRequest: (request: { path?: string; body?: string | Buffer }) => {
                const n = next++;
                const { pathname, search } = new URL(urls[n % urls.length] ?? url);
                return { ...request, path: `${pathname}${search}`, ...(body ? { body: body(n) } : {}) };
              },
            },
          ]
        : undefined;
    const options = { url, connections, duration: DURATION, pipelining: 1, requests };
    const request = { method: target.method ?? 'GET', headers: target.headers };
    const instance = autocannon({ ...options, ...request }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      latencies.sort((a, b) => a - b);
      resolve({
        rps: result.requests.average,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        answered: latencies.length,
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 300) latencies.push(responseTime);
    });
  });

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

/** The searches measured: over HTTP, and their SQL replayed bare (anonymous learner, first page, default sort). */
const SEARCHES = [
  { name: 'search query:character', endpoint: 'search', k: ['query:character'] },
  { name: 'search type + skillLevel', endpoint: 'search', k: ['type:tutorial', 'skillLevel:beginner'] },
  { name: 'search query:キャラクター', endpoint: 'search', k: ['query:キャラクター'] },
  { name: 'headerSearch query:cha', endpoint: 'headerSearch', k: ['query:cha'] },
] as const;
const runSearch = (db: TDb, { endpoint, k }: (typeof SEARCHES)[number]) =>
  endpoint === 'search'
    ? search(db, null, ZSearchQuery.parse({ k: JSON.stringify(k) }))
    : headerSearch(db, null, ZHeaderSearchQuery.parse({ k: JSON.stringify(k) }).k);

const searchUrl = (origin: string, endpoint: string, k: readonly string[]) =>
  `${origin}/api/learn/${endpoint}?k=${encodeURIComponent(JSON.stringify(k))}`;

/** The catalogue's 100 most frequent lexemes (in the most documents), as keywords. */
const frequentTerms = async (database: string) => {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    const { rows } = await client.query<{ word: string }>(
      `SELECT word FROM ts_stat('SELECT vector FROM search_documents') WHERE length(word) > 2 ORDER BY ndoc DESC, word LIMIT 100`,
    );
    return rows.map((row) => row.word);
  } finally {
    await client.end();
  }
};

const SQL_NOTE =
  'SQL: the statements the search service sends for that request, replayed with pg on one idle connection, one after another, 200 runs (one statement answers the page and its total).\n';

const main = async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-bench-'));
  const [appPort, barePort] = [await freePort(), await freePort()];
  const database = process.env.BENCH_DATABASE_URL;
  const children: ChildProcess[] = [];
  try {
    // A learner and a creator of this run, made before the server holds the database, with passwords generated here
    // (their addresses are new each run, so a PostgreSQL database measured before takes them too).
    const run = randomBytes(4).toString('hex');
    const people = { learner: `learner-${run}@bench.test`, creator: `creator-${run}@bench.test` };
    const store = { DATA_DIR: dataDir, DATABASE_URL: database ?? '' };
    const passwords = {
      learner: await createUserWithCli(store, { email: people.learner, name: 'Bench Learner' }),
      creator: await createUserWithCli(store, { email: people.creator, name: 'Bench Creator', roles: 'learnCreator' }),
    };
    children.push(
      await startProcess(
        'apps/server/src/main.ts',
        {
          ...store,
          PORT: String(appPort),
          LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'silent',
          RATE_LIMIT_PER_MINUTE: '0',
          PUBLIC_URL: `http://localhost:${appPort}`,
          // The demo catalogue, on PostgreSQL too, where a start seeds nothing unless asked.
          SEED_DEMO: 'true',
        },
        'Questline is running',
      ),
    );
    children.push(await startProcess('bench/src/bare-server.ts', { PORT: String(barePort) }, 'listening'));
    const app = `http://127.0.0.1:${appPort}`;
    // The same server on the same PostgreSQL with its search cache off: what every search costs when nothing is kept.
    const coldPort = await freePort();
    if (database) {
      children.push(
        await startProcess(
          'apps/server/src/main.ts',
          {
            PORT: String(coldPort),
            DATA_DIR: await fs.mkdtemp(path.join(dataDir, 'cold-')),
            LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'silent',
            RATE_LIMIT_PER_MINUTE: '0',
            DATABASE_URL: database,
            PUBLIC_URL: `http://localhost:${coldPort}`,
            SEARCH_CACHE_SECONDS: '0',
          },
          'Questline is running',
        ),
      );
    }
    const cold = `http://127.0.0.1:${coldPort}`;
    // The server has migrated (and seeded the demo catalogue into an empty database): the bench catalogue goes beside it.
    let benchItems = 0;
    if (database) {
      const pool = new pg.Pool({ connectionString: database, max: 2 });
      try {
        benchItems = (
          await ensureBenchCatalogue(pool, ITEMS, (message) => process.stdout.write(`bench catalogue: ${message}\n`))
        ).total;
      } finally {
        await pool.end();
      }
    }
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
    // A tutorial's first step, as its page (server-rendered HTML) opens it.
    const tutorial = firstSlug('tutorial');
    const tutorialItem = (await (await fetch(`${app}/api/learn/tutorial/${tutorial}`)).json()) as {
      result: { sections?: { id: string }[] };
    };
    const stepPage = `${app}/tutorial/${tutorial}?tab=${tutorialItem.result.sections?.[0]?.id ?? ''}`;
    const mission = Object.values(pathwayData.missionMap)[0]?.slug;
    const quiz = Object.values(pathwayData.quizMap)[0]?.slug;
    if (!mission || !quiz) throw new Error('the demo pathway has no mission or quiz');
    const terms = database ? await frequentTerms(database) : [];
    const termUrls = (origin: string) => terms.map((term) => searchUrl(origin, 'search', [`query:${term}`]));
    // A signed-in learner's record list, and a creator's saves of one draft (each a new title: a real write).
    const learner = await signIn(app, people.learner, passwords.learner);
    const creator = await signIn(app, people.creator, passwords.creator);
    const writeHeaders = { 'content-type': 'application/json', origin: `http://localhost:${appPort}`, cookie: creator };
    const draft = await fetch(`${app}/api/learn/tutorial/0/general`, {
      method: 'POST',
      headers: writeHeaders,
      // Not titled 'Bench …': its slug would start with BENCH_SLUG_PREFIX and count as a generated item.
      body: JSON.stringify({ title: 'Throughput draft' }),
    });
    if (!draft.ok) throw new Error(`the bench draft was refused: ${draft.status} ${await draft.text()}`);
    const draftId = ((await draft.json()) as { result: { id: string } }).result.id;
    const get = (url: string): TTarget => ({ urls: [url] });
    const targets: (readonly [string, TTarget])[] = [
      ['bare Fastify route', get(`http://127.0.0.1:${barePort}/bare`)],
      ['GET /api/me (anonymous)', get(`${app}/api/me`)],
      ['GET /api/learn/home', get(`${app}/api/learn/home`)],
      ['GET project (detail)', get(`${app}/api/learn/project/${project}`)],
      ['GET project/extends', get(`${app}/api/learn/project/${project}/extends`)],
      ['GET quiz/extends', get(`${app}/api/learn/quiz/${quiz}/extends`)],
      ['GET mission/extends', get(`${app}/api/learn/mission/${mission}/extends`)],
      ['GET pathway/extends', get(`${app}/api/learn/pathway/${pathway}/extends`)],
      ['GET pathways/landing', get(`${app}/api/learn/pathways/landing`)],
      // Whole pages as the server renders them (HTML with their data), for a visitor and for a signed-in learner.
      ['GET home page (HTML)', get(`${app}/`)],
      ['GET tutorial step page (HTML)', get(stepPage)],
      ['GET tutorial step page (HTML, signed in)', { urls: [stepPage], headers: { cookie: learner } }],
      // The same extends a signed-in learner reads: the kept anonymous answer with their own part laid over it.
      [
        'GET project/extends (signed in)',
        { urls: [`${app}/api/learn/project/${project}/extends`], headers: { cookie: learner } },
      ],
      [
        'GET mission/extends (signed in)',
        { urls: [`${app}/api/learn/mission/${mission}/extends`], headers: { cookie: learner } },
      ],
      [
        'GET pathway/extends (signed in)',
        { urls: [`${app}/api/learn/pathway/${pathway}/extends`], headers: { cookie: learner } },
      ],
      [
        'GET record/list (signed in)',
        { urls: [`${app}/api/learn/record/list?type=tutorial&completed=true`], headers: { cookie: learner } },
      ],
      [
        'POST save a tutorial draft',
        {
          urls: [`${app}/api/learn/tutorial/${draftId}/general`],
          method: 'POST',
          // Concurrent saves of one draft: each overwrites whichever revision is current (a save needs If-Match).
          headers: { ...writeHeaders, 'if-match': '*' },
          body: (n) => JSON.stringify({ title: `Throughput draft, save ${n}` }),
        },
      ],
      ...SEARCHES.flatMap(({ name, endpoint, k }) => [
        [name, get(searchUrl(app, endpoint, k))] as const,
        ...(database ? [[`${name} (no cache)`, get(searchUrl(cold, endpoint, k))] as const] : []),
      ]),
      ...(terms.length
        ? [
            ['search 100 frequent terms', { urls: termUrls(app) }] as const,
            ['search 100 frequent terms (no cache)', { urls: termUrls(cold) }] as const,
          ]
        : []),
    ];
    // The raw SQL of each search, measured before the HTTP runs so that nothing else loads the database.
    const sqlTimes = new Map<string, string>();
    const sqlDetails: string[] = [];
    const sql: { name: string; p50: number; p95: number }[] = [];
    if (database) {
      for (const target of SEARCHES) {
        const statements = await captureStatements(database, (db) => runSearch(db, target));
        const { p50, p95, perStatement } = await timeStatements(database, statements, 200);
        sqlTimes.set(target.name, `SQL p50 ${ms(p50)}  p95 ${ms(p95)}`);
        sql.push({ name: target.name, p50, p95 });
        sqlDetails.push(
          `${target.name}:`,
          ...perStatement.map((statement) => `  p50 ${ms(statement.p50)}  ${statement.sql}`),
        );
      }
    }
    const rows: string[] = [];
    const runs: TRun[] = [];
    const appPid = children[0]?.pid;
    const memory = [{ at: 'start', rssMb: await rssMb(appPid) }];
    // BENCH_TARGETS narrows the runs to the targets whose name matches it (the bare route always runs: it is the ratio's base).
    const only = process.env.BENCH_TARGETS ? new RegExp(process.env.BENCH_TARGETS) : null;
    const chosen = targets.filter(([name]) => !only || name === 'bare Fastify route' || only.test(name));
    for (const connections of (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number)) {
      let bare = 0;
      let previous: TTarget | undefined;
      for (const [name, target] of chosen) {
        // One request to the previous run's server, then one to this run's: each waits behind whatever the previous
        // run left queued there (a run without cache ends with dozens of searches in flight on the other server, whose
        // database work would otherwise land in this run), so that work is not counted here. Each goes as its run's
        // requests do (a signed-in read with its cookie, a save with its body).
        for (const warm of previous && previous.urls[0] !== target.urls[0] ? [previous, target] : [target]) {
          const url = warm.urls[0] ?? '';
          const warmUp = await fetch(url, {
            method: warm.method ?? 'GET',
            headers: warm.headers,
            body: warm.body?.(-1),
          });
          if (!warmUp.ok) throw new Error(`${url}: ${warmUp.status} ${await warmUp.text()}`);
          await warmUp.arrayBuffer();
        }
        previous = target;
        const { rps, p50, p95, p99, answered } = await measure(target, connections);
        if (name === 'bare Fastify route') bare = rps;
        if (answered) runs.push({ name, connections, rps, p50, p95, p99, ofBare: rps / bare });
        const figures = answered
          ? `${rps.toFixed(0).padStart(7)} req/s  p50 ${ms(p50)}  p95 ${ms(p95)}  p99 ${ms(p99)}  ${((rps / bare) * 100).toFixed(1).padStart(5)} % of bare`
          : `no response completed within ${DURATION} s`.padEnd(78);
        rows.push(
          `${name.padEnd(38)} c=${String(connections).padEnd(3)} ${figures}${sqlTimes.has(name) ? `  │ ${sqlTimes.get(name)}` : ''}`,
        );
      }
      memory.push({ at: `after c=${connections}`, rssMb: await rssMb(appPid) });
    }
    const machine = machineLabel();
    process.stdout.write(
      `\nQuestline API benchmark (${database ? `PostgreSQL, demo catalogue + ${benchItems} generated items` : 'embedded PGlite, demo catalogue'}, ${DURATION} s per run, ${machine})\n${rows.join('\n')}\n${database ? `${SQL_NOTE}${sqlDetails.join('\n')}\n` : ''}`,
    );
    process.stdout.write(
      `Server memory (RSS): ${memory.map((sample) => `${sample.at} ${sample.rssMb.toFixed(0)} MB`).join(', ')}\n`,
    );
    // A narrowed run (BENCH_TARGETS) is a probe, not a figure for the report.
    if (!only) {
      await writeReport(path.join(root, 'bench'), {
        items: benchItems,
        store: database ? 'PostgreSQL' : 'PGlite',
        date: new Date().toISOString().slice(0, 10),
        machine,
        seconds: DURATION,
        runs,
        memory,
        ...(sql.length ? { sql } : {}),
      });
      process.stdout.write('Report: bench/report.md\n');
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
};

await main();
