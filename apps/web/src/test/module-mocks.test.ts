import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const source = path.resolve(import.meta.dirname, '..');

/**
 * The web tests share one module graph per worker (vitest.config.ts, decision 0063): `vi.mock` cannot replace a module
 * that another file imported first, so such a test would pass or fail by the order of the files. `vi.spyOn` on the
 * module's namespace replaces the export wherever it was imported.
 */
it('replaces no module with vi.mock or vi.doMock', () => {
  const mocking = fs
    .readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('module-mocks.test.ts'))
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(source, file), 'utf8')));
  expect(mocking).toEqual([]);
});
