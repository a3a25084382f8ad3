import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: './e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/server.ts'],
    // Two journeys at a time, each with its own browser, against the one server (journeys make their own accounts and
    // uniquely named content, so none depends on running alone).
    maxWorkers: 2,
    // Journeys of several people through editors take 40–50 s on a quiet 2-core machine and 80–120 s beside another
    // journey on a slower one (the pathway journey). Each step fails on its own within 30 s when it stalls, naming
    // what it waited for: the journey's timeout only bounds the whole.
    testTimeout: 300_000,
    hookTimeout: 150_000,
    // expect.poll gives up after 1 s by default, where Playwright's own waits allow 30 s: a page that needed a request
    // to the loaded server (an image's onerror, a saved checkbox) failed the journey while it was still on its way.
    expect: { poll: { timeout: 15_000 } },
    // No retries: a journey that fails once fails the run, so a flaky one is found and fixed instead of hidden.
    retry: 0,
  },
});
