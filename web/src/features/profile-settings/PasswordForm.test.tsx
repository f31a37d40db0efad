import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { sessionStore } from '../../shared/session';
import { mockApi, networkFailure, refusal, type ApiMock } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { PasswordForm } from './PasswordForm';

let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  signInAs(6, { codBseUsuario: 9 }, 'old-token');
  api = mockApi({ 'POST /bse_usuario/changePassword': { ok: true, access_token: 'fresh-token' } });
});
const bodies = () => api.bodies('POST /bse_usuario/changePassword');

function open() {
  const user = userEvent.setup();
  renderWithProviders(<PasswordForm />);
  const current = screen.getByLabelText(/^Senha atual/);
  const next = screen.getByLabelText(/^Nova senha( \*)?$/);
  const confirmation = screen.getByLabelText(/^Confirmação da nova senha/);
  const fill = async (a: string, b: string, c: string) => {
    for (const [input, value] of [
      [current, a],
      [next, b],
      [confirmation, c],
    ] as const) {
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  };
  const save = () => user.click(screen.getByRole('button', { name: 'Salvar' }));
  return { user, current, next, confirmation, fill, save };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('password form', () => {
  it('asks for the current password, the new one and the confirmation', async () => {
    const { save, current, next } = open();
    await save();
    expect(await screen.findByText('Informe a senha atual.')).toBeInTheDocument();
    expect(screen.getByText('Informe a nova senha.')).toBeInTheDocument();
    for (const input of [current, next]) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(bodies()).toEqual([]);
  });

  it('wants the confirmation of the new password', async () => {
    const { save, fill, confirmation } = open();
    await fill('demo1234', 'nova-senha', '');
    await save();
    expect(await screen.findByText('A confirmação deve ser igual à nova senha.')).toBeInTheDocument();
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(bodies()).toEqual([]);
  });

  it.each([
    ['at least 5 characters', 'abcd', 'abcd', 'A senha deve ter no mínimo 5 caracteres.'],
    [
      'a new password different from the current one',
      'demo1234',
      'demo1234',
      'A nova senha deve ser diferente da senha atual.',
    ],
    [
      'the confirmation equal to the new password',
      'nova-senha',
      'nova-senhb',
      'A confirmação deve ser igual à nova senha.',
    ],
  ])('wants %s', async (_rule, next, confirmation, message) => {
    const { fill, save } = open();
    await fill('demo1234', next, confirmation);
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(bodies()).toEqual([]);
  });

  it('changes the password, says so, empties the form and keeps the session with the fresh token', async () => {
    const { fill, save, current } = open();
    await fill('demo1234', 'nova-senha', 'nova-senha');
    await save();
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    expect(bodies()).toEqual([
      { actualPassword: 'demo1234', newPassword: 'nova-senha', confirmation: 'nova-senha' },
    ]);
    expect(api.calls('POST /bse_usuario/changePassword')[0]!.key).toBeTruthy();
    await waitFor(() => expect(current).toHaveValue(''));
    expect(sessionStore.get()?.token).toBe('fresh-token');
  });

  it('shows the server message of a 400 under "Erro ao salvar!"', async () => {
    api.on({
      'POST /bse_usuario/changePassword': refusal(400, 'Senha atual incorreta.', 'password.currentWrong'),
    });
    const { fill, save, current } = open();
    await fill('errada', 'nova-senha', 'nova-senha');
    await save();
    expect(await screen.findByText('Erro ao salvar!')).toBeInTheDocument();
    expect(screen.getAllByText('Senha atual incorreta.')).toHaveLength(2); // the notice and the field
    expect(current).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a general error when the server cannot answer', async () => {
    api.on({ 'POST /bse_usuario/changePassword': networkFailure });
    const { fill, save } = open();
    await fill('demo1234', 'nova-senha', 'nova-senha');
    await save();
    expect(await screen.findByText('Erro ao salvar!')).toBeInTheDocument();
    expect(screen.getByText('Algo deu errado ao enviar dados para o servidor')).toBeInTheDocument();
  });

  it('ignores a second click for 2 seconds', async () => {
    const { fill, save } = open();
    await fill('demo1234', 'nova-senha', 'nova-senha');
    await save();
    await save();
    await screen.findByText('Senha alterada com sucesso!');
    expect(bodies()).toHaveLength(1);
    await wait(2_000);
    await save(); // the form is empty again: validation, no call
    expect(await screen.findByText('Informe a senha atual.')).toBeInTheDocument();
    expect(bodies()).toHaveLength(1);
  });

  it('labels the show/hide toggles and follows the language', async () => {
    const { user } = open();
    const toggle = screen.getByRole('button', { name: 'Mostrar senha atual' });
    await user.click(toggle);
    expect(screen.getByLabelText(/^Senha atual/)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar senha atual' })).toBeInTheDocument();
    await setLanguage('en');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password( \*)?$/)).toBeInTheDocument();
  });
});
