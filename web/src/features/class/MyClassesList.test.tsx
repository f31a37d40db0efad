import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/session';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { loadFailure } from '../../test/ui';
import { MyClassesList } from './MyClassesList';

const mine = (codBseTurma: number, nomTurma: string) => ({
  codBseTurma,
  nomTurma,
  codBseUnidade: 7,
  codBseEscola: 2,
  nomUnidade: 'Unidade Centro',
  nomEscola: 'Escola Demonstração',
  codBseUsuario: 45,
});

let current: number;
let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  current = 12;
  signInAs(5, { codBseUsuario: 45, codBseTurma: 12, nomTurma: '6º ano A' });
  api = mockApi({
    'GET /bse_usuario_turma/carregarMinhasTurmas/x': () =>
      [mine(12, '6º ano A'), mine(13, '7º ano A')].map((c) => ({
        ...c,
        indAtual: c.codBseTurma === current ? 'S' : 'N',
      })),
    'POST /bse_usuario_turma/turmaAtual/:id': () => {
      current = 13;
      return { codBseTurma: 13, nomTurma: '7º ano A' };
    },
  });
});

describe('MyClassesList', () => {
  it('switches the current class after confirmation and updates the session', async () => {
    renderRoutes([{ path: '/', element: <MyClassesList /> }], '/');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Minhas turmas' });
    await within(table).findByText('7º ano A');
    expect(screen.getByRole('switch', { name: 'Tornar 6º ano A a turma atual' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Tornar 7º ano A a turma atual' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Turma atual: 7º ano A.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/bse_usuario_turma/turmaAtual/13' }]);
    expect(sessionStore.get()?.user).toMatchObject({ codBseTurma: 13, nomTurma: '7º ano A' });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Tornar 7º ano A a turma atual' })).toBeChecked(),
    );
  });

  it('does nothing when the current class is switched again', async () => {
    renderRoutes([{ path: '/', element: <MyClassesList /> }], '/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Tornar 6º ano A a turma atual' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('says why the own classes did not load, with "Recarregar" and no empty table', async () => {
    api.on({
      'GET /bse_usuario_turma/carregarMinhasTurmas/x': refusal(403, 'Acesso negado.', 'generic.forbidden'),
    });
    renderRoutes([{ path: '/', element: <MyClassesList /> }], '/');
    const reload = await loadFailure('Acesso negado.');
    api.on({ 'GET /bse_usuario_turma/carregarMinhasTurmas/x': [{ ...mine(12, '6º ano A'), indAtual: 'S' }] });
    await userEvent.setup().click(reload);
    expect(await screen.findByRole('cell', { name: '6º ano A' })).toBeInTheDocument();
  });
});
