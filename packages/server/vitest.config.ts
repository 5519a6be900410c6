import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that start protocol peers or child servers (MOS devices, asset managers, the built
 * server) and set the MOS ports in the environment: each keeps a process of its own, so a peer
 * one file leaves reconnecting, or its ports in `process.env`, never reach the next file's
 * newsroom on a reused port.
 */
const OWN_PROCESS = [
  'src/areas/mos/**/*.test.ts',
  'src/areas/media/**/*.test.ts',
  'src/reliability/crash.test.ts',
  'src/reliability/workers.test.ts',
];
// The peers suite (vitest.peers.config.ts) runs these against real outside systems.
const EXCLUDED = [...configDefaults.exclude, 'src/**/*.peer.test.ts'];
// Every kept tree a mutation opens with is compared with the database (test/keptTrees.ts).
const COMMON = {
  env: { TZ: 'UTC', NEWSROOM_VERIFY_KEPT_TREES: '1' },
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
};

export default defineConfig({
  test: {
    globalSetup: ['src/test/pgliteImage.ts', 'src/test/pgTemplate.ts'],
    // Each file has its own database; files run in parallel on the two cores.
    maxWorkers: 2,
    projects: [
      {
        // A worker runs these file after file in one process: node_modules and our modules load
        // once per worker, not per file (DECISIONS "The server suites share a process per
        // worker"). Each file still opens its own database and app, and the state our modules
        // keep is per database or per app.
        test: {
          ...COMMON,
          name: 'shared',
          include: ['src/**/*.test.ts'],
          exclude: [...EXCLUDED, ...OWN_PROCESS],
          isolate: false,
        },
      },
      { test: { ...COMMON, name: 'own-process', include: OWN_PROCESS, exclude: EXCLUDED } },
    ],
  },
});
