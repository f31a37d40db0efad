import { Button, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createSchoolSchema } from '@school/modules/organization/contracts';
import { setLanguage } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { ApiError } from '../api';
import { applyServerErrors, useZodForm } from './zodForm';

function SchoolForm({ onSubmit, serverError }: { onSubmit(values: unknown): void; serverError?: unknown }) {
  const form = useZodForm(createSchoolSchema, { initialValues: { nomEscola: '', cstTxtPrefixoLogin: '' } });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        onSubmit(values);
        if (serverError) applyServerErrors(form, serverError);
      })}
    >
      <TextInput label="Escola" {...form.getInputProps('nomEscola')} />
      <TextInput label="Prefixo" {...form.getInputProps('cstTxtPrefixoLogin')} />
      <Button type="submit">Salvar</Button>
    </form>
  );
}

describe('useZodForm', () => {
  it('validates with the shared schema and shows its messages in the current language', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<SchoolForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Por favor, preencha o campo Nome.')).toBeInTheDocument();
    expect(screen.getByText('Por favor, preencha o campo Prefixo.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Escola' })).toHaveAttribute('aria-invalid', 'true');
    await setLanguage('en');
    expect(await screen.findByText('Please fill in the Name field.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the schema output (the prefix upper-cased, the name trimmed)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<SchoolForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Escola' }), '  Escola Nova ');
    await user.type(screen.getByRole('textbox', { name: 'Prefixo' }), 'x1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Prefixo precisa ter 2 letras maiúsculas.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Prefixo' }));
    await user.type(screen.getByRole('textbox', { name: 'Prefixo' }), 'en');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ nomEscola: 'Escola Nova', cstTxtPrefixoLogin: 'EN', codBseEndereco: null }),
    );
  });

  it("puts the server's field errors on the form", async () => {
    const user = userEvent.setup();
    const error = new ApiError(400, 'generic.invalid', 'Informações inválidas.', [
      { field: 'cstTxtPrefixoLogin', code: 'school.prefixInUse', message: 'x' },
    ]);
    renderWithProviders(<SchoolForm onSubmit={() => undefined} serverError={error} />);
    await user.type(screen.getByRole('textbox', { name: 'Escola' }), 'Escola');
    await user.type(screen.getByRole('textbox', { name: 'Prefixo' }), 'EN');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('O prefixo informado já está em uso por outra escola.')).toBeInTheDocument();
  });
});
