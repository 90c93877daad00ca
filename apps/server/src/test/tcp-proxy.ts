import net from 'node:net';

/**
 * A TCP proxy between a client (the app's pool, a Redis client) and a server, that a fault test can cut and
 * restore: `cut()` breaks every open connection and refuses new ones, as a server that is restarting does;
 * `restore()` listens again on the same port.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly open = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** The URL `url` with its host and port replaced by the proxy's. */
  rewrite(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  async start(): Promise<this> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.open.add(a);
        a.pipe(b);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          this.open.delete(a);
          b.destroy();
        });
      }
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Every open connection broken, new ones refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.open) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async restore(): Promise<void> {
    await this.start();
  }

  async close(): Promise<void> {
    await this.cut();
  }
}
