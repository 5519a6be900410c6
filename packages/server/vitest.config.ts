import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The peers suite (vitest.peers.config.ts) runs these against real outside systems.
    exclude: [...configDefaults.exclude, 'src/**/*.peer.test.ts'],
    env: { TZ: 'UTC' },
    globalSetup: ['src/test/pgliteImage.ts', 'src/test/pgTemplate.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file shares one database; files run in parallel on the two cores.
    pool: 'forks',
    maxWorkers: 2,
    // A worker runs file after file in one process: node_modules and our modules load once per
    // worker, not per file (server-pglite 834 → 479–565 s here, server-pg ~608 → 237 s). Each file still
    // opens its own database and app (useTestApp), and module state is per database or per app.
    isolate: false,
  },
});
