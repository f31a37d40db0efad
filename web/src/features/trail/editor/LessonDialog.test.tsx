import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { EDITOR_ROUTES } from './fixtures.testing';
import { LessonDialog } from './LessonDialog';

const LESSON = {
  codTrlAula: 30,
  codTrlCapitulo: 11,
  codTrlMateria: 1,
  numSequencia: 1,
  dscTitulo: 'Metades',
  dscDescricao: 'Dividir',
};

beforeEach(() => {
  mockApi(EDITOR_ROUTES);
});

describe('lesson dialog', () => {
  it('requires a title ("Campo título obrigatório.") and a subject, and keeps the limits 45 / 240', async () => {
    const onSave = vi.fn(async () => true);
    renderWithProviders(<LessonDialog opened lesson={null} onClose={vi.fn()} onSave={onSave} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Nova aula' });
    expect(within(dialog).getByRole('textbox', { name: /^Título/ })).toHaveAttribute('maxlength', '45');
    expect(within(dialog).getByRole('textbox', { name: /^Descrição/ })).toHaveAttribute('maxlength', '240');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Campo título obrigatório.')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecione uma matéria.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves an edited lesson with its subject', async () => {
    const onSave = vi.fn(async () => true);
    const onClose = vi.fn();
    renderWithProviders(<LessonDialog opened lesson={LESSON} onClose={onClose} onSave={onSave} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Alterar aula' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), ' e quartos');
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the save lock
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith({
      dscTitulo: 'Metades e quartos',
      dscDescricao: 'Dividir',
      codTrlMateria: 1,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('opens an existing lesson with its fields filled in', async () => {
    renderWithProviders(<LessonDialog opened lesson={LESSON} onClose={vi.fn()} onSave={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Alterar aula' });
    expect(within(dialog).getByRole('textbox', { name: /^Título/ })).toHaveValue('Metades');
    expect(within(dialog).getByRole('textbox', { name: /^Descrição/ })).toHaveValue('Dividir');
  });
});
