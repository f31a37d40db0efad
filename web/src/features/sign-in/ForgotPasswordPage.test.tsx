import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, reply } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';

function open() {
  const rendered = renderRoutes(
    [
      { path: '/esqueci-senha', element: <ForgotPasswordPage /> },
      { path: '/login', element: <p>Página de acesso</p> },
    ],
    '/esqueci-senha',
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('ForgotPasswordPage (/esqueci-senha)', () => {
  it('tells the student in plain words that the school resets passwords, under the product’s name', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeInTheDocument();
    expect(screen.getByText('Plataforma Escolar')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Não tem problema! Quem troca a senha é a sua escola. Escreva sua matrícula e avisaremos a secretaria.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o acesso' })).toHaveAttribute('href', '/login');
  });

  it('asks for the access code before sending anything', async () => {
    const api = mockApi();
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Avisar a escola' }));
    expect(await screen.findByText('Informe a matrícula.')).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it('sends the masked access code and says, in a live region, what happens next', async () => {
    const api = mockApi({ 'POST /auth/esqueci-senha': reply(202, { message: 'support.passwordHelpSent' }) });
    const { user } = open();
    await user.type(screen.getByLabelText(/Matrícula/), 'sbmt0002');
    await user.click(screen.getByRole('button', { name: 'Avisar a escola' }));
    const status = await screen.findByRole('status');
    expect(
      await screen.findByText(
        'Pronto! Se essa matrícula for da sua escola, a secretaria vai receber o seu pedido.',
      ),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent('peça a senha nova para a sua professora ou para a secretaria');
    expect(api.bodies('POST /auth/esqueci-senha')).toEqual([{ login: 'SBMT-0002' }]);
  });

  it('shows the server’s refusal (too many requests) as an alert', async () => {
    mockApi({
      'POST /auth/esqueci-senha': refusal(
        429,
        'Você já pediu ajuda muitas vezes. Tente novamente em 60 minutos.',
        'support.passwordHelpTooMany',
      ),
    });
    const { user } = open();
    await user.type(screen.getByLabelText(/Matrícula/), 'SBMT0002');
    await user.click(screen.getByRole('button', { name: 'Avisar a escola' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você já pediu ajuda muitas vezes. Tente novamente em 60 minutos.',
    );
  });
});
