import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/session';
import { mockApi, refusal, reply, type ApiMock, type Handler } from '../../test/api';
import { demoUnit } from '../../test/fixtures';
import { answerConfirm, renderFormPage } from '../../test/render';
import { myData, signInAs } from '../../test/session';
import { UnitFormPage } from './UnitFormPage';

let api: ApiMock;

const UNIT = demoUnit(7, 'Unidade Centro', { codBseEndereco: 30 });
const ADDRESS = {
  codBseEndereco: 30,
  dscCep: '01001000',
  dscRua: 'Praça da Sé',
  dscBairro: 'Sé',
  dscCidade: 'São Paulo',
  dscEstado: 'SP',
};

const signIn = (profile: 1 | 2) => signInAs(profile);

beforeEach(() => {
  notifications.clean();
  api = mockApi({
    'GET /bse_usuario/getMeusDados/x': () =>
      myData({
        nomEscola: sessionStore.get()!.user.codBsePerfil === 1 ? 'Rede de Escolas' : 'Escola Demonstração',
      }),
    'GET /bse_escola': [
      { codBseEscola: 1, nomEscola: 'Rede de Escolas', cstTxtPrefixoLogin: 'MT' },
      { codBseEscola: 2, nomEscola: 'Escola Demonstração', cstTxtPrefixoLogin: 'DM' },
    ],
    'GET /bse_unidade/7': UNIT,
    'GET /bse_endereco/30': ADDRESS,
    'GET /cep/01001000': { ...ADDRESS, codBseEndereco: undefined },
    'GET /cep/:cep': refusal(404, 'Endereço não encontrado!', 'address.notFound'),
    'POST /bse_endereco': (req) => ({ ...(req.body as object), codBseEndereco: 41 }),
    'PUT /bse_endereco/30': (req) => req.body,
    'DELETE /bse_endereco/:id': 1,
    'POST /bse_unidade': 1,
    'PUT /bse_unidade/:id': 1,
  });
});

const open = (path?: string) => renderFormPage(<UnitFormPage />, 'unidade', path);

const writes = () => api.writes();

/** A Master's complete new unit, the address found by the lookup. */
/**
 * The Master fills a new unit, saves and confirms "Deseja realmente criar a unidade?"; the server
 * answers the creation with `answer`.
 */
async function createUnitAnswered(answer: Handler) {
  signIn(1);
  api.on({ 'POST /bse_unidade': answer });
  const ui = open();
  await fillNewUnit(ui);
  await ui.save();
  await answerConfirm(ui.user, 'Deseja realmente criar a unidade?');
  return ui;
}

async function fillNewUnit(ui: ReturnType<typeof open>) {
  const { user, field } = ui;
  await user.type(field(/^Nome da unidade/), 'Unidade Norte');
  await user.type(field(/^Prefixo/), 'n1o');
  await screen.findByRole('option', { name: 'Escola Demonstração' });
  await user.selectOptions(screen.getByRole('combobox', { name: /^Escola/ }), 'Escola Demonstração');
  await user.type(field(/^CEP/), '01001000');
  await user.click(screen.getByRole('button', { name: 'Buscar CEP' }));
  await waitFor(() => expect(field(/^Rua/)).toHaveValue('Praça da Sé'));
}

describe('unit form', () => {
  it('lists every validation message with the notice "Existem erros de validação"', async () => {
    signIn(1);
    const ui = open();
    await screen.findByRole('option', { name: 'Escola Demonstração' });
    await ui.user.type(ui.field(/^CEP/), '123');
    await ui.save();
    expect(await screen.findByText('Existem erros de validação')).toBeInTheDocument();
    expect(screen.getByText('Nome Unidade precisa ter no mínimo 4 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Prefixo precisa ter 2 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Selecione uma escola.')).toBeInTheDocument();
    expect(screen.getByText('CEP precisa ter 8 dígitos.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('masks the postal code 00000-000, forces the prefix to 2 upper-case letters', async () => {
    signIn(1);
    const ui = open();
    await ui.user.type(ui.field(/^CEP/), '0a1001-0009999');
    expect(ui.field(/^CEP/)).toHaveValue('01001-000');
    await ui.user.type(ui.field(/^Prefixo/), 'a1bc');
    expect(ui.field(/^Prefixo/)).toHaveValue('AB');
  });

  it('looks the postal code up, then creates the address and the unit: "Unidade cadastrada com sucesso!"', async () => {
    signIn(1);
    const ui = open();
    await fillNewUnit(ui);
    expect(ui.field(/^Bairro/)).toHaveValue('Sé');
    expect(ui.field(/^Cidade/)).toHaveValue('São Paulo');
    expect(ui.field(/^Estado/)).toHaveValue('SP');
    expect(api.calls('GET /cep/01001000')).not.toHaveLength(0);
    await ui.save();
    await answerConfirm(ui.user, 'Deseja realmente criar a unidade?');
    expect(await screen.findByText('Unidade cadastrada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(ui.router.state.location.pathname).toBe('/unidade/listar'));
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/bse_endereco',
        body: {
          dscCep: '01001000',
          dscRua: 'Praça da Sé',
          dscBairro: 'Sé',
          dscCidade: 'São Paulo',
          dscEstado: 'SP',
        },
      },
      {
        method: 'POST',
        url: '/api/bse_unidade',
        body: { nomUnidade: 'Unidade Norte', cstTxtPrefixoLogin: 'NO', codBseEndereco: 41, codBseEscola: 2 },
      },
    ]);
  });

  it('warns "Endereço não encontrado!" and leaves the address fields editable', async () => {
    signIn(1);
    const ui = open();
    await ui.user.type(ui.field(/^CEP/), '99999999');
    await ui.user.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(await screen.findByText('Endereço não encontrado!')).toBeInTheDocument();
    for (const name of [/^Rua/, /^Bairro/, /^Cidade/, /^Estado/]) {
      expect(ui.field(name)).not.toHaveAttribute('readonly');
      expect(ui.field(name)).toBeEnabled();
    }
    await ui.user.type(ui.field(/^Rua/), 'Rua Nova');
    expect(ui.field(/^Rua/)).toHaveValue('Rua Nova');
  });

  it('says "Unidade já cadastrada" for an answer 0 and drops the address it made', async () => {
    const ui = await createUnitAnswered(0);
    expect(await screen.findByText('Unidade já cadastrada')).toBeInTheDocument();
    await waitFor(() =>
      expect(writes().at(-1)).toMatchObject({ method: 'DELETE', url: '/api/bse_endereco/41' }),
    );
    expect(ui.router.state.location.pathname).toBe('/unidade/novo');
  });

  it('says "Informações inválidas." for an empty answer', async () => {
    await createUnitAnswered(null);
    expect(await screen.findByText('Informações inválidas.')).toBeInTheDocument();
  });

  it('says "Este prefixo não pode ser utilizado." when the prefix is taken', async () => {
    await createUnitAnswered(refusal(400, 'Este prefixo não pode ser utilizado.', 'unit.prefixTaken'));
    expect(await screen.findByText('Este prefixo não pode ser utilizado.')).toBeInTheDocument();
  });

  it('puts the server’s field errors on the form', async () => {
    await createUnitAnswered(
      reply(400, {
        status: 400,
        code: 'generic.invalid',
        message: 'Informações inválidas.',
        errors: [{ field: 'codBseEscola', code: 'unit.schoolRequired', message: 'Selecione uma escola.' }],
      }),
    );
    expect(await screen.findByText('Selecione uma escola.')).toBeInTheDocument();
    expect(await screen.findByText('Existem erros de validação')).toBeInTheDocument();
  });

  it('does nothing when the creation is not confirmed', async () => {
    signIn(1);
    const ui = open();
    await fillNewUnit(ui);
    await ui.save();
    await answerConfirm(ui.user, 'Deseja realmente criar a unidade?', false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);
  });

  it('shows a Gestor its own school read-only and creates the unit in it', async () => {
    signIn(2);
    const ui = open();
    await waitFor(() => expect(ui.field(/^Escola/)).toHaveValue('Escola Demonstração'));
    expect(ui.field(/^Escola/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: /^Escola/ })).toBeNull();
    await ui.user.type(ui.field(/^Nome da unidade/), 'Unidade Sul');
    await ui.user.type(ui.field(/^Prefixo/), 'su');
    await ui.save();
    await answerConfirm(ui.user, 'Deseja realmente criar a unidade?');
    expect(await screen.findByText('Unidade cadastrada com sucesso!')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/bse_unidade',
        body: {
          nomUnidade: 'Unidade Sul',
          cstTxtPrefixoLogin: 'SU',
          codBseEndereco: null,
          codBseEscola: null,
        },
      },
    ]);
    expect(api.calls('GET /bse_escola')).toHaveLength(0);
  });

  it('edits a unit: prefix locked, "Deseja realmente alterar a unidade?", address then unit', async () => {
    signIn(2);
    const ui = open('/unidade/alterar/7');
    await waitFor(() => expect(ui.field(/^Nome da unidade/)).toHaveValue('Unidade Centro'));
    expect(ui.field(/^Prefixo/)).toHaveValue('CE');
    expect(ui.field(/^Prefixo/)).toHaveAttribute('readonly');
    expect(ui.field(/^CEP/)).toHaveValue('01001-000');
    await ui.user.clear(ui.field(/^Nome da unidade/));
    await ui.user.type(ui.field(/^Nome da unidade/), 'Unidade Central');
    await ui.user.clear(ui.field(/^Rua/));
    await ui.user.type(ui.field(/^Rua/), 'Praça da Sé, 100');
    await ui.save();
    await answerConfirm(ui.user, 'Deseja realmente alterar a unidade?');
    expect(await screen.findByText('Unidade alterada com sucesso!')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/bse_endereco/30',
        body: { ...ADDRESS, dscRua: 'Praça da Sé, 100' },
      },
      {
        method: 'PUT',
        url: '/api/bse_unidade/7',
        body: { nomUnidade: 'Unidade Central', codBseEndereco: 30, codBseUnidade: 7 },
      },
    ]);
  });

  it('shows the server message of a refused change under an API-error title', async () => {
    signIn(2);
    api.on({ 'PUT /bse_unidade/:id': refusal(400, 'O prefixo não pode ser alterado.', 'unit.prefixLocked') });
    const ui = open('/unidade/alterar/7');
    await waitFor(() => expect(ui.field(/^Nome da unidade/)).toHaveValue('Unidade Centro'));
    await ui.save();
    await answerConfirm(ui.user, 'Deseja realmente alterar a unidade?');
    expect(await screen.findByText('O prefixo não pode ser alterado.')).toBeInTheDocument();
    expect(screen.getByText('Erro na API')).toBeInTheDocument();
  });

  it('follows the language: English labels and catalogue messages', async () => {
    signIn(1);
    const { setLanguage } = await import('../../i18n');
    await setLanguage('en');
    const ui = open();
    await ui.user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The unit name must have at least 4 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Unit name/ })).toBeInTheDocument();
  });
});
