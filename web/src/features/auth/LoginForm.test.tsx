import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { sessionStore } from '../../shared/session';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { LoginForm } from './LoginForm';

const ANSWER = {
  access_token: 'header.eyJleHAiOjk5OTk5OTk5OTl9.signature',
  httpStatus: 202,
  codBseUsuario: 7,
  nomUsuario: 'Aluno Demonstração',
  nomPerfil: 'Aluno',
  codBsePerfil: 6,
  codBseEscola: 2,
  codBseUnidade: null,
  codBseTurma: null,
  nomTurma: null,
  codBseUsuarioTurma: null,
  turmas: [],
  cstLogin: 'DMMT-0006',
  robo_key: null,
};

function refusal(status: number, code: string, message = code) {
  return jsonResponse(status, { status, code, message, httpStatus: status });
}

function setup(answers: (Response | Error)[] = []) {
  const fetchMock = vi.fn(async () => {
    const next = answers.shift() ?? jsonResponse(200, {});
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
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
  return { fetchMock, onSignedIn, user, code, password, submit, signIn };
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
    const { user, password, submit, fetchMock } = setup();
    await user.click(submit);
    expect(await screen.findByText('Informe a matrícula.')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha.')).toBeInTheDocument();
    await user.type(password, '1234');
    await user.click(submit);
    expect(await screen.findByText('A senha deve ter no mínimo 5 caracteres.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
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
    [new TypeError('Failed to fetch'), 'Sem conexão com o banco de dados.'],
  ])('shows the spec message for a refusal (%#)', async (answer, text) => {
    const { signIn, onSignedIn } = setup([answer]);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStore.get()).toBeNull();
  });

  it('says how long a locked login waits, in the current language', async () => {
    const { signIn } = setup([
      refusal(429, 'login.locked', 'Muitas tentativas sem sucesso. Tente novamente em 12 minutos.'),
    ]);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tente novamente em 12 minutos.');
    await setLanguage('en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 12 minutes.');
  });

  it('clears the error as soon as the user types', async () => {
    const { signIn, user, password } = setup([refusal(401, 'login.invalidCredentials')]);
    await signIn();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(password, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('translates the messages when the language changes', async () => {
    const { signIn } = setup([refusal(401, 'login.invalidCredentials')]);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário ou senha inválidos');
    await setLanguage('es');
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña inválidos');
    expect(screen.getByLabelText(/Contraseña/)).toBeInTheDocument();
  });

  it('shows the loading state while signing in, then starts the session and logs the client details', async () => {
    let release: (r: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (release = resolve));
    const fetchMock = vi.fn((url: string) =>
      url === '/api/auth/login' ? pending : Promise.resolve(jsonResponse(201, { ok: true })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText(/Matrícula/), 'dmmt0006');
    await user.type(screen.getByLabelText(/^Senha/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Entrar' })).toHaveAttribute('data-loading'),
    );

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ username: 'DMMT-0006', password: 'demo1234' });
    expect(new Headers(init.headers).get('accept-language')).toBe('pt');
    expect(new Headers(init.headers).has('authorization')).toBe(false);

    release(jsonResponse(202, ANSWER));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(sessionStore.get()).toMatchObject({ token: ANSWER.access_token, user: { cstLogin: 'DMMT-0006' } });
    expect(sessionStore.get()?.user).not.toHaveProperty('access_token');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, access] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/bse_acesso');
    expect(new Headers(access.headers).get('authorization')).toBe(`Bearer ${ANSWER.access_token}`);
    sessionStore.end('logout');
  });
});
