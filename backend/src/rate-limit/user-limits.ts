import {
  applyDecorators,
  Inject,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiResponse } from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import { from, switchMap } from 'rxjs';
import type { RefusalCode } from '@school/modules/kernel';
import type { TokenClaims } from '../auth/token.service.js';
import { CONFIG, type Config } from '../config/config.js';
import { RateLimits, type Limiter, type LimitRule } from './rate-limits.js';

/**
 * The per-user limits on what a user can flood (issue 21): each is so many hits a window,
 * counted in Redis across every app instance, and refused with 429, `Retry-After` and its
 * message before anything is stored. Every figure comes from the environment (docs/operations.md
 * "Sessions and limits on abuse").
 */
/** A variable that sets how many hits one user may take a minute or an hour. */
type RateVariable = Extract<keyof Config, `${string}_PER_MINUTE` | `${string}_PER_HOUR`>;

/** The limit the variable sets (its window is in its name), refused with `code`. */
const perUser =
  (variable: RateVariable, code: RefusalCode) =>
  (config: Config): { rule: LimitRule; code: RefusalCode } => ({
    rule: { points: config[variable], durationSeconds: variable.endsWith('_PER_HOUR') ? 60 * 60 : 60 },
    code,
  });

export const USER_LIMITS = {
  /** Chat messages (socket `chatToServer` and `POST /api/cht_mensagem`). */
  chatMessages: perUser('CHAT_MESSAGES_PER_MINUTE', 'chat.tooMany'),
  /** Game rounds (`POST /api/plataforma/tentativa`). */
  gameRounds: perUser('GAME_ROUNDS_PER_MINUTE', 'player.tooManyRounds'),
  /** Forum topics and replies together. */
  forumPosts: perUser('FORUM_POSTS_PER_HOUR', 'forum.tooMany'),
  /** Picks checked (`POST /api/plataforma/jogada`), a round's letters and answers. */
  gamePicks: perUser('GAME_PICKS_PER_MINUTE', 'player.tooManyPicks'),
  /** Content views (`POST /api/plataforma/visto`), a repeat of the last one included. */
  contentViews: perUser('CONTENT_VIEWS_PER_MINUTE', 'player.tooManyViews'),
  /** Calendar events created (`POST /api/cld_calendario`). */
  calendarEvents: perUser('CALENDAR_EVENTS_PER_HOUR', 'calendar.tooMany'),
  /** Report exports requested (`POST /api/rel_relatorio/exportar`). */
  reportExports: perUser('REPORT_EXPORTS_PER_HOUR', 'report.tooManyExports'),
  /** Data requests recorded (`POST /api/privacidade/solicitacoes`): a copy reads everything one person did. */
  dataRequests: perUser('DATA_REQUESTS_PER_HOUR', 'privacy.tooManyCopies'),
};

export type UserLimitName = keyof typeof USER_LIMITS;

/** The limiters of USER_LIMITS, one per name, shared by the routes, handlers and gateways that count them. */
@Injectable()
export class UserLimits {
  private readonly limiters = new Map<UserLimitName, { limiter: Limiter; code: RefusalCode }>();

  constructor(
    @Inject(RateLimits) private readonly rateLimits: RateLimits,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Counts one hit of the user; 429 with the limit's message and `Retry-After` when over. */
  async take(name: UserLimitName, userId: number): Promise<void> {
    let entry = this.limiters.get(name);
    if (!entry) {
      const { rule, code } = USER_LIMITS[name](this.config);
      entry = { limiter: this.rateLimits.limiter(`user-${name}`, rule), code };
      this.limiters.set(name, entry);
    }
    await entry.limiter.take(String(userId), entry.code);
  }
}

const USER_LIMIT_KEY = 'userLimit';

/**
 * Counts the route against one of the caller's limits before its body is even parsed. It runs
 * inside the global interceptors, so a replay of an `Idempotency-Key` (answered from the store)
 * does not count, and a refused request leaves its key free for a retry.
 */
@Injectable()
export class UserLimitInterceptor implements NestInterceptor {
  constructor(
    @Inject(UserLimits) private readonly limits: UserLimits,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const name = this.reflector.get<UserLimitName | undefined>(USER_LIMIT_KEY, context.getHandler());
    const user = context.switchToHttp().getRequest<{ user?: TokenClaims }>().user;
    if (!name || !user) return next.handle();
    return from(this.limits.take(name, user.userId)).pipe(switchMap(() => next.handle()));
  }
}

/** What the OpenAPI description says of each limit: its code and the variable that sets it. */
const DOCUMENTED: Record<UserLimitName, string> = {
  chatMessages: 'chat.tooMany: more than CHAT_MESSAGES_PER_MINUTE messages a minute from this user',
  gameRounds: 'player.tooManyRounds: more than GAME_ROUNDS_PER_MINUTE rounds a minute from this user',
  forumPosts: 'forum.tooMany: more than FORUM_POSTS_PER_HOUR topics and replies an hour from this user',
  gamePicks: 'player.tooManyPicks: more than GAME_PICKS_PER_MINUTE picks a minute from this user',
  contentViews: 'player.tooManyViews: more than CONTENT_VIEWS_PER_MINUTE views a minute from this user',
  calendarEvents: 'calendar.tooMany: more than CALENDAR_EVENTS_PER_HOUR events created an hour by this user',
  reportExports: 'report.tooManyExports: more than REPORT_EXPORTS_PER_HOUR exports an hour from this user',
  dataRequests:
    'privacy.tooManyCopies: more than DATA_REQUESTS_PER_HOUR data requests an hour from this user',
};

/** `@LimitPerUser('gameRounds')` on a route: one hit of that limit per request of the caller. */
export const LimitPerUser = (name: UserLimitName) =>
  applyDecorators(
    SetMetadata(USER_LIMIT_KEY, name),
    UseInterceptors(UserLimitInterceptor),
    ApiResponse({
      status: 429,
      description: `${DOCUMENTED[name]}, with \`Retry-After\` (seconds); nothing is stored`,
    }),
  );
