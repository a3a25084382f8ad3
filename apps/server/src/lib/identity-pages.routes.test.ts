import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

it('serves the identity entry at /identity and at /reset-password (the reset mail links there), the app elsewhere', async () => {
  const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  await fs.writeFile(path.join(webDist, 'identity.html'), '<!doctype html><title>identity</title>');
  const pages = await createTestApp({ webDist });
  try {
    const titleOf = async (url: string) => {
      const response = await pages.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      return /<title>(\w+)<\/title>/.exec(response.body)?.[1];
    };
    expect(await titleOf('/identity?mode=forgot')).toBe('identity');
    expect(await titleOf('/reset-password?token=abc&locale=de_DE')).toBe('identity');
    expect(await titleOf('/')).toBe('app');
    // Below it is no page: the app's not-found page, with a 404.
    const below = await pages.app.inject({ method: 'GET', url: '/reset-password/more' });
    expect([below.statusCode, /<title>(\w+)<\/title>/.exec(below.body)?.[1]]).toEqual([404, 'app']);
  } finally {
    await pages.close();
    await fs.rm(webDist, { recursive: true, force: true });
  }
});
