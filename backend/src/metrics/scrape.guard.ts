import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { DomainError, Profile } from '@school/modules/kernel';
import { bearerToken, type TokenClaims } from '../auth/token.service.js';
import { CONFIG, type Config } from '../config/config.js';

/**
 * Who reads /api/metrics: a scraper with `Authorization: Bearer <METRICS_TOKEN>`, or a Master's
 * session (which the global guard has verified and set as `user`; the route is public to it so
 * that the scrape token, which is no session, gets here). Anyone else is refused like on any
 * route: no credentials or a wrong token 401, another profile's session 403.
 */
@Injectable()
export class ScrapeGuard implements CanActivate {
  private readonly token: Buffer | null;

  constructor(@Inject(CONFIG) config: Pick<Config, 'METRICS_TOKEN'>) {
    this.token = config.METRICS_TOKEN ? digest(config.METRICS_TOKEN) : null;
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, string | undefined>; user?: TokenClaims }>();
    if (request.user) {
      if (request.user.profile === Profile.Master) return true;
      throw new DomainError('generic.forbidden');
    }
    const presented = bearerToken(request.headers.authorization);
    if (this.token && presented !== null && matches(this.token, presented)) return true;
    throw new DomainError('generic.unauthenticated');
  }
}

/** Both sides hashed first: equal lengths for timingSafeEqual, and no timing that tells the token's length. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export function matches(expectedDigest: Buffer, presented: string): boolean {
  return timingSafeEqual(expectedDigest, digest(presented));
}
