import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { demoClass, demoUnit } from '../../test/fixtures';
import { answerConfirm, renderFormPage } from '../../test/render';
import { myData, signInAs } from '../../test/session';
import { ClassFormPage } from './ClassFormPage';

let api: ApiMock;

const UNITS = [demoUnit(7, 'Unidade Centro'), demoUnit(8, 'Unidade Jardins')];
const CLASS = demoClass(12, '6º ano A');

const signIn = (profile: 2 | 3 | 4) => signInAs(profile, { nomUsuario: 'Staff', nomPerfil: 'Perfil' });

beforeEach(() => {
  notifications.clean();
  api = mockApi({
    'GET /bse_usuario/getMeusDados/x': () => myData(),
    'GET /bse_unidade': UNITS,
    'GET /bse_unidade/7': UNITS[0],
    'GET /bse_turma/12': CLASS,
    'POST /bse_turma': 1,
    'PUT /bse_turma/:id': 1,
  });
});

function open(path?: string) {
  const rendered = renderFormPage(<ClassFormPage />, 'turma', path);
  const confirmWith = (question: string, yes = true) => answerConfirm(rendered.user, question, yes);
  return { ...rendered, confirmWith };
}

const writes = () => api.writes();

describe('class form', () => {
  it('lists the errors with the notice "Existem erros de preenchimento."', async () => {
    signIn(2);
    const ui = open();
    await screen.findByRole('option', { name: 'Unidade Jardins' });
    await ui.user.type(ui.field(/^Nome da turma/), '9A');
    await ui.save();
    // The error list (named by its title), not the notice that says the same beside it.
    const list = await screen.findByRole('alert', { name: 'Existem erros de preenchimento.' });
    expect(within(list).getByText('Nome Turma precisa ter no mínimo 3 caracteres.')).toBeInTheDocument();
    expect(within(list).getByText('Selecione uma unidade.')).toBeInTheDocument();
    expect(
      await screen.findByText('Existem erros de preenchimento.', {
        selector: '.mantine-Notification-description',
      }),
    ).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('refuses special characters: "O nome da turma não pode conter caracteres especiais."', async () => {
    signIn(2);
    const ui = open();
    await ui.user.type(ui.field(/^Nome da turma/), '6º ano / B');
    await ui.save();
    expect(
      (await screen.findAllByText('O nome da turma não pode conter caracteres especiais.')).length,
    ).toBeGreaterThan(0);
  });

  it('lets a Gestor choose the unit (school read-only) and creates: "Turma criar com sucesso."', async () => {
    signIn(2);
    const ui = open();
    await screen.findByRole('option', { name: 'Unidade Jardins' });
    await ui.user.selectOptions(screen.getByRole('combobox', { name: /^Unidade/ }), 'Unidade Jardins');
    expect(ui.field(/^Escola/)).toHaveValue('Escola Demonstração');
    expect(ui.field(/^Escola/)).toHaveAttribute('readonly');
    await ui.user.type(ui.field(/^Nome da turma/), '  9º ano  -  B ');
    await ui.save();
    await ui.confirmWith('Deseja realmente criar esta turma?');
    expect(await screen.findByText('Turma criar com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(ui.router.state.location.pathname).toBe('/turma/listar'));
    expect(writes()).toEqual([
      { method: 'POST', url: '/api/bse_turma', body: { nomTurma: '9º ano - B', codBseUnidade: 8 } },
    ]);
  });

  it('lets a Diretor choose among the units it reaches', async () => {
    signIn(3);
    open();
    expect(await screen.findByRole('combobox', { name: /^Unidade/ })).toBeInTheDocument();
    expect(api.calls('GET /bse_unidade')).not.toHaveLength(0);
  });

  it('fixes a Coordenador’s unit to its own', async () => {
    signIn(4);
    const ui = open();
    await waitFor(() => expect(ui.field(/^Unidade/)).toHaveValue('Unidade Centro'));
    expect(ui.field(/^Unidade/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox')).toBeNull();
    await ui.user.type(ui.field(/^Nome da turma/), '9º ano C');
    await ui.save();
    await ui.confirmWith('Deseja realmente criar esta turma?');
    expect(await screen.findByText('Turma criar com sucesso.')).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'POST', url: '/api/bse_turma', body: { nomTurma: '9º ano C', codBseUnidade: null } },
    ]);
  });

  it('says "Turma já cadastrado." for an answer 0 and "Informações inválidas." for none', async () => {
    signIn(4);
    let result: unknown = 0;
    api.on({ 'POST /bse_turma': () => result });
    const ui = open();
    await ui.user.type(ui.field(/^Nome da turma/), '6º ano A');
    await ui.save();
    await ui.confirmWith('Deseja realmente criar esta turma?');
    expect(await screen.findByText('Turma já cadastrado.')).toBeInTheDocument();
    result = null;
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the save lock
    await ui.save();
    await ui.confirmWith('Deseja realmente criar esta turma?');
    expect(await screen.findByText('Informações inválidas.')).toBeInTheDocument();
    // Each answered save had a key of its own (a replayed key would answer the first save's 0).
    const keys = api.calls('POST /bse_turma').map((c) => c.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows "Prefixo já existente na unidade." for a 400 without a message of its own', async () => {
    signIn(4);
    api.on({ 'POST /bse_turma': refusal(400, 'Informações inválidas.') });
    const ui = open();
    await ui.user.type(ui.field(/^Nome da turma/), '6º ano A');
    await ui.save();
    await ui.confirmWith('Deseja realmente criar esta turma?');
    expect(await screen.findByText('Prefixo já existente na unidade.')).toBeInTheDocument();
  });

  it('edits the name only: "Deseja realmente alterar esta turma?", unit and school shown read-only', async () => {
    signIn(3);
    const ui = open('/turma/alterar/12');
    await waitFor(() => expect(ui.field(/^Nome da turma/)).toHaveValue('6º ano A'));
    expect(ui.field(/^Unidade/)).toHaveValue('Unidade Centro');
    expect(ui.field(/^Escola/)).toHaveValue('Escola Demonstração');
    await ui.user.clear(ui.field(/^Nome da turma/));
    await ui.user.type(ui.field(/^Nome da turma/), '6º ano A1');
    await ui.save();
    await ui.confirmWith('Deseja realmente alterar esta turma?');
    expect(await screen.findByText('Turma alterada com sucesso.')).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'PUT', url: '/api/bse_turma/12', body: { nomTurma: '6º ano A1', codBseTurma: 12 } },
    ]);
  });

  it('does nothing when the change is not confirmed', async () => {
    signIn(3);
    const ui = open('/turma/alterar/12');
    await waitFor(() => expect(ui.field(/^Nome da turma/)).toHaveValue('6º ano A'));
    await ui.save();
    await ui.confirmWith('Deseja realmente alterar esta turma?', false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);
  });
});
