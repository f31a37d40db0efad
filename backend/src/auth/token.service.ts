import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import type { Actor, Profile } from '@school/modules/kernel';
import { CONFIG, type Config } from '../config/config.js';

export interface TokenClaims extends Actor {
  login: string;
}

export const JWT_SECRET = Symbol('JWT_SECRET');

/** Signs and verifies the bearer tokens (HS256 JWT). */
const VERIFIED_CAPACITY = 10_000;

@Injectable()
export class TokenService {
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();

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

  /**
   * The claims of a valid token, or null for a missing, forged or expired one. Verified tokens
   * are remembered until they expire (bounded), since every request carries one.
   */
  verify(token: string | undefined | null): TokenClaims | null {
    if (!token) return null;
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.claims;
    const claims = this.verifyNow(token);
    if (claims) {
      if (this.verified.size >= VERIFIED_CAPACITY) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims, expiresAt: claims.expiresAt });
    }
    return claims;
  }

  private verifyNow(token: string): (TokenClaims & { expiresAt: number }) | null {
    try {
      const p = jwt.verify(token, this.secret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
      return {
        expiresAt: (p.exp ?? 0) * 1000,
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
