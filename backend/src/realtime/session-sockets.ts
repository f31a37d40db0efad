import type { Namespace, Socket } from 'socket.io';
import type { SessionChanges } from '@school/projections/user-sessions';
import { refuseUnstorableText } from '../http/unstorable-text.js';
import type { SessionRegistry } from '../auth/session-registry.js';
import type { TokenService } from '../auth/token.service.js';
import { userRoom } from './realtime.service.js';
import { socketAuth, type AuthenticatedSocketData } from './socket-auth.js';

/** What a socket is told right before the server closes it because its session ended. */
export const SESSION_ENDED_EVENT = 'session:ended';

/** Longest timer Node keeps (about 24.8 days); a token never lives that long, but a timer must not overflow. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The sockets of one namespace follow their sessions, whichever gateway owns it: the handshake
 * is checked like an HTTP request; a socket is closed when its token expires and as soon as its
 * user's session is revoked or the user deactivated (it is told `session:ended` first). Every
 * socket is in `user:<id>`, which is how a revocation finds it.
 */
export class SessionSockets {
  private readonly expiries = new Map<string, NodeJS.Timeout>();
  private namespace: Namespace | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionRegistry,
  ) {}

  attach(namespace: Namespace): void {
    this.namespace = namespace;
    namespace.use(socketAuth(this.tokens, this.sessions));
    // Every event of every socket: text no store can keep is refused before a gateway sees it.
    namespace.on('connection', (socket: Socket) => socket.use(refuseUnstorableText(socket)));
    this.stopListening = this.sessions.onChange((changes) => this.recheck(changes));
  }

  /** The socket's user, once it passed the handshake; null (and the socket closed) otherwise. */
  async admit(socket: Socket): Promise<AuthenticatedSocketData['user'] | null> {
    const user = (socket.data as Partial<AuthenticatedSocketData>).user;
    if (!user) {
      // The middleware already refuses these; this guards against a misconfigured server.
      socket.emit('unauthorized', { code: 'generic.unauthenticated' });
      socket.disconnect(true);
      return null;
    }
    const timer = setTimeout(
      () => this.end(socket, 'expired'),
      Math.min(MAX_TIMER_MS, Math.max(0, user.expiresAt - Date.now())),
    );
    this.expiries.set(socket.id, timer);
    await socket.join(userRoom(user.userId));
    return user;
  }

  release(socket: Socket): void {
    clearTimeout(this.expiries.get(socket.id));
    this.expiries.delete(socket.id);
  }

  stop(): void {
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
    const namespace = this.namespace;
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
    this.release(socket);
    socket.emit(SESSION_ENDED_EVENT, { reason });
    socket.disconnect(true);
  }
}
