import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_PATH, openApiDocumentText } from './openapi-document';

/** The first line where two texts part, for the failure message. */
const firstDifference = (committed: string, generated: string) => {
  const before = committed.split('\n');
  const after = generated.split('\n');
  const line = after.findIndex((text, index) => text !== before[index]);
  const at = line < 0 ? after.length : line;
  return `line ${at + 1}: ${JSON.stringify(before[at] ?? '(end)')}, generated ${JSON.stringify(after[at] ?? '(end)')}`;
};

it('docs/openapi.json is the document the routes make', async () => {
  const file = path.resolve(import.meta.dirname, '../../..', OPENAPI_DOCUMENT_PATH);
  const committed = await fs.readFile(file, 'utf8').catch(() => '');
  const generated = await openApiDocumentText();
  if (committed !== generated) {
    expect.fail(
      `${OPENAPI_DOCUMENT_PATH} differs from the routes' document (${firstDifference(committed, generated)}): run npm run openapi`,
    );
  }
}, 60_000);

it('names the schemas of every domain schema file (lib/openapi-schemas.ts imports each)', async () => {
  const schemasDir = path.resolve(import.meta.dirname, '../../../packages/domain/src/schemas');
  const registry = await fs.readFile(path.resolve(import.meta.dirname, 'lib/openapi-schemas.ts'), 'utf8');
  const files = (await fs.readdir(schemasDir)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const missing = files.filter(
    (file) => !registry.includes(`'@questline/domain/schemas/${file.replace(/\.ts$/, '')}'`),
  );
  expect(missing).toEqual([]);
});
