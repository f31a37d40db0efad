import type { MessageCode } from './messages.js';

export interface FieldError {
  field: string;
  code: MessageCode;
}

/**
 * A refusal a user should read: a message code from the catalogue (translated at the edge)
 * and the HTTP status it maps to. Deciders throw it; the global filter renders it.
 * `retryAfterSeconds` (a 429 or 503) becomes the `Retry-After` header.
 */
export class DomainError extends Error {
  constructor(
    readonly code: MessageCode,
    readonly status: number = 400,
    readonly errors?: FieldError[],
    readonly params?: Record<string, string | number>,
    /** For a 429: how long (seconds) until trying again makes sense; the `Retry-After` header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
