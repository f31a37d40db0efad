import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { pickLanguage, translate } from '@school/modules/kernel';

/**
 * The HTTP half of a graceful stop. Its middleware, first of all, counts the requests in
 * flight; `drain` stops accepting connections and lets the requests finish within the grace
 * period, cutting only what is left after it. A request that reaches the app during the drain on
 * a connection opened before it (sent just before the signal, or on a kept-alive connection) is
 * still answered, with `Connection: close`, so the client's next request goes elsewhere. One that
 * comes after the drain is refused with 503 before anything runs.
 */
export class HttpDrain {
  private readonly inFlight = new Set<ServerResponse>();
  private phase: 'serving' | 'draining' | 'closed' = 'serving';
  private onIdle: (() => void) | null = null;

  /** Requests received and not answered yet. */
  get inFlightCount(): number {
    return this.inFlight.size;
  }

  readonly middleware = (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    if (this.phase === 'closed') return refuse(request, response);
    if (this.phase === 'draining') response.setHeader('connection', 'close');
    this.inFlight.add(response);
    response.once('close', () => {
      this.inFlight.delete(response);
      if (this.inFlight.size === 0) this.onIdle?.();
    });
    next();
  };

  /** Resolves with how many requests had to be cut: 0 when every one finished within `graceMs`. */
  async drain(server: Server, graceMs: number): Promise<number> {
    this.phase = 'draining';
    // Stop listening only: http's own close() would also drop the connections that are open but
    // whose request is not read yet, resetting requests a client has already sent.
    NetServer.prototype.close.call(server);
    for (const response of this.inFlight)
      if (!response.headersSent) response.setHeader('connection', 'close');
    if (this.inFlight.size > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, graceMs);
        this.onIdle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    this.phase = 'closed';
    const cut = this.inFlight.size;
    server.close(); // the connections left idle (kept alive), and http's own timers
    server.closeAllConnections();
    return cut;
  }
}

function refuse(request: IncomingMessage, response: ServerResponse): void {
  const language = pickLanguage(request.headers['accept-language']);
  const body = JSON.stringify({
    status: 503,
    code: 'generic.unavailable',
    message: translate('generic.unavailable', language),
  });
  response.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
    'retry-after': '1',
  });
  response.end(body);
}
