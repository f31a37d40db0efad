import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, isAllowed, type Permission } from '@school/modules/kernel';
import { PERMISSION_KEY, PUBLIC_KEY } from './permission.decorators.js';
import { bearerToken, TokenService, type TokenClaims } from './token.service.js';

/** Deny by default: a route is reachable only if it is public or names a permission the caller's profile has. */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const request = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, string | undefined>; user?: TokenClaims }>();
    const claims = this.tokens.verify(bearerToken(request.headers.authorization));
    if (claims) request.user = claims;
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    if (!claims) throw new DomainError('generic.unauthenticated', 401);
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(PERMISSION_KEY, targets);
    if (!permission || !isAllowed(permission, claims.profile))
      throw new DomainError('generic.forbidden', 403);
    return true;
  }
}
