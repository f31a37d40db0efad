import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FormDialog } from './FormDialog';

describe('FormDialog', () => {
  it('shows its fields with Cancelar and Salvar; Salvar submits, Cancelar cancels', async () => {
    const user = userEvent.setup();
    const submit = vi.fn((event?: { preventDefault(): void }) => event?.preventDefault());
    const cancel = vi.fn();
    renderWithProviders(
      <FormDialog opened title="Novo livro" onCancel={cancel} onSubmit={submit}>
        <TextInput label="Título" />
      </FormDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Novo livro' });
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: 'Título' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(submit).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(cancel).toHaveBeenCalledOnce();
  });
});
