/** How long a lazy-loaded screen's chunk may take before the screen gives up (content §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A screen's chunk did not arrive in time. */
export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`The screen did not load in ${ms / 1000} s`);
    this.name = 'ChunkTimeoutError';
  }
}

/** The chunk's load, failed with ChunkTimeoutError once `ms` have passed without it. */
export function withinChunkTimeout<T>(loading: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
