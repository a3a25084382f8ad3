import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const script = path.join(import.meta.dirname, 'parallel.mjs');

const parallel = async (...commands: string[]) => {
  try {
    const { stdout } = await run(process.execPath, [script, ...commands]);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
};

it('runs the commands at once and prints each one in one piece, in the order they end', async () => {
  // The second command ends first only if it did not wait for the first.
  const { code, stdout } = await parallel('echo slow-1; sleep 1; echo slow-2', 'echo quick-1; echo quick-2 >&2');
  expect(code).toBe(0);
  expect(stdout.replace(/\n+/g, '\n').trim().split('\n')).toEqual([
    '> echo quick-1; echo quick-2 >&2',
    'quick-1',
    'quick-2',
    '> echo slow-1; sleep 1; echo slow-2',
    'slow-1',
    'slow-2',
  ]);
});

it('fails with the failing command’s code once every command ended, naming it', async () => {
  const { code, stdout } = await parallel('exit 3', 'sleep 0.3; echo finished');
  expect(code).toBe(3);
  expect(stdout).toContain('> exit 3 (failed: exit 3)');
  expect(stdout).toContain('finished');
});

it('refuses to run nothing', async () => {
  expect((await parallel()).code).toBe(2);
});
