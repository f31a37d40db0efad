import { Inject, Injectable } from '@nestjs/common';
import {
  type CalendarEvent,
  type CalendarEventFields,
  type CalendarEventInput,
  type CalendarViewer,
  canSeeCalendarEvent,
} from '@school/modules/community';
import { DomainError, Profile } from '@school/modules/kernel';
import { type CalendarEventRecord, candidateEvents, findCalendarEvent } from '@school/projections/calendar';
import type { Db } from '@school/projections/kernel';
import { findUser } from '@school/projections/user-directory';
import { OrgScopeService } from '@school/modules/organization/server';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';

export interface EventQuery {
  own?: boolean;
  creatorProfile?: number;
  from?: Date;
  to?: Date;
}

/**
 * Who sees which calendar event, decided here for every route and the iCalendar feed: the
 * read model narrows to the viewer's own and its profile's public events, then the place rule
 * (`canSeeCalendarEvent`, decision 0031) keeps those within the creator's school, unit or class.
 */
@Injectable()
export class CalendarAudienceService {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly scope: OrgScopeService,
  ) {}

  /** The viewer as the directory knows it now (its classes included); null when it is gone or inactive. */
  async viewerOf(userId: number): Promise<CalendarViewer | null> {
    const user = await findUser(this.db, userId);
    if (!user || !user.active) return null;
    return {
      codBseUsuario: user.codBseUsuario,
      codBsePerfil: user.codBsePerfil,
      codBseEscola: user.codBseEscola,
      codBseUnidade: user.codBseUnidade,
      turmas: user.turmas,
    };
  }

  async visibleEvents(viewer: CalendarViewer, query: EventQuery = {}): Promise<CalendarEventRecord[]> {
    const candidates = await candidateEvents(this.db, viewer, query);
    return candidates.filter((e) => canSeeCalendarEvent(viewer, this.visibility(e)));
  }

  /** One event the viewer may see; "Registro não encontrado." otherwise, exactly like a missing one. */
  async visibleEvent(viewer: CalendarViewer, id: number): Promise<CalendarEventRecord> {
    const event = await findCalendarEvent(this.db, id);
    if (!event || !canSeeCalendarEvent(viewer, this.visibility(event)))
      throw new DomainError('generic.notFound');
    return event;
  }

  /** Refuses, as missing, an event the user may not see (before a change or a delete). */
  async assertVisible(userId: number, id: number): Promise<void> {
    const viewer = await this.viewerOf(userId);
    if (!viewer) throw new DomainError('generic.forbidden');
    await this.visibleEvent(viewer, id);
  }

  /**
   * What is stored of an input: where a public event is seen follows its creator (the Master's
   * the network, a Gestor's its school, a Diretor's or Coordenador's its unit, a Professor's the
   * class it chose among its own, a student's its class); a private one keeps no profiles. An
   * event for a class (decision 0075) keeps the class and no profiles, and `classIsTheirs` says
   * whether the class is the caller's (the decider refuses it otherwise).
   */
  async fieldsFor(
    caller: Caller,
    input: CalendarEventInput,
  ): Promise<{ fields: CalendarEventFields; classIsTheirs: boolean }> {
    const viewer = await this.viewerOf(caller.userId);
    if (!viewer) throw new DomainError('generic.forbidden');
    let codBseTurma: number | null = null;
    if (caller.profile === Profile.Professor) {
      if (input.codBseTurma === null) throw new DomainError('calendar.fillAll');
      if (!viewer.turmas.includes(input.codBseTurma)) throw new DomainError('calendar.classNotYours');
      codBseTurma = input.codBseTurma;
    } else if (caller.profile === Profile.Aluno) {
      codBseTurma = viewer.turmas[0] ?? null;
    }
    const paraTurma = input.indTurma === 'S' ? input.codBseTurma : null;
    const isMaster = caller.profile === Profile.Master;
    const unitBound = caller.profile !== Profile.Master && caller.profile !== Profile.Gestor;
    const fields: CalendarEventFields = {
      dscTitulo: input.dscTitulo,
      hexCorEvento: input.hexCorEvento,
      datEvento: new Date(input.datEvento).toISOString(),
      indPrivado: input.indPrivado,
      perfis: input.indPrivado === 'S' || paraTurma !== null ? [] : input.perfis,
      escopo: {
        codBseEscola: isMaster ? null : viewer.codBseEscola,
        codBseUnidade: unitBound ? viewer.codBseUnidade : null,
        codBseTurma: paraTurma ?? codBseTurma,
      },
      paraTurma,
      dscDescricao: input.dscDescricao,
      datFim: input.datFim === null ? null : new Date(input.datFim).toISOString(),
      dscLocal: input.dscLocal,
    };
    return { fields, classIsTheirs: paraTurma !== null && (await this.isTheirs(caller, viewer, paraTurma)) };
  }

  /**
   * Whether a class is the caller's to make an event for: a Professor's own, or one in the scope
   * of a Gestor (its school), a Diretor or a Coordenador (its unit). Nobody else's (decision 0075).
   */
  private async isTheirs(caller: Caller, viewer: CalendarViewer, codBseTurma: number): Promise<boolean> {
    switch (caller.profile) {
      case Profile.Professor:
        return viewer.turmas.includes(codBseTurma);
      case Profile.Gestor:
      case Profile.Diretor:
      case Profile.Coordenador:
        return this.scope.class(caller, codBseTurma).then(
          () => true,
          () => false,
        );
      default:
        return false;
    }
  }

  /** The event as the API answers it to this viewer. */
  answer(viewer: CalendarViewer, e: CalendarEventRecord): CalendarEvent {
    return {
      codCldCalendario: e.codCldCalendario,
      dscTitulo: e.dscTitulo,
      hexCorEvento: e.hexCorEvento,
      datEvento: e.datEvento.toISOString(),
      indPrivado: e.indPrivado,
      codBseTurma: e.codBseTurma,
      indTurma: e.paraTurma === null ? 'N' : 'S',
      perfis: e.perfis,
      dscDescricao: e.dscDescricao,
      datFim: e.datFim?.toISOString() ?? null,
      dscLocal: e.dscLocal,
      codUsuarioCriacao: e.codUsuarioCriacao,
      nomUsuario: e.nomUsuario,
      cstLogin: e.cstLogin,
      codPerfilCriacao: e.codPerfilCriacao,
      loginOwner: e.codUsuarioCriacao === viewer.codBseUsuario,
    };
  }

  private visibility(e: CalendarEventRecord) {
    return {
      codUsuarioCriacao: e.codUsuarioCriacao,
      indPrivado: e.indPrivado,
      perfis: e.perfis,
      escopo: e.escopo,
      paraTurma: e.paraTurma,
    };
  }
}
