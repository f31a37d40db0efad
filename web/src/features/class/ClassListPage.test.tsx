import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '@school/modules/kernel/contracts';
import { useOwnData } from '../../shared/ownData';
import { sessionStore } from '../../shared/session';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { demoClass } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { myData, signInAs } from '../../test/session';
import { ClassListPage } from './ClassListPage';
import { ClassStudentsPage } from './ClassStudentsPage';

const turma = (id: number, name: string, unit = 'Unidade Centro') =>
  demoClass(id, name, { nomUnidade: unit });
const CLASSES = [turma(12, '6º ano A'), turma(13, '7º ano A'), turma(14, '6º ano B', 'Unidade Jardins')];

let api: ApiMock;
let current: number;
let students: { codBseUsuario: number; nomUsuario: string; cstLogin: string }[];

function signIn(profile: number) {
  signInAs(profile as Profile, {
    codBseUsuario: 40 + profile,
    nomUsuario: 'Usuário',
    nomPerfil: 'Perfil',
    codBseUnidade: 7,
    codBseTurma: profile === 5 ? 12 : null,
    nomTurma: profile === 5 ? '6º ano A' : null,
  });
}

beforeEach(() => {
  notifications.clean();
  current = 12;
  students = [
    { codBseUsuario: 61, nomUsuario: 'Carla Dias', cstLogin: 'DMCE-0002' },
    { codBseUsuario: 62, nomUsuario: 'Diego Alves', cstLogin: 'DMCE-0003' },
  ];
  api = mockApi({
    'GET /bse_usuario/getMeusDados/x': () => {
      const mine = CLASSES.find((c) => c.codBseTurma === current)!;
      return myData(
        sessionStore.get()!.user.codBsePerfil === 5
          ? { codBseTurma: mine.codBseTurma, nomTurma: mine.nomTurma }
          : {},
      );
    },
    'GET /bse_turma': CLASSES,
    'GET /bse_turma/12': CLASSES[0],
    'DELETE /bse_turma/:id': 1,
    'GET /bse_usuario_turma/carregarMinhasTurmas/x': () =>
      CLASSES.slice(0, 2).map((c) => ({
        ...c,
        codBseUsuario: 45,
        indAtual: c.codBseTurma === current ? 'S' : 'N',
      })),
    'POST /bse_usuario_turma/turmaAtual/:id': (req) => {
      current = Number(req.params.id);
      const chosen = CLASSES.find((c) => c.codBseTurma === current)!;
      return { codBseTurma: chosen.codBseTurma, nomTurma: chosen.nomTurma };
    },
    'GET /bse_turma/usuariosDaTurma/12': () => students,
    // The class page (issue 35): the students with no trail and no activity yet.
    'GET /bse_turma/painel/12': () => ({
      codBseTurma: 12,
      nomTurma: '6º ano A',
      trilha: null,
      atividades: [],
      alunos: students.map((s) => ({ ...s, progresso: null, atividades: [], ultimoAcesso: null })),
    }),
    'DELETE /bse_usuario_turma/:class/:user': (req) => {
      students = students.filter((s) => String(s.codBseUsuario) !== req.params.user);
      return 1;
    },
  });
});

/** What the shell does: keeps the own data (the top bar's class) fetched. */
function OwnData() {
  useOwnData();
  return null;
}

function open(path = '/turma/listar') {
  const rendered = renderRoutes(
    [
      {
        path: '/turma/listar',
        element: (
          <>
            <OwnData />
            <ClassListPage />
          </>
        ),
      },
      { path: '/turma/visualizar/:id', element: <ClassStudentsPage /> },
      { path: '/turma/novo', element: <p>Nova turma</p> },
      { path: '/turma/alterar/:id', element: <p>Alterar turma</p> },
    ],
    path,
  );
  return { ...rendered, user: userEvent.setup() };
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('class list', () => {
  it.each([
    [2, { create: true, edit: true, remove: true }],
    [3, { create: true, edit: true, remove: true }],
    [4, { create: true, edit: true, remove: false }],
  ])('gives profile %i only the actions it may use', async (profile, may) => {
    signIn(profile);
    open();
    await screen.findByText('7º ano A');
    const table = screen.getByRole('table', { name: 'Turmas cadastradas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Turma', 'Unidade', 'Escola', 'Ações']);
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent(
      '6º ano BUnidade JardinsEscola Demonstração',
    );
    expect(screen.queryByRole('link', { name: 'Adicionar turma' }) !== null).toBe(may.create);
    expect(button('Alterar a turma 6º ano A') !== null).toBe(may.edit);
    expect(button('Deletar a turma 6º ano A') !== null).toBe(may.remove);
    expect(button('Ver os alunos da turma 6º ano A')).not.toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('deletes a class after confirmation, and shows the server message on a refusal', async () => {
    signIn(3);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Deletar a turma 7º ano A' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Deseja realmente deletar a turma 7º ano A?' }),
      ).getByRole('button', { name: 'Sim' }),
    );
    expect(await screen.findByText('Turma deletada com sucesso.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/bse_turma/13' }]);
  });

  it('gives the Professor its classes with the current-class switch, and no create, edit or delete', async () => {
    signIn(5);
    const { user } = open();
    const switches = await screen.findAllByRole('switch');
    expect(switches).toHaveLength(2);
    const toSeventh = screen.getByRole('switch', { name: 'Tornar 7º ano A a turma atual' });
    expect(screen.getByRole('switch', { name: 'Tornar 6º ano A a turma atual' })).toBeChecked();
    expect(toSeventh).not.toBeChecked();
    expect(screen.queryByRole('link', { name: 'Adicionar turma' })).toBeNull();
    expect(button('Alterar a turma 6º ano A')).toBeNull();
    expect(button('Deletar a turma 6º ano A')).toBeNull();
    expect(api.calls('GET /bse_turma')).toHaveLength(0);

    await user.click(toSeventh);
    const dialog = await screen.findByRole('dialog', { name: 'Deseja alterar para a turma 7º ano A?' });
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()).toEqual([]);

    const ownDataCalls = () => api.calls('GET /bse_usuario/getMeusDados/x').length;
    await waitFor(() => expect(ownDataCalls()).toBe(1));
    await user.click(toSeventh);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deseja alterar para a turma 7º ano A?' })).getByRole(
        'button',
        { name: 'Sim' },
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Tornar 7º ano A a turma atual' })).toBeChecked(),
    );
    expect(screen.getByRole('switch', { name: 'Tornar 6º ano A a turma atual' })).not.toBeChecked();
    expect(sessionStore.get()?.user).toMatchObject({ codBseTurma: 13, nomTurma: '7º ano A' });
    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/bse_usuario_turma/turmaAtual/13' }]);
    // The own data is fetched again, and agrees.
    await waitFor(() => expect(ownDataCalls()).toBe(2));
    expect(sessionStore.get()?.user).toMatchObject({ codBseTurma: 13, nomTurma: '7º ano A' });
  });

  it('asks nothing when the current class is clicked again', async () => {
    signIn(5);
    const { user } = open();
    await user.click(await screen.findByRole('switch', { name: 'Tornar 6º ano A a turma atual' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Tornar 6º ano A a turma atual' })).toBeChecked();
  });
});

describe('class students', () => {
  it('lists the students with Back; a Diretor removes one after confirmation', async () => {
    signIn(3);
    const { user, router } = open('/turma/visualizar/12');
    expect(await screen.findByRole('heading', { name: 'Alunos da turma 6º ano A' })).toBeInTheDocument();
    await screen.findByText('Carla Dias');
    await user.click(screen.getByRole('button', { name: 'Remover Carla Dias da turma' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Deseja realmente remover Carla Dias da turma?' }),
      ).getByRole('button', { name: 'Sim' }),
    );
    expect(await screen.findByText('Aluno removido da turma.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Carla Dias')).toBeNull());
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/bse_usuario_turma/12/61' }]);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(router.state.location.pathname).toBe('/turma/listar');
  });

  it('shows the server message when the removal fails', async () => {
    signIn(4);
    api.on({
      'DELETE /bse_usuario_turma/:class/:user': refusal(404, 'Registro não encontrado.', 'generic.notFound'),
    });
    const { user } = open('/turma/visualizar/12');
    await user.click(await screen.findByRole('button', { name: 'Remover Diego Alves da turma' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Registro não encontrado.')).toBeInTheDocument();
  });

  it('has no remove action for a Gestor', async () => {
    signIn(2);
    open('/turma/visualizar/12');
    await screen.findByText('Carla Dias');
    expect(screen.queryByRole('button', { name: /^Remover/ })).toBeNull();
  });
});
