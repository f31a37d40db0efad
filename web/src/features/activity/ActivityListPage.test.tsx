import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type ApiMock } from '../../test/api';
import { demoActivity, TRAIL_CATALOGUE_ROUTES } from '../../test/fixtures';
import { answerConfirm, renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { bodyRows, choose, texts } from '../../test/ui';
import { ActivityIndexRedirect, ActivityListPage } from './ActivityListPage';

const activity = (codBseAtividade: number, nomAtividade: string, codTrlLivro: number, chapters: string[]) =>
  demoActivity(
    codBseAtividade,
    nomAtividade,
    codTrlLivro,
    chapters.map((dscTitulo, i) => ({ codTrlCapitulo: 10 + i, dscTitulo })),
    { livro: { codTrlLivro, dscTitulo: codTrlLivro === 3 ? 'Ciências' : 'Português' } },
  );

let activities: ReturnType<typeof activity>[];
let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  signInAs(1);
  activities = [activity(1, 'Prova de ciências', 3, ['Água', 'Ar']), activity(2, 'Leitura', 4, [])];
  api = mockApi({
    'GET /bse_atividade': (req) =>
      activities.filter((a) => !req.query.codTrlLivro || String(a.codTrlLivro) === req.query.codTrlLivro),
    ...TRAIL_CATALOGUE_ROUTES,
    'DELETE /bse_atividade/:id': (req) => {
      activities = activities.filter((a) => String(a.codBseAtividade) !== req.params.id);
      return 1;
    },
  });
});

function open(path = '/atividade/listar') {
  const rendered = renderRoutes(
    [
      { path: '/atividade', element: <ActivityIndexRedirect /> },
      { path: '/atividade/listar', element: <ActivityListPage /> },
    ],
    path,
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('activity list', () => {
  it('sends /atividade to the list', async () => {
    const { router } = open('/atividade');
    await waitFor(() => expect(router.state.location.pathname).toBe('/atividade/listar'));
  });

  it('shows each activity with its author, trail, chapters and date, and its questions', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Atividades' });
    await within(table).findByText('Leitura');
    expect(texts(within(table).getAllByRole('columnheader')).slice(0, 6)).toEqual([
      'ID',
      'Nome',
      'Criado Por',
      'Livros',
      'Capítulos',
      'Data de criação',
    ]);
    expect(bodyRows(table).map((r) => r.slice(0, 6))).toEqual([
      ['1', 'Prova de ciências', 'Master', 'Ciências', 'Água, Ar', '20/11/2026'],
      ['2', 'Leitura', 'Master', 'Português', 'Nenhum capítulo', '20/11/2026'],
    ]);
    expect(screen.getByRole('link', { name: 'Questões de Leitura' })).toHaveAttribute(
      'href',
      '/questao/listar/2',
    );
  });

  it('filters by trail on the server', async () => {
    const { user } = open();
    await screen.findByText('Leitura');
    await choose(user, 'Livro', 'Ciências');
    await waitFor(() => expect(screen.queryByText('Leitura')).not.toBeInTheDocument());
    expect(screen.getByText('Prova de ciências')).toBeInTheDocument();
    expect(api.calls('GET /bse_atividade').at(-1)!.query).toEqual({ codTrlLivro: '3' });
  });

  it('deletes an activity after the confirmation', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Apagar Leitura' }));
    await answerConfirm(user, 'Tem certeza que deseja deletar essa Atividade?');
    expect(await screen.findByText('Atividade apagada com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Leitura')).not.toBeInTheDocument());
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/bse_atividade/2' }]);
  });

  it('offers to change only what the server says the caller may (decision 0071), and says whose each is', async () => {
    signInAs(5);
    activities = [
      { ...activity(3, 'Minha prova', 3, []), codBseEscola: 7 },
      { ...activity(4, 'Prova da rede', 3, []), editavel: false },
    ];
    open();
    const table = await screen.findByRole('table', { name: 'Atividades' });
    await within(table).findByText('Prova da rede');
    expect(bodyRows(table).map((r) => r[6])).toEqual(['Escola', 'Rede']);
    expect(screen.getByRole('button', { name: 'Editar Minha prova' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Questões de Minha prova' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Visualizar Prova da rede' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar Prova da rede' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apagar Prova da rede' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Questões de Prova da rede' })).not.toBeInTheDocument();
  });
});
