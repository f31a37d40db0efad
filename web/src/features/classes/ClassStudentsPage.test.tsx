import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ClassStudentsPage } from './ClassStudentsPage';

const turma = {
  codBseTurma: 12,
  nomTurma: '6º ano A',
  codBseUnidade: 7,
  codBseEscola: 2,
  nomUnidade: 'Unidade Centro',
  nomEscola: 'Escola Demonstração',
};

let students: { codBseUsuario: number; nomUsuario: string; cstLogin: string }[];
let deletes: string[];

function signInAs(codBsePerfil: number, nomPerfil: string) {
  sessionStore.start('token', {
    codBseUsuario: 3,
    nomUsuario: nomPerfil,
    nomPerfil,
    codBsePerfil,
    codBseEscola: 2,
    codBseUnidade: 7,
    codBseTurma: null,
    nomTurma: null,
    codBseUsuarioTurma: null,
    turmas: [],
    cstLogin: 'DMMT-0003',
    robo_key: null,
  });
}

beforeEach(() => {
  notifications.clean();
  deletes = [];
  students = [
    { codBseUsuario: 40, nomUsuario: 'Ana Souza', cstLogin: 'DMMT-0040' },
    { codBseUsuario: 41, nomUsuario: 'Bruno Lima', cstLogin: 'DMMT-0041' },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'DELETE') {
        deletes.push(url);
        students = students.filter((s) => !url.endsWith(`/${s.codBseUsuario}`));
        return jsonResponse(200, 1);
      }
      if (url === '/api/bse_turma/usuariosDaTurma/12') return jsonResponse(200, students);
      if (url === '/api/bse_turma/12') return jsonResponse(200, turma);
      return jsonResponse(404, {
        status: 404,
        code: 'generic.notFound',
        message: 'Registro não encontrado.',
      });
    }),
  );
});

afterEach(() => sessionStore.end('logout'));

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
    signInAs(3, 'Diretor');
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
    expect(deletes).toEqual(['/api/bse_usuario_turma/12/40']);
    await within(table).findByText('Bruno Lima');
    expect(within(table).queryByText('Ana Souza')).not.toBeInTheDocument();
  });

  it('offers no removal to a Professor, and Back returns to the list', async () => {
    signInAs(5, 'Professor');
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('lista de turmas')).toBeInTheDocument();
  });
});
