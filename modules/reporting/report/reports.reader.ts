import { Inject, Injectable } from '@nestjs/common';
import { type RawBuilder, sql } from 'kysely';
import { comparePositions } from '@school/modules/kernel';
import type {
  AccessReportRow,
  ExportRoute,
  ExportRow,
  GradesReportRow,
  ProgressReportRow,
  QuantityNamesRow,
  QuantityReport,
  RatingAverages,
  RatingReportRow,
} from '@school/modules/reporting';
import { activitiesProjection } from '@school/projections/activities';
import { chapterListProjection } from '@school/projections/chapter-list';
import { classActivitiesProjection } from '@school/projections/class-activities';
import { learnerProgressProjection } from '@school/projections/learner-progress';
import { trailListProjection } from '@school/projections/trail-list';
import { accessLogProjection, accessMonth } from '@school/projections/access-log';
import { classListProjection } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { schoolListProjection } from '@school/projections/school-list';
import { unitListProjection } from '@school/projections/unit-list';
import { userDirectoryProjection } from '@school/projections/user-directory';
import { DATABASE } from '@school/backend/core/tokens';
import { CSV_PAGE } from './report-csv.views.js';
import type { ScopedFilter } from './report-scope.service.js';
import { countRows, cursorPages, inSnapshot, isoInstant } from './snapshot-cursor.reader.js';

const STUDENT = 6;
/** The read models every report here is built from (their position is the answer's)... */
const PLACES = [classListProjection, schoolListProjection, unitListProjection, userDirectoryProjection];
/** ...and those of each report. */
export const REPORT_SOURCES = {
  access: [...PLACES, accessLogProjection].map((p) => p.name),
  names: PLACES.map((p) => p.name),
  grades: [...PLACES, classActivitiesProjection, activitiesProjection].map((p) => p.name),
  progress: [...PLACES, learnerProgressProjection, trailListProjection, chapterListProjection].map(
    (p) => p.name,
  ),
  rating: [...PLACES, learnerProgressProjection, trailListProjection, chapterListProjection].map(
    (p) => p.name,
  ),
} as const;
export type ReportSource = keyof typeof REPORT_SOURCES;
/** The read models of each exported report. */
export const EXPORT_SOURCES: Record<ExportRoute, ReportSource> = {
  filtrarAcessos: 'access',
  filtrarQuantidadeNames: 'names',
  filtrarNotas: 'grades',
  filtrar: 'progress',
  filtrarAvaliacaoTrilha: 'rating',
};

/**
 * The reports, read from the read models only (the reporting context writes nothing). Rows come
 * in a fixed order, so an export reads them a page at a time through a cursor.
 */
@Injectable()
export class ReportsReader {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /** The oldest position a report's read models have reached: what its figures reflect. */
  async position(report: ReportSource, db: Db = this.db): Promise<string> {
    const sources = REPORT_SOURCES[report];
    const { rows } = await sql<{ position: string | null }>`
      select position from projection_checkpoints where name in (${sql.join([...sources])})`.execute(db);
    const positions = rows.map((r) => r.position ?? '');
    if (positions.length < sources.length) return '';
    return positions.reduce((min, p) => (comparePositions(p, min) < 0 ? p : min));
  }

  /**
   * A row report's rows, all of them (the screens page them): access, the named students,
   * grades, progress, trail rating; with the position they reflect, read in the same snapshot.
   */
  rows<Route extends ExportRoute>(
    route: Route,
    f: ScopedFilter,
  ): Promise<{ position: string; rows: ExportRow<Route>[] }> {
    return inSnapshot(this.db, async (trx) => ({
      position: await this.position(EXPORT_SOURCES[route], trx),
      rows: (await this.query(route, f).execute(trx)).rows,
    }));
  }

  /**
   * An exported report read in one snapshot: its position, its row count (when asked, for a
   * job's progress) and its rows a page at a time through a cursor. `work` runs inside the
   * snapshot's transaction.
   */
  snapshot<Route extends ExportRoute, T>(
    route: Route,
    f: ScopedFilter,
    work: (read: {
      position: string;
      count: () => Promise<number>;
      pages: AsyncIterable<ExportRow<Route>[]>;
    }) => Promise<T>,
  ): Promise<T> {
    return inSnapshot(this.db, async (trx) => {
      const query = this.query(route, f);
      const position = await this.position(EXPORT_SOURCES[route], trx);
      return work({ position, count: () => countRows(trx, query), pages: cursorPages(trx, query, CSV_PAGE) });
    });
  }

  /**
   * A row report's query, in a fixed order (so pages and cursors read it alike); its columns are
   * the report's row as the client and the CSV get it (dates as ISO text).
   */
  query<Route extends ExportRoute>(route: Route, f: ScopedFilter): RawBuilder<ExportRow<Route>> {
    switch (route) {
      case 'filtrarAcessos':
        return this.accessQuery(f) as RawBuilder<ExportRow<Route>>;
      case 'filtrarQuantidadeNames':
        return this.namesQuery(f) as RawBuilder<ExportRow<Route>>;
      case 'filtrarNotas':
        return this.gradesQuery(f) as RawBuilder<ExportRow<Route>>;
      case 'filtrar':
        return this.progressQuery(f) as RawBuilder<ExportRow<Route>>;
      default:
        return this.ratingQuery(f) as RawBuilder<ExportRow<Route>>;
    }
  }

  /**
   * One row per user and class, each with the user's sign-ins; a user's sign-ins count once in
   * the totals (`acessos_no_total`: on its first row in the report's order, 0 on the others), and
   * `turmas_no_relatorio` says how many rows it has (decision 0037). The windows run over the
   * report's own rows, never over the log.
   */
  private accessQuery(f: ScopedFilter): RawBuilder<AccessReportRow> {
    return sql<AccessReportRow>`
      select s.nom_escola, u.nom_unidade, c.nom_turma, d.nom_usuario as nom_aluno, d.cst_login, n.acessos,
             case when row_number() over (partition by d.cod_bse_usuario
                                          order by c.nom_turma nulls first, c.cod_bse_turma) = 1
                  then n.acessos else 0 end as acessos_no_total,
             (count(*) over (partition by d.cod_bse_usuario))::int as turmas_no_relatorio
      ${PEOPLE}
      -- offset 0: counted once per row (pulled up, it would run once per use of n.acessos).
      cross join lateral (select ${signInsOf(sql.ref('d.cod_bse_usuario'), f.from, f.to)} as acessos offset 0) n
      where ${this.where(f)}
      order by s.nom_escola nulls first, u.nom_unidade nulls first, c.nom_turma nulls first, d.nom_usuario, d.cod_bse_usuario, c.cod_bse_turma`;
  }

  private namesQuery(f: ScopedFilter): RawBuilder<QuantityNamesRow> {
    return sql<QuantityNamesRow>`
      select s.nom_escola as nome_escola, u.nom_unidade as nome_unidade, c.nom_turma as nome_turma,
             d.nom_usuario as nome_aluno
      ${PEOPLE}
      where ${this.where(f)} and d.cod_bse_perfil = ${STUDENT}
      order by s.nom_escola nulls first, u.nom_unidade nulls first, c.nom_turma nulls first, d.nom_usuario, d.cod_bse_usuario, c.cod_bse_turma`;
  }

  /**
   * Each student's activities from their sums: the sum as it stands when all its grades fall in
   * the period, added up again from the grades of the period when only some do.
   */
  private gradesQuery(f: ScopedFilter): RawBuilder<GradesReportRow> {
    const inPeriod = (at: string) => sql.join([sql`true`, ...period(f, at)], sql` and `);
    const sum =
      f.from || f.to
        ? sql`case when ${inPeriod('gs.primeira_nota')} and ${inPeriod('gs.ultima_nota')} then gs.soma_x2
            else (select sum(g.valor_x2) from grades g
                  where g.cod_bse_atividade = gs.cod_bse_atividade and g.cod_bse_usuario = gs.cod_bse_usuario
                    and g.cod_bse_turma = gs.cod_bse_turma and ${inPeriod('g.dat_nota')}) end`
        : sql`gs.soma_x2`;
    return sql<GradesReportRow>`
      select ${PLACE}, act.nom_atividade, (p.soma_x2 / 2.0)::float8 as soma_notas_atividade,
             gs.maximo as maximo_notas_atividade
      from grade_sums gs
      ${placedBy('gs')}
      left join activities act on act.cod_bse_atividade = gs.cod_bse_atividade
      cross join lateral (select ${sum} as soma_x2) p
      where ${this.inClass(f, null)}
        ${f.from ? sql`and gs.ultima_nota >= ${f.from}` : sql``}
        ${f.to ? sql`and gs.primeira_nota <= ${f.to}` : sql``}
        and p.soma_x2 is not null
      order by s.nom_escola, u.nom_unidade, c.nom_turma, d.nom_usuario, d.cod_bse_usuario, act.nom_atividade, gs.cod_bse_atividade, gs.cod_bse_turma`;
  }

  private progressQuery(f: ScopedFilter): RawBuilder<ProgressReportRow> {
    return sql<ProgressReportRow>`
      select ${PLACE}, t.dsc_titulo as nom_livro, ch.dsc_titulo as nom_capitulo,
             ${isoInstant('lc.completed_at')} as dat_conclusao,
             g.jogos_jogados, g.jogos_vencidos, g.melhor_pontuacao
      from learner_chapters lc
      ${placedBy('lc')}
      left join trail_list t on t.cod_trl_livro = lc.cod_trl_livro
      left join chapter_list ch on ch.cod_trl_capitulo = lc.cod_trl_capitulo
      cross join lateral (
        select count(*)::int as jogos_jogados, (count(*) filter (where lg.won))::int as jogos_vencidos,
               round(avg(lg.best_score))::int as melhor_pontuacao
        from learner_games lg
        where lg.cod_bse_usuario = lc.cod_bse_usuario and lg.cod_trl_capitulo = lc.cod_trl_capitulo) g
      where ${this.inClass(f, 'lc.completed_at')}
      order by s.nom_escola, u.nom_unidade, c.nom_turma, d.nom_usuario, d.cod_bse_usuario, lc.completed_at, lc.cod_trl_capitulo`;
  }

  private ratingQuery(f: ScopedFilter): RawBuilder<RatingReportRow> {
    return sql<RatingReportRow>`
      select ${PLACE}, t.dsc_titulo as nom_livro, ch.dsc_titulo as nom_capitulo, r.cod_avaliacao, r.num_avaliacao
      from chapter_ratings r
      ${placedBy('r')}
      left join trail_list t on t.cod_trl_livro = r.cod_trl_livro
      left join chapter_list ch on ch.cod_trl_capitulo = r.cod_trl_capitulo
      where ${this.inClass(f, 'r.at')}
      order by s.nom_escola, u.nom_unidade, c.nom_turma, d.nom_usuario, d.cod_bse_usuario, ch.num_sequencia, r.cod_trl_capitulo, r.cod_avaliacao`;
  }

  /** The rating report's averages over its rows: per chapter, in the trail's order, and per question. */
  async ratingAverages(f: ScopedFilter): Promise<RatingAverages> {
    const rows = sql`select r.cod_trl_livro, r.cod_trl_capitulo, r.cod_avaliacao, r.num_avaliacao
      from chapter_ratings r ${placedBy('r')} where ${this.inClass(f, 'r.at')}`;
    const average = sql`round(avg(x.num_avaliacao)::numeric, 1)::float8 as media, count(*)::int as respostas`;
    const [chapters, questions] = await Promise.all([
      sql<RatingAverages['capitulos'][number]>`
        select t.dsc_titulo as nom_livro, ch.dsc_titulo as nom_capitulo, ${average}
        from (${rows}) x
        left join trail_list t on t.cod_trl_livro = x.cod_trl_livro
        left join chapter_list ch on ch.cod_trl_capitulo = x.cod_trl_capitulo
        group by t.dsc_titulo, t.cod_trl_livro, ch.dsc_titulo, ch.num_sequencia, x.cod_trl_capitulo
        order by t.dsc_titulo, t.cod_trl_livro, ch.num_sequencia, x.cod_trl_capitulo`.execute(this.db),
      sql<RatingAverages['perguntas'][number]>`
        select x.cod_avaliacao, ${average} from (${rows}) x
        group by x.cod_avaliacao order by x.cod_avaliacao`.execute(this.db),
    ]);
    return { capitulos: chapters.rows, perguntas: questions.rows };
  }

  /** Schools, units, classes and active students within a school, unit or class (or the network). */
  async quantity(
    schoolId: number | null,
    unitId: number | null,
    classId: number | null = null,
  ): Promise<QuantityReport> {
    const school = (column: string) =>
      schoolId === null ? sql`true` : sql`${sql.ref(column)} = ${schoolId}`;
    const unit = (column: string) => (unitId === null ? sql`true` : sql`${sql.ref(column)} = ${unitId}`);
    const inClass = classId === null ? sql`true` : sql`cod_bse_turma = ${classId}`;
    const memberOf = classId === null ? sql`true` : sql`${classId} = any(turmas)`;
    const { rows } = await sql<QuantityReport>`
      select
        (select count(*)::int from school_list where ${school('cod_bse_escola')}) as total_escolas,
        (select count(*)::int from unit_list where ${school('cod_bse_escola')} and ${unit('cod_bse_unidade')}) as total_unidades,
        (select count(*)::int from class_list where ${school('cod_bse_escola')} and ${unit('cod_bse_unidade')} and ${inClass}) as total_turmas,
        (select count(*)::int from user_directory
          where cod_bse_perfil = ${STUDENT} and active and ${school('cod_bse_escola')} and ${unit('cod_bse_unidade')} and ${memberOf}) as total_alunos`.execute(
      this.db,
    );
    return rows[0]!;
  }

  /**
   * A class-held fact in the filter: the class's school, unit and id, the student, and the period
   * when the fact's time (`at`) is named.
   */
  private inClass(f: ScopedFilter, at: string | null): RawBuilder<unknown> {
    return sql.join(
      [
        sql`true`,
        ...(f.schoolId !== null ? [sql`c.cod_bse_escola = ${f.schoolId}`] : []),
        ...(f.unitId !== null ? [sql`c.cod_bse_unidade = ${f.unitId}`] : []),
        ...(f.classId !== null ? [sql`c.cod_bse_turma = ${f.classId}`] : []),
        ...(f.userId !== null ? [sql`d.cod_bse_usuario = ${f.userId}`] : []),
        ...(at ? period(f, at) : []),
      ],
      sql` and `,
    );
  }

  private where(f: ScopedFilter): RawBuilder<unknown> {
    return sql.join(
      [
        sql`d.active`,
        ...(f.schoolId !== null ? [sql`d.cod_bse_escola = ${f.schoolId}`] : []),
        ...(f.unitId !== null ? [sql`d.cod_bse_unidade = ${f.unitId}`] : []),
        ...(f.classId !== null ? [sql`c.cod_bse_turma = ${f.classId}`] : []),
        ...(f.userId !== null ? [sql`d.cod_bse_usuario = ${f.userId}`] : []),
      ],
      sql` and `,
    );
  }
}

/**
 * The users of the directory, one row per class they are in (a row with no class for those in
 * none), with their school and unit: each class found by its key, not by testing every class.
 */
const PEOPLE = sql`from user_directory d
      left join school_list s on s.cod_bse_escola = d.cod_bse_escola
      left join unit_list u on u.cod_bse_unidade = d.cod_bse_unidade
      left join lateral unnest(d.turmas) as m(cod_bse_turma) on true
      left join class_list c on c.cod_bse_turma = m.cod_bse_turma`;

/** A time (`at`) within the filter's period. */
function period(f: ScopedFilter, at: string): RawBuilder<unknown>[] {
  return [
    ...(f.from ? [sql`${sql.ref(at)} >= ${f.from}`] : []),
    ...(f.to ? [sql`${sql.ref(at)} <= ${f.to}`] : []),
  ];
}

/**
 * A user's successful sign-ins between `from` and `to` (either may be open), from its monthly
 * counts: a month the period covers whole counts as it is, one it covers in part counts the
 * times it holds within the period. One index range per user, and exact whatever the period.
 */
function signInsOf(user: RawBuilder<unknown>, from: Date | null, to: Date | null): RawBuilder<number> {
  const monthOf = (at: Date) => accessMonth(sql`${at}::timestamptz`);
  // The first month beginning at or after `from` (the month after the instant before it), and
  // the month of `to`: the whole months lie between.
  const afterFrom = (at: Date) => accessMonth(sql`${at}::timestamptz - interval '1 microsecond'`, 1);
  const whole = [
    ...(from ? [sql`k.mes >= ${afterFrom(from)}`] : []),
    ...(to ? [sql`k.mes < ${monthOf(to)}`] : []),
  ];
  const months = [
    ...(from ? [sql`k.mes >= ${monthOf(from)}`] : []),
    ...(to ? [sql`k.mes <= ${monthOf(to)}`] : []),
  ];
  const within = [...(from ? [sql`t >= ${from}`] : []), ...(to ? [sql`t <= ${to}`] : [])];
  const counted =
    whole.length === 0
      ? sql`k.acessos`
      : sql`case when ${sql.join(whole, sql` and `)} then k.acessos
          else (select count(*) from unnest(k.instantes) as t where ${sql.join(within, sql` and `)}) end`;
  return sql<number>`(select coalesce(sum(${counted}), 0)::int from access_counts k
    where ${sql.join([sql`k.cod_bse_usuario = ${user}`, ...months], sql` and `)})`;
}

/** The columns that place a row: school, unit, class, student and its login. */
const PLACE = sql`s.nom_escola, u.nom_unidade, c.nom_turma, d.nom_usuario as nom_aluno, d.cst_login`;

/** The student and the class a class-held fact (alias `fact`) names, and the class's school and unit. */
function placedBy(fact: string): RawBuilder<unknown> {
  return sql`join user_directory d on d.cod_bse_usuario = ${sql.ref(`${fact}.cod_bse_usuario`)}
      join class_list c on c.cod_bse_turma = ${sql.ref(`${fact}.cod_bse_turma`)}
      left join school_list s on s.cod_bse_escola = c.cod_bse_escola
      left join unit_list u on u.cod_bse_unidade = c.cod_bse_unidade`;
}
