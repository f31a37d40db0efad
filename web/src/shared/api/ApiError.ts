export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** The server's error body: `{status, code, message, errors?}`, the message in the request's language. */
export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  errors?: FieldError[];
}

/** A refused call (status ≥ 400) or, with status 0, a call that never reached the server. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }

  static fromBody(status: number, body: unknown): ApiError {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Partial<ErrorBody>;
    return new ApiError(
      status,
      typeof b.code === 'string' ? b.code : status >= 500 ? 'generic.server' : 'generic.rejected',
      typeof b.message === 'string' ? b.message : `HTTP ${status}`,
      Array.isArray(b.errors) ? b.errors : [],
    );
  }

  static network(): ApiError {
    return new ApiError(0, 'network', 'Network failure');
  }
}
