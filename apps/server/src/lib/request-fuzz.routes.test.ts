import { MAX_JSON_DEPTH } from '@questline/domain/rules/input-limits';
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

/** Ways to write a route's path that route elsewhere or nowhere: an encoded letter, digit or mark, a dot segment, case. */
const pathMutation = fc.oneof(
  fc.record({ kind: fc.constant('encode' as const), at: fc.nat(), upper: fc.boolean() }),
  fc.record({ kind: fc.constant('dots' as const), at: fc.nat(), dots: fc.constantFrom('.', '..', '%2e', '%2E%2e') }),
  fc.record({ kind: fc.constant('case' as const), at: fc.nat(), upper: fc.boolean() }),
  fc.record({ kind: fc.constant('bytes' as const), at: fc.nat(), dots: fc.constantFrom('%ff', '%c0%af', '%', '%zz') }),
);
type TPathMutation = typeof pathMutation extends fc.Arbitrary<infer T> ? T : never;

const UNRESERVED = /[A-Za-z0-9\-._~]/;
/** The path with one mutation applied, and whether the platform must refuse it as invalid_path. */
const mutate = (path: string, mutation: TPathMutation): { url: string; refused: boolean } => {
  const at = mutation.at % path.length;
  if (mutation.kind === 'encode') {
    const positions = [...path].flatMap((char, index) => (UNRESERVED.test(char) ? [index] : []));
    const index = positions[mutation.at % positions.length] as number;
    const hex = path.charCodeAt(index).toString(16);
    return {
      url: `${path.slice(0, index)}%${mutation.upper ? hex.toUpperCase() : hex}${path.slice(index + 1)}`,
      refused: true,
    };
  }
  if (mutation.kind === 'case') {
    const changed = `${path.slice(0, at)}${mutation.upper ? path.slice(at).toUpperCase() : path.slice(at).toLowerCase()}`;
    return { url: changed, refused: false };
  }
  const slash = path.lastIndexOf('/', at);
  const insert = mutation.kind === 'dots' ? `/${mutation.dots}` : mutation.dots;
  return { url: `${path.slice(0, slash)}${insert}${path.slice(slash)}`, refused: mutation.kind === 'bytes' };
};

it('answers mutated paths (encodings, dot segments, case, broken bytes) without a 5xx; encoded ones are invalid_path', async () => {
  const operations = fuzzable();
  const problems: string[] = [];
  await fc.assert(
    fc.asyncProperty(pathMutation, async (mutation) => {
      for (const operation of operations) {
        const [path, query] = urlOf(operation, ['ltu_1']).split('?');
        const { url, refused } = mutate(path as string, mutation);
        const full = query ? `${url}?${query}` : url;
        const problem = await check(operation.method, full, operation.method === 'GET' ? undefined : {});
        if (problem) problems.push(problem);
        if (refused) {
          const response = await ctx.app.inject({ method: operation.method as 'GET', url: full, headers: { cookie } });
          if (response.statusCode !== 400 || response.json().error?.key !== 'invalid_path')
            problems.push(`${operation.method} ${full} → ${response.statusCode}, not invalid_path`);
        }
      }
      return true;
    }),
    { numRuns: 12, seed: 20261127 },
  );
  expect([...new Set(problems)]).toEqual([]);
}, 300_000);

it('answers bodies nested to any depth on every write without a 5xx; past the limit they are request_too_deep', async () => {
  const writes = fuzzable().filter(({ method }) => method !== 'GET');
  const nestedBody = fc.record({
    depth: fc.oneof(fc.integer({ min: 1, max: MAX_JSON_DEPTH }), fc.integer({ min: MAX_JSON_DEPTH + 1, max: 20_000 })),
    open: fc.constantFrom('[', '{"a":'),
  });
  const problems: string[] = [];
  await fc.assert(
    fc.asyncProperty(nestedBody, async ({ depth, open }) => {
      const body = `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`;
      for (const operation of writes) {
        const response = await ctx.app.inject({
          method: operation.method as 'POST',
          url: urlOf(operation, ['ltu_1']),
          headers: { origin: PUBLIC_URL, cookie, 'content-type': 'application/json' },
          payload: body,
        });
        const label = `${operation.method} ${operation.template} depth ${depth}`;
        if (response.statusCode >= 500) problems.push(`${label} → ${response.statusCode}`);
        if (depth > MAX_JSON_DEPTH && response.json().error?.key !== 'request_too_deep')
          problems.push(`${label} → ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
      return true;
    }),
    { numRuns: 8, seed: 20261127 },
  );
  expect([...new Set(problems)]).toEqual([]);
}, 300_000);
