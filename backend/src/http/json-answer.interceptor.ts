import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';

/**
 * Answers are always JSON, also the legacy bare values (1, 0, null): Express would otherwise
 * send a number as text/html and null as an empty body.
 */
@Injectable()
export class JsonAnswerInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const response = context.switchToHttp().getResponse<{ setHeader(k: string, v: string): void }>();
    return next.handle().pipe(
      map((body: unknown) => {
        if (body !== null && body !== undefined && typeof body === 'object') return body;
        if (typeof body === 'string' || body === undefined) return body;
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        return JSON.stringify(body);
      }),
    );
  }
}
