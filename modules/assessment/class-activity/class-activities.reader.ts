import { Inject, Injectable } from '@nestjs/common';
import type { ClassActivity, OpenActivity } from '@school/modules/assessment';
import {
  answeredBy,
  classActivitiesOf,
  type ClassActivityRecord,
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

  /** The class's open activities, each with whether this user has answered it. */
  async openOf(codBseTurma: number, codBseUsuario: number): Promise<OpenActivity[]> {
    const found = await this.withActivities(await classActivitiesOf(this.db, codBseTurma, true));
    const answered = await answeredBy(
      this.db,
      codBseUsuario,
      found.map(({ link }) => link.codBseAtividade),
    );
    return found.map(({ link, activity }) => ({
      ...link,
      BseAtividade: { nomAtividade: activity.nomAtividade, desDescricao: activity.desDescricao },
      questoes: activity.questoes,
      capitulos: activity.capitulos.map((c) => ({
        codTrlCapitulo: c.codTrlCapitulo,
        dscTitulo: c.dscTitulo,
      })),
      respondida: answered.has(link.codBseAtividade),
    }));
  }
}
