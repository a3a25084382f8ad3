import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEventStream } from '../../test/event-stream';
import { createProcessDatabase, PROCESS_TESTS_RUN } from '../../test/server-processes';
import { createTestApp, resultOf, sendAs, signIn, type TTestContext } from '../../test/test-app';
import { createUser } from '../modules/users/users.service';
import { enqueueJob } from './jobs/jobs.repository';
import { createJobWorker } from './jobs/worker';
import { startMetricsServer } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef';
const BEARER = { authorization: `Bearer ${TOKEN}` };
const PROMETHEUS_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** With a token (most tests); with a token and the web app; without a token. */
let ctx: TTestContext;
let web: TTestContext;
let plain: TTestContext;
let webDist: string;
let base: string;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-metrics-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const metrics = { token: TOKEN, port: undefined };
  [ctx, web, plain] = await Promise.all([
    createTestApp({ metrics }),
    createTestApp({ metrics, webDist }),
    createTestApp(),
  ]);
  const email = 'creator@metrics.test';
  await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email, password: 'password-123', name: 'Creator', roles: ['learnCreator'] },
  );
  cookies.creator = await signIn(ctx.app, email, 'password-123');
  // Event streams never end by themselves, and app.inject waits for an answer's end: they are read over real HTTP.
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await Promise.all([ctx?.close(), web?.close(), plain?.close()]);
  await fs.rm(webDist, { recursive: true, force: true });
});

type TSample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition (comment lines left out). */
const samplesOf = (text: string): TSample[] =>
  text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1], label[2]]),
      );
      return { name: match[1] as string, labels, value: Number(match[3]) };
    });

/** The value of the one sample of `name` that carries `labels` (among others), or undefined when there is none. */
const sampleOf = (text: string, name: string, labels: Record<string, string> = {}) => {
  const found = samplesOf(text).filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
};

const scrape = async (app: FastifyInstance = ctx.app) => {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: BEARER });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** Status, headers (but the date) and body: what tells one answer from another. */
const answerOf = async (app: FastifyInstance, url: string, headers: Record<string, string>, method = 'GET') => {
  const response = await app.inject({ method: method as 'GET', url, headers });
  const { date: _date, ...rest } = response.headers;
  return { status: response.statusCode, headers: rest, body: response.body };
};

describe('GET /metrics with the token', () => {
  it('answers the registry in Prometheus text with every metric of the app and of the process', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: BEARER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(PROMETHEUS_TYPE);
    expect(response.headers['cache-control']).toBe('no-store');
    for (const [name, type] of [
      ['questline_http_requests_total', 'counter'],
      ['questline_http_request_duration_seconds', 'histogram'],
      ['questline_db_pool_clients', 'gauge'],
      ['questline_db_pool_idle_clients', 'gauge'],
      ['questline_db_pool_waiting_requests', 'gauge'],
      ['questline_cache_hits_total', 'counter'],
      ['questline_cache_misses_total', 'counter'],
      ['questline_jobs', 'gauge'],
      ['questline_job_failures_total', 'counter'],
      ['questline_event_streams_open', 'gauge'],
      ['process_cpu_user_seconds_total', 'counter'],
      ['process_resident_memory_bytes', 'gauge'],
      ['nodejs_eventloop_lag_seconds', 'gauge'],
      ['nodejs_heap_size_used_bytes', 'gauge'],
    ]) {
      expect(response.body).toContain(`# TYPE ${name} ${type}\n`);
    }
    // Both caches report from the start, at zero or more.
    for (const cache of ['search', 'feature_flags']) {
      expect(sampleOf(response.body, 'questline_cache_hits_total', { cache })).toBeGreaterThanOrEqual(0);
      expect(sampleOf(response.body, 'questline_cache_misses_total', { cache })).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts and times each answer under the route pattern it matched, never the requested path', async () => {
    const id = '00000000-0000-4000-8000-00000000beef';
    const labels = { method: 'GET', route: '/api/media/videos/:id', status_code: '404' };
    const before = await scrape();
    const count = sampleOf(before, 'questline_http_requests_total', labels) ?? 0;
    const timed = sampleOf(before, 'questline_http_request_duration_seconds_count', labels) ?? 0;
    const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
    const strays = sampleOf(before, 'questline_http_requests_total', unmatched) ?? 0;

    expect((await ctx.app.inject({ method: 'GET', url: `/api/media/videos/${id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/media/videos/${id}?again=1` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/no-such-page/x7q9' })).statusCode).toBe(404);

    const after = await scrape();
    expect(sampleOf(after, 'questline_http_requests_total', labels)).toBe(count + 2);
    expect(sampleOf(after, 'questline_http_request_duration_seconds_count', labels)).toBe(timed + 2);
    expect(sampleOf(after, 'questline_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      timed + 2,
    );
    expect(sampleOf(after, 'questline_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    // Paths no route matched share one label.
    expect(sampleOf(after, 'questline_http_requests_total', unmatched)).toBe(strays + 1);
    expect(after).not.toContain(id);
    expect(after).not.toContain('x7q9');
  });

  it('counts the search cache: a miss for a new question, a hit when it is asked again', async () => {
    const url = `/api/learn/headerSearch?k=${encodeURIComponent(JSON.stringify(['query:metrics-cache']))}`;
    const cache = { cache: 'search' };
    const countsOf = (text: string) => [
      sampleOf(text, 'questline_cache_hits_total', cache),
      sampleOf(text, 'questline_cache_misses_total', cache),
    ];
    const [hits = 0, misses = 0] = countsOf(await scrape());
    resultOf(await ctx.app.inject({ method: 'GET', url }));
    expect(countsOf(await scrape())).toEqual([hits, misses + 1]);
    resultOf(await ctx.app.inject({ method: 'GET', url }));
    expect(countsOf(await scrape())).toEqual([hits + 1, misses + 1]);
  });

  it('counts the feature-flag cache: a miss after it forgot, then hits while its copy is kept', async () => {
    const cache = { cache: 'feature_flags' };
    const countsOf = (text: string) => [
      sampleOf(text, 'questline_cache_hits_total', cache),
      sampleOf(text, 'questline_cache_misses_total', cache),
    ];
    const [hits = 0, misses = 0] = countsOf(await scrape());
    ctx.app.featureFlags.forget();
    await ctx.app.featureFlags.all();
    await ctx.app.featureFlags.isOn(Object.keys(await ctx.app.featureFlags.all())[0] as never);
    expect(countsOf(await scrape())).toEqual([hits + 2, misses + 1]);
  });

  it('reports the jobs by kind and state from the database, and the failed attempts by kind', async () => {
    const kind = 'test.metrics';
    const failuresOf = (text: string) => sampleOf(text, 'questline_job_failures_total', { kind }) ?? 0;
    const before = failuresOf(await scrape());
    await enqueueJob(ctx.db, { kind, maxAttempts: 2 });
    await enqueueJob(ctx.db, { kind, maxAttempts: 2 });
    expect(sampleOf(await scrape(), 'questline_jobs', { kind, state: 'queued' })).toBe(2);

    // Each attempt fails: both jobs are tried twice, then failed for good.
    const worker = createJobWorker({
      db: ctx.db,
      kinds: [{ kind, run: () => Promise.reject(new Error('a failing test job')), backoffMs: () => 0 }],
      pollMs: 10,
    });
    worker.start();
    await vi.waitFor(async () => {
      expect(sampleOf(await scrape(), 'questline_jobs', { kind, state: 'failed' })).toBe(2);
    });
    await worker.stop();
    const text = await scrape();
    expect(sampleOf(text, 'questline_jobs', { kind, state: 'queued' })).toBeUndefined();
    expect(failuresOf(text)).toBe(before + 4);
  });

  it('counts the event streams open by their route pattern until their connection closes', async () => {
    const send = sendAs(() => ctx.app, cookies);
    const { id } = resultOf<{ id: string }>(
      await send('POST', '/api/learn/tutorial/0/general', 'creator', { title: 'Watched draft' }),
    );
    const labels = { route: '/api/learn/tutorial/:id/changes' };
    const open = async () => sampleOf(await scrape(), 'questline_event_streams_open', labels) ?? 0;
    const before = await open();
    const reader = await openEventStream(`${base}/api/learn/tutorial/${id}/changes`, {
      cookie: cookies.creator as string,
    });
    try {
      expect(reader.status).toBe(200);
      expect(await open()).toBe(before + 1);
    } finally {
      reader.close();
    }
    await expect.poll(open, { timeout: 5_000 }).toBe(before);
  });

  it('reports the PostgreSQL pool, and no pool on PGlite (one connection in this process)', async () => {
    resultOf(await ctx.app.inject({ method: 'GET', url: '/api/learn/topicsPopular' }));
    const text = await scrape();
    const primary = { pool: 'primary' };
    if (ctx.runtime.database.kind === 'postgres') {
      const total = sampleOf(text, 'questline_db_pool_clients', primary) as number;
      expect(total).toBeGreaterThanOrEqual(1);
      expect(sampleOf(text, 'questline_db_pool_idle_clients', primary)).toBeLessThanOrEqual(total);
      expect(sampleOf(text, 'questline_db_pool_waiting_requests', primary)).toBe(0);
    } else {
      expect(text).toContain('# TYPE questline_db_pool_clients gauge\n');
      expect(samplesOf(text).filter((sample) => sample.name.startsWith('questline_db_pool_'))).toEqual([]);
    }
  });

  it('is left out of the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toContain('/api/media/videos/{id}');
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });
});

describe('GET /metrics without the token answers as an unknown path does', () => {
  const refused: Record<string, Record<string, string>> = {
    'no Authorization header': {},
    'a wrong token': { authorization: 'Bearer metrics-token-0123456789abcdeX' },
    'the token with one more character': { authorization: `Bearer ${TOKEN}0` },
    'the token without its scheme': { authorization: TOKEN },
    'the token under another scheme': { authorization: `Basic ${TOKEN}` },
    'an empty bearer': { authorization: 'Bearer ' },
  };

  for (const [what, headers] of Object.entries(refused)) {
    it(`with ${what}: as an unknown path without the web app, and as the web app's not-found page with it`, async () => {
      for (const app of [ctx.app, web.app]) {
        for (const method of ['GET', 'HEAD']) {
          const answer = await answerOf(app, '/metrics', headers, method);
          expect(answer.status).toBe(404);
          expect(answer).toEqual(await answerOf(app, '/metricz', headers, method));
        }
      }
      // The web app's not-found page: its index.html, answered 404.
      expect((await answerOf(web.app, '/metrics', headers)).body).toContain('<div id="root">');
    });
  }

  it('when METRICS_TOKEN is not set, even to the request that bears one', async () => {
    expect(plain.app.metrics).toBeNull();
    for (const headers of [{}, BEARER]) {
      const answer = await answerOf(plain.app, '/metrics', headers);
      expect(answer.status).toBe(404);
      expect(answer).toEqual(await answerOf(plain.app, '/metricz', headers));
    }
  });

  it('and a POST to it is an unknown route too', async () => {
    const answer = await answerOf(ctx.app, '/metrics', BEARER, 'POST');
    expect(answer.status).toBe(404);
    expect(answer).toEqual(await answerOf(ctx.app, '/metricz', BEARER, 'POST'));
  });
});

describe('startMetricsServer (METRICS_PORT)', () => {
  it('serves the registry at /metrics of 127.0.0.1 without a token, 404 on any other path or method', async () => {
    const registry = ctx.app.metrics?.registry;
    if (!registry) throw new Error('metrics are on in this app');
    const server = await startMetricsServer(registry, 0);
    try {
      const at = `http://127.0.0.1:${server.port}`;
      const scraped = await fetch(`${at}/metrics`);
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toBe(PROMETHEUS_TYPE);
      const text = await scraped.text();
      expect(text).toContain('# TYPE questline_http_requests_total counter\n');
      expect(text).toContain('# TYPE process_cpu_user_seconds_total counter\n');
      for (const [method, url] of [
        ['GET', '/'],
        ['GET', '/metrics/more'],
        ['GET', '/api/metrics'],
        ['POST', '/metrics'],
      ] as const) {
        expect((await fetch(`${at}${url}`, { method })).status).toBe(404);
      }
      // Bound to the loopback interface only: another address of this host is not answered.
      const other = Object.values(os.networkInterfaces())
        .flat()
        .find((address) => address && address.family === 'IPv4' && !address.internal);
      if (other) {
        const reached = await new Promise<boolean>((resolve) => {
          const socket = net.connect({ host: other.address, port: server.port });
          socket.once('connect', () => {
            socket.destroy();
            resolve(true);
          });
          socket.once('error', () => resolve(false));
        });
        expect(reached).toBe(false);
      }
    } finally {
      await server.close();
    }
    await expect(fetch(`http://127.0.0.1:${server.port}/metrics`)).rejects.toThrow();
  });
});

/** A port free right now, for a server started in another process. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe.runIf(PROCESS_TESTS_RUN)('the real server (main.ts) with METRICS_PORT and METRICS_TOKEN', () => {
  it('serves the metrics, the pool use included, on both ports, and shuts down cleanly', async () => {
    const database = await createProcessDatabase('questline_metrics');
    let stopped = false;
    try {
      const port = await freePort();
      const server = await database.startServer({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
      const asked = await fetch(`${server.base}/api/learn/topicsPopular`);
      expect(asked.status).toBe(200);
      const local = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(local.status).toBe(200);
      const text = await local.text();
      expect(sampleOf(text, 'questline_db_pool_clients', { pool: 'primary' })).toBeGreaterThanOrEqual(1);
      expect(sampleOf(text, 'questline_db_pool_waiting_requests', { pool: 'primary' })).toBe(0);
      expect(
        sampleOf(text, 'questline_http_requests_total', {
          method: 'GET',
          route: '/api/learn/topicsPopular',
          status_code: '200',
        }),
      ).toBe(1);
      const tokened = await fetch(`${server.base}/metrics`, { headers: BEARER });
      expect(tokened.status).toBe(200);
      expect(await tokened.text()).toContain('# TYPE questline_db_pool_clients gauge\n');
      expect((await fetch(`${server.base}/metrics`)).status).toBe(404);

      await database.stop();
      stopped = true;
      // Shutdown ends with 0 unless it had to be forced (10 s): the metrics server did not hold it up.
      expect(server.child.exitCode).toBe(0);
    } finally {
      if (!stopped) await database.stop();
    }
  }, 120_000);
});
