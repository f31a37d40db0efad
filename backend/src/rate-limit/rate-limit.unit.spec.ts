import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@school/modules/kernel';
import { consumeOrRefuse } from './rate-limit.js';

describe('consumeOrRefuse', () => {
  it('lets the points through, then refuses with 429, the seconds to wait and the message code', async () => {
    const limiter = new RateLimiterMemory({ points: 2, duration: 60 });
    await consumeOrRefuse(limiter, 7, 'file.tooManyUploads');
    await consumeOrRefuse(limiter, 7, 'file.tooManyUploads');
    const refusal = await consumeOrRefuse(limiter, 7, 'file.tooManyUploads').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DomainError);
    const error = refusal as DomainError;
    expect(error).toMatchObject({ status: 429, code: 'file.tooManyUploads' });
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(error.params).toEqual({ seconds: error.retryAfterSeconds });
  });

  it('counts each key apart', async () => {
    const limiter = new RateLimiterMemory({ points: 1, duration: 60 });
    await consumeOrRefuse(limiter, 'a', 'file.tooManyUploads');
    await expect(consumeOrRefuse(limiter, 'b', 'file.tooManyUploads')).resolves.toBeUndefined();
  });

  it('passes on an error of the store itself', async () => {
    const broken = { consume: () => Promise.reject(new Error('redis down')) } as unknown as RateLimiterMemory;
    await expect(consumeOrRefuse(broken, 1, 'file.tooManyUploads')).rejects.toThrow('redis down');
  });
});
