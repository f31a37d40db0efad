import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { demoClass } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { loadFailure } from '../../test/ui';
import { ClassStudentsPage } from './ClassStudentsPage';

const turma = demoClass(12, '6º ano A');

let api: ApiMock;
let students: { codBseUsuario: number; nomUsuario: string; cstLogin: string }[];

beforeEach(() => {
  notifications.clean();
  students = [
    { codBseUsuario: 40, nomUsuario: 'Ana Souza', cstLogin: 'DMMT-0040' },
    { codBseUsuario: 41, nomUsuario: 'Bruno Lima', cstLogin: 'DMMT-0041' },
  ];
  api = mockApi({
    'GET /bse_turma/usuariosDaTurma/12': () => students,
    'GET /bse_turma/12': turma,
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
    api.on({ 'GET /bse_turma/usuariosDaTurma/12': refusal(403, 'Acesso negado.', 'generic.forbidden') });
    renderPage();
    const reload = await loadFailure('Acesso negado.');
    api.on({ 'GET /bse_turma/usuariosDaTurma/12': () => students });
    await userEvent.setup().click(reload);
    expect(await screen.findByRole('cell', { name: 'Ana Souza' })).toBeInTheDocument();
  });

  it('says why the class did not load, with "Recarregar", over its students', async () => {
    signInAs(3, { codBseUsuario: 3, cstLogin: 'DMMT-0003' });
    api.on({ 'GET /bse_turma/12': refusal(404, 'Registro não encontrado.', 'generic.notFound') });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registro não encontrado.');
    api.on({ 'GET /bse_turma/12': turma });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Recarregar' }));
    expect(await screen.findByRole('heading', { name: 'Alunos da turma 6º ano A' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
