import type { TestProject } from 'vitest/node';
import { startPeer } from './peerScript';

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

/**
 * Vitest global setup of the `peers` suite: starts a real WordPress (MariaDB and PHP's built-in
 * server) for the run and hands it to the test files as `inject('wordpress')`. A site that does not
 * start fails the suite with the script's reason; it never skips.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { value, stop } = await startPeer<WordpressTestSite>({
    script: 'wordpress-test-site.sh',
    stateVariable: 'WP_TEST_STATE_FILE',
    stateName: 'nrcs-wordpress',
    title: 'the WordPress test site',
    timeoutMs: 120_000,
  });
  project.provide('wordpress', value);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    wordpress: WordpressTestSite;
  }
}
