import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { ActivityStanding, ClassOverview } from '@school/modules/reporting';
import { ClassProgressReader } from '@school/modules/teaching/server';
import { activeClassBook } from '@school/projections/class-books';
import { waitingForGrade } from '@school/projections/class-activities';
import { studentsOfClass } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { DATABASE } from '@school/backend/core/tokens';

/**
 * The class page's figures (issue 35): each student of the class with the active trail's progress
 * (as its progress page counts it), where it stands in each of the class's activities (graded,
 * "a corrigir", not answered: an answer counts once, whichever class it was given in, decision
 * 0033) and its last successful sign-in. The caller's scope is checked on the class before.
 */
@Injectable()
export class ClassOverviewReader {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly progress: ClassProgressReader,
  ) {}

  async read(turma: { codBseTurma: number; nomTurma: string }): Promise<ClassOverview> {
    const classId = turma.codBseTurma;
    const [students, link, activities] = await Promise.all([
      studentsOfClass(this.db, classId),
      activeClassBook(this.db, classId),
      this.activities(classId),
    ]);
    const ids = students.map((s) => s.codBseUsuario);
    const [progress, standings, signIns, title] = await Promise.all([
      link ? this.progress.read(link) : null,
      this.standings(ids, activities),
      this.lastSignIns(ids),
      link ? this.trailTitle(link.codTrlLivro) : '',
    ]);
    const percent = new Map(progress?.alunos.map((a) => [a.codBseUsuario, a.percent]));
    return {
      codBseTurma: classId,
      nomTurma: turma.nomTurma,
      trilha: link
        ? { codTrlLivroTurma: link.codTrlLivroTurma, codTrlLivro: link.codTrlLivro, dscTitulo: title }
        : null,
      atividades: activities,
      alunos: students.map((s) => ({
        codBseUsuario: s.codBseUsuario,
        nomUsuario: s.nomUsuario,
        cstLogin: s.cstLogin,
        progresso: link ? (percent.get(s.codBseUsuario) ?? 0) : null,
        atividades: activities.map(
          (a): ActivityStanding =>
            standings.get(`${s.codBseUsuario}-${a.codBseAtividade}`) ?? {
              codBseAtividade: a.codBseAtividade,
              estado: 'semResposta',
              nota: null,
            },
        ),
        ultimoAcesso: signIns.get(s.codBseUsuario)?.toISOString() ?? null,
      })),
    };
  }

  /** The class's activities in the order added, with the answers given in the class that wait for a grade. */
  private async activities(classId: number): Promise<ClassOverview['atividades']> {
    const [{ rows }, waiting] = await Promise.all([
      sql<{ codBseAtividade: number; nomAtividade: string }>`
        select ca.cod_bse_atividade as "codBseAtividade", act.nom_atividade as "nomAtividade"
        from class_activities ca
        join activities act on act.cod_bse_atividade = ca.cod_bse_atividade
        where ca.cod_bse_turma = ${classId}
        order by ca.cod_bse_atividade_turma`.execute(this.db),
      waitingForGrade(this.db, classId),
    ]);
    return rows.map((a) => ({ ...a, aCorrigir: waiting.get(a.codBseAtividade) ?? 0 }));
  }

  /** Each student's answered or graded activities (keyed `student-activity`): its grade sum where graded. */
  private async standings(
    students: readonly number[],
    activities: ClassOverview['atividades'],
  ): Promise<Map<string, ActivityStanding>> {
    if (students.length === 0 || activities.length === 0) return new Map();
    const { rows } = await sql<{
      codBseUsuario: number;
      codBseAtividade: number;
      nota: number | null;
      maximo: number | null;
    }>`
      select s.cod_bse_usuario as "codBseUsuario", s.cod_bse_atividade as "codBseAtividade",
        g.nota, g.maximo
      from (select distinct cod_bse_usuario, cod_bse_atividade from submissions
        where cod_bse_usuario in (${sql.join([...students])})
          and cod_bse_atividade in (${sql.join(activities.map((a) => a.codBseAtividade))})) s
      left join lateral (select (sum(gs.soma_x2) / 2.0)::float8 as nota, sum(gs.maximo)::int as maximo
        from grade_sums gs
        where gs.cod_bse_usuario = s.cod_bse_usuario and gs.cod_bse_atividade = s.cod_bse_atividade) g on true`.execute(
      this.db,
    );
    return new Map(
      rows.map((r) => [
        `${r.codBseUsuario}-${r.codBseAtividade}`,
        r.nota === null
          ? { codBseAtividade: r.codBseAtividade, estado: 'aCorrigir', nota: null }
          : { codBseAtividade: r.codBseAtividade, estado: 'nota', nota: r.nota, maximo: r.maximo ?? 0 },
      ]),
    );
  }

  /** Each student's last successful sign-in. */
  private async lastSignIns(students: readonly number[]): Promise<Map<number, Date>> {
    if (students.length === 0) return new Map();
    const { rows } = await sql<{ codBseUsuario: number; at: Date }>`
      select cod_bse_usuario as "codBseUsuario", max(dth_acesso) as at from access_log
      where ind_sucesso = 'S' and cod_bse_usuario in (${sql.join([...students])})
      group by cod_bse_usuario`.execute(this.db);
    return new Map(rows.map((r) => [r.codBseUsuario, new Date(r.at)]));
  }

  private async trailTitle(codTrlLivro: number): Promise<string> {
    const { rows } = await sql<{ dscTitulo: string }>`
      select dsc_titulo as "dscTitulo" from trail_list where cod_trl_livro = ${codTrlLivro}`.execute(this.db);
    return rows[0]?.dscTitulo ?? '';
  }
}
