import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { SessionRegistry } from '../auth/session-registry.js';
import { TokenService } from '../auth/token.service.js';
import { EVERYONE_ROOM, profileRoom, RealtimeService, schoolRoom } from './realtime.service.js';
import { SessionSockets } from './session-sockets.js';

export { SESSION_ENDED_EVENT } from './session-sockets.js';

/**
 * The default namespace: a signed-in user's sockets join `user:<id>`, `profile:<code>` (e.g.
 * the Assistentes' support desk), `school:<id>` (its school's forum) and `everyone`, and receive
 * what the server pushes to them (job progress, notifications). No `cors` option: socket.io then
 * sends no CORS headers, so only the app's own origin can use the polling transport; the bearer
 * token (never a cookie) is what authenticates, so a foreign page gains nothing anyway.
 * A socket follows its session (SessionSockets); the client then reconnects with a fresh token
 * or signs out.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class RealtimeGateway
  implements OnGatewayInit<Server>, OnGatewayConnection<Socket>, OnGatewayDisconnect<Socket>, OnModuleDestroy
{
  private readonly logger = new Logger('Realtime');
  private readonly sockets: SessionSockets;

  constructor(
    @Inject(TokenService) tokens: TokenService,
    @Inject(SessionRegistry) sessions: SessionRegistry,
    @Inject(RealtimeService) private readonly realtime: RealtimeService,
  ) {
    this.sockets = new SessionSockets(tokens, sessions);
  }

  afterInit(server: Server): void {
    this.sockets.attach(server.sockets);
    this.realtime.attach(server);
  }

  async handleConnection(socket: Socket): Promise<void> {
    const user = await this.sockets.admit(socket);
    if (!user) return;
    await socket.join([
      profileRoom(user.profile),
      EVERYONE_ROOM,
      ...(user.schoolId === null ? [] : [schoolRoom(user.schoolId)]),
    ]);
    this.logger.debug(`socket ${socket.id} joined user:${user.userId}`);
  }

  handleDisconnect(socket: Socket): void {
    this.sockets.release(socket);
  }

  onModuleDestroy(): void {
    this.sockets.stop();
  }
}
