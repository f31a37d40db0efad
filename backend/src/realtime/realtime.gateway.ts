import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { SessionChanges } from '@school/projections/user-sessions';
import { SessionRegistry } from '../auth/session-registry.js';
import { TokenService } from '../auth/token.service.js';
import { EVERYONE_ROOM, profileRoom, RealtimeService, schoolRoom, userRoom } from './realtime.service.js';
import { socketAuth, type AuthenticatedSocketData } from './socket-auth.js';

/** What a socket is told right before the server closes it because its session ended. */
export const SESSION_ENDED_EVENT = 'session:ended';

/** Longest timer Node keeps (about 24.8 days); a token never lives that long, but a timer must not overflow. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The default namespace: a signed-in user's sockets join `user:<id>`, `profile:<code>` (e.g.
 * the Assistentes' support desk), `school:<id>` (its school's forum) and `everyone` and receive what the server pushes to them (job progress,
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
    this.stopListening = this.sessions.onChange((changes) => this.recheck(changes));
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
    await socket.join([
      userRoom(user.userId),
      profileRoom(user.profile),
      EVERYONE_ROOM,
      ...(user.schoolId === null ? [] : [schoolRoom(user.schoolId)]),
    ]);
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
   * Sessions ended: the sockets here of every user whose tokens all ended, and of each single
   * token signed out, are closed at once (synchronously, so not one more message reaches them);
   * the others are untouched. When what ended is unknown, every socket is checked again.
   */
  private recheck(changes: SessionChanges | 'unknown'): void {
    const namespace = this.server?.sockets;
    if (!namespace) return;
    if (changes === 'unknown') {
      for (const socket of namespace.sockets.values()) void this.checkAgain(socket);
      return;
    }
    const tokens = new Set(changes.tokens);
    const everyToken = new Set(changes.everyToken);
    for (const userId of changes.users) {
      for (const id of [...(namespace.adapter.rooms.get(userRoom(userId)) ?? [])]) {
        const socket = namespace.sockets.get(id);
        const claims = (socket?.data as Partial<AuthenticatedSocketData> | undefined)?.user;
        if (socket && (everyToken.has(userId) || (claims && tokens.has(claims.jti))))
          this.end(socket, 'revoked');
      }
    }
  }

  private async checkAgain(socket: Socket): Promise<void> {
    const claims = (socket.data as Partial<AuthenticatedSocketData>).user;
    if (!claims || (await this.sessions.check(claims)) !== 'ok') this.end(socket, 'revoked');
  }

  private end(socket: Socket, reason: 'expired' | 'revoked'): void {
    clearTimeout(this.expiries.get(socket.id));
    this.expiries.delete(socket.id);
    socket.emit(SESSION_ENDED_EVENT, { reason });
    socket.disconnect(true);
  }
}
