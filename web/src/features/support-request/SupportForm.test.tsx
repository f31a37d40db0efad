import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { mockApi, reply, type ApiMock } from '../../test/api';
import { answerConfirm, renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { SupportForm } from './SupportForm';

let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  api = mockApi({
    'POST /bse_suporte': (req) =>
      reply(201, {
        codBseSuporte: 3,
        ...(req.body as object),
        codBseUsuario: 16,
        createdAt: '2025-01-01T00:00:00.000Z',
      }),
  });
  signInAs(6, {
    codBseUsuario: 16,
    nomUsuario: 'Aluno Demonstração',
    codBseUnidade: 3,
    codBseTurma: 5,
    nomTurma: '6º ano A',
    cstLogin: 'DMCE-0002',
  });
});

function open() {
  const rendered = renderRoutes(
    [
      { path: '/faleConosco/listar', element: <SupportForm /> },
      { path: '/home', element: <p>Página inicial</p> },
    ],
    '/faleConosco/listar',
  );
  const ue = userEvent.setup();
  const name = () => screen.getByRole('textbox', { name: /^Nome/ });
  const email = () => screen.getByRole('textbox', { name: /^E-mail/ });
  const subject = () => screen.getByRole('combobox', { name: /^Assunto/ });
  const message = () => screen.getByRole('textbox', { name: /^Mensagem/ });
  const counter = () => screen.getByText(/caracteres restantes$/);
  // fireEvent.submit skips the Enviar button's 2-second lock between the tries of one test.
  const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Fale conosco' }));
  const answerDialog = (question: string, yes: boolean) => answerConfirm(ue, question, yes);
  return { ...rendered, ue, name, email, subject, message, counter, submit, answerDialog };
}

const posts = () => api.writes();

async function fillValid(o: ReturnType<typeof open>) {
  await o.ue.type(o.email(), 'aluno@escola.com.br');
  await o.ue.selectOptions(o.subject(), 'Atividades e notas');
  await o.ue.type(o.message(), 'Não consigo ver a minha nota.');
}

describe('Fale conosco', () => {
  it('starts with the sender’s name and lists the subjects of the platform', () => {
    const o = open();
    expect(o.name()).toHaveValue('Aluno Demonstração');
    const options = within(o.subject())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('Selecione…');
    expect(options).toContain('Login e acesso');
    expect(options).toContain('Outro assunto');
    expect(options).toHaveLength(12);
  });

  it('shows the message of each rule and the notice "Existem erros de preenchimento."', async () => {
    const o = open();
    await o.ue.clear(o.name());
    o.submit();
    expect(await screen.findByText('É necessário inserir um nome.')).toBeInTheDocument();
    expect(screen.getByText('Preencha o campo email.')).toBeInTheDocument();
    expect(screen.getByText('É necessário selecionar uma das opções.')).toBeInTheDocument();
    expect(screen.getByText('É necessário descrever o problema.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Existem erros de preenchimento.');
    expect(o.name()).toHaveAttribute('aria-invalid', 'true');

    await o.ue.type(o.name(), 'Jo');
    await o.ue.type(o.email(), 'jo@escola');
    o.submit();
    expect(await screen.findByText('Insira um nome válido.')).toBeInTheDocument();
    expect(screen.getByText('Insira um email válido.')).toBeInTheDocument();

    await o.ue.clear(o.name());
    await o.ue.type(o.name(), 'Joana 2');
    fireEvent.change(o.message(), { target: { value: 'x'.repeat(1001) } });
    o.submit();
    expect(await screen.findByText('Seu nome não pode conter números.')).toBeInTheDocument();
    expect(screen.getByText('A mensagem pode ter no máximo 1000 caracteres.')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('counts the characters left and turns the counter red at 10 or fewer', async () => {
    const o = open();
    expect(o.counter()).toHaveTextContent('1000 caracteres restantes');
    expect(o.counter()).toHaveAttribute('data-warning', 'false');
    expect(o.counter().getAttribute('style') ?? '').not.toContain('red');
    expect(o.message()).toHaveAttribute('maxlength', '1000');
    fireEvent.change(o.message(), { target: { value: 'a'.repeat(989) } });
    expect(o.counter()).toHaveTextContent('11 caracteres restantes');
    expect(o.counter()).toHaveAttribute('data-warning', 'false');
    await o.ue.type(o.message(), 'b');
    expect(o.counter()).toHaveTextContent('10 caracteres restantes');
    expect(o.counter()).toHaveAttribute('data-warning', 'true');
    expect(o.counter().getAttribute('style')).toContain('var(--mantine-color-red-8)');
    // The counter is the field's description, so a screen reader hears it with the field.
    expect(o.message()).toHaveAccessibleDescription('10 caracteres restantes');
    await o.ue.type(o.message(), '{Backspace}');
    expect(o.counter()).toHaveAttribute('data-warning', 'false');
    await setLanguage('en');
    expect(await screen.findByText('11 characters left')).toBeInTheDocument();
  });

  it('asks "Você deseja enviar?", sends, and says "Sua solicitação foi enviada"', async () => {
    const o = open();
    await fillValid(o);
    o.submit();
    await o.answerDialog('Você deseja enviar?', false);
    expect(posts()).toEqual([]);

    o.submit();
    await o.answerDialog('Você deseja enviar?', true);
    expect(await screen.findByRole('status')).toHaveTextContent('Sua solicitação foi enviada');
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/bse_suporte',
        body: {
          name: 'Aluno Demonstração',
          email: 'aluno@escola.com.br',
          pagina: 'atividades',
          desc: 'Não consigo ver a minha nota.',
        },
      },
    ]);
    await waitFor(() => expect(o.message()).toHaveValue(''));
    expect(o.subject()).toHaveValue('');
  });

  it('puts the server’s refusals on the fields', async () => {
    api.on({
      'POST /bse_suporte': reply(400, {
        status: 400,
        code: 'support.fillErrors',
        message: 'Existem erros de preenchimento.',
        errors: [{ field: 'email', code: 'support.emailInvalid', message: 'x' }],
      }),
    });
    const o = open();
    await fillValid(o);
    o.submit();
    await o.answerDialog('Você deseja enviar?', true);
    expect(await screen.findByText('Insira um email válido.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Existem erros de preenchimento.');
  });

  it('asks "Você deseja sair?" on Cancelar, then goes to /home', async () => {
    const o = open();
    await o.ue.click(screen.getByRole('button', { name: 'Cancelar' }));
    await o.answerDialog('Você deseja sair?', false);
    expect(o.router.state.location.pathname).toBe('/faleConosco/listar');
    await o.ue.click(screen.getByRole('button', { name: 'Cancelar' }));
    await o.answerDialog('Você deseja sair?', true);
    await waitFor(() => expect(o.router.state.location.pathname).toBe('/home'));
  });
});
