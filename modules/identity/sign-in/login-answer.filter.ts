import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ErrorFilter, type ErrorBody } from '@school/backend/errors/error.filter';

interface JsonResponse {
  json(body: unknown): unknown;
}

/**
 * The legacy login client reads `httpStatus` from the answer (202 success, 400 no web permission,
 * 410 deactivated, anything else a rejection). Refusals are the global filter's error body, with
 * `httpStatus` added (equal to `status`), so that client and new ones both find what they read.
 */
@Catch()
export class LoginAnswerFilter implements ExceptionFilter {
  private readonly errors = new ErrorFilter();

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<JsonResponse>();
    const json = response.json.bind(response);
    response.json = (body: unknown) =>
      json({ ...(body as ErrorBody), httpStatus: (body as ErrorBody).status });
    this.errors.catch(error, host);
  }
}
