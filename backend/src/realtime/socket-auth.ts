import { LANGUAGES, pickLanguage, translate, type Language } from '@school/modules/kernel';
import type { Socket } from 'socket.io';
import type { SessionRegistry } from '../auth/session-registry.js';
import { bearerToken, type TokenClaims, type TokenService } from '../auth/token.service.js';

export interface AuthenticatedSocketData {
  user: TokenClaims;
}

/** The token from `auth: { token }` (raw or "Bearer ...") or else from the Authorization header. */
export function handshakeToken(handshake: Socket['handshake']): string | null {
  const fromAuth: unknown = (handshake.auth as Record<string, unknown> | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth.trim()) return bearerToken(fromAuth) ?? fromAuth.trim();
  const header = handshake.headers.authorization;
  return bearerToken(Array.isArray(header) ? header[0] : header);
}

/**
 * The socket's language: the one the user picked in the app (`auth: { language }`, sent again at
 * every reconnect), else the browser's Accept-Language, else pt.
 */
export function socketLanguage(handshake: Socket['handshake']): Language {
  const picked: unknown = (handshake.auth as Record<string, unknown> | undefined)?.language;
  if (typeof picked === 'string' && (LANGUAGES as readonly string[]).includes(picked))
    return picked as Language;
  return pickLanguage(handshake.headers['accept-language']);
}

/**
 * socket.io middleware: the handshake is refused before the socket ever connects, so an
 * unauthenticated socket never joins a room, not even for a moment. A forged, expired or
 * revoked token (the same session check as every HTTP request) is refused alike: the client
 * receives `connect_error` with message `unauthorized` and `data: { code, message }`.
 * Any gateway (the default namespace, `/chat`) can use it on its namespace.
 */
export function socketAuth(tokens: TokenService, sessions: SessionRegistry) {
  return (socket: Socket, next: (error?: Error) => void): void => {
    const refuse = () => {
      const error = new Error('unauthorized') as Error & { data?: unknown };
      error.data = { code: 'generic.unauthenticated', message: translate('generic.unauthenticated', 'pt') };
      next(error);
    };
    const claims = tokens.verify(handshakeToken(socket.handshake));
    if (!claims) return refuse();
    Promise.resolve(sessions.check(claims)).then(
      (verdict) => {
        if (verdict !== 'ok') return refuse();
        (socket.data as AuthenticatedSocketData).user = claims;
        next();
      },
      () => refuse(),
    );
  };
}
