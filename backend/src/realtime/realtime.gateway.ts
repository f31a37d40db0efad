import { Inject, Logger } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { TokenService } from '../auth/token.service.js';
import { profileRoom, RealtimeService, userRoom } from './realtime.service.js';
import { socketAuth, type AuthenticatedSocketData } from './socket-auth.js';

/**
 * The default namespace: a signed-in user's sockets join `user:<id>` and `profile:<code>` (e.g.
 * the Assistentes' support desk) and receive what the server pushes to them (job progress,
 * notifications). No `cors` option: socket.io then sends
 * no CORS headers, so only the app's own origin can use the polling transport; the bearer
 * token (never a cookie) is what authenticates, so a foreign page gains nothing anyway.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class RealtimeGateway implements OnGatewayInit<Server>, OnGatewayConnection<Socket> {
  private readonly logger = new Logger('Realtime');

  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(RealtimeService) private readonly realtime: RealtimeService,
  ) {}

  afterInit(server: Server): void {
    server.use(socketAuth(this.tokens));
    this.realtime.attach(server);
  }

  async handleConnection(socket: Socket): Promise<void> {
    const user = (socket.data as Partial<AuthenticatedSocketData>).user;
    if (!user) {
      // The middleware already refuses these; this guards against a misconfigured server.
      socket.emit('unauthorized', { code: 'generic.unauthenticated' });
      socket.disconnect(true);
      return;
    }
    await socket.join([userRoom(user.userId), profileRoom(user.profile)]);
    this.logger.debug(`socket ${socket.id} joined ${userRoom(user.userId)}`);
  }
}
