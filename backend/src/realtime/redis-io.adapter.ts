import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';

/**
 * socket.io over Redis pub/sub (`@socket.io/redis-adapter`): a room emit on one instance reaches
 * that room's sockets on every instance, and `fetchSockets()` sees them all, so chat, presence and
 * live forum posts work the same with one app instance or several. The channels carry the Redis
 * prefix, so apps that share a Redis server but not a database never hear each other.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly url: string,
    private readonly prefix: string,
  ) {
    super(app);
  }

  // Typed from the base class: @nestjs/platform-socket.io may carry its own copy of socket.io.
  override createIOServer(
    port: number,
    options?: Parameters<IoAdapter['createIOServer']>[1],
  ): ReturnType<IoAdapter['createIOServer']> {
    const server = super.createIOServer(port, options);
    const publisher = handled(new Redis(this.url, { maxRetriesPerRequest: null }));
    const subscriber = handled(publisher.duplicate());
    this.clients.push(publisher, subscriber);
    server.adapter(
      createAdapter(publisher, subscriber, { key: `${this.prefix}:socket.io`, requestsTimeout: 2_000 }),
    );
    return server;
  }

  override async close(server: ReturnType<IoAdapter['createIOServer']>): Promise<void> {
    await super.close(server);
    // socket.io closes each namespace's adapter without waiting for its unsubscribes: let them be
    // queued first, so that QUIT follows them on the same connections instead of failing them.
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all(this.clients.splice(0).map((c) => c.quit().catch(() => c.disconnect())));
  }
}

/**
 * The adapter fires some commands without awaiting them (answers to other instances, the
 * unsubscribes of its close). One still in flight when the app shuts down would fail as an
 * unhandled rejection; each command's promise gets a handler here (whoever awaits it still sees
 * the failure).
 */
function handled(client: Redis): Redis {
  const send = client.sendCommand.bind(client);
  client.sendCommand = ((...args: Parameters<Redis['sendCommand']>) => {
    const result = send(...args) as unknown as Promise<unknown>;
    result.catch(() => undefined);
    return result;
  }) as Redis['sendCommand'];
  client.on('error', () => undefined);
  return client;
}
