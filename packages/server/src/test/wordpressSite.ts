import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

/** A user of the test site and the application password the REST API accepts from it. */
export interface WordpressTestLogin {
  user: string;
  applicationPassword: string;
}

/** What `scripts/wordpress-test-site.sh start` made: the site, its admin and what it holds. */
export interface WordpressTestSite extends WordpressTestLogin {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** A user with the author role (may write and publish own posts, may not create tags). */
  author: WordpressTestLogin;
  /** Every user who can edit posts: the admin and "Ana Repórter". */
  authors: { id: number; name: string }[];
  /** Every category: Uncategorized, Esportes, Cidade and Futebol (under Esportes). */
  categories: { id: number; name: string; parentId: number | null }[];
}

const run = promisify(execFile);
const SCRIPT = fileURLToPath(
  new URL('../../../../scripts/wordpress-test-site.sh', import.meta.url),
);
const START_TIMEOUT_MS = 120_000;

/**
 * Vitest global setup of the `peers` suite: starts a real WordPress (MariaDB and PHP's built-in
 * server) for the run and hands it to the test files as `inject('wordpress')`. A site that does not
 * start fails the suite with the script's reason; it never skips.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // test-all.sh names the state file so its own cleanup can stop a site a killed run left behind.
  const env = {
    ...process.env,
    WP_TEST_STATE_FILE:
      process.env.WP_TEST_STATE_FILE ?? join(tmpdir(), `nrcs-wordpress-${process.pid}.state`),
  };
  const stop = async () => {
    await run('bash', [SCRIPT, 'stop'], { env });
  };
  let stdout: string;
  try {
    ({ stdout } = await run('bash', [SCRIPT, 'start'], { env, timeout: START_TIMEOUT_MS }));
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    await stop().catch(() => undefined);
    throw new Error(`the WordPress test site did not start: ${stderr || String(error)}`);
  }
  project.provide('wordpress', JSON.parse(stdout) as WordpressTestSite);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    wordpress: WordpressTestSite;
  }
}
