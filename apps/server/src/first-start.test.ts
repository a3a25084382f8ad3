import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, injectAs, PUBLIC_URL, resultOf, type TTestContext } from '../test/test-app';
import { demoAccountsPath } from './cli/demo/demo-accounts';
import { contentItems, setupTokens, users } from './db/schema';
import { prepareStart, startMessage } from './first-start';

let ctx: TTestContext;
beforeAll(async () => {
  // An empty database, as a first start against PostgreSQL (or with SEED_DEMO=false) finds it; the demo is off.
  ctx = await createTestApp({ seedDemo: false });
});
afterAll(() => ctx.close());

const where = () => ({ url: PUBLIC_URL, database: 'PostgreSQL', dataDir: ctx.runtime.config.dataDir });

it('seeds nothing without the demo, and prints a one-time setup link that creates the first super admin', async () => {
  const start = await prepareStart(ctx.runtime);
  expect(start).toEqual({ seeded: false, demoAccounts: [], demoAccountsFile: null, setupToken: expect.any(String) });
  expect(await ctx.db.$count(contentItems)).toBe(0);
  expect(await ctx.db.$count(users)).toBe(0);
  expect(fs.existsSync(demoAccountsPath(ctx.runtime.config.dataDir))).toBe(false);

  const message = startMessage(start, where());
  expect(message).toContain(`Questline is running at ${PUBLIC_URL}`);
  expect(message).not.toMatch(/demo/i);
  const link = message.match(/^ {2}(http\S+)$/m)?.[1] as string;
  expect(link).toBe(`${PUBLIC_URL}/setup?token=${start.setupToken}`);

  // A second start while nobody has used it: a new link, and the first stops working.
  const restart = await prepareStart(ctx.runtime);
  expect(restart.setupToken).not.toBe(start.setupToken);
  expect(await ctx.db.$count(setupTokens)).toBe(1);
  const body = { name: 'Ops', email: 'ops@first-start.test', password: 'a-long-enough-password' };
  const stale = await injectAs(ctx.app, undefined, 'POST', '/api/setup', { ...body, token: start.setupToken });
  expect(stale.statusCode).toBe(403);
  const created = await injectAs(ctx.app, undefined, 'POST', '/api/setup', { ...body, token: restart.setupToken });
  expect(resultOf<{ email: string }>(created).email).toBe(body.email);

  // Once a super admin exists, a start prints no link.
  const later = await prepareStart(ctx.runtime);
  expect(later.setupToken).toBeNull();
  expect(startMessage(later, where())).not.toContain('/setup');
  expect(await ctx.db.$count(contentItems)).toBe(0);
});
