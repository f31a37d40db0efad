import type { DomainError } from '@school/modules/kernel';

/**
 * A refusal the edge answers with another status than its code's: the same fact read at another
 * moment (an image found corrupt when read back after upload is 422, not the upload's 400).
 */
export class HttpRefusal extends Error {
  constructor(
    readonly error: DomainError,
    readonly status: number,
  ) {
    super(error.code);
    this.name = 'HttpRefusal';
  }
}
