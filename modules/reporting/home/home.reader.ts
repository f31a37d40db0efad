import { Inject, Injectable } from '@nestjs/common';
import { type RawBuilder, sql } from 'kysely';
import { Profile } from '@school/modules/kernel';
import type { Db } from '@school/projections/kernel';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { HOME_LIST_LIMIT, type StaffHome, type StudentHome } from './home.contracts.js';

const STUDENT = 6;
const ZONE = sql.lit('America/Sao_Paulo');

/** The instant the São Paulo day (or week, from Monday) of `now` began. */
const startOf = (unit: 'day' | 'week', now: Date) =>
  sql<Date>`(date_trunc(${sql.lit(unit)}, ${now}::timestamptz at time zone ${ZONE}) at time zone ${ZONE})`;

/**
 * Where a staff member's scope holds a row, by its school and unit columns: the Master the
 * network, a Gestor its school, a Diretor or Coordenador its unit; none without a school.
 */
function inScope(caller: Caller, school: string, unit: string): RawBuilder<unknown> {
  if (caller.profile === Profile.Master) return sql`true`;
  if (caller.schoolId === null) return sql`false`;
  const inSchool = sql`${sql.ref(school)} = ${caller.schoolId}`;
  if (caller.profile === Profile.Gestor) return inSchool;
  if (caller.unitId === null) return sql`false`;
  return sql`${inSchool} and ${sql.ref(unit)} = ${caller.unitId}`;
}

/**
 * The home page's figures that one query over several read models answers (the reporting context
 * reads the read models' tables, as its reports do): the staff's scope at a glance, the
 * support desk, a student's grades since it last looked, a class's answers waiting for a grade.
 */
@Injectable()
export class HomeReader {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async staff(caller: Caller, now: Date): Promise<StaffHome> {
    const people = inScope(caller, 'd.cod_bse_escola', 'd.cod_bse_unidade');
    const signIns = (from: RawBuilder<Date>) => sql<number>`(select count(*)::int from access_log a
        join user_directory d on d.cod_bse_usuario = a.cod_bse_usuario
        where a.ind_sucesso = 'S' and a.dth_acesso >= ${from} and a.dth_acesso <= ${now} and ${people})`;
    const { rows } = await sql<Omit<StaffHome, 'perfil' | 'ultimasNotas'>>`select
        ${signIns(startOf('day', now))} as "acessosHoje",
        ${signIns(startOf('week', now))} as "acessosSemana",
        (select count(*)::int from user_directory d
          where d.cod_bse_perfil = ${STUDENT} and d.active and ${people}
            and not exists (select 1 from access_counts k where k.cod_bse_usuario = d.cod_bse_usuario)) as "nuncaEntraram",
        (select count(*)::int from support_desk s
          join user_directory d on d.cod_bse_usuario = s.cod_bse_usuario where ${people}) as "suporteAbertos"`.execute(
      this.db,
    );
    const grades = await sql<StaffHome['ultimasNotas'][number] & { datNota: Date }>`
      select d.nom_usuario as "nomAluno", c.nom_turma as "nomTurma", act.nom_atividade as "nomAtividade",
             (gs.soma_x2 / 2.0)::float8 as nota, gs.maximo, gs.ultima_nota as "datNota"
      from grade_sums gs
      join class_list c on c.cod_bse_turma = gs.cod_bse_turma
      join user_directory d on d.cod_bse_usuario = gs.cod_bse_usuario
      join activities act on act.cod_bse_atividade = gs.cod_bse_atividade
      where ${inScope(caller, 'c.cod_bse_escola', 'c.cod_bse_unidade')}
      order by gs.ultima_nota desc, gs.cod_bse_turma, gs.cod_bse_usuario, gs.cod_bse_atividade
      limit ${HOME_LIST_LIMIT}`.execute(this.db);
    return {
      perfil: 'gestao',
      ...rows[0]!,
      ultimasNotas: grades.rows.map((g) => ({ ...g, datNota: g.datNota.toISOString() })),
    };
  }

  /** Every request on the support desk (the Assistente's). */
  async supportDesk(): Promise<number> {
    const { rows } = await sql<{ total: number }>`select count(*)::int as total from support_desk`.execute(
      this.db,
    );
    return rows[0]!.total;
  }

  /** The student's activities in the class graded since `since` (all when null), the latest first. */
  async gradesSince(userId: number, classId: number, since: Date | null): Promise<StudentHome['notas']> {
    const { rows } = await sql<StudentHome['notas'][number] & { datNota: Date }>`
      select gs.cod_bse_atividade as "codBseAtividade", act.nom_atividade as "nomAtividade",
             (gs.soma_x2 / 2.0)::float8 as nota, gs.maximo, gs.ultima_nota as "datNota"
      from grade_sums gs
      join activities act on act.cod_bse_atividade = gs.cod_bse_atividade
      where gs.cod_bse_usuario = ${userId} and gs.cod_bse_turma = ${classId}
        ${since ? sql`and gs.ultima_nota > ${since}` : sql``}
      order by gs.ultima_nota desc, gs.cod_bse_atividade
      limit ${HOME_LIST_LIMIT}`.execute(this.db);
    return rows.map((g) => ({ ...g, datNota: g.datNota.toISOString() }));
  }

  /** The class's open activities the student has not answered (in any class), the newest first. */
  async openActivities(userId: number, classId: number): Promise<StudentHome['atividades']> {
    const { rows } = await sql<StudentHome['atividades'][number]>`
      select ca.cod_bse_atividade as "codBseAtividade", act.nom_atividade as "nomAtividade"
      from class_activities ca
      join activities act on act.cod_bse_atividade = ca.cod_bse_atividade
      where ca.cod_bse_turma = ${classId} and ca.ind_ativo
        and not exists (select 1 from submissions s
          where s.cod_bse_atividade = ca.cod_bse_atividade and s.cod_bse_usuario = ${userId})
      order by ca.cod_bse_atividade_turma desc
      limit ${HOME_LIST_LIMIT}`.execute(this.db);
    return rows;
  }

  /**
   * Each of the classes' activities with answers of its current students not graded yet (no
   * grade of theirs in it), and how many: by class, in the order the activities were added.
   */
  async waitingAnswers(
    classIds: readonly number[],
  ): Promise<{ codBseTurma: number; codBseAtividade: number; nomAtividade: string; respostas: number }[]> {
    if (classIds.length === 0) return [];
    const { rows } = await sql<{
      codBseTurma: number;
      codBseAtividade: number;
      nomAtividade: string;
      respostas: number;
    }>`
      select ca.cod_bse_turma as "codBseTurma", ca.cod_bse_atividade as "codBseAtividade",
             act.nom_atividade as "nomAtividade", count(*)::int as respostas
      from class_activities ca
      join activities act on act.cod_bse_atividade = ca.cod_bse_atividade
      join submissions s on s.cod_bse_atividade = ca.cod_bse_atividade and s.cod_bse_turma = ca.cod_bse_turma
      join class_members m on m.cod_bse_turma = s.cod_bse_turma and m.cod_bse_usuario = s.cod_bse_usuario
      where ca.cod_bse_turma in (${sql.join([...classIds])})
        and not exists (select 1 from grade_sums gs where gs.cod_bse_turma = s.cod_bse_turma
          and gs.cod_bse_usuario = s.cod_bse_usuario and gs.cod_bse_atividade = s.cod_bse_atividade)
      group by ca.cod_bse_turma, ca.cod_bse_atividade_turma, ca.cod_bse_atividade, act.nom_atividade
      order by ca.cod_bse_turma, ca.cod_bse_atividade_turma`.execute(this.db);
    return rows;
  }
}
