import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { signInWithClass } from '../../test/session';
import { TrailPickerDialog } from './TrailPickerDialog';

let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  signInWithClass(5);
  api = mockApi({
    'GET /trl_livro/loadLivrosNaoAdicionadosDaTurma/7': [
      { codTrlLivro: 200, dscTitulo: 'Geografia', comConteudo: true },
      { codTrlLivro: 201, dscTitulo: 'Artes', comConteudo: false },
    ],
    'POST /trl_livro_turma': 1,
  });
});

function open() {
  const onClose = vi.fn();
  renderWithProviders(<TrailPickerDialog classId={7} opened onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

describe('trail picker', () => {
  it('lists the trails not in the class yet, marking those without content', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Selecionar Trilha' });
    expect(await within(dialog).findByRole('row', { name: /Artes/ })).toHaveTextContent('sem conteúdo');
    expect(within(dialog).getByRole('row', { name: /Geografia/ })).not.toHaveTextContent('sem conteúdo');
  });

  it('adds the chosen trail to the class and closes', async () => {
    const { onClose, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Usar Geografia' }));
    expect(await screen.findByText('Aula adicionada à turma.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/trl_livro_turma', body: { codBseTurma: 7, codTrlLivro: 200 } },
    ]);
  });

  it('stays open with the server’s message when the trail cannot be added', async () => {
    api.on({ 'POST /trl_livro_turma': refusal(409, 'Esta aula já está na turma.', 'classBook.duplicate') });
    const { onClose, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Usar Artes' }));
    expect(await screen.findByText('Esta aula já está na turma.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
