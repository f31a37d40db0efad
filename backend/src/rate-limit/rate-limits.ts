import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { DomainError, type RefusalCode } from '@school/modules/kernel';
import { CONFIG, type Config } from '../config/config.js';

export interface LimitRule {
  /** How many hits a key may take... */
  points: number;
  /** ...within this many seconds... */
  durationSeconds: number;
  /** ...and how long (seconds) a key that went over stays blocked; the rest of the window when omitted. */
  blockSeconds?: number;
}

/** A refusal of a limit, in the caller's language, with the time to wait (seconds) for `Retry-After`. */
export function limitExceeded(code: RefusalCode, msBeforeNext: number): DomainError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new DomainError(code, {
    params: { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) },
    retryAfterSeconds: seconds,
  });
}

/**
 * One named limit: counts hits per key (a user, a client address) in Redis, so every app
 * instance shares the count. Two kinds are made of it. A request rate (`take`): `points`
 * requests a window pass, the next is refused. A failure counter (`hit` on each failure,
 * `blockedFor` or `assertOpen` before trying): the failure that makes `points` closes the key for
 * the block time, so the next try is refused before it is even checked (decision 0059: the
 * 21st try after 20 failures is not one more guess).
 */
export class Limiter {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly points: number,
  ) {}

  /** What Redis holds for a key: its digest, never the key (a client address is personal data, decision 0061). */
  private stored(key: string): string {
    return createHash('sha256').update(key).digest('base64url').slice(0, 22);
  }

  /** Milliseconds the key stays blocked for; 0 when it may go on. */
  async blockedFor(key: string): Promise<number> {
    const res = await this.limiter.get(this.stored(key));
    return res && res.consumedPoints >= this.points ? Math.max(1, res.msBeforeNext) : 0;
  }

  /** Counts one failure; the one that makes `points` blocks the key for the block time (else the rest of the window). */
  async hit(key: string): Promise<void> {
    const { consumedPoints } = await this.consume(key);
    if (consumedPoints === this.points && this.limiter.blockDuration > 0)
      await this.limiter.block(this.stored(key), this.limiter.blockDuration);
  }

  /** Counts one request and refuses it (429 with `code`) when the key is over the limit. */
  async take(key: string, code: RefusalCode = 'generic.tooManyRequests'): Promise<void> {
    const res = await this.consume(key);
    if (res.consumedPoints > this.points) throw limitExceeded(code, Math.max(1, res.msBeforeNext));
  }

  /** Refuses (429 with `code`) while the key is blocked, without counting. */
  async assertOpen(key: string, code: RefusalCode): Promise<void> {
    const blocked = await this.blockedFor(key);
    if (blocked > 0) throw limitExceeded(code, blocked);
  }

  /** Counts one hit: the key's count after it, within the limit or over it (the library rejects the latter). */
  private async consume(key: string): Promise<RateLimiterRes> {
    try {
      return await this.limiter.consume(this.stored(key));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection;
      throw rejection;
    }
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(this.stored(key));
  }
}

/**
 * The Redis-backed rate limits (rate-limiter-flexible, decision 0014), keyed under
 * REDIS_PREFIX. While Redis is unreachable each instance counts in memory instead (the
 * library's insurance limiter), so a Redis outage neither opens the gates nor locks everyone out.
 */
@Injectable()
export class RateLimits implements OnApplicationShutdown {
  private readonly logger = new Logger('RateLimits');
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(@Inject(CONFIG) config: Config) {
    this.prefix = `${config.REDIS_PREFIX}:limit`;
    this.redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  limiter(name: string, rule: LimitRule): Limiter {
    const options = {
      keyPrefix: `${this.prefix}:${name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    };
    const limiter = new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
    return new Limiter(limiter, rule.points);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
