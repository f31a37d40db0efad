import { Button, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { addressSchema, createSchoolSchema } from '@school/modules/organization/contracts';
import { setLanguage } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { ApiError } from '../api';
import { applyServerErrors, useZodForm, zodIssues, type IssuesOf } from './zodForm';

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

  it('validates with the schema chosen from the values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const nameOnly = z.object({ nomEscola: z.string().min(1, { error: 'school.nameRequired' }) });
    const withCep = nameOnly.extend({ dscCep: addressSchema.shape.dscCep });
    function Form() {
      // The postal code is checked only once one is typed.
      const form = useZodForm(
        (values: { nomEscola: string; dscCep: string }) => (values.dscCep ? withCep : nameOnly),
        {
          initialValues: { nomEscola: 'Escola', dscCep: '' },
        },
      );
      return (
        <form noValidate onSubmit={form.onSubmit(onSubmit)}>
          <TextInput label="CEP" {...form.getInputProps('dscCep')} />
          <Button type="submit">Salvar</Button>
        </form>
      );
    }
    renderWithProviders(<Form />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ nomEscola: 'Escola' }, expect.anything());
    await user.type(screen.getByRole('textbox', { name: 'CEP' }), '123');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('CEP precisa ter 8 dígitos.')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.clear(screen.getByRole('textbox', { name: 'CEP' }));
    await user.type(screen.getByRole('textbox', { name: 'CEP' }), '01001-000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ nomEscola: 'Escola', dscCep: '01001000' }, expect.anything());
  });

  it('parses what `input` derives from the values and shows the issues `issues` widens', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    const schema = z.object({
      cstTxtPrefixoLogin: z.string().length(2, { error: 'school.prefixFormat' }),
      nomEscola: z.string().min(1, { error: 'school.nameRequired' }),
    });
    // A rule zod did not reach, reported on a field the form has no input for.
    const widen: IssuesOf = (_schema, input, issues) => [
      ...issues.map((issue) => ({ field: String(issue.path[0]), code: 'generic.invalid' as const })),
      ...(input.nomEscola === '' ? [{ field: 'cstLogin', code: 'school.nameRequired' as const }] : []),
    ];
    function Form() {
      const form = useZodForm<typeof schema, { name: string }>(schema, {
        initialValues: { name: '' },
        input: (values) => ({ nomEscola: values.name.trim(), cstTxtPrefixoLogin: 'EN' }),
        issues: widen,
      });
      return (
        <form noValidate onSubmit={form.onSubmit(onSubmit, onInvalid)}>
          <TextInput label="Nome" {...form.getInputProps('name')} />
          <TextInput label="Login" readOnly value="" error={form.errors.cstLogin} />
          <Button type="submit">Salvar</Button>
        </form>
      );
    }
    renderWithProviders(<Form />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Login' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), ' Escola ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { nomEscola: 'Escola', cstTxtPrefixoLogin: 'EN' },
      expect.anything(),
    );
  });
});

describe('zodIssues', () => {
  it('answers every broken rule with its field and message code, none when the input parses', () => {
    expect(zodIssues(createSchoolSchema, { nomEscola: '', cstTxtPrefixoLogin: '' })).toEqual([
      { field: 'nomEscola', code: expect.any(String) },
      { field: 'cstTxtPrefixoLogin', code: expect.any(String) },
    ]);
    expect(zodIssues(createSchoolSchema, { nomEscola: 'Escola', cstTxtPrefixoLogin: 'EN' })).toEqual([]);
  });

  it('carries a custom issue’s params to its message (a count of images)', () => {
    const schema = z.object({ group1: z.array(z.string()) }).superRefine((_v, ctx) => {
      ctx.addIssue({
        code: 'custom',
        message: 'game.matchingFormat1',
        params: { count: 2 },
        path: ['group1'],
      });
    });
    expect(zodIssues(schema, { group1: [] })).toEqual([
      { field: 'group1', code: 'game.matchingFormat1', params: { count: 2 } },
    ]);
  });
});
