import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ClassFormPage } from './ClassFormPage';

interface Call {
  method: string;
  url: string;
  body: unknown;
  key?: string | null;
}

let calls: Call[];
let answer: (call: Call) => Response | undefined;

const unit = (id: number, name: string) => ({
  codBseUnidade: id,
  codBseEscola: 2,
  nomUnidade: name,
  cstTxtPrefixoLogin: name.slice(8, 10).toUpperCase(),
  codBseEndereco: null,
  nomEscola: 'Escola Demonstração',
  cstTxtPrefixoLoginEscola: 'DM',
});
const UNITS = [unit(7, 'Unidade Centro'), unit(8, 'Unidade Jardins')];
const CLASS = {
  codBseTurma: 12,
  nomTurma: '6º ano A',
  codBseUnidade: 7,
  codBseEscola: 2,
  nomUnidade: 'Unidade Centro',
  nomEscola: 'Escola Demonstração',
  cstTxtPrefixoLoginUnidade: 'CE',
  cstTxtPrefixoLoginEscola: 'DM',
  codUsuarioCriacao: null,
};

function signIn(profile: 2 | 3 | 4) {
  sessionStore.start('token', {
    codBseUsuario: profile,
    nomUsuario: 'Staff',
    nomPerfil: 'Perfil',
    codBsePerfil: profile,
    codBseEscola: 2,
    codBseUnidade: profile === 2 ? null : 7,
    codBseTurma: null,
    nomTurma: null,
    codBseUsuarioTurma: null,
    turmas: [],
    cstLogin: `DMMT-000${profile}`,
    robo_key: null,
  });
}

function reply(call: Call): Response {
  const custom = answer(call);
  if (custom) return custom;
  const { method, url } = call;
  if (url.includes('getMeusDados'))
    return jsonResponse(200, {
      ...sessionStore.get()!.user,
      nomEscola: 'Escola Demonstração',
      imgAvatar: null,
    });
  if (method === 'GET' && url === '/api/bse_unidade') return jsonResponse(200, UNITS);
  if (method === 'GET' && url === '/api/bse_unidade/7') return jsonResponse(200, UNITS[0]);
  if (method === 'GET' && url === '/api/bse_turma/12') return jsonResponse(200, CLASS);
  return jsonResponse(200, 1);
}

beforeEach(() => {
  notifications.clean();
  calls = [];
  answer = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      if (call.method !== 'GET')
        Object.defineProperty(call, 'key', {
          value: new Headers(init.headers).get('idempotency-key'),
          enumerable: false,
        });
      return reply(call);
    }),
  );
});

afterEach(() => sessionStore.end('logout'));

function open(path = '/turma/novo') {
  const rendered = renderRoutes(
    [
      { path: '/turma/novo', element: <ClassFormPage /> },
      { path: '/turma/alterar/:id', element: <ClassFormPage /> },
      { path: '/turma/listar', element: <p>Lista de turmas</p> },
    ],
    path,
  );
  const user = userEvent.setup();
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  const save = () => user.click(screen.getByRole('button', { name: 'Salvar' }));
  const confirmWith = async (question: string, yes = true) => {
    const dialog = await screen.findByRole('dialog', { name: question });
    await user.click(within(dialog).getByRole('button', { name: yes ? 'Sim' : 'Não' }));
  };
  return { ...rendered, user, field, save, confirmWith };
}

const writes = () => calls.filter((c) => c.method !== 'GET');

describe('class form', () => {
  it('lists the errors with the notice "Existem erros de preenchimento."', async () => {
    signIn(2);
    const ui = open();
    await screen.findByRole('option', { name: 'Unidade Jardins' });
    await ui.user.type(ui.field(/^Nome da turma/), '9A');
    await ui.save();
    const list = await screen.findByRole('alert');
    expect(list).toHaveTextContent('Existem erros de preenchimento.');
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
    expect(calls.some((c) => c.url === '/api/bse_unidade')).toBe(true);
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
    answer = (c) => (c.method === 'POST' ? jsonResponse(200, result) : undefined);
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
    const keys = writes().map((c) => c.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows "Prefixo já existente na unidade." for a 400 without a message of its own', async () => {
    signIn(4);
    answer = (c) =>
      c.method === 'POST'
        ? jsonResponse(400, { status: 400, code: 'generic.invalid', message: 'Informações inválidas.' })
        : undefined;
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
