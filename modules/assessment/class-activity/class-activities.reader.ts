import { Inject, Injectable } from '@nestjs/common';
import type { ClassActivity, OpenActivity } from '@school/modules/assessment';
import { questionsOf } from '@school/projections/activities';
import {
  answeredBy,
  classActivitiesOf,
  type ClassActivityRecord,
  type GradedActivity,
  gradedActivitiesOf,
  waitingForGrade,
} from '@school/projections/class-activities';
import type { Db } from '@school/projections/kernel';
import { DATABASE } from '@school/backend/core/tokens';
import { ActivitiesReader } from '../activity/activities.reader.js';

/**
 * A class's activities as its screens read them: the links (class activities) with their
 * activities (the activities read model, with the content tree's titles). The caller's scope is
 * checked before (AssessmentScope).
 */
@Injectable()
export class ClassActivitiesReader {
  constructor(
    private readonly activities: ActivitiesReader,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  /** Links with their activities (a deleted activity's link is left out). */
  private async withActivities(links: ClassActivityRecord[]) {
    const activities = await this.activities.list({ ids: links.map((l) => l.codBseAtividade) });
    const byId = new Map(activities.map((a) => [a.codBseAtividade, a]));
    return links.flatMap((l) => {
      const activity = byId.get(l.codBseAtividade);
      return activity ? [{ link: l, activity }] : [];
    });
  }

  /**
   * A class's activities in the order added, with the activity's name and description and how
   * many answers given in the class wait for a grade.
   */
  async ofClass(codBseTurma: number): Promise<ClassActivity[]> {
    const [found, waiting] = await Promise.all([
      classActivitiesOf(this.db, codBseTurma).then((links) => this.withActivities(links)),
      waitingForGrade(this.db, codBseTurma),
    ]);
    return found.map(({ link, activity }) => ({
      ...link,
      BseAtividade: { nomAtividade: activity.nomAtividade, desDescricao: activity.desDescricao },
      aCorrigir: waiting.get(link.codBseAtividade) ?? 0,
    }));
  }

  /** The expected answers of the activities whose teacher chose to show them to this graded student. */
  private async expectedOf(shown: number[]) {
    const lists = await Promise.all(shown.map((id) => questionsOf(this.db, id)));
    return new Map(
      shown.map((id, i) => [
        id,
        lists[i]!.map((q) => ({
          codBseQuestao: q.codBseQuestao,
          titulo: q.titulo,
          resposta: q.resRespostaEsperada,
        })),
      ]),
    );
  }

  /** The class's open activities, each with whether this user has answered it and, once graded, its grade. */
  async openOf(codBseTurma: number, codBseUsuario: number): Promise<OpenActivity[]> {
    const found = await this.withActivities(await classActivitiesOf(this.db, codBseTurma, true));
    const ids = found.map(({ link }) => link.codBseAtividade);
    const [answered, graded] = await Promise.all([
      answeredBy(this.db, codBseUsuario, ids),
      gradedActivitiesOf(this.db, codBseUsuario, ids),
    ]);
    const expected = await this.expectedOf(ids.filter((id) => graded.get(id)?.mostrarResposta));
    return found.map(({ link, activity }) => ({
      ...link,
      BseAtividade: { nomAtividade: activity.nomAtividade, desDescricao: activity.desDescricao },
      questoes: activity.questoes,
      capitulos: activity.capitulos.map((c) => ({
        codTrlCapitulo: c.codTrlCapitulo,
        dscTitulo: c.dscTitulo,
      })),
      respondida: answered.has(link.codBseAtividade),
      ...this.gradeOf(graded.get(link.codBseAtividade), expected.get(link.codBseAtividade)),
    }));
  }

  private gradeOf(
    graded: GradedActivity | undefined,
    expected: OpenActivity['respostasEsperadas'] | undefined,
  ) {
    if (!graded)
      return { corrigida: false, nota: null, maximo: null, comentario: null, respostasEsperadas: null };
    return {
      corrigida: true,
      nota: graded.soma,
      maximo: graded.maximo,
      comentario: graded.comentario,
      respostasEsperadas: expected ?? null,
    };
  }
}
