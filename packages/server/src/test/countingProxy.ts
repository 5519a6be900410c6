import net from 'node:net';

/**
 * TCP proxies in front of a peer's ports that count the connections through them: what the peer
 * would see (how many clients are connected to it now, how many ever connected).
 */
export class CountingProxy<P extends string> {
  private readonly servers: net.Server[] = [];
  private readonly sockets = new Set<net.Socket>();
  private readonly open = new Map<P, number>();
  private readonly accepted = new Map<P, number>();
  /** The proxies' ports, by the name of the port they stand for. */
  readonly ports = {} as Record<P, number>;

  constructor(private readonly targets: Record<P, number>) {}

  async start(): Promise<void> {
    for (const name of Object.keys(this.targets) as P[]) {
      const server = net.createServer((client) => this.relay(name, client));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      this.ports[name] = (server.address() as net.AddressInfo).port;
      this.servers.push(server);
    }
  }

  /** Connections open now through the proxy of `name`. */
  openNow(name: P): number {
    return this.open.get(name) ?? 0;
  }

  /** Connections ever accepted by the proxy of `name`. */
  acceptedSoFar(name: P): number {
    return this.accepted.get(name) ?? 0;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await Promise.all(
      this.servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
  }

  private relay(name: P, client: net.Socket): void {
    const upstream = net.connect({ host: '127.0.0.1', port: this.targets[name] });
    this.accepted.set(name, this.acceptedSoFar(name) + 1);
    this.open.set(name, this.openNow(name) + 1);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      this.open.set(name, this.openNow(name) - 1);
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    this.sockets.add(client);
    this.sockets.add(upstream);
    for (const socket of [client, upstream]) {
      socket.on('error', close);
      socket.on('close', close);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
