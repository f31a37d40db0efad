import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

/** How long a target that refused a connection is left out of the rotation. */
const REFUSED_PAUSE_MS = 2_000;

export interface ClusterProxy {
  server: Server;
  /** Takes a target out of the rotation (its process died) or puts it back. */
  setAvailable(target: string, available: boolean): void;
  close(): Promise<void>;
}

/**
 * The cluster's front door: HTTP requests and websocket upgrades go round robin to the app
 * instances (`targets`, `http://127.0.0.1:3001`...). socket.io clients speak websocket only
 * (decision 0053), so one connection lives on one instance and no stickiness is needed.
 * Like nginx's `$proxy_add_x_forwarded_for` and `X-Forwarded-Proto $scheme`, it appends the peer
 * it saw to `X-Forwarded-For` and sets (never appends to) `X-Forwarded-Proto`: the app believes
 * them from this proxy only (`TRUST_PROXY=loopback`), and what a client wrote there itself stays
 * before the trusted hop.
 */
export function startClusterProxy(targets: readonly string[], port: number): Promise<ClusterProxy> {
  const proxy = createProxyServer({ xfwd: false, ws: true });
  const pausedUntil = new Map<string, number>();
  const down = new Set<string>();
  // Upgraded sockets leave the HTTP server's books: closing ends them here.
  const upgraded = new Set<Socket>();
  let next = 0;

  const pick = (): string | null => {
    const now = Date.now();
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(next + i) % targets.length]!;
      if (down.has(target) || (pausedUntil.get(target) ?? 0) > now) continue;
      next = (next + i + 1) % targets.length;
      return target;
    }
    return null;
  };

  const forwarded = (req: IncomingMessage): void => {
    const peer = req.socket.remoteAddress ?? '';
    const before = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = before ? `${String(before)}, ${peer}` : peer;
    req.headers['x-forwarded-proto'] = 'http';
  };

  const refused = (target: string, error: Error): void => {
    if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED')
      pausedUntil.set(target, Date.now() + REFUSED_PAUSE_MS);
  };

  const unavailable = (res: ServerResponse): void => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 502, code: 'proxy.unavailable', message: 'No app instance answered.' }));
  };

  const server = createServer((req, res) => {
    const target = pick();
    if (!target) return unavailable(res);
    forwarded(req);
    void proxy.web(req, res, { target }, (error: Error) => {
      refused(target, error);
      unavailable(res);
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const target = pick();
    if (!target) return void socket.destroy();
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    forwarded(req);
    void proxy.ws(req, socket, head, { target }, (error: Error) => {
      refused(target, error);
      socket.destroy();
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve({
        server,
        setAvailable(target, available) {
          if (available) down.delete(target);
          else down.add(target);
        },
        close: () =>
          new Promise<void>((done) => {
            proxy.close();
            server.close(() => done());
            server.closeAllConnections();
            for (const socket of upgraded) socket.destroy();
          }),
      });
    });
  });
}
