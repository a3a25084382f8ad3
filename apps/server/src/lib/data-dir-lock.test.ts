import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

it('refuses a data dir that a live process holds, naming the holder', async () => {
  const dir = tempDir();
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
  try {
    fs.writeFileSync(
      path.join(dir, 'questline.lock'),
      JSON.stringify({ pid: child.pid, holder: 'the Questline server' }),
    );
    expect(() => lockDataDir(dir, 'the CLI')).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir, 'the CLI')).toThrow(/in use by the Questline server \(pid \d+\)/);
  } finally {
    child.kill();
  }
});

it('takes over a lock whose process is gone, and releases it', () => {
  const dir = tempDir();
  fs.writeFileSync(
    path.join(dir, 'questline.lock'),
    JSON.stringify({ pid: 2 ** 22 + 12345, holder: 'a crashed server' }),
  );
  const release = lockDataDir(dir, 'the server');
  expect(JSON.parse(fs.readFileSync(path.join(dir, 'questline.lock'), 'utf8')).pid).toBe(process.pid);
  release();
  expect(fs.existsSync(path.join(dir, 'questline.lock'))).toBe(false);
});
