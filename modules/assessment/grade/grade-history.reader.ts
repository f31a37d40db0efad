import { Inject, Injectable } from '@nestjs/common';
import {
  type GradeEvent,
  type GradeHistoryEntry,
  gradesAt,
  type StudentGradeHistoryEntry,
  gradesStream,
  isGradeEvent,
} from '@school/modules/assessment';
import { ERASED, type EventStore } from '@school/modules/kernel';
import { listActivities, questionsOf } from '@school/projections/activities';
import { submissionOf } from '@school/projections/class-activities';
import type { Db } from '@school/projections/kernel';
import { erasedAmong } from '@school/projections/user-directory';
import { DATABASE, EVENT_STORE } from '@school/backend/core/tokens';

/** A recorded grade event with its time. */
type Recorded = GradeEvent & { createdAt: Date };

/**
 * A student's grade sheet in one activity read from its stream (the source of truth): the full
 * history, the grades as they stood at a moment, and the version a change is checked against.
 */
@Injectable()
export class GradeHistoryReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  private async events(codBseAtividade: number, codBseUsuario: number): Promise<Recorded[]> {
    const stored = await this.store.readStream(gradesStream(codBseAtividade, codBseUsuario));
    return stored
      .filter(isGradeEvent)
      .map((e) => ({ type: e.type, data: e.data, createdAt: e.createdAt }) as Recorded);
  }

  /**
   * Every assignment, change and comment, newest first. A grader whose data was erased is named
   * "Dados removidos" (decision 0061), and so read its reasons and comments (sealed with its key):
   * the grade and its history stay, the teacher's name and words do not.
   */
  async history(codBseAtividade: number, codBseUsuario: number): Promise<GradeHistoryEntry[]> {
    const [events, numbers] = await Promise.all([
      this.events(codBseAtividade, codBseUsuario),
      this.questionNumbers(codBseAtividade),
    ]);
    const erased = await erasedAmong(
      this.db,
      events.map((e) => e.data.grader.codBseUsuario),
    );
    return events
      .map((e): GradeHistoryEntry => {
        const { grader } = e.data;
        const who = {
          data: e.createdAt.toISOString(),
          codUsuarioAvaliador: grader.codBseUsuario,
          nomUsuarioAvaliador: erased.has(grader.codBseUsuario) ? ERASED : grader.nomUsuario,
          codPerfilAvaliador: grader.codBsePerfil,
        };
        if (e.type === 'GradeCommented') {
          const { comentario, mostrarResposta } = e.data;
          return { tipo: 'COMENTARIO', comentario, mostrarResposta, ...who };
        }
        const { motivo, codBseNota, codBseQuestao } = e.data;
        const numQuestao = numbers.get(codBseQuestao) ?? null;
        const what = { motivo, codBseNota, codBseQuestao, numQuestao };
        return e.type === 'GradeAssigned'
          ? { tipo: 'ATRIBUIDA', antes: null, depois: e.data.valor, ...what, ...who }
          : { tipo: 'ALTERADA', antes: e.data.antes, depois: e.data.depois, ...what, ...who };
      })
      .reverse();
  }

  /** A student's history in these activities, all together, newest first. */
  async historyOfStudent(
    codBseUsuario: number,
    activities: readonly number[],
  ): Promise<StudentGradeHistoryEntry[]> {
    if (activities.length === 0) return [];
    const names = new Map(
      (await listActivities(this.db, { ids: [...activities] })).map((a) => [
        a.codBseAtividade,
        a.nomAtividade,
      ]),
    );
    const each = await Promise.all(
      activities.map(async (codBseAtividade) =>
        (await this.history(codBseAtividade, codBseUsuario)).map((e) => ({
          ...e,
          codBseAtividade,
          nomAtividade: names.get(codBseAtividade) ?? '',
        })),
      ),
    );
    const order = (e: StudentGradeHistoryEntry) => (e.tipo === 'COMENTARIO' ? 0 : e.codBseNota);
    return each.flat().sort((a, b) => b.data.localeCompare(a.data) || order(b) - order(a));
  }

  /** Each question's number in its activity: 1, 2, ... in the order they were added (as the sheet shows them). */
  private async questionNumbers(codBseAtividade: number): Promise<Map<number, number>> {
    const questions = await questionsOf(this.db, codBseAtividade);
    return new Map(questions.map((q, i) => [q.codBseQuestao, i + 1]));
  }

  /** The grades as they stood at `at`. */
  async at(codBseAtividade: number, codBseUsuario: number, at: Date) {
    return gradesAt(await this.events(codBseAtividade, codBseUsuario), at);
  }

  /** How many grade events the sheet has (what a change's `versao` must match). */
  async version(codBseAtividade: number, codBseUsuario: number): Promise<number> {
    return (await this.events(codBseAtividade, codBseUsuario)).length;
  }

  /**
   * The class of the sheet: the one the student answered the activity in, else the one of its
   * first grade (null: neither answered nor graded).
   */
  async classOf(codBseAtividade: number, codBseUsuario: number): Promise<number | null> {
    const submission = await submissionOf(this.db, codBseAtividade, codBseUsuario);
    if (submission) return submission.codBseTurma;
    const [first] = await this.store.readStream(gradesStream(codBseAtividade, codBseUsuario), {
      maxCount: 1,
    });
    return first && isGradeEvent(first) ? first.data.codBseTurma : null;
  }
}
