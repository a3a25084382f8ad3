#!/usr/bin/env node
// The import boundaries of docs/ARCHITECTURE.md, checked by `npm run lint`. Every import of every TypeScript file
// (type-only and dynamic ones too: a type import couples two modules as much as any other) is parsed with swc,
// resolved to a file of the repository or a package, and held against the rules below; import cycles fail too.
// Prints one line per broken rule and exits 1, or prints nothing and exits 0.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from '@swc/core';

/** Each rule: `from` and `to` match repository-relative paths (a package is `node_modules/<name>`). */
export const RULES = [
  {
    name: 'domain-imports-nothing-of-ours',
    why: 'packages/domain holds the rules; it knows no server, web, test or benchmark code',
    from: /^packages\/domain\//,
    to: /^(apps|e2e|bench|scripts)\//,
  },
  {
    name: 'server-and-web-apart',
    why: 'the server and the web share only packages/domain',
    from: /^apps\/(server|web)\//,
    to: (from) => (from.startsWith('apps/server/') ? /^apps\/web\// : /^apps\/server\//),
  },
  {
    name: 'features-do-not-import-features',
    why: 'what two web features share moves to ui/, lib/, api/ or app/; the router composes features into pages',
    from: /^apps\/web\/src\/features\/([^/]+)\//,
    to: (from) => {
      const own = from.split('/')[4];
      return new RegExp(`^apps/web/src/features/(?!${own}/)`);
    },
  },
  {
    name: 'features-do-not-import-the-shell',
    why: 'app/ (the shell: layout, header, router) composes the features, so a feature never imports it (its route-level tests may)',
    from: /^apps\/web\/src\/features\/(?!.*\.test\.tsx?$)/,
    to: /^apps\/web\/src\/(app\/|router\.tsx$|main\.tsx$)/,
  },
  {
    name: 'shared-web-code-imports-no-feature',
    why: 'ui/, lib/, api/ and i18n/ sit below the features and never reach up into one',
    from: /^apps\/web\/src\/(ui|lib|api|i18n)\//,
    to: /^apps\/web\/src\/(features|app|identity)\//,
  },
  {
    name: 'route-files-are-leaves',
    why: 'a *.routes.ts file is only registered by app.ts and tested; what others need from it moves to lib/ or a service',
    from: /^apps\/server\/src\/(?!app\.ts$)(?!.*\.test\.ts$)/,
    to: /\.routes\.ts$/,
  },
  {
    name: 'no-sql-in-routes',
    why: 'only repositories touch Drizzle: a handler asks a service or a repository',
    from: /\.routes\.ts$/,
    to: /^(node_modules\/drizzle-orm(\/|$)|apps\/server\/src\/db\/schema\.ts$)/,
  },
  {
    name: 'repositories-call-no-services',
    why: 'a repository reads and writes tables; caches, services and routes sit above it',
    from: /\.repository\.ts$/,
    to: /([.-](service|cache)|\.routes)\.ts$/,
  },
];

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', '.git']);
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

const listSources = (root, dir) =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : listSources(root, relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });

/** Every module specifier a file imports or re-exports, statically or with `import()`. */
export const specifiersOf = (file, source) => {
  const ast = parseSync(source, { syntax: 'typescript', tsx: file.endsWith('.tsx'), comments: false });
  const found = [];
  const visit = (node) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    if (node.source?.type === 'StringLiteral' && /Import|Export/.test(node.type)) found.push(node.source.value);
    if (node.type === 'CallExpression' && node.callee?.type === 'Import') {
      const argument = node.arguments[0]?.expression;
      if (argument?.type === 'StringLiteral') found.push(argument.value);
    }
    for (const key in node) if (key !== 'span') visit(node[key]);
  };
  visit(ast.body);
  return found;
};

const workspaceDirs = (root) => {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const dirs = new Map();
  for (const dir of workspaces) {
    const manifest = path.join(root, dir, 'package.json');
    if (fs.existsSync(manifest)) dirs.set(JSON.parse(fs.readFileSync(manifest, 'utf8')).name, dir);
  }
  return dirs;
};

/** The repository-relative file a specifier names, `node_modules/<package>` for a package, or undefined. */
const resolver = (root) => {
  const workspaces = workspaceDirs(root);
  const asFile = (relative) => {
    for (const extension of EXTENSIONS) {
      const candidate = `${relative}${extension}`;
      const absolute = path.join(root, candidate);
      if (fs.existsSync(absolute) && fs.statSync(absolute).isFile()) return candidate;
    }
    // `./x.js` naming the TypeScript file `x.ts`.
    if (/\.js$/.test(relative)) return asFile(relative.replace(/\.js$/, ''));
    return undefined;
  };
  return (from, specifier) => {
    if (specifier.startsWith('.')) return asFile(path.posix.join(path.posix.dirname(from), specifier));
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    const workspace = workspaces.get(name);
    if (workspace) {
      const subpath = specifier.slice(name.length + 1);
      // The workspaces export `./*` from `./src/*.ts`.
      return asFile(subpath ? `${workspace}/src/${subpath}` : `${workspace}/src/index`);
    }
    if (specifier.startsWith('node:')) return undefined;
    return `node_modules/${name}`;
  };
};

/** The import cycles among `edges` (file → files), each as the files of one strongly connected component. */
export const cyclesOf = (edges) => {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const connect = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (edges.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) connect(file);
  return cycles;
};

/** Every broken boundary under `root`, as lines of text. */
export const checkBoundaries = (root, dirs = ['packages', 'apps', 'e2e', 'bench', 'scripts']) => {
  const resolve = resolver(root);
  const edges = new Map();
  const problems = [];
  for (const dir of dirs) {
    if (!fs.existsSync(path.join(root, dir))) continue;
    for (const file of listSources(root, dir)) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      let targets;
      try {
        targets = specifiersOf(file, source).map((specifier) => resolve(file, specifier));
      } catch (error) {
        problems.push(`unparsable: ${file}: ${error.message.split('\n')[0]}`);
        continue;
      }
      edges.set(file, [...new Set(targets.filter((target) => target && !target.startsWith('node_modules/')))]);
      for (const target of new Set(targets)) {
        if (!target) continue;
        for (const rule of RULES) {
          if (!rule.from.test(file)) continue;
          const to = typeof rule.to === 'function' ? rule.to(file) : rule.to;
          if (to.test(target)) problems.push(`${rule.name}: ${file} → ${target} (${rule.why})`);
        }
      }
    }
  }
  for (const cycle of cyclesOf(edges)) problems.push(`no-cycles: ${cycle.join(' ⇄ ')}`);
  return problems;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkBoundaries(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} broken import boundaries (docs/ARCHITECTURE.md, scripts/check-boundaries.mjs)`);
    process.exit(1);
  }
}
