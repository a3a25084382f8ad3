import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { resolveSessionSecret } from './secret';

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

it('makes a secret on first start and keeps it', () => {
  const dir = dataDir();
  const first = resolveSessionSecret(undefined, dir);
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(resolveSessionSecret(undefined, dir)).toBe(first);
  expect(resolveSessionSecret('configured-secret-of-enough-length-000', dir)).toBe(
    'configured-secret-of-enough-length-000',
  );
});

it('replaces a kept secret that is empty or cut short, never signing with it', () => {
  for (const kept of ['', '  \n', 'short']) {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, 'session-secret'), kept);
    const secret = resolveSessionSecret(undefined, dir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(secret);
  }
});
