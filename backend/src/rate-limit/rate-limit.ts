import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { DomainError, type MessageCode } from '@school/modules/kernel';
import type { Config } from '../config/config.js';

export interface LimitOptions {
  /** Part of the Redis key, after REDIS_PREFIX: e.g. `uploads`. */
  name: string;
  points: number;
  durationSeconds: number;
}

/**
 * One connection for rate data. Fails fast (one retry) instead of holding a request while Redis
 * is away; the limiter then falls back to its in-memory insurance.
 */
export function rateLimitRedis(config: Pick<Config, 'REDIS_URL'>): Redis {
  return new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false });
}

/**
 * A limit shared by every app instance (counted in Redis under `<REDIS_PREFIX>:rl:<name>:`).
 * While Redis is unreachable each instance counts on its own in memory, so the limit still
 * holds per instance instead of failing open or refusing everyone.
 */
export function sharedLimiter(
  redis: Redis,
  config: Pick<Config, 'REDIS_PREFIX'>,
  options: LimitOptions,
): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${config.REDIS_PREFIX}:rl:${options.name}`,
    points: options.points,
    duration: options.durationSeconds,
    insuranceLimiter: new RateLimiterMemory({ points: options.points, duration: options.durationSeconds }),
  });
}

/**
 * Takes one point for `key`, or refuses with 429: the message `code` gets `{seconds}` and the
 * answer a `Retry-After` header with the same seconds.
 */
export async function consumeOrRefuse(
  limiter: RateLimiterAbstract,
  key: string | number,
  code: MessageCode,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new DomainError(code, 429, undefined, { seconds }, seconds);
  }
}
