import net from 'node:net';

/**
 * Ports a test server binds later are drawn below the kernel's ephemeral range (Linux's starts at
 * 32768): a port the kernel hands out for `listen(0)` is also one it hands out as the local port
 * of outgoing connections, so between the probe and the real bind a client socket of any test
 * (a database pool, an HTTP call) could take it (EADDRINUSE in a MOS listener, seen in CI).
 */
const LOWEST = 20_000;
const RANGE = 12_000;

/** Whether nothing listens on `port` of loopback now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A loopback port free right now, outside the ephemeral range (see above). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = LOWEST + Math.floor(Math.random() * RANGE);
    if (await bindable(port)) return port;
  }
}
