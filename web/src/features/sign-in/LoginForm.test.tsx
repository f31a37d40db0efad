import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { sessionStore } from '../../shared/session';
import { mockApi, networkFailure, reply, type Handler, type Reply } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { demoUser } from '../../test/session';
import { LoginForm } from './LoginForm';

const ANSWER = {
  access_token: 'header.eyJleHAiOjk5OTk5OTk5OTl9.signature',
  httpStatus: 202,
  ...demoUser(6, { codBseUsuario: 7, nomUsuario: 'Aluno Demonstração', codBseUnidade: null }),
};

function refusal(status: number, code: string, message = code) {
  return reply(status, { status, code, message, httpStatus: status });
}

function setup(answer: Handler = refusal(500, 'generic.server')) {
  const api = mockApi({ 'POST /auth/login': answer });
  const onSignedIn = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
  const code = screen.getByLabelText(/Matrícula/);
  const password = screen.getByLabelText(/^Senha/);
  const submit = screen.getByRole('button', { name: 'Entrar' });
  const signIn = async (login = 'dmmt0006', secret = 'demo1234') => {
    await user.type(code, login);
    await user.type(password, secret);
    await user.click(submit);
  };
  return { api, onSignedIn, user, code, password, submit, signIn };
}

describe('LoginForm', () => {
  it('masks the access code as XXXX-XXXX in upper case', async () => {
    const { user, code } = setup();
    await user.type(code, 'dm.mt0001extra');
    expect(code).toHaveValue('DMMT-0001');
    await user.clear(code);
    await user.type(code, 'ab12-cd');
    expect(code).toHaveValue('AB12-CD');
  });

  it('validates with the shared login schema and its messages, without calling the server', async () => {
    const { user, password, submit, api } = setup();
    await user.click(submit);
    expect(await screen.findByText('Informe a matrícula.')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha.')).toBeInTheDocument();
    await user.type(password, '1234');
    await user.click(submit);
    expect(await screen.findByText('A senha deve ter no mínimo 5 caracteres.')).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it('shows and hides the password with a labelled, focusable toggle', async () => {
    const { user, password } = setup();
    await user.type(password, 'segredo');
    expect(password).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(show).not.toHaveAttribute('tabindex', '-1');
    await user.click(show);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    [refusal(401, 'login.invalidCredentials'), 'Usuário ou senha inválidos'],
    [refusal(400, 'login.noWebPermission'), 'Usuário sem permissão no portal web.'],
    [refusal(410, 'login.deactivated'), 'Usuário desativado.'],
    [refusal(503, 'generic.server'), 'Sem conexão com o banco de dados.'],
    [networkFailure, 'Sem conexão com o banco de dados.'],
  ])('shows the spec message for a refusal (%#)', async (answer, text) => {
    const { signIn, onSignedIn } = setup(answer);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStore.get()).toBeNull();
  });

  it('says how long a locked login waits, in the current language', async () => {
    const { signIn } = setup(
      refusal(429, 'login.locked', 'Muitas tentativas sem sucesso. Tente novamente em 12 minutos.'),
    );
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tente novamente em 12 minutos.');
    await setLanguage('en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 12 minutes.');
  });

  it('clears the error as soon as the user types', async () => {
    const { signIn, user, password } = setup(refusal(401, 'login.invalidCredentials'));
    await signIn();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(password, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('translates the messages when the language changes', async () => {
    const { signIn } = setup(refusal(401, 'login.invalidCredentials'));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário ou senha inválidos');
    await setLanguage('es');
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña inválidos');
    expect(screen.getByLabelText(/Contraseña/)).toBeInTheDocument();
  });

  it('shows the loading state while signing in, then starts the session and logs the client details', async () => {
    let release: (answer: Reply) => void = () => undefined;
    const { api, onSignedIn, signIn } = setup(() => new Promise<Reply>((resolve) => (release = resolve)));
    api.on({ 'POST /bse_acesso': reply(201, { ok: true }) });
    await signIn();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Entrar' })).toHaveAttribute('data-loading'),
    );

    const [login] = api.calls();
    expect(login!.body).toEqual({ username: 'DMMT-0006', password: 'demo1234' });
    expect(login!.headers.get('accept-language')).toBe('pt');
    expect(login!.headers.has('authorization')).toBe(false);

    release(reply(202, ANSWER));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(sessionStore.get()).toMatchObject({ token: ANSWER.access_token, user: { cstLogin: 'DMMT-0006' } });
    expect(sessionStore.get()?.user).not.toHaveProperty('access_token');
    await waitFor(() => expect(api.calls()).toHaveLength(2));
    const [, access] = api.calls();
    expect(access!.url).toBe('/api/bse_acesso');
    expect(access!.headers.get('authorization')).toBe(`Bearer ${ANSWER.access_token}`);
  });
});
