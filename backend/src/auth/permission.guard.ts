import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, isAllowed, type Permission } from '@school/modules/kernel';
import { DEACTIVATED_KEY, PERMISSION_KEY, PUBLIC_KEY } from './permission.decorators.js';
import { SessionRegistry, type SessionVerdict } from './session-registry.js';
import { bearerToken, TokenService, type TokenClaims } from './token.service.js';

/**
 * Deny by default: a route is reachable only if it is public or names a permission the caller's
 * profile has, and the caller's token is well signed, unexpired and still stands for the
 * account as it is now (not deleted, deactivated, moved, re-passworded or signed out).
 */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly sessions: SessionRegistry,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, string | undefined>; user?: TokenClaims }>();
    const claims = this.tokens.verify(bearerToken(request.headers.authorization));
    if (!claims) return this.decide(context, request, null, null);
    const verdict = this.sessions.check(claims);
    return verdict instanceof Promise
      ? verdict.then((v) => this.decide(context, request, claims, v))
      : this.decide(context, request, claims, verdict);
  }

  private decide(
    context: ExecutionContext,
    request: { user?: TokenClaims },
    claims: TokenClaims | null,
    verdict: SessionVerdict | null,
  ): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (claims && verdict === 'ok') request.user = claims;
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    if (verdict === 'deactivated' && this.reflector.getAllAndOverride<boolean>(DEACTIVATED_KEY, targets))
      throw new DomainError('login.deactivated');
    if (!request.user) throw new DomainError('generic.unauthenticated');
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(PERMISSION_KEY, targets);
    if (!permission || !isAllowed(permission, request.user.profile))
      throw new DomainError('generic.forbidden');
    return true;
  }
}
