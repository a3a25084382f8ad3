import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries, cyclesOf, specifiersOf } from './check-boundaries.mjs';

const roots: string[] = [];

/** A repository with the project's workspaces, holding `files` (path → source). */
const repository = (files: Record<string, string>) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-boundaries-'));
  roots.push(root);
  const all: Record<string, string> = {
    'package.json': JSON.stringify({ workspaces: ['packages/domain', 'apps/server', 'apps/web'] }),
    'packages/domain/package.json': JSON.stringify({ name: '@questline/domain' }),
    'apps/server/package.json': JSON.stringify({ name: '@questline/server' }),
    'apps/web/package.json': JSON.stringify({ name: '@questline/web' }),
    'packages/domain/src/ids.ts': 'export const id = 1;\n',
    ...files,
  };
  for (const [file, source] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), source);
  }
  return root;
};

/** The rule names broken in a repository holding `files`, in alphabetical order. */
const broken = (files: Record<string, string>) =>
  checkBoundaries(repository(files))
    .map((problem: string) => problem.split(':')[0])
    .sort();

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('the import boundaries', () => {
  it('accepts a tree that keeps them', () => {
    expect(
      broken({
        'apps/web/src/ui/button.tsx': 'export const Button = () => <button type="button" />;\n',
        'apps/web/src/features/learn/learn-page.tsx':
          "import { id } from '@questline/domain/ids';\nimport { Button } from '../../ui/button';\nexport const Page = () => <Button key={id} />;\n",
        'apps/web/src/router.tsx': "import { Page } from './features/learn/learn-page';\nexport const r = Page;\n",
        'apps/server/src/app.ts': "import { register } from './modules/a/a.routes';\nexport const app = register;\n",
        'apps/server/src/modules/a/a.routes.ts':
          "import { read } from './a.repository';\nexport const register = read;\n",
        'apps/server/src/modules/a/a.repository.ts':
          "import { eq } from 'drizzle-orm';\nimport { id } from '@questline/domain/ids';\nexport const read = [eq, id];\n",
      }),
    ).toEqual([]);
  });

  it('fails a feature importing another feature, even for a type', () => {
    expect(
      broken({
        'apps/web/src/features/auth/login.tsx': 'export type TLogin = { open: () => void };\n',
        'apps/web/src/features/learn/quiz.tsx':
          "import type { TLogin } from '../auth/login';\nexport type T = TLogin;\n",
      }),
    ).toEqual(['features-do-not-import-features']);
  });

  it('fails a feature reaching into the shell, and shared web code reaching into a feature', () => {
    expect(
      broken({
        'apps/web/src/app/layout.tsx': 'export const Layout = 1;\n',
        'apps/web/src/features/home/home-page.tsx':
          "import { Layout } from '../../app/layout';\nexport const x = Layout;\n",
        'apps/web/src/ui/card.tsx': "export const y = import('../features/home/home-page');\n",
      }),
    ).toEqual(['features-do-not-import-the-shell', 'shared-web-code-imports-no-feature']);
  });

  it('fails a route file imported by anything but app.ts and its tests', () => {
    const routes = 'export const register = 1;\nexport const withEtag = 2;\n';
    expect(
      broken({
        'apps/server/src/modules/a/a.routes.ts': routes,
        'apps/server/src/modules/a/a.routes.test.ts':
          "import { register } from './a.routes';\nexport const t = register;\n",
        'apps/server/src/app.ts': "import { register } from './modules/a/a.routes';\nexport const app = register;\n",
        'apps/server/src/modules/b/b.routes.ts':
          "import { withEtag } from '../a/a.routes';\nexport const b = withEtag;\n",
      }),
    ).toEqual(['route-files-are-leaves']);
  });

  it('fails SQL in a route file and a repository calling a cache', () => {
    expect(
      broken({
        'apps/server/src/db/schema.ts': 'export const users = 1;\n',
        'apps/server/src/modules/a/a.routes.ts': "import { sql } from 'drizzle-orm';\nexport const r = sql;\n",
        'apps/server/src/modules/search/search-cache.ts': 'export const changed = () => undefined;\n',
        'apps/server/src/modules/a/a.repository.ts':
          "import { users } from '../../db/schema';\nimport { changed } from '../search/search-cache';\nexport const w = [users, changed];\n",
      }),
    ).toEqual(['no-sql-in-routes', 'repositories-call-no-services']);
  });

  it('keeps the domain, the server and the web apart', () => {
    expect(
      broken({
        'packages/domain/src/rules/a.ts': "import { x } from '../../../../apps/server/src/x';\nexport const a = x;\n",
        'apps/server/src/x.ts': "import { y } from '../../web/src/y';\nexport const x = y;\n",
        'apps/web/src/y.ts': "import { id } from '@questline/domain/ids';\nexport const y = id;\n",
      }),
    ).toEqual(['domain-imports-nothing-of-ours', 'server-and-web-apart']);
  });

  it('fails an import cycle, however long', () => {
    expect(
      broken({
        'apps/web/src/lib/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'apps/web/src/lib/b.ts': "import type { TC } from './c';\nexport const b: TC = 1;\n",
        'apps/web/src/lib/c.ts': "import { a } from './a';\nexport type TC = number;\nexport const c = a;\n",
      }),
    ).toEqual(['no-cycles']);
  });
});

describe('reading imports', () => {
  it('finds static, type-only, re-exported and dynamic imports in TSX', () => {
    const source = [
      "import type { A } from './a';",
      "import b, { type B } from './b';",
      "export * from './c';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "import './f';",
      "const G = () => <div data-x={import('./g')} />;",
      'const h = \'import x from "./not-an-import"\';',
    ].join('\n');
    expect(specifiersOf('x.tsx', source)).toEqual(['./a', './b', './c', './d', './e', './f', './g']);
  });

  it('finds each cycle once, and none in a tree', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', []],
      ['d', ['d']],
    ]);
    expect(cyclesOf(edges)).toEqual([['a', 'b'], ['d']]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });
});
