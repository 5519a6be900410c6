import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

/**
 * What `scripts/ldap-test-server.sh start` made: an OpenLDAP on a loopback port holding 200
 * people (uid=user001…user200, password pass-NNN) in 10 groups (cn=group01…group10).
 */
export interface LdapTestServer {
  /** `ldap://127.0.0.1:<port>`. */
  url: string;
  baseDn: string;
  /** The directory's administrator (may change entries). */
  rootDn: string;
  rootPassword: string;
  /** A service account that may only read. */
  readerDn: string;
  readerPassword: string;
}

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('../../../../scripts/ldap-test-server.sh', import.meta.url));
const START_TIMEOUT_MS = 60_000;

/**
 * Vitest global setup of the `peers` suite: starts a real slapd for the run and hands it to the
 * test files as `inject('ldap')`. A server that does not start fails the suite; it never skips.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // test-all.sh names the state file so its own cleanup can stop a server a killed run left.
  const env = {
    ...process.env,
    LDAP_TEST_STATE_FILE:
      process.env.LDAP_TEST_STATE_FILE ?? join(tmpdir(), `nrcs-ldap-${process.pid}.state`),
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
    throw new Error(`the LDAP test server did not start: ${stderr || String(error)}`);
  }
  project.provide('ldap', JSON.parse(stdout) as LdapTestServer);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    ldap: LdapTestServer;
  }
}
