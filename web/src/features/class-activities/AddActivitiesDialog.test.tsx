import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { AddActivitiesDialog } from './AddActivitiesDialog';
import { signInWithClass } from '../../test/session';

const activity = (codBseAtividade: number, nomAtividade: string, codTrlLivro: number, chapter: number) => ({
  codBseAtividade,
  nomAtividade,
  desDescricao: '',
  codTrlLivro,
  livroId: codTrlLivro,
  usuarioCriacao: 'Master',
  codUsuarioCriacao: 1,
  datCriacao: '2026-11-20T12:00:00Z',
  livro: null,
  capitulos: [
    {
      codTrlCapitulo: chapter,
      codTrlLivro,
      dscTitulo: 'C',
      numSequencia: 1,
      livro: { codTrlLivro, dscTitulo: 'L' },
    },
  ],
  questoes: 2,
});
let posts: unknown[];
let answer: Response;

beforeEach(() => {
  notifications.clean();
  posts = [];
  answer = jsonResponse(200, 1);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return answer;
      }
      if (url === '/api/bse_atividade')
        return jsonResponse(200, [
          activity(1, 'Prova de ciências', 3, 10),
          activity(2, 'Prova do ar', 3, 11),
          activity(3, 'Leitura', 4, 20),
        ]);
      if (url === '/api/trl_livro')
        return jsonResponse(200, [
          { codTrlLivro: 3, dscTitulo: 'Ciências', numSequencia: 1, indAtivo: 'S' },
          { codTrlLivro: 4, dscTitulo: 'Português', numSequencia: 2, indAtivo: 'S' },
        ]);
      if (url === '/api/trl_capitulo/pegarCapitulosDoLivro/3')
        return jsonResponse(200, [
          { codTrlCapitulo: 10, codTrlLivro: 3, dscTitulo: 'Água', numSequencia: 1 },
          { codTrlCapitulo: 11, codTrlLivro: 3, dscTitulo: 'Ar', numSequencia: 2 },
        ]);
      return jsonResponse(404, {});
    }),
  );
  signInWithClass(5);
});
afterEach(() => sessionStore.end('logout'));

describe('add activities dialog', () => {
  it('filters by trail and by a chapter picked before confirming, and adds the selection at once', async () => {
    const onClose = vi.fn();
    renderRoutes([{ path: '/', element: <AddActivitiesDialog classId={7} opened onClose={onClose} /> }], '/');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Atividades disponíveis' });
    expect(await within(table).findByText('Leitura')).toBeInTheDocument();
    await user.click(screen.getAllByLabelText(/^Livro/).find((e) => e.tagName === 'INPUT')!);
    await user.click(await screen.findByRole('option', { name: 'Ciências', hidden: true }));
    expect(within(table).queryByText('Leitura')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Escolher capítulo' }));
    const picker = await screen.findByRole('dialog', { name: 'Escolher capítulo' });
    await user.click(within(picker).getByRole('button', { name: 'Confirmar' }));
    expect(await within(picker).findByText('Selecione um capítulo antes de confirmar.')).toBeInTheDocument();
    await user.click(within(picker).getByRole('radio', { name: 'Ar' }));
    await user.click(within(picker).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(within(table).queryByText('Prova de ciências')).not.toBeInTheDocument());

    await user.click(within(table).getByRole('checkbox', { name: 'Selecionar Prova do ar' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar selecionadas' }));
    expect(await screen.findByText('Atividades adicionadas com sucesso')).toBeInTheDocument();
    expect(posts).toEqual([{ codBseTurma: 7, atividades: [2] }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the spec’s failure text when one of them was already in the class', async () => {
    answer = jsonResponse(409, {
      status: 409,
      code: 'classActivity.addFailed',
      message:
        'Não foi possível incluir as atividades selecionadas. Verifique se as mesmas já foram adicionadas nesta turma',
    });
    renderRoutes([{ path: '/', element: <AddActivitiesDialog classId={7} opened onClose={vi.fn()} /> }], '/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar Leitura' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar selecionadas' }));
    expect(
      await screen.findByText(
        'Não foi possível incluir as atividades selecionadas. Verifique se as mesmas já foram adicionadas nesta turma',
      ),
    ).toBeInTheDocument();
  });
});
