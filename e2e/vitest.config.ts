import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: './e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/server.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 150_000,
    retry: 0,
  },
});
