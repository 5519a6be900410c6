import { defineConfig } from 'vitest/config';

// One built server is shared by every spec (see globalSetup), so files run one at a time.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['src/support/globalSetup.ts'],
    // A poll waits for what the page or the server will do; in CI the bench smoke shares the two
    // cores with the built server and the browser, so 1 s (vitest's default) was sometimes too short.
    expect: { poll: { timeout: 10_000 } },
  },
});
