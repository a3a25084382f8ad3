import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
// `schema.hide` below is @fastify/swagger's (its types extend Fastify's schema).
import type {} from '@fastify/swagger';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { TPoolStats } from '../db/client';

/**
 * Told of each lookup of a cache, whether it was answered without computing (a hit) or not (a miss). A cache takes one
 * as an option and calls it on every lookup; `TMetrics.cacheLookups(name)` makes one that counts under the name.
 */
export type TCacheLookupCounter = (hit: boolean) => void;

/** The job queue (lib/jobs): its jobs by kind and state, and this process's failed attempts by kind. */
export type TJobStats = {
  counts: () => Promise<{ kind: string; state: string; count: number }[]>;
  failures: () => ReadonlyMap<string, number>;
};

/** What the metrics read when scraped, from parts of the server that keep no registry of their own. */
export type TMetricsSources = {
  /** The database pools' use by pool: none on PGlite. */
  pools?: Partial<Record<'primary' | 'replica', () => TPoolStats>>;
  jobs?: TJobStats;
};

export type TMetrics = {
  /** This app's registry: never prom-client's global one, since tests build many apps in one process. */
  registry: Registry;
  /** A cache's counter of hits and misses, labelled `cache="<name>"`; `name` is a constant of the code, never input. */
  cacheLookups: (name: string) => TCacheLookupCounter;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus metrics, or null when nothing scrapes them (neither METRICS_TOKEN nor METRICS_PORT is set). */
    metrics: TMetrics | null;
  }
}

/** Matched routes are labelled by their pattern; anything else shares one label, so a scan cannot grow the series. */
const UNMATCHED_ROUTE = 'unmatched';

const createMetrics = (sources: TMetricsSources) => {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const httpLabels = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'questline_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: httpLabels,
    registers,
  });
  const durations = new Histogram({
    name: 'questline_http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to its answer being sent, by method, route pattern and status code.',
    labelNames: httpLabels,
    registers,
  });
  const eventStreams = new Gauge({
    name: 'questline_event_streams_open',
    help: 'Server-sent event streams (text/event-stream answers) open now, by route pattern.',
    labelNames: ['route'],
    registers,
  });

  const hits = new Counter({
    name: 'questline_cache_hits_total',
    help: 'Cache lookups answered without computing, by cache.',
    labelNames: ['cache'],
    registers,
  });
  const misses = new Counter({
    name: 'questline_cache_misses_total',
    help: 'Cache lookups that computed their answer, by cache.',
    labelNames: ['cache'],
    registers,
  });

  const pools = Object.entries(sources.pools ?? {});
  const poolGauge = (name: string, help: string, read: (stats: TPoolStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers,
      collect() {
        for (const [pool, stats] of pools) if (stats) this.set({ pool }, read(stats()));
      },
    });
  poolGauge('questline_db_pool_clients', 'Clients the PostgreSQL pool holds open, by pool.', (stats) => stats.total);
  poolGauge('questline_db_pool_idle_clients', 'Open pool clients not running a query, by pool.', (stats) => stats.idle);
  poolGauge(
    'questline_db_pool_waiting_requests',
    'Queries waiting for a pool client, by pool.',
    (stats) => stats.waiting,
  );

  const { jobs } = sources;
  if (jobs) {
    new Gauge({
      name: 'questline_jobs',
      help: 'Jobs of the database queue, by kind and state (queued, running, done, failed), all processes together.',
      labelNames: ['kind', 'state'],
      registers,
      async collect() {
        const counts = await jobs.counts();
        this.reset();
        for (const { kind, state, count } of counts) this.set({ kind, state }, count);
      },
    });
    new Counter({
      name: 'questline_job_failures_total',
      help: 'Failed job attempts (retried while attempts are left) in this process, by kind.',
      labelNames: ['kind'],
      registers,
      // The workers count since the process started, whichever app runs them: the counter mirrors their count.
      collect() {
        this.reset();
        for (const [kind, count] of jobs.failures()) this.inc({ kind }, count);
      },
    });
  }

  const metrics: TMetrics = {
    registry,
    cacheLookups: (name) => {
      const labels = { cache: name };
      // Both series from the start: a cache that has only missed still shows its hit ratio as 0, not as no data.
      hits.inc(labels, 0);
      misses.inc(labels, 0);
      return (hit) => (hit ? hits : misses).inc(labels);
    },
  };
  return { metrics, requests, durations, eventStreams };
};

const digestOf = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header bears `token`; digests compared in constant time, whatever the lengths. */
const bearsToken = (header: string | undefined, expected: Buffer) => {
  const scheme = /^Bearer +/i.exec(header ?? '');
  const presented = scheme && header ? header.slice(scheme[0].length).trim() : '';
  return timingSafeEqual(digestOf(presented), expected);
};

/**
 * Prometheus metrics for this app when something scrapes them (METRICS_TOKEN or METRICS_PORT), else null and no hook
 * at all. Every answer is counted and timed by the route pattern Fastify matched; answers of type text/event-stream
 * are counted as open until their connection closes. Called before the services are made, since caches take their
 * counters when they are created.
 */
export const registerMetrics = (
  app: FastifyInstance,
  options: { token: string | undefined; port: number | undefined },
  sources: TMetricsSources,
): TMetrics | null => {
  if (options.token === undefined && options.port === undefined) {
    app.decorate('metrics', null);
    return null;
  }
  const { metrics, requests, durations, eventStreams } = createMetrics(sources);
  app.decorate('metrics', metrics);

  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: reply.statusCode,
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  // Any route's stream is seen here, without the route reporting it; one that writes to reply.raw itself is not.
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/event-stream')) {
      const labels = { route: request.routeOptions.url ?? UNMATCHED_ROUTE };
      eventStreams.inc(labels);
      reply.raw.once('close', () => eventStreams.dec(labels));
    }
    done(null, payload);
  });
  return metrics;
};

/**
 * GET /metrics with METRICS_TOKEN: the registry to requests that bear the token; to any other an answer made by the
 * not-found handler, as for an unknown path (the web app's not-found page), so that it does not tell it exists.
 * Registered among the routes (after the rate limits and the OpenAPI document), to be handled as any other is.
 */
export const registerMetricsRoute = (app: FastifyInstance, token: string | undefined) => {
  const { metrics } = app;
  if (!metrics || token === undefined) return;
  const expected = digestOf(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearsToken(request.headers.authorization, expected)) return reply.callNotFound();
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
};

export type TMetricsServer = { port: number; close: () => Promise<void> };

/**
 * METRICS_PORT: the registry at /metrics of 127.0.0.1:`port`, without a token (only processes of this host reach it),
 * 404 on any other path. Port 0 picks a free one, as `port` then tells.
 */
export const startMetricsServer = async (
  registry: Registry,
  port: number,
  log?: FastifyBaseLogger,
): Promise<TMetricsServer> => {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    registry.metrics().then(
      (body) => {
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        log?.error({ err: error }, 'metrics collection failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal Server Error\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => log?.error({ err: error }, 'metrics server failed'));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // A scraper keeps its connection alive between scrapes: closing must not wait for it.
        server.closeAllConnections();
      }),
  };
};
