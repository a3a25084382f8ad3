import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-api-lint-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** `redocly lint` of `document` with the repository's redocly.yaml, as `npm run lint` runs it. */
const lint = async (document: object) => {
  const file = path.join(work, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  const binary = path.join(root, 'node_modules/.bin/redocly');
  const config = path.join(root, 'redocly.yaml');
  return run(binary, ['lint', file, '--config', config, '--format', 'stylish'], { cwd: work }).then(
    () => ({ failed: false, output: '' }),
    (error: { stdout: string; stderr: string }) => ({ failed: true, output: `${error.stdout}${error.stderr}` }),
  );
};

it("fails npm run lint on a document breaking Redocly's recommended rules", async () => {
  const broken = {
    openapi: '3.1.0',
    info: { title: 'Questline API', version: '0.1.0' },
    paths: { '/api/health': { get: { responses: { '200': { description: 'ok' } } } } },
  };
  const { failed, output } = await lint(broken);
  expect(failed).toBe(true);
  expect(output).toMatch(/security-defined/);
}, 60_000);
