import { defineConfig } from 'vitest/config';

/**
 * The `peers` suite: tests against real outside systems the global setups start (a WordPress
 * site, an OpenLDAP directory), kept apart from the database suites because they need those systems installed.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.peer.test.ts'],
    // As the server's other suites: kept trees compared with the database (test/keptTrees.ts).
    env: { TZ: 'UTC', NEWSROOM_VERIFY_KEPT_TREES: '1' },
    globalSetup: ['src/test/pgliteImage.ts', 'src/test/wordpressSite.ts', 'src/test/ldapServer.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One shared site: files one after the other, so none sees another's half-made posts.
    maxWorkers: 1,
  },
});
