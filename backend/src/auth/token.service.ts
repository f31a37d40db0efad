import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import type { Actor, Profile } from '@school/modules/kernel';
import { CONFIG, type Config } from '../config/config.js';

export interface TokenClaims extends Actor {
  login: string;
}

export const JWT_SECRET = Symbol('JWT_SECRET');

/** Signs and verifies the bearer tokens (HS256 JWT). */
@Injectable()
export class TokenService {
  constructor(
    @Inject(JWT_SECRET) private readonly secret: string,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  sign(claims: TokenClaims): string {
    return jwt.sign(
      { prf: claims.profile, sch: claims.schoolId, uni: claims.unitId, lgn: claims.login },
      this.secret,
      { algorithm: 'HS256', subject: String(claims.userId), expiresIn: this.config.JWT_TTL_SECONDS },
    );
  }

  /** The claims of a valid token, or null for a missing, forged or expired one. */
  verify(token: string | undefined | null): TokenClaims | null {
    if (!token) return null;
    try {
      const p = jwt.verify(token, this.secret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
      return {
        userId: Number(p.sub),
        profile: p.prf as Profile,
        schoolId: (p.sch as number | null) ?? null,
        unitId: (p.uni as number | null) ?? null,
        login: String(p.lgn),
      };
    } catch {
      return null;
    }
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1]?.trim() ?? null;
}
