import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { ApiError } from '../../shared/api';
import { renderWithProviders } from '../../test/render';
import { reportSaveFailure } from './saveFailure';
import type { UserFormValues } from './userFormData';

const VALUES: UserFormValues = {
  txtSenha: '',
  codBsePerfil: '6',
  codBseEscola: '2',
  codBseUnidade: '3',
  codBseTurma: '5',
  arrayCodBseTurmas: [],
  nomUsuario: 'Ana',
};

/** A form with two of the user form's fields and a save that fails with `error`. */
function Harness({ error, edit, nextLogin }: { error: unknown; edit: boolean; nextLogin(): void }) {
  const form = useForm<UserFormValues>({ initialValues: VALUES });
  return (
    <>
      <TextInput label="Nome" {...form.getInputProps('nomUsuario')} />
      <TextInput label="Turma" {...form.getInputProps('codBseTurma')} />
      <Button onClick={() => void reportSaveFailure(error, { edit, form, nextLogin })}>Salvar</Button>
    </>
  );
}

async function save(error: unknown, edit = false) {
  const nextLogin = vi.fn();
  renderWithProviders(<Harness error={error} edit={edit} nextLogin={nextLogin} />);
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  return { nextLogin };
}

const CLASS_OUTSIDE = { field: 'codBseTurma', code: 'user.classOutsideUnit', message: 'x' };
const invalid = new ApiError(400, 'generic.invalid', 'Informações inválidas.', [CLASS_OUTSIDE]);

beforeEach(() => {
  notifications.clean();
});

describe('reportSaveFailure: a new user', () => {
  it('says "Login já cadastrado." on a 409 and asks for the next login', async () => {
    const { nextLogin } = await save(new ApiError(409, 'user.loginTaken', 'Login já cadastrado.'));
    expect(await screen.findByText('Erro ao cadastrar usuário')).toBeInTheDocument();
    expect(screen.getByText('Login já cadastrado.')).toBeInTheDocument();
    expect(nextLogin).toHaveBeenCalledOnce();
  });

  it('says "Informações inválidas." on a 400 and puts the reasons on the fields', async () => {
    const { nextLogin } = await save(invalid);
    expect(await screen.findByText('Informações inválidas.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Turma' })).toHaveAccessibleDescription(
      'A turma não pertence à unidade selecionada.',
    );
    expect(nextLogin).not.toHaveBeenCalled();
  });

  it('shows the server’s message for another refusal, in the current language', async () => {
    await save(new ApiError(403, 'generic.forbidden', 'Você não tem permissão para esta ação.'));
    expect(await screen.findByText('Erro ao cadastrar usuário')).toBeInTheDocument();
    expect(screen.getByText('Você não tem permissão para esta ação.')).toBeInTheDocument();
    await setLanguage('en');
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
  });

  it('puts its title in the language chosen while it shows', async () => {
    await save(new ApiError(409, 'user.loginTaken', 'Login já cadastrado.'));
    expect(await screen.findByText('Erro ao cadastrar usuário')).toBeInTheDocument();
    await setLanguage('en');
    expect(await screen.findByText('Error registering the user')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao cadastrar usuário')).not.toBeInTheDocument();
  });

  it('shows a text the server sends without a known code as it is', async () => {
    await save(new ApiError(500, 'x.unknown', 'Falha inesperada no servidor'));
    expect(await screen.findByText('Falha inesperada no servidor')).toBeInTheDocument();
  });

  it('says the server could not be reached when offline', async () => {
    await save(ApiError.network());
    expect(await screen.findByText('Algo deu errado ao enviar dados para o servidor')).toBeInTheDocument();
  });
});

describe('reportSaveFailure: an edit', () => {
  it('shows the server’s message on a 400, with the reasons on the fields', async () => {
    await save(invalid, true);
    expect(await screen.findByText('Erro ao alterar usuário')).toBeInTheDocument();
    expect(screen.getByText('Informações inválidas.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Turma' })).toHaveAccessibleDescription(
      'A turma não pertence à unidade selecionada.',
    );
  });

  it('puts its title in the language chosen while it shows', async () => {
    await save(invalid, true);
    expect(await screen.findByText('Erro ao alterar usuário')).toBeInTheDocument();
    await setLanguage('es');
    expect(await screen.findByText('Error al modificar el usuario')).toBeInTheDocument();
  });

  it.each([
    [new ApiError(409, 'user.loginTaken', 'Login já cadastrado.'), 'O servidor rejeitou a requisição'],
    [new ApiError(500, 'generic.server', 'Erro'), 'Algo deu errado ao enviar dados para o servidor'],
    [ApiError.network(), 'Algo deu errado ao enviar dados para o servidor'],
  ])('shows a general error for any other failure (%#)', async (error, text) => {
    const { nextLogin } = await save(error, true);
    expect(await screen.findByText('Erro ao alterar usuário')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(nextLogin).not.toHaveBeenCalled();
  });
});

describe('reportSaveFailure: not a refusal', () => {
  it('lets an error of the screen itself through', async () => {
    const bug = new TypeError('bug');
    await expect(
      reportSaveFailure(bug, {
        edit: false,
        form: { setErrors: vi.fn() },
        nextLogin: vi.fn(),
      }),
    ).rejects.toBe(bug);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
