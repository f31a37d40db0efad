import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClassActivity } from '@school/modules/assessment/contracts';
import { mockApi, type ApiMock } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInWithClass } from '../../test/session';
import { ClassActivitiesPage } from './ClassActivitiesPage';
import { linkHref } from '../../test/ui';

const activity = (id: number, nomAtividade: string, indAtivo: 'S' | 'N', aCorrigir = 0): ClassActivity => ({
  codBseAtividadeTurma: 100 + id,
  codBseTurma: 7,
  codBseAtividade: id,
  indAtivo,
  BseAtividade: { nomAtividade, desDescricao: '' },
  aCorrigir,
});

let activities: ClassActivity[];
let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  activities = [activity(5, 'Prova de ciências', 'S', 3), activity(6, 'Leitura', 'N')];
  api = mockApi({
    'GET /bse_atividade_turma/all/7': () => activities,
    // The add dialog, closed, already asks for the trails it filters by.
    'GET /trl_livro': [],
    'PUT /bse_atividade_turma/:id': (req) => {
      const changed = activities.find((a) => String(a.codBseAtividadeTurma) === req.params.id)!;
      changed.indAtivo = (req.body as { indAtivo: 'S' | 'N' }).indAtivo;
      return 1;
    },
    'DELETE /bse_atividade_turma/:id': (req) => {
      activities = activities.filter((a) => String(a.codBseAtividadeTurma) !== req.params.id);
      return 1;
    },
  });
});

function open() {
  signInWithClass(5);
  renderRoutes(
    [{ path: '/atividade/ListaProfessor', element: <ClassActivitiesPage /> }],
    '/atividade/ListaProfessor',
  );
  return userEvent.setup();
}

describe('class activities', () => {
  it('lists the class’s activities with their switch, questions and answers', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Avaliações da turma 6º ano A' });
    const row = await within(table).findByRole('row', { name: /Prova de ciências/ });
    expect(within(row).getByRole('switch', { name: 'Ativar Prova de ciências' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Ativar Leitura' })).not.toBeChecked();
    expect(row).toHaveTextContent('3 respostas a corrigir');
    expect(screen.getByRole('row', { name: /Leitura/ })).toHaveTextContent('Nenhuma');
    expect(linkHref('Ver questões de Prova de ciências', row)).toBe('/atividade/visualizar/5');
    expect(linkHref('Ver respostas de Prova de ciências', row)).toBe('/atividade/respostas/5');
    expect(screen.getByRole('button', { name: 'Adicionar atividades' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar atividades' })).toHaveAttribute(
      'href',
      '/atividade/listar',
    );
  });

  it('opens an activity to answers with its switch', async () => {
    const user = open();
    await user.click(await screen.findByRole('switch', { name: 'Ativar Leitura' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Ativar Leitura' })).toBeChecked());
    expect(api.writes()).toEqual([
      { method: 'PUT', url: '/api/bse_atividade_turma/106', body: { indAtivo: 'S' } },
    ]);
  });

  it('takes an activity out of the class after the confirmation', async () => {
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Apagar Leitura' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Atividade retirada da turma.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Leitura/ })).not.toBeInTheDocument());
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/bse_atividade_turma/106' }]);
  });
});
