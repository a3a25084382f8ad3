import fs from 'node:fs/promises';
import path from 'node:path';
import { OPENAPI_DOCUMENT_PATH, openApiDocumentText, stalenessOf } from '../openapi-document';

/**
 * `npm run openapi`: writes the server's OpenAPI document to docs/openapi.json. With `--check` (part of `npm run
 * lint`) it writes nothing and fails while the file differs from what the routes make.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const target = path.join(root, OPENAPI_DOCUMENT_PATH);
const generated = await openApiDocumentText();
if (process.argv.includes('--check')) {
  const stale = stalenessOf(await fs.readFile(target, 'utf8').catch(() => ''), generated);
  if (stale) {
    process.stderr.write(`${stale}\n`);
    process.exit(1);
  }
  process.exit(0);
}
await fs.writeFile(target, generated);
process.stdout.write(`Wrote ${OPENAPI_DOCUMENT_PATH}.\n`);
process.exit(0);
