import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import type { Actor, Profile } from '@school/modules/kernel';
import { CONFIG, type Config } from '../config/config.js';

/** Who acts: a signed-in user (from its token), a job's requester, or the system. */
export interface Caller extends Actor {
  login: string;
}

/** Who a session is, as a sign-in establishes it. */
export interface SessionSubject extends Caller {
  /** The user's session version when the token was made; a revocation raises it (decision 0014). */
  sessionVersion: number;
}

/** What a verified token says. */
export interface TokenClaims extends SessionSubject {
  /** The token's own id: signing out ends this one token. */
  jti: string;
  /** Expiry, ms since the epoch. */
  expiresAt: number;
}

export interface IssuedToken {
  token: string;
  claims: TokenClaims;
}

export const JWT_SECRET = Symbol('JWT_SECRET');

/** Who issues the tokens and who they are for: a token of another system (same secret by mistake) is refused. */
export const TOKEN_ISSUER = 'school-platform';
export const TOKEN_AUDIENCE = 'school-platform-api';

const VERIFIED_CAPACITY = 10_000;

/**
 * Signs and verifies the bearer tokens (HS256 JWT with iss, aud, jti and the session version).
 * A valid signature is not enough to be let in: the session registry also checks the account's
 * current state.
 */
@Injectable()
export class TokenService {
  private readonly verified = new Map<string, TokenClaims>();
  /**
   * The secret as a key object, made once: given the string, jsonwebtoken first tries to read it
   * as a PEM key on every sign and verify, and builds the secret key from the exception.
   */
  private readonly key: KeyObject;

  constructor(
    @Inject(JWT_SECRET) secret: string,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.key = createSecretKey(Buffer.from(secret));
  }

  sign(subject: SessionSubject): IssuedToken {
    const jti = randomUUID();
    const token = jwt.sign(
      {
        prf: subject.profile,
        sch: subject.schoolId,
        uni: subject.unitId,
        lgn: subject.login,
        sv: subject.sessionVersion,
      },
      this.key,
      {
        algorithm: 'HS256',
        subject: String(subject.userId),
        expiresIn: this.config.JWT_TTL_SECONDS,
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        jwtid: jti,
      },
    );
    const { exp } = jwt.decode(token) as jwt.JwtPayload;
    return { token, claims: { ...subject, jti, expiresAt: (exp ?? 0) * 1000 } };
  }

  /**
   * The claims of a well-signed, unexpired token, or null for a missing, forged or expired one,
   * and for one without an expiry (this server never signs one: such a token could only come from
   * a leaked secret, and would never end). Verified tokens are remembered until they expire
   * (bounded), since every request carries one.
   */
  verify(token: string | undefined | null): TokenClaims | null {
    if (!token) return null;
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known;
      this.verified.delete(token);
      return null;
    }
    const claims = this.verifyNow(token);
    if (claims) {
      if (this.verified.size >= VERIFIED_CAPACITY) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
    }
    return claims;
  }

  private verifyNow(token: string): TokenClaims | null {
    try {
      const p = jwt.verify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      }) as jwt.JwtPayload;
      if (typeof p.jti !== 'string' || typeof p.sv !== 'number' || typeof p.exp !== 'number') return null;
      return {
        expiresAt: p.exp * 1000,
        jti: p.jti,
        sessionVersion: p.sv,
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
