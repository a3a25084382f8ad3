import fs from 'node:fs/promises';
import path from 'node:path';
import { OPENAPI_DOCUMENT_PATH, openApiDocumentText } from '../openapi-document';

/** `npm run openapi`: writes the server's OpenAPI document to docs/openapi.json (its staleness test compares). */
const root = path.resolve(import.meta.dirname, '../../../..');
const target = path.join(root, OPENAPI_DOCUMENT_PATH);
await fs.writeFile(target, await openApiDocumentText());
process.stdout.write(`Wrote ${OPENAPI_DOCUMENT_PATH}.\n`);
process.exit(0);
