import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@school/modules/kernel';
import type { PlacementFacts, UserCreatedData, UserWriteAnswer } from '@school/modules/identity';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

export interface NewUser {
  cstLogin: string;
  password: string;
  nomUsuario: string;
  codBsePerfil: number;
  codBseEscola: number | null;
  codBseUnidade: number | null;
  turmas?: number[];
  imgAvatar?: string | null;
}

/** The legacy answer, and the new user's id for callers off the HTTP path (first start, tests). */
export type CreatedUser = WriteResult<UserWriteAnswer, { codBseUsuario: number }>;

/**
 * A new user with a unique login. `options.id` is for the first-start Master (user 1); with
 * `options.facts` it is an administrator's creation, checked against the placement rules.
 * `meta` null: the system (first start, tests).
 */
export class CreateUserCommand extends Command<CreatedUser> {
  constructor(
    readonly input: NewUser,
    readonly meta: RequestMeta | null,
    readonly options: { id?: number; facts?: PlacementFacts } = {},
  ) {
    super();
  }
}

/**
 * A bulk import's row, whose id, login and password hash were settled beforehand. Safe to run
 * again (`eventKey` derives the event ids); answers the position of the creation, null when
 * it already existed.
 */
export class CreatePlannedUserCommand extends Command<string | null> {
  constructor(
    readonly user: UserCreatedData,
    readonly meta: RequestMeta,
    readonly options: {
      facts: PlacementFacts;
      eventKey: string;
      metadata?: EventMetadata;
      expectNew?: boolean;
    },
  ) {
    super();
  }
}
