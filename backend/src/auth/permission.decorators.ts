import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Permission } from '@school/modules/kernel';
import type { TokenClaims } from './token.service.js';

export const PERMISSION_KEY = 'permission';
export const PUBLIC_KEY = 'public';

/** The route admits the profiles of this permission (the shared map); every other profile gets 403. */
export const RequirePermission = (permission: Permission) => SetMetadata(PERMISSION_KEY, permission);

/** The route needs no token (login, health, docs). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

export const DEACTIVATED_KEY = 'answersDeactivated';

/**
 * A deactivated user's token on this route gets 410 "Usuário desativado." instead of the 401
 * every other route answers (the legacy own-data call, whose 410 the client signs out on).
 */
export const AnswersDeactivated = () => SetMetadata(DEACTIVATED_KEY, true);

/** The verified caller, set by the guard. */
export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): TokenClaims =>
    ctx.switchToHttp().getRequest<{ user: TokenClaims }>().user,
);

export const NO_STORED_ANSWER_KEY = 'noStoredAnswer';

/**
 * The route's answer is secret (a fresh token, a one-time code): the idempotency store never
 * keeps it, so an `Idempotency-Key` on it is ignored and a repeat runs the route again. Such a
 * route must be safe to repeat by itself.
 */
export const NoStoredAnswer = () => SetMetadata(NO_STORED_ANSWER_KEY, true);
