import type { TestProject } from 'vitest/node';
import { startPeer } from './peerScript';

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

/**
 * Vitest global setup of the `peers` suite: starts a real slapd for the run and hands it to the
 * test files as `inject('ldap')`. A server that does not start fails the suite; it never skips.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { value, stop } = await startPeer<LdapTestServer>({
    script: 'ldap-test-server.sh',
    stateVariable: 'LDAP_TEST_STATE_FILE',
    stateName: 'nrcs-ldap',
    title: 'the LDAP test server',
    timeoutMs: 60_000,
  });
  project.provide('ldap', value);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    ldap: LdapTestServer;
  }
}
