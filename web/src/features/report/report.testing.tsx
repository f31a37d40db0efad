import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { type ReportFilter, reportFilterSchema } from '@school/modules/reporting/contracts';
import { mockApi, reply } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInWithClass } from '../../test/session';
import {
  AccessReportPage,
  GradesReportPage,
  ProgressReportPage,
  QuantityReportPage,
  RatingReportPage,
  ReportIndexPage,
} from './ReportPages';

const school = (codBseEscola: number, nomEscola: string) => ({
  codBseEscola,
  nomEscola,
  cstTxtPrefixoLogin: 'AB',
  codBseEndereco: null,
  codUsuarioCriacao: null,
});
const unit = (codBseUnidade: number, codBseEscola: number, nomUnidade: string, nomEscola: string) => ({
  codBseUnidade,
  codBseEscola,
  nomUnidade,
  nomEscola,
  cstTxtPrefixoLogin: 'MT',
  codBseEndereco: null,
  cstTxtPrefixoLoginEscola: 'AB',
});
const schoolClass = (codBseTurma: number, codBseUnidade: number, nomTurma: string) => ({
  codBseTurma,
  nomTurma,
  codBseUnidade,
  codBseEscola: 3,
  nomUnidade: 'x',
  nomEscola: 'x',
  cstTxtPrefixoLoginUnidade: 'MT',
  cstTxtPrefixoLoginEscola: 'AB',
  codUsuarioCriacao: null,
});
/** A user's row in a class: its sign-ins, what the row adds to the total, how many classes it has. */
const access = (n: number, nom_turma: string, acessos: number, counted = acessos, classes = 1) => ({
  nom_escola: 'Escola Azul',
  nom_unidade: 'Unidade Centro',
  nom_turma,
  nom_aluno: `Aluno ${n}`,
  cst_login: `ABMT-000${n}`,
  acessos,
  acessos_no_total: counted,
  turmas_no_relatorio: classes,
});
const place = (n: number) => ({
  nom_escola: 'Escola Azul',
  nom_unidade: 'Unidade Centro',
  nom_turma: '6º ano A',
  nom_aluno: `Aluno ${n}`,
  cst_login: `ABMT-000${n}`,
});
const grade = (n: number, soma_notas_atividade: number) => ({
  ...place(n),
  nom_atividade: `Atividade ${n}`,
  soma_notas_atividade,
  maximo_notas_atividade: 20,
});
const progress = (n: number, nom_capitulo: string | null) => ({
  ...place(n),
  nom_livro: 'Trilha da Leitura',
  nom_capitulo,
  // No offset: the local time, whatever the test machine's zone.
  dat_conclusao: `2025-03-1${n}T09:0${n}:00`,
  jogos_jogados: n,
  jogos_vencidos: n - 1,
  melhor_pontuacao: n === 4 ? null : 50 + n,
});
const rating = (n: number, cod_avaliacao: number, num_avaliacao: number) => ({
  ...place(n),
  nom_livro: 'Trilha da Leitura',
  nom_capitulo: 'Capítulo 1',
  cod_avaliacao,
  num_avaliacao,
});
export const TOTALS = { total_escolas: 4, total_unidades: 9, total_turmas: 31, total_alunos: 812 };

const GET: Record<string, unknown> = {
  '/api/bse_escola': [school(3, 'Escola Azul'), school(4, 'Escola Verde')],
  '/api/bse_unidade/unidadesDaEscola/1': [unit(2, 1, 'Unidade Sede', 'Escola Municipal')],
  '/api/bse_unidade/unidadesDaEscola/3': [unit(5, 3, 'Unidade Centro', 'Escola Azul')],
  '/api/bse_unidade/unidadesDaEscola/4': [unit(6, 4, 'Unidade Norte', 'Escola Verde')],
  '/api/bse_turma/turmasDaUnidade/2': [schoolClass(8, 2, '7º ano B')],
  '/api/bse_turma/turmasDaUnidade/5': [schoolClass(7, 5, '6º ano A')],
  '/api/bse_turma/usuariosDaTurma/7': [{ codBseUsuario: 30, nomUsuario: 'Aluna Bia', cstLogin: 'ABMT-0030' }],
  '/api/bse_turma/usuariosDaTurma/8': [
    { codBseUsuario: 31, nomUsuario: 'Aluno Caio', cstLogin: 'ABMT-0031' },
  ],
};
const POST: Record<string, unknown> = {
  '/api/rel_relatorio/filtrarAcessos': [
    access(1, '6º ano A', 3),
    access(2, '6º ano A', 2),
    // A teacher of 6º ano A and 6º ano B: listed in both, its 4 sign-ins counted once.
    access(5, '6º ano A', 4, 4, 2),
    access(3, '6º ano B', 1),
    access(4, '6º ano B', 4),
    access(5, '6º ano B', 4, 0, 2),
    access(6, '6º ano C', 7),
  ],
  // One grade per band edge: 17,5 and 10,5 above 10; 10 and 8 in 8 a 10; 3,5 and 2 in 2 a 4; 1 in 0 a 2.
  '/api/rel_relatorio/filtrarNotas': [
    grade(1, 17.5),
    grade(2, 1),
    grade(3, 2),
    grade(4, 3.5),
    grade(5, 8),
    grade(6, 10),
    grade(7, 10.5),
  ],
  '/api/rel_relatorio/filtrar': [
    progress(1, 'Capítulo 1'),
    progress(2, 'Capítulo 2'),
    progress(3, 'Capítulo 1'),
    progress(4, null),
  ],
  '/api/rel_relatorio/filtrarAvaliacaoTrilha': [rating(1, 1, 5), rating(2, 2, 3)],
  '/api/rel_relatorio/filtrarAvaliacaoTrilha/medias': {
    capitulos: [{ nom_livro: 'Trilha da Leitura', nom_capitulo: 'Capítulo 1', media: 4, respostas: 2 }],
    perguntas: [
      { cod_avaliacao: 1, media: 5, respostas: 1 },
      { cod_avaliacao: 2, media: 3, respostas: 1 },
    ],
  },
  '/api/rel_relatorio/filtrarQuantidadeNames': [
    {
      nome_escola: 'Escola Municipal',
      nome_unidade: 'Unidade Sede',
      nome_turma: '7º ano B',
      nome_aluno: 'Aluno Caio',
    },
  ],
  '/api/rel_relatorio/filtrarQuantidadeGestor': { ...TOTALS, total_escolas: 1 },
  '/api/rel_relatorio/filtrarQuantidadeDiretor': { ...TOTALS, total_escolas: 1, total_unidades: 1 },
};

/** A report's filter as the server takes it: every field of the contract, none chosen but what `change` sets. */
export const reportFilter = (change: Partial<ReportFilter> = {}): ReportFilter => ({
  ...(Object.fromEntries(
    Object.keys(reportFilterSchema.shape).map((field) => [field, null]),
  ) as ReportFilter),
  ...change,
});

/** The filter a Diretor or Coordenador sends untouched: its fixed school 1 and unit 2. */
export const UNIT_FILTER = reportFilter({ codBseEscola: 1, codBseUnidade: 2 });

/** An export job: the POST answers it running, its GET finished, with the file to download. */
export const JOB = '0b9f2f3e-6c1a-4f55-9d7e-0a1b2c3d4e5f';
export const exportStatus = (relatorio: unknown, done: boolean) => ({
  jobId: JOB,
  relatorio,
  status: done ? 'completed' : 'running',
  progress: { done: done ? 12 : 5, total: 12 },
  rows: done ? 12 : null,
  position: done ? '4711' : null,
  downloadUrl: done ? `/api/rel_relatorio/exportar/${JOB}/relatorio.csv` : null,
  failure: null,
});

/** A JSON answer with the read models' position and time, as the report routes send them. */
export const reportResponse = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: {
      'content-type': 'application/json',
      'X-Read-Model-Position': '4711',
      // No offset: the local time, whatever the test machine's zone.
      'X-Read-Model-Time': '2026-11-26T21:56:03',
    },
  });

/**
 * The report screens' server: the organization the filters list, each report's rows (with the
 * position 4711, complete up to 26/11/2026 21:56:03), the totals, and an export job that finishes at once; the notices cleared and
 * object URLs stubbed for the downloads.
 */
export function mockReports() {
  notifications.clean();
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:relatorio'), revokeObjectURL: vi.fn() });
  return mockApi({
    ...Object.fromEntries(Object.entries(GET).map(([url, body]) => [`GET ${url}`, body])),
    ...Object.fromEntries(
      Object.entries(POST).map(([url, body]) => [`POST ${url}`, () => reportResponse(body)]),
    ),
    'GET /rel_relatorio/quantidade': () => reportResponse(TOTALS),
    'POST /rel_relatorio/exportar': (req) =>
      reply(202, exportStatus((req.body as { relatorio: unknown }).relatorio, false)),
    [`GET /rel_relatorio/exportar/${JOB}`]: exportStatus('filtrarAcessos', true),
    'GET /rel_relatorio/exportar/:job/relatorio.csv': () =>
      new Response('\uFEFF"Escola";"Acessos"\r\n', { headers: { 'content-type': 'text/csv' } }),
  });
}

export const routes = [
  { path: '/relatorio', element: <ReportIndexPage /> },
  { path: '/relatorio/acesso', element: <AccessReportPage /> },
  { path: '/relatorio/quantidade', element: <QuantityReportPage /> },
  { path: '/relatorio/notas', element: <GradesReportPage /> },
  { path: '/relatorio/progresso', element: <ProgressReportPage /> },
  { path: '/relatorio/avaliacaoTrilha', element: <RatingReportPage /> },
];

/** Opens a report screen as a demo profile (the school and unit of `signInWithClass`: 1 and 2). */
export function open(path: string, profile: number) {
  signInWithClass(profile);
  const rendered = renderRoutes(routes, path);
  return { ...rendered, user: userEvent.setup() };
}
