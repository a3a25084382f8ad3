import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_PATH, openApiDocumentText, stalenessOf } from './openapi-document';

it('docs/openapi.json is the document the routes make', async () => {
  const file = path.resolve(import.meta.dirname, '../../..', OPENAPI_DOCUMENT_PATH);
  const committed = await fs.readFile(file, 'utf8').catch(() => '');
  const generated = await openApiDocumentText();
  expect(stalenessOf(committed, generated)).toBeUndefined();
}, 60_000);

it('says where a hand-edited document parts from the generated one, and tells to run npm run openapi', () => {
  const generated = '{\n  "openapi": "3.1.0",\n  "summary": "The signed-in user"\n}\n';
  expect(stalenessOf(generated, generated)).toBeUndefined();
  expect(stalenessOf(generated.replace('signed-in user', 'edited by hand'), generated)).toBe(
    'docs/openapi.json differs from the routes\' document (line 3: "  \\"summary\\": \\"The edited by hand\\"", generated "  \\"summary\\": \\"The signed-in user\\""): run npm run openapi',
  );
  expect(stalenessOf('', generated)).toMatch(/^docs\/openapi.json differs .*line 1: "", generated "\{"/);
});

it('names the schemas of every domain schema file (lib/openapi-schemas.ts imports each)', async () => {
  const schemasDir = path.resolve(import.meta.dirname, '../../../packages/domain/src/schemas');
  const registry = await fs.readFile(path.resolve(import.meta.dirname, 'lib/openapi-schemas.ts'), 'utf8');
  const files = (await fs.readdir(schemasDir)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const missing = files.filter(
    (file) => !registry.includes(`'@questline/domain/schemas/${file.replace(/\.ts$/, '')}'`),
  );
  expect(missing).toEqual([]);
});
