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
  },
});
