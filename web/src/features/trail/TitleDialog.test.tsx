import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TitleDialog } from './TitleDialog';

beforeEach(() => notifications.clean());

describe('title dialog', () => {
  it('saves the trimmed title and closes; refuses an empty one with "Ooops!"', async () => {
    const onSave = vi.fn(async () => true);
    const onClose = vi.fn();
    renderWithProviders(<TitleDialog opened heading="Novo capítulo" onClose={onClose} onSave={onSave} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Novo capítulo' });
    await user.type(within(dialog).getByRole('textbox', { name: /Título/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Ooops!')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Título/ }), ' Frações ');
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the save lock
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith('Frações');
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open when the save fails', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <TitleDialog
        opened
        heading="Alterar trilha"
        initial="Matemática"
        onClose={onClose}
        onSave={async () => false}
      />,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Alterar trilha' });
    expect(within(dialog).getByRole('textbox', { name: /Título/ })).toHaveValue('Matemática');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
