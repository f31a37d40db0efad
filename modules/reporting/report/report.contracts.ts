import { z } from 'zod';
import { dateField, ID_MAX } from '@school/modules/kernel';

const id = z.number().int().positive().max(ID_MAX).nullable().default(null);
const instant = dateField('instant', 'report.dateInvalid').nullable().default(null);

/**
 * Every report's filter (POST /api/rel_relatorio/...): school, unit, class, student (each may be
 * null: all within the caller's scope) and the period. The server applies the caller's scope
 * whatever the body says; an explicit id outside it answers 404.
 */
export const reportFilterSchema = z
  .object({
    codBseEscola: id,
    codBseUnidade: id,
    codBseTurma: id,
    codBseUsuario: id,
    dataInicio: instant,
    dataFim: instant,
  })
  .refine((f) => !f.dataInicio || !f.dataFim || Date.parse(f.dataInicio) <= Date.parse(f.dataFim), {
    error: 'report.periodInvalid',
    path: ['dataFim'],
  });
export type ReportFilter = z.output<typeof reportFilterSchema>;

/**
 * POST /api/rel_relatorio/filtrarAcessos: one row per user and class, with its successful sign-ins
 * in the period. A user in several classes of the report has a row in each (with all its
 * sign-ins), and its sign-ins count once in totals and charts (decision 0037): `acessos_no_total`
 * holds them on its first row and 0 on the others.
 */
export interface AccessReportRow {
  nom_escola: string | null;
  nom_unidade: string | null;
  nom_turma: string | null;
  nom_aluno: string;
  cst_login: string;
  acessos: number;
  /** What this row adds to the report's totals: the user's sign-ins on its first row, 0 on its others. */
  acessos_no_total: number;
  /** How many rows (classes) the user has in this report: more than 1 puts it in "more than one class". */
  turmas_no_relatorio: number;
}

/** The successful sign-ins of an access report, each counted once (not once per class of its user). */
export function accessTotal(rows: readonly AccessReportRow[]): number {
  return rows.reduce((sum, row) => sum + row.acessos_no_total, 0);
}

/**
 * A bar of the access chart: the sign-ins of the users of one class (`turma`; null: users in no
 * class), or of the users in more than one class of the report (`variasTurmas`), each counted once.
 */
export interface AccessBar {
  turma: string | null;
  variasTurmas: boolean;
  acessos: number;
}

/**
 * The access chart's bars: a bar per class of the rows (in their order) with the sign-ins of its
 * users in no other class of the report, then one bar of the users in more than one, each user's
 * sign-ins once. Their sum is `accessTotal`.
 */
export function accessBars(rows: readonly AccessReportRow[]): AccessBar[] {
  const classes = new Map<string | null, AccessBar>();
  let several: AccessBar | null = null;
  for (const row of rows) {
    let bar = classes.get(row.nom_turma);
    if (!bar) classes.set(row.nom_turma, (bar = { turma: row.nom_turma, variasTurmas: false, acessos: 0 }));
    if (row.turmas_no_relatorio > 1) {
      several ??= { turma: null, variasTurmas: true, acessos: 0 };
      several.acessos += row.acessos_no_total;
    } else bar.acessos += row.acessos_no_total;
  }
  return [...classes.values(), ...(several ? [several] : [])];
}

/** GET /api/rel_relatorio/quantidade (and the Gestor's and Diretor's versions): totals in scope. */
export interface QuantityReport {
  total_escolas: number;
  total_unidades: number;
  total_turmas: number;
  total_alunos: number;
}

/** POST /api/rel_relatorio/filtrarQuantidadeNames: the named list of students in the filter. */
export interface QuantityNamesRow {
  nome_escola: string | null;
  nome_unidade: string | null;
  nome_turma: string | null;
  nome_aluno: string;
}

/** POST /api/rel_relatorio/filtrarNotas: each student's grade in each activity (the sum of its questions' grades). */
export interface GradesReportRow {
  nom_escola: string | null;
  nom_unidade: string | null;
  nom_turma: string | null;
  nom_aluno: string;
  cst_login: string;
  nom_atividade: string | null;
  soma_notas_atividade: number;
  /** The most the sum can be: 10 per question when graded (decision 0072). */
  maximo_notas_atividade: number;
}

/**
 * The grades report's bands, shares of each grade's maximum (decision 0072): 0–20 %, 20–40 %,
 * 40–60 %, 60–80 %, 80–100 % (a lower bound in its band, 100 % in the last); the sixth band holds
 * a sum above its maximum, which only the edit screen's range (0 to 1000 a question) can make.
 */
export const GRADE_BAND_TOPS = [20, 40, 60, 80, 100] as const;

/** The band of a grade out of its maximum: 0 to 4, or 5 above the maximum. */
export function gradeBand(grade: number, maximum: number): number {
  if (maximum <= 0) return 0;
  if (grade > maximum) return GRADE_BAND_TOPS.length;
  const share = (grade / maximum) * 100;
  const band = GRADE_BAND_TOPS.findIndex((top) => share < top);
  return band === -1 ? GRADE_BAND_TOPS.length - 1 : band;
}

/** A student and a chapter of a trail, with where the student is: the rows of the progress and ratings reports. */
interface StudentChapterRow {
  nom_escola: string | null;
  nom_unidade: string | null;
  nom_turma: string | null;
  nom_aluno: string;
  cst_login: string;
  nom_livro: string | null;
  nom_capitulo: string | null;
}

/**
 * POST /api/rel_relatorio/filtrar: the chapters each student completed in the period (progress of
 * a trail: every content seen, every game played), with the student's games of that chapter.
 */
export interface ProgressReportRow extends StudentChapterRow {
  /** ISO. */
  dat_conclusao: string;
  /** The chapter's games the student played (a round, won or lost) and won (a round won). */
  jogos_jogados: number;
  jogos_vencidos: number;
  /** The mean of the student's best score in each of them, 0 to 100; null when the chapter has no game. */
  melhor_pontuacao: number | null;
}

/** POST /api/rel_relatorio/filtrarAvaliacaoTrilha: each answer of the chapters' ratings (question and score 1 to 5). */
export interface RatingReportRow extends StudentChapterRow {
  cod_avaliacao: number;
  num_avaliacao: number;
}

/**
 * The trail rating report's averages (POST /rel_relatorio/filtrarAvaliacaoTrilha/medias), over the
 * same rows: per chapter (in the trail's order) and per question (Pergunta), each with its count.
 */
export interface RatingAverages {
  capitulos: { nom_livro: string | null; nom_capitulo: string | null; media: number; respostas: number }[];
  perguntas: { cod_avaliacao: number; media: number; respostas: number }[];
}

/** The reports of the index (/relatorio), in the spec's order, with their screens. */
export const REPORT_KINDS = ['quantidade', 'acesso', 'notas', 'progresso', 'avaliacaoTrilha'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The header of each answer and CSV: the event-store position the read models had reached. */
export const READ_MODEL_POSITION_HEADER = 'X-Read-Model-Position';

/**
 * The header of each report answer saying up to when its figures are complete (ISO): the time of
 * the first event they do not reflect yet, or the answer's time when they reflect every event.
 * The screens say it ("Dados atualizados até …"); the position is for analysts.
 */
export const READ_MODEL_TIME_HEADER = 'X-Read-Model-Time';

/** The row reports that export to relatorio.csv, by their route (POST /api/rel_relatorio/<route>). */
export const REPORT_EXPORTS = [
  'filtrarAcessos',
  'filtrarQuantidadeNames',
  'filtrarNotas',
  'filtrar',
  'filtrarAvaliacaoTrilha',
] as const;
export type ExportRoute = (typeof REPORT_EXPORTS)[number];

/** Each exported report's row. */
export interface ExportRows {
  filtrarAcessos: AccessReportRow;
  filtrarQuantidadeNames: QuantityNamesRow;
  filtrarNotas: GradesReportRow;
  filtrar: ProgressReportRow;
  filtrarAvaliacaoTrilha: RatingReportRow;
}
export type ExportRow<Route extends ExportRoute> = ExportRows[Route];

/**
 * POST /api/rel_relatorio/exportar: a report's filter and which report (`relatorio`, its route);
 * relatorio.csv is then built by a job, whatever its size, with its progress on the socket.
 */
export const reportExportSchema = z
  .object({ relatorio: z.enum(REPORT_EXPORTS, { error: 'generic.invalid' }) })
  .and(reportFilterSchema);
export type ReportExportRequest = z.output<typeof reportExportSchema>;

/** An export job as its requester sees it (202 of POST /exportar, GET /exportar/{jobId}, the socket events). */
export interface ReportExportStatus {
  jobId: string;
  relatorio: ExportRoute;
  status: 'queued' | 'running' | 'completed' | 'failed';
  /** Rows written of the rows the report has (total 0 until the job has counted them). */
  progress: { done: number; total: number };
  /** Once completed: the rows written, the position they reflect, and where to download the file. */
  rows: number | null;
  position: string | null;
  downloadUrl: string | null;
  failure: { code: string; message: string } | null;
}

/** The socket events of an export, for its requester only. */
export const REPORT_EXPORT_EVENTS = {
  progress: 'report-export:progress',
  done: 'report-export:done',
  failed: 'report-export:failed',
} as const;
