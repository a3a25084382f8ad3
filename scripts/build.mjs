// `npm run build`: the web app (Vite, into apps/web/dist, its server renderer into apps/web/dist-ssr and the lab frame
// of the play origin into apps/web/dist-lab) and the server and its CLI (esbuild, into apps/server/dist).
// `--if-stale` (what `npm start` runs) builds only when the inputs' content differs from the last build's: the hash
// of every input file is kept in apps/server/dist/build.json, so a second start serves at once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverDist = path.join(root, 'apps/server/dist');
const webDist = path.join(root, 'apps/web/dist');
const stampFile = path.join(serverDist, 'build.json');

/** What the build reads: sources, assets, locales, settings and the lock file (test files change no output). */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build.mjs',
  'scripts/compress-dist.mjs',
  'packages/domain',
  'apps/server/package.json',
  'apps/server/src',
  'apps/web',
];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', 'dist-lab', '.vite', 'test-results']);
const isTest = (name) => /\.test\.tsx?$/.test(name);

/** The input files under `relative` (itself when a file), as paths relative to the root. */
const filesOf = (relative) => {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [relative];
  return readdirSync(absolute, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !isTest(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => SKIPPED.has(part)));
};

/** The sha256 of every input's path and bytes, in a stable order. */
const inputsHash = () => {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesOf).sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
};

const lastBuild = () => {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return undefined;
  }
};

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`Build failed: ${command} ${args.join(' ')} exited with ${result.status ?? result.signal}.`);
    process.exit(1);
  }
};

const buildWeb = () => run('npm', ['run', 'build', '-w', '@questline/web']);

/**
 * The server and the CLI as two ES modules with shared chunks beside them, npm packages left to node_modules; the
 * domain package (TypeScript sources) is bundled in. Files the code reads beside itself are copied: the migrations
 * (db/client.ts) and the demo's assets (cli/demo/seed.ts).
 */
const buildServer = async () => {
  const { build } = await import('esbuild');
  rmSync(serverDist, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'apps/server/src/main.ts', cli: 'apps/server/src/cli/main.ts' },
    outdir: serverDist,
    // Chunks stay beside the entries: code that finds files through import.meta.dirname finds them in dist/.
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(context) {
          context.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@questline/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(serverDist, 'migrations'), { recursive: true });
  cpSync(path.join(root, 'apps/server/src/cli/demo/assets'), path.join(serverDist, 'assets'), { recursive: true });
};

const ifStale = process.argv.includes('--if-stale');
const hash = inputsHash();
const previous = lastBuild();
const built =
  existsSync(path.join(webDist, 'index.html')) &&
  existsSync(path.join(root, 'apps/web/dist-ssr/entry-server.js')) &&
  existsSync(path.join(root, 'apps/web/dist-lab/index.html')) &&
  existsSync(path.join(serverDist, 'main.js'));
if (ifStale && built && previous?.inputs === hash) {
  console.log('The build is up to date.');
  process.exit(0);
}
const started = Date.now();
buildWeb();
await buildServer();
writeFileSync(stampFile, `${JSON.stringify({ inputs: hash, builtAt: new Date().toISOString() }, null, 2)}\n`);
console.log(`Built the web app and the server in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
