import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, PUBLIC_URL, type TTestContext } from '../../test/test-app';

/**
 * The authorisation matrix's first row, generated from the route table (the OpenAPI document every route is in):
 * an anonymous caller gets 401 auth_required from every API write, before its body is read, so a new route cannot
 * forget to ask. The writes anonymous callers may make are listed here, each with its reason.
 */
const ANONYMOUS_WRITES: Record<string, string> = {
  'POST /api/changeLanguage': 'a visitor picks a language; it is kept in a cookie',
  'POST /api/changePreferredRegion': 'a visitor picks a region; it is kept in a cookie',
  'POST /api/learn/submission/{id}/play': "a visitor's play of a build counts like a signed-in one",
};

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.ready();
});
afterAll(() => ctx.close());

const writesOf = (document: { paths?: Record<string, Record<string, unknown>> }) =>
  Object.entries(document.paths ?? {}).flatMap(([template, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
      .map((method) => ({ method, template })),
  );

it('refuses every API write to anonymous callers with auth_required, but the listed ones', async () => {
  const writes = writesOf(ctx.app.swagger() as never).filter(({ template }) => template.startsWith('/api/'));
  // The table is the real one: editors' saves, comments, uploads and more are in it.
  expect(writes.length).toBeGreaterThan(50);
  const answers: string[] = [];
  for (const { method, template } of writes) {
    const name = `${method} ${template}`;
    if (name in ANONYMOUS_WRITES || template.startsWith('/api/auth/')) continue;
    const url = template.replace(/\{[^}]+\}/g, '1');
    const response = await ctx.app.inject({
      method: method as 'POST',
      url,
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
      payload: '{}',
    });
    answers.push(`${name} → ${response.statusCode} ${response.json().error?.key ?? ''}`);
  }
  expect(answers.filter((answer) => !answer.endsWith('→ 401 auth_required'))).toEqual([]);
});

it('lets anonymous callers make the listed writes', async () => {
  for (const name of Object.keys(ANONYMOUS_WRITES)) {
    const [method, template] = name.split(' ') as [string, string];
    const response = await ctx.app.inject({
      method: method as 'POST',
      url: template.replace(/\{[^}]+\}/g, '1'),
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode, name).not.toBe(401);
  }
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/changeLanguage',
    headers: { origin: PUBLIC_URL },
    payload: { locale: 'ja_JP' },
  });
  expect(response.statusCode).toBe(200);
  const unknown = await ctx.app.inject({ method: 'POST', url: '/api/no-such-write', headers: { origin: PUBLIC_URL } });
  expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: { key: 'not_found' } }]);
});
