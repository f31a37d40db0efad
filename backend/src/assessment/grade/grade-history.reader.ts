import { Inject, Injectable } from '@nestjs/common';
import {
  type GradeEvent,
  type GradeHistoryEntry,
  gradesAt,
  gradesStream,
  isGradeEvent,
} from '@school/modules/assessment';
import type { EventStore } from '@school/modules/kernel';
import { EVENT_STORE } from '../../core/tokens.js';

/** A recorded grade event with its time. */
type Recorded = GradeEvent & { createdAt: Date };

/**
 * A student's grade sheet in one activity read from its stream (the source of truth): the full
 * history, the grades as they stood at a moment, and the version a change is checked against.
 */
@Injectable()
export class GradeHistoryReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  private async events(codBseAtividade: number, codBseUsuario: number): Promise<Recorded[]> {
    const stored = await this.store.readStream(gradesStream(codBseAtividade, codBseUsuario));
    return stored
      .filter(isGradeEvent)
      .map((e) => ({ type: e.type, data: e.data, createdAt: e.createdAt }) as Recorded);
  }

  /** Every assignment and change, newest first. */
  async history(codBseAtividade: number, codBseUsuario: number): Promise<GradeHistoryEntry[]> {
    return (await this.events(codBseAtividade, codBseUsuario))
      .map((e): GradeHistoryEntry => {
        const { grader, motivo, codBseNota, codBseQuestao } = e.data;
        const who = {
          codUsuarioAvaliador: grader.codBseUsuario,
          nomUsuarioAvaliador: grader.nomUsuario,
          codPerfilAvaliador: grader.codBsePerfil,
        };
        const when = { motivo, data: e.createdAt.toISOString(), codBseNota, codBseQuestao };
        return e.type === 'GradeAssigned'
          ? { tipo: 'ATRIBUIDA', antes: null, depois: e.data.valor, ...when, ...who }
          : { tipo: 'ALTERADA', antes: e.data.antes, depois: e.data.depois, ...when, ...who };
      })
      .reverse();
  }

  /** The grades as they stood at `at`. */
  async at(codBseAtividade: number, codBseUsuario: number, at: Date) {
    return gradesAt(await this.events(codBseAtividade, codBseUsuario), at);
  }

  /** How many grade events the sheet has (what a change's `versao` must match). */
  async version(codBseAtividade: number, codBseUsuario: number): Promise<number> {
    return (await this.events(codBseAtividade, codBseUsuario)).length;
  }

  /** The class of the sheet, from its first event (null: no grade yet). */
  async classOf(codBseAtividade: number, codBseUsuario: number): Promise<number | null> {
    const [first] = await this.store.readStream(gradesStream(codBseAtividade, codBseUsuario), {
      maxCount: 1,
    });
    return first && isGradeEvent(first) ? first.data.codBseTurma : null;
  }
}
