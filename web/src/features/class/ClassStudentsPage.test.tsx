import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { linkHref, loadFailure } from '../../test/ui';
import type { ClassOverview, ClassOverviewStudent } from '@school/modules/reporting/contracts';
import { ClassStudentsPage } from './ClassStudentsPage';

let api: ApiMock;
let students: ClassOverviewStudent[];

const student = (
  codBseUsuario: number,
  nomUsuario: string,
  atividades: ClassOverviewStudent['atividades'],
  ultimoAcesso: string | null,
): ClassOverviewStudent => ({
  codBseUsuario,
  nomUsuario,
  cstLogin: `DMMT-00${codBseUsuario}`,
  progresso: codBseUsuario === 40 ? 75 : 0,
  atividades,
  ultimoAcesso,
});
const overview = (): ClassOverview => ({
  codBseTurma: 12,
  nomTurma: '6º ano A',
  trilha: { codTrlLivroTurma: 90, codTrlLivro: 3, dscTitulo: 'Ciências da Natureza' },
  atividades: [
    { codBseAtividade: 5, nomAtividade: 'Prova da água', aCorrigir: 0 },
    { codBseAtividade: 6, nomAtividade: 'Tarefa da chuva', aCorrigir: 1 },
  ],
  alunos: students,
});

beforeEach(() => {
  notifications.clean();
  students = [
    student(
      40,
      'Ana Souza',
      [
        { codBseAtividade: 5, estado: 'nota', nota: 8.5, maximo: 10 },
        { codBseAtividade: 6, estado: 'aCorrigir', nota: null },
      ],
      '2026-11-20T10:30:00',
    ),
    student(
      41,
      'Bruno Lima',
      [
        { codBseAtividade: 5, estado: 'semResposta', nota: null },
        { codBseAtividade: 6, estado: 'semResposta', nota: null },
      ],
      null,
    ),
  ];
  api = mockApi({
    'GET /bse_turma/painel/12': () => overview(),
    'DELETE /bse_usuario_turma/:class/:user': (req) => {
      students = students.filter((s) => String(s.codBseUsuario) !== req.params.user);
      return 1;
    },
  });
});

const renderPage = () =>
  renderRoutes(
    [
      { path: '/turma/visualizar/:id', element: <ClassStudentsPage /> },
      { path: '/turma/listar', element: <p>lista de turmas</p> },
    ],
    '/turma/visualizar/12',
  );

describe('ClassStudentsPage', () => {
  it('lists the students of the class, and a Diretor takes one out after confirming', async () => {
    signInAs(3, { codBseUsuario: 3, cstLogin: 'DMMT-0003' });
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Alunos da turma 6º ano A' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Alunos da turma' });
    expect(await within(table).findByText('Bruno Lima')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover Ana Souza da turma' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deseja realmente remover Ana Souza da turma?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Aluno removido da turma.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/bse_usuario_turma/12/40' }]);
    await within(table).findByText('Bruno Lima');
    expect(within(table).queryByText('Ana Souza')).not.toBeInTheDocument();
  });

  it('shows each student’s progress, grades or "a corrigir" and last sign-in, each a link to its screen', async () => {
    signInAs(5, { codBseUsuario: 3, codBseUnidade: 7, cstLogin: 'DMMT-0003' });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Alunos da turma' });
    expect(await screen.findByText('Trilha ativa: Ciências da Natureza')).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: 'Tarefa da chuva (1 a corrigir)' }),
    ).toBeInTheDocument();
    const ana = within(table).getByRole('row', { name: /Ana Souza/ });
    expect(ana).toHaveTextContent(/Ana SouzaDMMT-004075%.*8,5.*a corrigir.*20\/11\/2026 10:30/);
    expect(linkHref(/Progresso de Ana Souza na trilha/, ana)).toBe('/aulas/progresso/90');
    const [graded, waiting] = within(ana).getAllByRole('link', { name: /Resposta de Ana Souza/ });
    expect(graded).toHaveAttribute('href', '/atividade/respostas/editarNota/5/40?turma=12');
    expect(waiting).toHaveAttribute('href', '/atividade/respostas/respostasAluno/6/40?turma=12');
    // A Professor has no audit console: the sign-in is text.
    expect(within(ana).queryByRole('link', { name: /Acessos de Ana Souza/ })).toBeNull();
    expect(within(table).getByRole('row', { name: /Bruno Lima/ })).toHaveTextContent(
      /^Bruno LimaDMMT-00410%.*Sem respostaSem respostaNunca entrou$/,
    );
  });

  it('links a Diretor’s sign-in to the audit console, and its grades to no sheet', async () => {
    signInAs(3, { codBseUsuario: 3, cstLogin: 'DMMT-0003' });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Alunos da turma' });
    const ana = await within(table).findByRole('row', { name: /Ana Souza/ });
    expect(linkHref(/Acessos de Ana Souza/, ana)).toBe('/auditoria?aba=acessos&login=DMMT-0040');
    expect(within(ana).queryByRole('link', { name: /Resposta de/ })).toBeNull();
  });

  it('offers no removal to a Professor, and Back returns to the list', async () => {
    signInAs(5, { codBseUsuario: 3, codBseUnidade: 7, cstLogin: 'DMMT-0003' });
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('lista de turmas')).toBeInTheDocument();
  });

  it('says why the students did not load, with "Recarregar" and no empty table', async () => {
    signInAs(3, { codBseUsuario: 3, cstLogin: 'DMMT-0003' });
    api.on({ 'GET /bse_turma/painel/12': refusal(403, 'Acesso negado.', 'generic.forbidden') });
    renderPage();
    const reload = await loadFailure('Acesso negado.');
    api.on({ 'GET /bse_turma/painel/12': () => overview() });
    await userEvent.setup().click(reload);
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
  });
});
