import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { pickLanguage } from '@school/modules/kernel';
import { shownErased } from './erased-text.js';

/**
 * Answers are always JSON, also the legacy bare values (1, 0, null): Express would otherwise
 * send a number as text/html and null as an empty body. An erased person's name, login or text
 * ("Dados removidos" in the read models) is answered in the request's language (decision 0061).
 */
@Injectable()
export class JsonAnswerInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const response = http.getResponse<{ setHeader(k: string, v: string): void }>();
    const request = http.getRequest<{ headers: Record<string, string | string[] | undefined> }>();
    return next.handle().pipe(
      map((body: unknown) => {
        if (body !== null && body !== undefined && typeof body === 'object') {
          const header = request.headers['accept-language'];
          return shownErased(body, pickLanguage(Array.isArray(header) ? header[0] : header));
        }
        if (typeof body === 'string' || body === undefined) return body;
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        return JSON.stringify(body);
      }),
    );
  }
}
