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

  it.each([
    ['with a block time', 15 * 60, 14 * 60_000],
    ['without one (the rest of the window)', 0, 59_000],
  ])(
    'counts failures %s: the failure that makes the limit closes the key, so the next try is refused unchecked',
    async (_name, blockSeconds, blockedAtLeastMs) => {
      const failures = limiter(2, blockSeconds);
      await failures.hit('k');
      expect(await failures.blockedFor('k')).toBe(0);
      await failures.hit('k');
      expect(await failures.blockedFor('k')).toBeGreaterThan(blockedAtLeastMs);
      await expect(failures.assertOpen('k', 'password.tooManyAttempts')).rejects.toMatchObject({
        code: 'password.tooManyAttempts',
        data: { params: { minutes: Math.ceil(Math.max(blockSeconds, 60) / 60) } },
      });
      // Another key is counted apart.
      expect(await failures.blockedFor('other')).toBe(0);
      await failures.reset('k');
      expect(await failures.blockedFor('k')).toBe(0);
    },
  );

  it('a request rate and a failure count of one limit agree: `points` pass, the next is refused', async () => {
    const rate = limiter(3);
    const failures = limiter(3, 60);
    const passed = { rate: 0, failures: 0 };
    for (let i = 0; i < 5; i++) {
      if (
        await rate.take('k').then(
          () => true,
          () => false,
        )
      )
        passed.rate++;
      if ((await failures.blockedFor('k')) === 0) {
        passed.failures++;
        await failures.hit('k');
      }
    }
    expect(passed).toEqual({ rate: 3, failures: 3 });
    expect(statusOf('password.tooManyAttempts')).toBe(429);
  });

  it('passes on an error of the store itself', async () => {
    const broken = new Limiter(
      { consume: () => Promise.reject(new Error('redis down')) } as unknown as RateLimiterMemory,
      1,
    );
    await expect(broken.take('1', 'file.tooManyUploads')).rejects.toThrow('redis down');
  });
});
