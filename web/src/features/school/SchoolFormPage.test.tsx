import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { mockApi, networkFailure, refusal, reply, type ApiMock } from '../../test/api';
import { SCHOOL_AZUL } from '../../test/fixtures';
import { answerConfirm, renderFormPage } from '../../test/render';
import { SchoolFormPage } from './SchoolFormPage';

let api: ApiMock;

const SCHOOL = SCHOOL_AZUL;

beforeEach(() => {
  // Notices of earlier tests would fill the queue (5 at a time).
  notifications.clean();
  api = mockApi({ 'GET /bse_escola/5': SCHOOL, 'POST /bse_escola': 1, 'PUT /bse_escola/:id': 1 });
});

function open(path?: string) {
  const rendered = renderFormPage(<SchoolFormPage />, 'escola', path);
  return { ...rendered, name: () => rendered.field(/^Nome/), prefix: () => rendered.field(/^Prefixo/) };
}

const writes = () => api.calls().filter((c) => c.method !== 'GET');
const answerCreate = (yes: boolean) =>
  answerConfirm(userEvent.setup(), 'Tem certeza de que deseja criar essa escola?', yes);

/** Opens the new school's form, types its name and prefix, saves and confirms the creation. */
async function createSchool(nomEscola: string, prefixo: string) {
  const ui = open();
  await ui.user.type(ui.name(), nomEscola);
  await ui.user.type(ui.prefix(), prefixo);
  await ui.save();
  await answerCreate(true);
  return ui;
}

describe('school form', () => {
  it('asks for both fields, with the popup "Por favor, preencha todos os campos."', async () => {
    const { name, prefix, save } = open();
    await save();
    expect(await screen.findByText('Por favor, preencha o campo Nome.')).toBeInTheDocument();
    expect(screen.getByText('Por favor, preencha o campo Prefixo.')).toBeInTheDocument();
    expect(await screen.findByText('Por favor, preencha todos os campos.')).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(prefix()).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);
  });

  it('upper-cases the prefix, keeps 2 letters and wants both', async () => {
    const { user, name, prefix, save } = open();
    await user.type(name(), 'Escola Nova');
    await user.type(prefix(), 'x1');
    expect(prefix()).toHaveValue('X');
    await save();
    expect(await screen.findByText('Prefixo precisa ter 2 letras maiúsculas.')).toBeInTheDocument();
    await user.type(prefix(), 'yzw');
    expect(prefix()).toHaveValue('XY');
    expect(prefix()).toHaveAttribute('maxlength', '2');
  });

  it('confirms before creating; Não sends nothing', async () => {
    const { user, name, prefix, save } = open();
    await user.type(name(), 'Escola Nova');
    await user.type(prefix(), 'en');
    await save();
    await answerCreate(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);
  });

  it('creates on Sim: "Cadastro realizado!", then the list', async () => {
    const { router } = await createSchool('  Escola Nova ', 'en');
    expect(await screen.findByText('Cadastro realizado!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/escola/listar'));
    const [post] = writes();
    expect(post).toMatchObject({
      method: 'POST',
      url: '/api/bse_escola',
      body: { nomEscola: 'Escola Nova', cstTxtPrefixoLogin: 'EN', codBseEndereco: null },
    });
    expect(post!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('says "Escola já cadastrado." for answer 0 and "Informações inválidas." for any other answer', async () => {
    api.on({ 'POST /bse_escola': 0 });
    const { user, name, save, router } = await createSchool('Escola Azul', 'EA');
    expect((await screen.findAllByText('Escola já cadastrado.')).length).toBeGreaterThanOrEqual(1);
    expect(name()).toHaveAttribute('aria-invalid', 'true');

    api.on({ 'POST /bse_escola': null });
    await user.type(name(), ' 2');
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // the save lock
    await save();
    await answerCreate(true);
    expect(await screen.findByText('Informações inválidas.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/escola/novo');
    // Each save its own key.
    const [first, second] = writes();
    expect(first!.headers.get('idempotency-key')).not.toBe(second!.headers.get('idempotency-key'));
  }, 10_000);

  it('shows the server field errors with "Informações inválidas."', async () => {
    api.on({
      'POST /bse_escola': reply(400, {
        status: 400,
        code: 'generic.invalid',
        message: 'Informações inválidas.',
        errors: [
          { field: 'nomEscola', code: 'school.nameRequired', message: 'Por favor, preencha o campo Nome.' },
          {
            field: 'cstTxtPrefixoLogin',
            code: 'school.prefixRequired',
            message: 'Por favor, preencha o campo Prefixo.',
          },
        ],
      }),
    });
    await createSchool('Escola Nova', 'EN');
    expect(await screen.findByText('Informações inválidas.')).toBeInTheDocument();
    expect(screen.getByText('Por favor, preencha o campo Nome.')).toBeInTheDocument();
    expect(screen.getByText('Por favor, preencha o campo Prefixo.')).toBeInTheDocument();
  });

  it('says "Prefixo já existente." and marks the prefix as in use by another school', async () => {
    api.on({ 'POST /bse_escola': refusal(400, 'Prefixo já existente.', 'school.prefixTaken') });
    const { prefix } = await createSchool('Escola Anil', 'az');
    expect(await screen.findByText('Prefixo já existente.')).toBeInTheDocument();
    expect(screen.getByText('O prefixo informado já está em uso por outra escola.')).toBeInTheDocument();
    expect(prefix()).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the key of a save that got no answer, for its retry', async () => {
    api.on({ 'POST /bse_escola': networkFailure });
    const { save } = await createSchool('Escola Nova', 'EN');
    expect(await screen.findByText('Algo deu errado ao enviar dados para o servidor')).toBeInTheDocument();
    api.on({ 'POST /bse_escola': 1 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await save();
    await answerCreate(true);
    expect(await screen.findByText('Cadastro realizado!')).toBeInTheDocument();
    const [first, second] = writes();
    expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
  }, 10_000);

  it('edits the name with the prefix locked, without a confirmation', async () => {
    const { user, name, prefix, save, router } = open('/escola/alterar/5');
    expect(await screen.findByRole('heading', { name: 'Alterar escola' })).toBeInTheDocument();
    await waitFor(() => expect(name()).toHaveValue('Escola Azul'));
    expect(prefix()).toHaveValue('AZ');
    expect(prefix()).toHaveAttribute('readonly');
    expect(screen.getByText('O prefixo não pode ser alterado.')).toBeInTheDocument();
    await user.clear(name());
    await save();
    expect(await screen.findByText('Por favor, preencha o campo Nome.')).toBeInTheDocument();
    await user.type(name(), 'Escola Azul Marinho');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await save();
    expect(await screen.findByText('Alterações salvas!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/escola/listar'));
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/bse_escola/5',
        body: { nomEscola: 'Escola Azul Marinho', codBseEndereco: 9, codBseEscola: 5 },
      }),
    ]);
  }, 10_000);

  it('never offers to edit school 1', async () => {
    api.on({
      'GET /bse_escola/1': {
        ...SCHOOL,
        codBseEscola: 1,
        nomEscola: 'Rede de Escolas',
        cstTxtPrefixoLogin: 'RD',
      },
    });
    open('/escola/alterar/1');
    expect(
      await screen.findByText('A escola principal não pode ser alterada nem apagada.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute(
      'href',
      '/escola/listar',
    );
  });

  it('follows the language', async () => {
    await setLanguage('en');
    const { user } = open();
    expect(screen.getByRole('heading', { name: 'New school' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in the Name field.')).toBeInTheDocument();
    expect(await screen.findByText('Please fill in all fields.')).toBeInTheDocument();
  });
});
