import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api';
import { TRAIL_CATALOGUE_ROUTES } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { ActivityDialog } from './ActivityDialog';

beforeEach(() => {
  mockApi(TRAIL_CATALOGUE_ROUTES);
});

describe('activity dialog', () => {
  it('warns "Aviso: Todos os campos devem ser preenchidos." until trail, chapter, name and description are filled, then saves', async () => {
    signInAs(1);
    const onSave = vi.fn(async () => true);
    const onClose = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: <ActivityDialog opened mode="new" activity={null} onClose={onClose} onSave={onSave} />,
        },
      ],
      '/',
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Prova 1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Aviso');
    expect(alert).toHaveTextContent('Todos os campos devem ser preenchidos.');
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getAllByLabelText(/^Livro/).find((e) => e.tagName === 'INPUT')!);
    await user.click(await screen.findByRole('option', { name: 'Ciências', hidden: true }));
    await user.click(screen.getAllByLabelText(/^Capítulos/).find((e) => e.tagName === 'INPUT')!);
    await user.click(await screen.findByRole('option', { name: 'Ar', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: 'Descrição' }), 'Sobre o ar');
    // The save button's 2-second lock (the spec's) ends first.
    const save = screen.getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'), { timeout: 3000 });
    await user.click(save);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        codTrlLivro: 3,
        capitulos: [11],
        nomAtividade: 'Prova 1',
        desDescricao: 'Sobre o ar',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
