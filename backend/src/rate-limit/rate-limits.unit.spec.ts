import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { DomainError, statusOf } from '@school/modules/kernel';
import { Limiter } from './rate-limits.js';

const limiter = (points: number, blockSeconds = 0) =>
  new Limiter(new RateLimiterMemory({ points, duration: 60, blockDuration: blockSeconds }), points);

describe('Limiter', () => {
  it('lets the points through, then refuses with 429, the seconds to wait and the message code', async () => {
    const uploads = limiter(2);
    await uploads.take('7', 'file.tooManyUploads');
    await uploads.take('7', 'file.tooManyUploads');
    const refusal = await uploads.take('7', 'file.tooManyUploads').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DomainError);
    const error = refusal as DomainError;
    expect(error.code).toBe('file.tooManyUploads');
    expect(statusOf(error.code)).toBe(429);
    expect(error.data.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(error.data.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(error.data.params).toEqual({ seconds: error.data.retryAfterSeconds, minutes: 1 });
  });

  it('counts each key apart', async () => {
    const one = limiter(1);
    await one.take('a', 'file.tooManyUploads');
    await expect(one.take('b', 'file.tooManyUploads')).resolves.toBeUndefined();
  });

  it('counts failures: open until over the limit, then blocked for the block time, until reset', async () => {
    const failures = limiter(2, 15 * 60);
    expect(await failures.hit('k')).toBe(0);
    expect(await failures.hit('k')).toBe(0);
    expect(await failures.blockedFor('k')).toBe(0);
    expect(await failures.hit('k')).toBeGreaterThan(14 * 60_000);
    expect(await failures.blockedFor('k')).toBeGreaterThan(14 * 60_000);
    await expect(failures.assertOpen('k', 'password.tooManyAttempts')).rejects.toMatchObject({
      code: 'password.tooManyAttempts',
      data: { params: { minutes: 15 } },
    });
    expect(statusOf('password.tooManyAttempts')).toBe(429);
    await failures.reset('k');
    expect(await failures.blockedFor('k')).toBe(0);
  });

  it('passes on an error of the store itself', async () => {
    const broken = new Limiter(
      { consume: () => Promise.reject(new Error('redis down')) } as unknown as RateLimiterMemory,
      1,
    );
    await expect(broken.take('1', 'file.tooManyUploads')).rejects.toThrow('redis down');
  });
});
