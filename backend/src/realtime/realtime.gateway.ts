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
import { profileRoom, RealtimeService, userRoom } from './realtime.service.js';
import { socketAuth, type AuthenticatedSocketData } from './socket-auth.js';

/** What a socket is told right before the server closes it because its session ended. */
export const SESSION_ENDED_EVENT = 'session:ended';

/** Longest timer Node keeps (about 24.8 days); a token never lives that long, but a timer must not overflow. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The default namespace: a signed-in user's sockets join `user:<id>` and `profile:<code>` (e.g.
 * the Assistentes' support desk) and receive what the server pushes to them (job progress,
 * notifications). No `cors` option: socket.io then sends
 * no CORS headers, so only the app's own origin can use the polling transport; the bearer
 * token (never a cookie) is what authenticates, so a foreign page gains nothing anyway.
 * A socket follows its session: it is closed when its token expires and as soon as the
 * user's session is revoked; the client then reconnects with a fresh token or signs out.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class RealtimeGateway
  implements OnGatewayInit<Server>, OnGatewayConnection<Socket>, OnGatewayDisconnect<Socket>, OnModuleDestroy
{
  private readonly logger = new Logger('Realtime');
  private readonly expiries = new Map<string, NodeJS.Timeout>();
  private server: Server | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(SessionRegistry) private readonly sessions: SessionRegistry,
    @Inject(RealtimeService) private readonly realtime: RealtimeService,
  ) {}

  afterInit(server: Server): void {
    this.server = server;
    server.use(socketAuth(this.tokens, this.sessions));
    this.realtime.attach(server);
    this.stopListening = this.sessions.onChange((userIds) => void this.recheck(userIds));
  }

  async handleConnection(socket: Socket): Promise<void> {
    const user = (socket.data as Partial<AuthenticatedSocketData>).user;
    if (!user) {
      // The middleware already refuses these; this guards against a misconfigured server.
      socket.emit('unauthorized', { code: 'generic.unauthenticated' });
      socket.disconnect(true);
      return;
    }
    const timer = setTimeout(
      () => this.end(socket, 'expired'),
      Math.min(MAX_TIMER_MS, Math.max(0, user.expiresAt - Date.now())),
    );
    this.expiries.set(socket.id, timer);
    await socket.join([userRoom(user.userId), profileRoom(user.profile)]);
    this.logger.debug(`socket ${socket.id} joined ${userRoom(user.userId)}`);
  }

  handleDisconnect(socket: Socket): void {
    clearTimeout(this.expiries.get(socket.id));
    this.expiries.delete(socket.id);
  }

  onModuleDestroy(): void {
    this.stopListening?.();
    for (const timer of this.expiries.values()) clearTimeout(timer);
    this.expiries.clear();
  }

  /**
   * The sessions of these users changed: their sockets here leave every room at once (so not one
   * more message reaches a revoked session), then each whose token still stands joins again and
   * the others are closed.
   */
  private async recheck(userIds: number[]): Promise<void> {
    const server = this.server;
    if (!server) return;
    const namespace = server.sockets;
    const sockets = userIds.flatMap((id) =>
      [...(namespace.adapter.rooms.get(userRoom(id)) ?? [])].flatMap(
        (sid) => namespace.sockets.get(sid) ?? [],
      ),
    );
    for (const socket of sockets)
      for (const room of [...socket.rooms]) if (room !== socket.id) void socket.leave(room);
    for (const socket of sockets) {
      const claims = (socket.data as Partial<AuthenticatedSocketData>).user;
      const verdict = claims ? await this.sessions.check(claims) : 'revoked';
      if (verdict === 'ok' && claims)
        void socket.join([userRoom(claims.userId), profileRoom(claims.profile)]);
      else {
        socket.emit(SESSION_ENDED_EVENT, { reason: 'revoked' });
        socket.disconnect(true);
      }
    }
  }

  private end(socket: Socket, reason: 'expired' | 'revoked'): void {
    this.expiries.delete(socket.id);
    socket.emit(SESSION_ENDED_EVENT, { reason });
    socket.disconnect(true);
  }
}
