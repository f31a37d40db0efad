import { Inject, Injectable } from '@nestjs/common';
import { type AuditRecordKind, type RecordHistoryEntry } from '@school/modules/reporting';
import { assertNever, DomainError, type EventStore, Profile } from '@school/modules/kernel';
import type { Db } from '@school/projections/kernel';
import { findUser } from '@school/projections/user-directory';
import type { Caller } from '../../auth/token.service.js';
import { DATABASE, EVENT_STORE } from '../../core/tokens.js';
import { OrgScopeService } from '../../organization/scope/org-scope.service.js';

/** Each kind's stream (the contexts' own stream names, docs/events.md). */
const STREAM: Record<AuditRecordKind, (id: number) => string> = {
  escola: (id) => `school-${id}`,
  unidade: (id) => `unit-${id}`,
  turma: (id) => `class-${id}`,
  usuario: (id) => `user-${id}`,
  livro: (id) => `trail-${id}`,
  atividade: (id) => `activity-${id}`,
};

/** Keys whose values never leave the server, at any depth. */
const SECRET = /hash|password|senha|secret|token/i;

function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET.test(key))
        .map(([key, v]) => [key, redacted(v)]),
    );
  return value;
}

/**
 * Any record's history, read from its own stream: every event with who did it and when (the
 * metadata every event carries), secrets removed. The record must be in the caller's scope
 * (404 otherwise, like a missing one); trails and activities are the network's, the Master's.
 */
@Injectable()
export class RecordHistoryService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Db,
    private readonly org: OrgScopeService,
  ) {}

  async history(caller: Caller, kind: AuditRecordKind, id: number): Promise<RecordHistoryEntry[]> {
    await this.checkScope(caller, kind, id);
    // The port answers a stream that does not exist with no events.
    const events = await this.store.readStream(STREAM[kind](id));
    if (events.length === 0) throw new DomainError('generic.notFound');
    const actors = new Map<number, Awaited<ReturnType<typeof findUser>>>();
    for (const id of new Set(
      events.map((e) => e.metadata?.actorId).filter((a): a is number => typeof a === 'number'),
    ))
      actors.set(id, await findUser(this.db, id));
    return events.map((event) => {
      const actorId = event.metadata?.actorId;
      const actor = typeof actorId === 'number' && actorId > 0 ? actors.get(actorId) : undefined;
      return {
        tipo: event.type,
        quando: event.createdAt.toISOString(),
        quem:
          typeof actorId === 'number' && actorId > 0
            ? {
                codBseUsuario: actorId,
                nomUsuario: actor?.nomUsuario ?? null,
                cstLogin: actor?.cstLogin ?? null,
                codBsePerfil:
                  typeof event.metadata?.actorProfile === 'number' ? event.metadata.actorProfile : null,
              }
            : null,
        dados: redacted(event.data) as Record<string, unknown>,
        posicao: event.position,
      };
    });
  }

  private async checkScope(caller: Caller, kind: AuditRecordKind, id: number): Promise<void> {
    switch (kind) {
      case 'escola':
        if (caller.profile !== Profile.Master && caller.schoolId !== id)
          throw new DomainError('generic.notFound');
        return;
      case 'unidade':
        await this.org.unit(caller, id);
        return;
      case 'turma':
        await this.org.class(caller, id);
        return;
      case 'usuario':
        await this.org.user(caller, id);
        return;
      case 'livro':
      case 'atividade':
        if (caller.profile !== Profile.Master) throw new DomainError('generic.notFound');
        return;
      default:
        return assertNever(kind);
    }
  }
}
