import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './freePort';

describe('freePort', () => {
  it('answers a loopback port below the ephemeral range that a server can then bind', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(32_768);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('skips a port something listens on', async () => {
    const busy = await freePort();
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(busy, '127.0.0.1', resolve));
    try {
      const random = Math.random;
      let calls = 0;
      // The first draw names the taken port; the next one any other.
      Math.random = () => (calls++ === 0 ? (busy - 20_000 + 0.5) / 12_000 : random());
      try {
        expect(await freePort()).not.toBe(busy);
      } finally {
        Math.random = random;
      }
      expect(calls).toBeGreaterThan(1);
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  });
});
