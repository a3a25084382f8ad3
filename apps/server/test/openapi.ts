import type { FastifyInstance } from 'fastify';

const SCHEMAS = '#/components/schemas/';

/** `value` with each schema reference replaced by its component; a reference within its own component stays. */
const inlined = (value: unknown, schemas: Record<string, unknown>, within: readonly string[]): unknown => {
  if (Array.isArray(value)) return value.map((item) => inlined(item, schemas, within));
  if (value === null || typeof value !== 'object') return value;
  const { $ref, ...rest } = value as { $ref?: unknown };
  if (typeof $ref === 'string' && $ref.startsWith(SCHEMAS)) {
    const name = $ref.slice(SCHEMAS.length);
    if (within.includes(name)) return value;
    return { ...(inlined(schemas[name], schemas, [...within, name]) as object), ...rest };
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inlined(inner, schemas, within)]));
};

/**
 * The app's OpenAPI document as /api/docs/json serves it, its named schemas written out where they are used, so that a
 * test reads an operation's request and answer in place.
 */
export const openApiDocument = async (app: FastifyInstance) => {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  // As `json()` reads any answer: tests walk the document as they would a response.
  const document = response.json();
  document.paths = inlined(document.paths, document.components?.schemas ?? {}, []);
  return document;
};
