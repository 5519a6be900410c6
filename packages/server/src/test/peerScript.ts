import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A protocol peer started by one of `scripts/` for the `peers` suite. */
export interface PeerScript {
  /** The script under `scripts/`, which answers `start` (printing JSON) and `stop`. */
  script: string;
  /** The variable naming its state file, and the file's name when test-all.sh gives none. */
  stateVariable: string;
  stateName: string;
  /** What the peer is called in a failure ("the LDAP test server"). */
  title: string;
  timeoutMs: number;
}

/**
 * Starts the peer and answers what its script printed and the function that stops it. A peer that
 * does not start fails with the script's reason (and is stopped); it never skips.
 */
export async function startPeer<T>(
  peer: PeerScript,
): Promise<{ value: T; stop: () => Promise<void> }> {
  const path = fileURLToPath(new URL(`../../../../scripts/${peer.script}`, import.meta.url));
  // test-all.sh names the state file so its own cleanup can stop a peer a killed run left behind.
  const env = {
    ...process.env,
    [peer.stateVariable]:
      process.env[peer.stateVariable] ?? join(tmpdir(), `${peer.stateName}-${process.pid}.state`),
  };
  const stop = async () => {
    await run('bash', [path, 'stop'], { env });
  };
  try {
    const { stdout } = await run('bash', [path, 'start'], { env, timeout: peer.timeoutMs });
    return { value: JSON.parse(stdout) as T, stop };
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    await stop().catch(() => undefined);
    throw new Error(`${peer.title} did not start: ${stderr || String(error)}`);
  }
}
