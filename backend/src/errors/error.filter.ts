import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ZodError } from 'zod';
import {
  DomainError,
  issueCode,
  pickLanguage,
  statusOf,
  translate,
  type Language,
  type MessageCode,
} from '@school/modules/kernel';
import { loggableUrl } from '../logging/log-options.js';
import { HttpRefusal } from './http-status.js';

export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  errors?: { field: string; code: string; message: string }[];
}

/** Zod issues carry message codes; each becomes {field, code, message} in the caller's language. */
export function zodErrors(error: ZodError, language: Language): NonNullable<ErrorBody['errors']> {
  return error.issues.map((issue) => {
    const code = issueCode(issue);
    return { field: issue.path.join('.'), code, message: translate(code, language) };
  });
}

/** What the client is answered for an error: its status, code and message (the metrics read the status). */
export function errorBody(error: unknown, language: Language = 'pt'): ErrorBody {
  if (error instanceof HttpRefusal) return { ...errorBody(error.error, language), status: error.status };
  if (error instanceof DomainError) {
    const { errors, params } = error.data;
    return {
      status: statusOf(error.code),
      code: error.code,
      message: translate(error.code, language, params),
      ...(errors
        ? {
            errors: errors.map((e) => ({
              field: e.field,
              code: e.code,
              message: translate(e.code, language),
            })),
          }
        : {}),
    };
  }
  if (error instanceof ZodError) {
    return {
      status: 400,
      code: 'generic.invalid',
      message: translate('generic.invalid', language),
      errors: zodErrors(error, language),
    };
  }
  // Nest wraps an error of an Express middleware (a refusal of body-parser's `verify`) in an HttpException.
  if (error instanceof HttpException && error.cause instanceof DomainError)
    return errorBody(error.cause, language);
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code: MessageCode =
      status === 404
        ? 'generic.routeNotFound'
        : status === 413
          ? 'generic.payloadTooLarge'
          : status === 401
            ? 'generic.unauthenticated'
            : status === 403
              ? 'generic.forbidden'
              : status < 500
                ? 'generic.rejected'
                : 'generic.server';
    return { status, code, message: translate(code, language) };
  }
  // body-parser and multer errors carry a status but are not HttpExceptions.
  const status = (error as { status?: number; statusCode?: number })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code: MessageCode = status === 413 ? 'generic.payloadTooLarge' : 'generic.rejected';
    return { status, code, message: translate(code, language) };
  }
  return { status: 500, code: 'generic.server', message: translate('generic.server', language) };
}

/** The one place errors become JSON `{status, code, message, errors?}`: translated, never a stack trace. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const request = http.getRequest<{
      headers: Record<string, string>;
      method: string;
      url: string;
      correlationId?: string;
    }>();
    const response = http.getResponse<{
      status(n: number): { json(b: unknown): void };
      setHeader(k: string, v: string): void;
      headersSent?: boolean;
    }>();
    const result = errorBody(error, pickLanguage(request.headers['accept-language']));
    if (result.status >= 500) {
      this.logger.error(
        `${request.method} ${loggableUrl(request.url)}: ${(error as Error)?.stack ?? String(error)}`,
      );
    }
    if (response.headersSent) return;
    if (request.correlationId) response.setHeader('x-correlation-id', request.correlationId);
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined)
      response.setHeader('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
    response.status(result.status).json(result);
  }
}

function retryAfterOf(error: unknown): number | undefined {
  const refusal = error instanceof HttpRefusal ? error.error : error;
  return refusal instanceof DomainError ? refusal.data.retryAfterSeconds : undefined;
}
