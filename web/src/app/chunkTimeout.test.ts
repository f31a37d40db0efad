import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, withinChunkTimeout } from './chunkTimeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('withinChunkTimeout', () => {
  it('gives up on a chunk that has not arrived after 120 s, not before', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    withinChunkTimeout(new Promise<never>(() => {})).then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkTimeoutError));
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('answers the chunk, or its failure, as soon as it comes', async () => {
    await expect(withinChunkTimeout(Promise.resolve('chunk'))).resolves.toBe('chunk');
    await expect(withinChunkTimeout(Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
