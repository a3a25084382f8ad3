import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: './e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/server.ts'],
    fileParallelism: false,
    // Journeys of several people through editors take 40–50 s on a quiet 2-core machine: room for a loaded one.
    testTimeout: 120_000,
    hookTimeout: 150_000,
    // One retry at most (STYLE §11): a journey that fails twice fails the run; vitest reports one that needed it.
    retry: 1,
  },
});
