import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../test/test-app';

let ctx: TTestContext;
let labDist: string;

beforeAll(async () => {
  labDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-dist-'));
  fs.mkdirSync(path.join(labDist, 'assets'));
  fs.writeFileSync(path.join(labDist, 'index.html'), '<!doctype html><title>Lab</title>');
  fs.writeFileSync(path.join(labDist, 'assets', 'main-1a2b.js'), 'console.log(1);');
  fs.writeFileSync(path.join(os.tmpdir(), 'outside-lab.js'), 'secret');
  ctx = await createTestApp({ labDist });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  fs.rmSync(labDist, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

it('serves the lab frame on the play origin, sandboxed as builds are, and nothing beside it', async () => {
  const page = await get('/play/lab/');
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.headers['cache-control']).toBe('no-cache');
  const csp = String(page.headers['content-security-policy']);
  // An opaque origin: no allow-same-origin, so the learner's code never reaches the platform's cookies or API.
  expect(csp).toMatch(/^sandbox allow-scripts/);
  expect(csp).not.toContain('allow-same-origin');
  expect(csp).toContain('frame-ancestors http://');

  const script = await get('/play/lab/assets/main-1a2b.js');
  expect(script.headers['content-type']).toContain('text/javascript');
  expect(script.headers['cache-control']).toContain('immutable');
  expect(script.headers['access-control-allow-origin']).toBe('*');

  expect((await get('/play/lab')).headers.location).toBe('/play/lab/');
  expect((await get('/play/lab/missing.js')).statusCode).toBe(404);
  expect((await get('/play/lab/..%2foutside-lab.js')).statusCode).toBe(404);
  expect((await get('/play/lab/assets/../../outside-lab.js')).statusCode).toBe(404);
  expect((await get('/play/lab/index.txt')).statusCode).toBe(404);
});
