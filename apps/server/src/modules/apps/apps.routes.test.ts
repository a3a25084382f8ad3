import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { buildApp } from '../../app';

let ctx: TTestContext;
/** The same server without EXTERNAL_APPS, on the same database: the list is configuration only. */
let unconfigured: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestApp({
    externalApps: [
      { id: 'forum', url: 'https://forum.example.org', status: 'published' },
      { id: 'assetStore', url: 'https://assets.example.org/store', status: 'beta' },
    ],
  });
  const { runtime } = ctx;
  unconfigured = await buildApp({
    config: { ...runtime.config, externalApps: [] },
    db: ctx.db,
    fileStore: runtime.fileStore,
    auth: runtime.auth,
  });
});
afterAll(async () => {
  await unconfigured?.close();
  await ctx?.close();
});

describe('GET /api/apps', () => {
  it('answers anyone the configured apps in configured order, cacheable for five minutes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/apps' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      result: {
        apps: [
          { id: 'forum', url: 'https://forum.example.org', status: 'published' },
          { id: 'assetStore', url: 'https://assets.example.org/store', status: 'beta' },
        ],
      },
    });
  });

  it('answers an empty list when none are configured', async () => {
    const response = await unconfigured.inject({ method: 'GET', url: '/api/apps' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({ result: { apps: [] } });
  });
});
