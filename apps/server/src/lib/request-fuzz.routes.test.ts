import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, injectAs, PUBLIC_URL, resultOf, signIn, type TTestContext } from '../../test/test-app';
import { grantRoles } from '../modules/users/users.repository';

/**
 * Injection and fuzzing (issue 13): every route of the route table, with hostile path parameters, query strings and
 * bodies, as a super admin (who passes every role check, so the input reaches the deepest code). No answer may be a
 * 5xx, and none may carry the database's own words.
 */
const SQL_WORDS =
  /syntax error|relation "|column "|invalid input syntax|violates|duplicate key|pg_|drizzle|PGlite|at character/i;

/** Strings that have broken parsers and queries before: quotes, comment starts, wildcards, NUL, huge numbers. */
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    "'",
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '%',
    '_',
    '\\',
    '\u0000',
    'a\u0000b',
    '99999999999999999999',
    '-1',
    '1e309',
    'ltu_0',
    'ltu_99999999999',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '[]',
    '{}',
    'null',
  ),
);

let ctx: TTestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await signIn(ctx.app, 'fuzz@fuzz.test');
  const me = resultOf<{ id: string }>(await injectAs(ctx.app, cookie, 'GET', '/api/me'));
  await grantRoles(ctx.db, me.id, ['superAdmin']);
  await ctx.app.ready();
});
afterAll(() => ctx.close());

type TOperation = { method: string; template: string; query: string[] };

const operationsOf = (document: {
  paths?: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
}): TOperation[] =>
  Object.entries(document.paths ?? {}).flatMap(([template, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      })),
  );

/** The routes to fuzz: the API but sign-in (better-auth's own) and uploads (their bodies are files, tested apart). */
const fuzzable = () =>
  operationsOf(ctx.app.swagger() as never).filter(
    ({ template }) =>
      template.startsWith('/api/') && !template.startsWith('/api/auth/') && !template.startsWith('/api/media/uploads'),
  );

const check = async (method: string, url: string, payload?: unknown) => {
  const response = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { origin: PUBLIC_URL, cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  const problem =
    response.statusCode >= 500
      ? `${response.statusCode}`
      : SQL_WORDS.test(response.body)
        ? `database words: ${response.body.slice(0, 200)}`
        : '';
  return (
    problem &&
    `${method} ${url}${payload === undefined ? '' : ` ${JSON.stringify(payload).slice(0, 120)}`} → ${problem}`
  );
};

const urlOf = ({ template, query }: TOperation, values: string[]) => {
  let index = 0;
  const path = template.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[index++ % values.length] ?? ''));
  const search = query.map((name, i) => `${name}=${encodeURIComponent(values[(index + i) % values.length] ?? '')}`);
  return search.length ? `${path}?${search.join('&')}` : path;
};

it('answers hostile path parameters and query strings without a 5xx or database words', async () => {
  const operations = fuzzable();
  expect(operations.length).toBeGreaterThan(80);
  const problems: string[] = [];
  await fc.assert(
    fc.asyncProperty(fc.array(hostile, { minLength: 1, maxLength: 4 }), async (values) => {
      for (const operation of operations) {
        const problem = await check(
          operation.method,
          urlOf(operation, values),
          operation.method === 'GET' ? undefined : {},
        );
        if (problem) problems.push(problem);
      }
      return true;
    }),
    { numRuns: 6, seed: 20261125 },
  );
  expect([...new Set(problems)]).toEqual([]);
}, 300_000);

it('answers hostile JSON bodies on every write without a 5xx or database words', async () => {
  const writes = fuzzable().filter(({ method }) => method !== 'GET');
  const body = fc.oneof(
    fc.dictionary(
      fc.constantFrom('title', 'id', 'itemId', 'ids', 'text', 'name', 'k', 'locale', 'type', 'blocked'),
      fc.jsonValue(),
    ),
    fc.jsonValue(),
  );
  const problems: string[] = [];
  await fc.assert(
    fc.asyncProperty(body, hostile, async (payload, value) => {
      for (const operation of writes) {
        const problem = await check(operation.method, urlOf(operation, [value]), payload);
        if (problem) problems.push(problem);
      }
      return true;
    }),
    { numRuns: 6, seed: 20261125 },
  );
  expect([...new Set(problems)]).toEqual([]);
}, 300_000);
