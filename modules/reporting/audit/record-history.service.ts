import { Inject, Injectable } from '@nestjs/common';
import {
  AUDIT_REFERENCES,
  type AuditNamedKind,
  type AuditRecordKind,
  type RecordHistoryEntry,
} from '@school/modules/reporting';
import { assertNever, DomainError, ERASED, type EventStore, Profile } from '@school/modules/kernel';
import type { Db } from '@school/projections/kernel';
import { findUser } from '@school/projections/user-directory';
import { findSchool } from '@school/projections/school-list';
import { findUnit } from '@school/projections/unit-list';
import { findClass } from '@school/projections/class-list';
import { findTrail } from '@school/projections/trail-list';
import { findChapter } from '@school/projections/chapter-list';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE, EVENT_STORE } from '@school/backend/core/tokens';
import { OrgScopeService } from '@school/modules/organization/server';

/** Each kind's stream (the contexts' own stream names, docs/events.md). */
const STREAM: Record<AuditRecordKind, (id: number) => string> = {
  escola: (id) => `school-${id}`,
  unidade: (id) => `unit-${id}`,
  turma: (id) => `class-${id}`,
  usuario: (id) => `user-${id}`,
  livro: (id) => `trail-${id}`,
  atividade: (id) => `activity-${id}`,
};

/** The ids of one reference's value: a number, a list of them, or a chapter's place `{codTrlCapitulo}`. */
function idsOf(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(idsOf);
  if (value && typeof value === 'object' && 'codTrlCapitulo' in value) return idsOf(value.codTrlCapitulo);
  return [];
}

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
    const names = new Map<string, string | null>();
    const nameOf = async (kind: AuditNamedKind, id: number): Promise<string | null> => {
      const key = `${kind}-${id}`;
      if (!names.has(key)) names.set(key, await this.nameOf(kind, id));
      return names.get(key)!;
    };
    const entries: RecordHistoryEntry[] = [];
    for (const event of events) {
      const nomes: Record<string, string> = {};
      for (const [field, value] of Object.entries(event.data as Record<string, unknown>)) {
        const kind = AUDIT_REFERENCES[field];
        if (!kind) continue;
        for (const id of idsOf(value)) {
          const name = await nameOf(kind, id);
          if (name !== null) nomes[`${kind}-${id}`] = name;
        }
      }
      entries.push({ ...this.entryOf(event, actors), nomes });
    }
    return entries;
  }

  private entryOf(
    event: Awaited<ReturnType<EventStore['readStream']>>[number],
    actors: Map<number, Awaited<ReturnType<typeof findUser>>>,
  ): Omit<RecordHistoryEntry, 'nomes'> {
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
  }

  /** A record's name as the screens show it now (null: gone from the read models, deleted). */
  private async nameOf(kind: AuditNamedKind, id: number): Promise<string | null> {
    switch (kind) {
      case 'escola':
        return (await findSchool(this.db, id))?.nomEscola ?? null;
      case 'unidade':
        return (await findUnit(this.db, id))?.nomUnidade ?? null;
      case 'turma':
        return (await findClass(this.db, id))?.nomTurma ?? null;
      case 'usuario': {
        const user = await findUser(this.db, id);
        if (!user) return null;
        // An erased user is "Dados removidos" once, shown in the caller's language (decision 0061).
        return user.cstLogin === ERASED ? ERASED : `${user.nomUsuario} (${user.cstLogin})`;
      }
      case 'livro':
        return (await findTrail(this.db, id))?.dscTitulo ?? null;
      case 'capitulo':
        return (await findChapter(this.db, id))?.dscTitulo ?? null;
      default:
        return assertNever(kind);
    }
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
