import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rootPackage from '../../../../../package.json' with { type: 'json' };
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { openSharedRedis } from '../../lib/redis';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, app = ctx.app) => app.inject({ method: 'GET', url });

describe('GET /api/health', () => {
  it("answers 200 with the root package's version, uncached", async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { status: 'ok', version: rootPackage.version } });
    expect(rootPackage.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('names the same version in the OpenAPI document', async () => {
    const document = await get('/api/docs/json');
    expect(document.json().info.version).toBe(rootPackage.version);
  });
});

describe('GET /api/ready', () => {
  it('answers 200 when the database answers and holds every migration', async () => {
    const response = await get('/api/ready');
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { result: { status: 'ready', version: rootPackage.version } },
    ]);
  });

  it('answers 503 service_unavailable naming migrations when the newest one is missing', async () => {
    const newest = (await ctx.db.execute(
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const row = newest.rows[0];
    if (!row) throw new Error('no migration recorded');
    await ctx.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${row.id}`);
    try {
      const response = await get('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: { key: 'service_unavailable', params: { failed: 'migrations' } } });
    } finally {
      await ctx.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await get('/api/ready')).statusCode).toBe(200);
  });

  it('answers 503 naming the file store and Redis when they do not answer, while /api/health still answers 200', async () => {
    // Nothing listens on port 1: Redis is refused at once.
    const redis = openSharedRedis('redis://127.0.0.1:1', 'questline-ready-test:');
    const broken = await createTestApp(
      {},
      {
        redis,
        fileStore: {
          ...ctx.runtime.fileStore,
          check: () => Promise.reject(new Error('S3 bucket questline is not usable (S3_* settings): timeout')),
        },
      },
    );
    try {
      const response = await get('/api/ready', broken.app);
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toEqual({ key: 'service_unavailable', params: { failed: 'redis,fileStore' } });
      expect((await get('/api/health', broken.app)).statusCode).toBe(200);
    } finally {
      redis.client.disconnect();
      await broken.close();
    }
  });
});

describe('unknown paths', () => {
  it('answer JSON 404 under /api/, never the web page', async () => {
    for (const url of ['/api/healthz', '/api/ready/now', '/api/nope', '/api/']) {
      const response = await get(url);
      expect([url, response.statusCode, response.headers['content-type']]).toEqual([
        url,
        404,
        'application/json; charset=utf-8',
      ]);
      expect(response.json()).toEqual({ error: { key: 'not_found' } });
    }
  });
});
