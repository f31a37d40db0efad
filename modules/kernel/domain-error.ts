import type { MessageCode, RefusalCode } from './messages.js';

export interface FieldError {
  field: string;
  code: MessageCode;
}

/** What a refusal carries besides its code: field errors, message parameters, a wait. */
export interface DomainErrorData {
  /** Per-field refusals of a form, each with its own message code. */
  errors?: FieldError[];
  /** Values the message interpolates (`{{minutes}}`). */
  params?: Record<string, string | number>;
  /** How long (seconds) until trying again makes sense (a limit or a lock): `Retry-After` at the edge. */
  retryAfterSeconds?: number;
}

/**
 * A refusal a user should read: a message code from the catalogue and its data. Deciders and
 * handlers throw it; the edge alone turns the code into an HTTP status and a translated body.
 */
export class DomainError extends Error {
  constructor(
    readonly code: RefusalCode,
    readonly data: DomainErrorData = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
