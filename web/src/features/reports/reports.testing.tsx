import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { sessionStore } from '../../shared/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { signInWithClass } from '../class-activities/session.testing';
import {
  AccessReportPage,
  GradesReportPage,
  ProgressReportPage,
  QuantityReportPage,
  RatingReportPage,
  ReportIndexPage,
} from './ReportPages';

export type User = ReturnType<typeof userEvent.setup>;

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
const TOTALS = { total_escolas: 4, total_unidades: 9, total_turmas: 31, total_alunos: 812 };

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

/** An export job: the POST answers it running, its GET finished, with the file to download. */
export const JOB = '0b9f2f3e-6c1a-4f55-9d7e-0a1b2c3d4e5f';
const exportStatus = (relatorio: unknown, done: boolean) => ({
  jobId: JOB,
  relatorio,
  status: done ? 'completed' : 'running',
  progress: { done: done ? 12 : 5, total: 12 },
  rows: done ? 12 : null,
  position: done ? '4711' : null,
  downloadUrl: done ? `/api/rel_relatorio/exportar/${JOB}/relatorio.csv` : null,
  failure: null,
});

/** What the stubbed server got, and a route that answers its refusal (tests set it). */
export const server = {
  calls: [] as { method: string; url: string; body: unknown; headers: Headers }[],
  failing: null as string | null,
};

/** A JSON answer with the read models' position, as the report routes send it. */
const reportResponse = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', 'X-Read-Model-Position': '4711' },
  });

/** Before each test of the file: the report routes, the filter's lists and an export job behind a fetch stub. */
export function stubReportServer(): void {
  beforeEach(() => {
    notifications.clean();
    server.calls = [];
    server.failing = null;
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:relatorio'), revokeObjectURL: vi.fn() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        server.calls.push({
          method,
          url,
          body: init.body ? JSON.parse(String(init.body)) : null,
          headers: new Headers(init.headers),
        });
        if (url === server.failing)
          return jsonResponse(404, {
            status: 404,
            code: 'generic.notFound',
            message: 'Escola não encontrada.',
          });
        if (method === 'POST' && url === '/api/rel_relatorio/exportar')
          return jsonResponse(
            202,
            exportStatus((JSON.parse(String(init.body)) as { relatorio: unknown }).relatorio, false),
          );
        if (url === `/api/rel_relatorio/exportar/${JOB}`)
          return jsonResponse(200, exportStatus('filtrarAcessos', true));
        if (url.endsWith('/relatorio.csv'))
          return new Response('\uFEFF"Escola";"Acessos"\r\n', { headers: { 'content-type': 'text/csv' } });
        if (url === '/api/rel_relatorio/quantidade') return reportResponse(TOTALS);
        if (method === 'POST' && url in POST) return reportResponse(POST[url]);
        if (method === 'GET' && url in GET) return jsonResponse(200, GET[url]);
        return jsonResponse(404, { status: 404, code: 'generic.notFound', message: 'Não encontrado' });
      }),
    );
  });
  afterEach(() => sessionStore.end('logout'));
}

export const routes = [
  { path: '/relatorio', element: <ReportIndexPage /> },
  { path: '/relatorio/acesso', element: <AccessReportPage /> },
  { path: '/relatorio/quantidade', element: <QuantityReportPage /> },
  { path: '/relatorio/notas', element: <GradesReportPage /> },
  { path: '/relatorio/progresso', element: <ProgressReportPage /> },
  { path: '/relatorio/avaliacaoTrilha', element: <RatingReportPage /> },
];

export function open(path: string, profile: number) {
  signInWithClass(profile);
  const rendered = renderRoutes(routes, path);
  return { ...rendered, user: userEvent.setup() };
}

/** A Mantine Select's input (its label also names the listbox). */
export const selectInput = (label: string) =>
  screen.getAllByLabelText(label).find((e) => e.tagName === 'INPUT') as HTMLInputElement;

export async function choose(user: User, label: string, option: string) {
  await user.click(selectInput(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect(selectInput(label)).toHaveValue(option));
}

export async function pickDay(user: User, label: string, day: number) {
  await user.click(screen.getByRole('button', { name: label }));
  const name = dayjs().date(day).format('D MMMM YYYY');
  await user.click(await screen.findByRole('button', { name, hidden: true }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: label })).toHaveTextContent(
      dayjs().date(day).format('DD/MM/YYYY'),
    ),
  );
  // The calendar closes before the next picker opens (its days would be found too).
  await waitFor(() => expect(screen.queryAllByRole('button', { name, hidden: true })).toHaveLength(0));
}

export const posts = () => server.calls.filter((c) => c.method === 'POST');

export const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);
/** A table's body rows, as text, cell by cell. */
export const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => texts(within(r).getAllByRole('cell')));
