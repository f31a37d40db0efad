import {
  Injectable,
  Optional,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import type { Observable } from 'rxjs';
import type { TokenClaims } from '../auth/token.service.js';

/**
 * Once the guard has verified the token, every further line the request logs carries the user's
 * id (codBseUsuario), never the token. The closing line gets it from the request (log-options.ts).
 */
@Injectable()
export class LogUserInterceptor implements NestInterceptor {
  constructor(@Optional() private readonly logger?: PinoLogger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http' && this.logger) {
      const user = context.switchToHttp().getRequest<{ user?: TokenClaims }>().user;
      if (user) {
        try {
          this.logger.assign({ userId: user.userId });
        } catch {
          // Outside the logger's request context (a route the middleware skipped): nothing to add to.
        }
      }
    }
    return next.handle();
  }
}
