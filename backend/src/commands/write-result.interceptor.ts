import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { isWriteResult } from './write-result.js';

/**
 * A handler that answers a WriteResult gets its answer sent, and `X-Read-Model: settled` or
 * `lagging` telling the client whether its next GET already shows the change. Registered after
 * IdempotencyInterceptor, so that interceptor stores (and replays) the answer alone.
 */
@Injectable()
export class WriteResultInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const response = context.switchToHttp().getResponse<{ setHeader(k: string, v: string): void }>();
    return next.handle().pipe(
      map((body: unknown) => {
        if (!isWriteResult(body)) return body;
        response.setHeader('X-Read-Model', body.settled ? 'settled' : 'lagging');
        return body.answer;
      }),
    );
  }
}
