import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Tests that open no database run once, in the PGlite project.
    exclude:
      database === 'postgres'
        ? [
            'src/cli/cli.test.ts',
            'src/cli/backup.test.ts',
            'src/config.test.ts',
            'src/env-file.test.ts',
            'src/settings-documented.test.ts',
            'src/start.test.ts',
            'src/lib/data-dir-lock.test.ts',
            'src/lib/file-store.test.ts',
            'src/db/client.test.ts',
            'src/openapi-document.test.ts',
          ]
        : // The authorisation matrix (every route as every role, through encoded paths too) decides on the router and the
          // roles, and the rate limits count in memory or Redis, not on the engine: with PostgreSQL at hand each runs
          // once, there, where it takes half the time or less.
          process.env.TEST_DATABASE_URL
          ? ['src/lib/authorisation-matrix.routes.test.ts', 'src/lib/rate-limits.routes.test.ts']
          : [],
    environment: 'node',
    // One module graph per worker, not per file: importing the app cost each file about 2 s, a third of the
    // project's CPU time. Each file still opens its own database copy and app, and closes them.
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    env: { QUESTLINE_TEST_DATABASE: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (availableParallelism − 1): on a 2-core machine that is one worker.
    maxWorkers: os.availableParallelism(),
    // `npm run test:coverage` (part of `npm test`): the domain rules must stay ≥ 95 % covered by their own tests.
    // Paths are relative to the domain project's root, the one project that run selects.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: { name: 'scripts', root: './scripts', include: ['**/*.test.ts'], environment: 'node' },
      },
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // One module graph per worker thread (each file still gets a fresh DOM): importing React Aria, TipTap and
          // the router again for every file was two thirds of the project's time. A test replaces a module's export
          // with vi.spyOn, never vi.mock, which cannot reach a module another file imported first.
          pool: 'threads',
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
          // Menus load their code on first use; under a loaded CI machine that alone can take seconds.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
