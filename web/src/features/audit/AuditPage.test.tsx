import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessAuditEntry, RecordHistoryEntry } from '@school/modules/reporting/contracts';
import { sessionStore } from '../../shared/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { signInWithClass } from '../../test/session';
import { AuditPage } from './AuditPage';

type User = ReturnType<typeof userEvent.setup>;

const access = (
  n: number,
  indSucesso: 'S' | 'N',
  httpStatus: number,
  txtObservacao: string,
  nomUsuario: string | null = `Usuário ${n}`,
): AccessAuditEntry => ({
  cstLogin: `ABMT-000${n}`,
  codBseUsuario: nomUsuario ? n : null,
  nomUsuario,
  indSucesso,
  txtObservacao,
  httpStatus,
  ip: `10.0.0.${n}`,
  // No offset: the local time, whatever the test machine's zone.
  dthAcesso: `2025-03-1${n}T09:0${n}:0${n}`,
});

const ACCESSES = [
  access(3, 'S', 200, 'Sucesso'),
  access(2, 'N', 401, 'Senha incorreta'),
  access(1, 'N', 429, 'Bloqueado', null),
];

const HISTORY: RecordHistoryEntry[] = [
  {
    tipo: 'UserCreated',
    quando: '2025-02-01T08:00:00',
    quem: null,
    dados: { nomUsuario: 'Aluna Bia', codBsePerfil: 6, turmas: [7, 8] },
    posicao: '10',
  },
  {
    tipo: 'UserRenamed',
    quando: '2025-02-03T14:30:15',
    quem: { codBseUsuario: 20, nomUsuario: 'Professora Ana', cstLogin: 'DMMT-0005', codBsePerfil: 1 },
    dados: { nomUsuario: '<b>Beatriz</b>', apelido: null },
    posicao: '42',
  },
];

const GRADES = [
  {
    tipo: 'ALTERADA',
    codBseNota: 9,
    codBseQuestao: 57,
    antes: 5,
    depois: 7.5,
    motivo: 'Revisão da prova',
    data: '2025-03-02T10:00:00',
    codUsuarioAvaliador: 20,
    nomUsuarioAvaliador: 'Professora Ana',
    codPerfilAvaliador: 5,
  },
  {
    tipo: 'ATRIBUIDA',
    codBseNota: 9,
    codBseQuestao: 57,
    antes: null,
    depois: 5,
    motivo: null,
    data: '2025-03-01T09:00:00',
    codUsuarioAvaliador: 20,
    nomUsuarioAvaliador: 'Professora Ana',
    codPerfilAvaliador: 5,
  },
];

let calls: { url: string; headers: Headers }[];

beforeEach(() => {
  notifications.clean();
  calls = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:acessos'), revokeObjectURL: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, headers: new Headers(init.headers) });
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      if (pathname === '/api/auditoria/acessos/csv')
        return new Response('\uFEFF"Data e hora";"Matrícula"\r\n', {
          headers: { 'content-type': 'text/csv' },
        });
      if (pathname === '/api/auditoria/acessos') {
        const page = Number(searchParams.get('page'));
        const size = Number(searchParams.get('size'));
        return jsonResponse(200, { items: page === 1 ? ACCESSES : [ACCESSES[0]], total: 13, page, size });
      }
      if (pathname === '/api/auditoria/historico/usuario/12') return jsonResponse(200, HISTORY);
      if (pathname === '/api/bse_nota/historico') return jsonResponse(200, GRADES);
      return jsonResponse(404, {
        status: 404,
        code: 'generic.notFound',
        message: 'Registro não encontrado.',
      });
    }),
  );
});
afterEach(() => sessionStore.end('logout'));

function open() {
  signInWithClass(1);
  const rendered = renderRoutes([{ path: '/auditoria', element: <AuditPage /> }], '/auditoria');
  return { ...rendered, user: userEvent.setup() };
}

const urls = () => calls.map((c) => c.url);
const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => texts(within(r).getAllByRole('cell')));

/** A Mantine Select's input (its label also names the listbox; a required one ends in " *"). */
const selectInput = (label: string) =>
  screen
    .getAllByLabelText((text) => text.replace(/\s*\*$/, '') === label)
    .find((e) => e.tagName === 'INPUT') as HTMLInputElement;

async function choose(user: User, label: string, option: string) {
  await user.click(selectInput(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect(selectInput(label)).toHaveValue(option));
}

async function pickDay(user: User, label: string, day: number) {
  await user.click(screen.getByRole('button', { name: label }));
  const name = dayjs().date(day).format('D MMMM YYYY');
  await user.click(await screen.findByRole('button', { name, hidden: true }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: label })).toHaveTextContent(
      dayjs().date(day).format('DD/MM/YYYY'),
    ),
  );
  await waitFor(() => expect(screen.queryAllByRole('button', { name, hidden: true })).toHaveLength(0));
}

describe('audit console', () => {
  it('has the title and the three tabs', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Auditoria' })).toBeInTheDocument();
    expect(texts(screen.getAllByRole('tab'))).toEqual([
      'Acessos',
      'Histórico de registro',
      'Histórico de notas',
    ]);
    expect(screen.getByRole('tab', { name: 'Acessos' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('access tab', () => {
  it('reads the first page, shows the rows, their outcome badges and the counter', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Tentativas de acesso' });
    await within(table).findByText('ABMT-0003');
    expect(urls()).toEqual(['/api/auditoria/acessos?page=1&size=10']);
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer token');
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Data e hora',
      'Matrícula',
      'Usuário',
      'Resultado',
      'Observação',
      'IP',
    ]);
    expect(bodyRows(table)).toEqual([
      ['13/03/2025 09:03:03', 'ABMT-0003', 'Usuário 3', 'Sucesso', 'Sucesso', '10.0.0.3'],
      ['12/03/2025 09:02:02', 'ABMT-0002', 'Usuário 2', 'Falha', 'Senha incorreta', '10.0.0.2'],
      ['11/03/2025 09:01:01', 'ABMT-0001', '—', 'Bloqueio', 'Bloqueado', '10.0.0.1'],
    ]);
    expect(screen.getByText('Mostrando 1 a 10 de 13 registros')).toBeInTheDocument();

    const badge = (row: number) => within(within(table).getAllByRole('row')[row]!).getAllByRole('cell')[3]!;
    const style = (row: number) => badge(row).querySelector('.mantine-Badge-root')!.getAttribute('style');
    expect(style(1)).toContain('teal-9');
    expect(style(2)).toContain('red-9');
    expect(style(3)).toContain('gray-7');
    for (const row of [1, 2, 3]) expect(style(row)).not.toContain('green');
  });

  it('pages through the server', async () => {
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Tentativas de acesso' });
    await within(table).findByText('ABMT-0001');
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(urls()).toContain('/api/auditoria/acessos?page=2&size=10'));
    expect(await screen.findByText('Mostrando 11 a 13 de 13 registros')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Registros por página'), '25');
    await waitFor(() => expect(urls()).toContain('/api/auditoria/acessos?page=1&size=25'));
  });

  it('applies the login, outcome and period on Filtrar', async () => {
    const { user } = open();
    await screen.findByText('ABMT-0003');
    await user.type(screen.getByRole('textbox', { name: 'Matrícula' }), ' ABMT ');
    await choose(user, 'Resultado', 'Falha');
    // Nothing is read before Filtrar.
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(urls()).toEqual([
        '/api/auditoria/acessos?page=1&size=10',
        '/api/auditoria/acessos?login=ABMT&resultado=falha&page=1&size=10',
      ]),
    );

    await pickDay(user, 'De', 10);
    await pickDay(user, 'Até', 20);
    await choose(user, 'Resultado', 'Todos');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    const query = new URL(calls[2]!.url, 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      login: 'ABMT',
      de: dayjs().date(10).startOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ'),
      ate: dayjs().date(20).endOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ'),
      page: '1',
      size: '10',
    });
  });

  it('exports the filter to the CSV route and saves acessos.csv', async () => {
    const { user } = open();
    let saved = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    await screen.findByText('ABMT-0003');
    await user.type(screen.getByRole('textbox', { name: 'Matrícula' }), 'ABMT');
    await choose(user, 'Resultado', 'Bloqueio');
    await user.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
    await waitFor(() => expect(saved).toBe('acessos.csv'));
    const csv = calls.find((c) => c.url.startsWith('/api/auditoria/acessos/csv'))!;
    expect(csv.url).toBe('/api/auditoria/acessos/csv?login=ABMT&resultado=bloqueio');
    expect(csv.headers.get('accept')).toBe('text/csv');
    expect(csv.headers.get('authorization')).toBe('Bearer token');
    expect(URL.createObjectURL).toHaveBeenCalled();
  });
});

describe('record history tab', () => {
  async function lookUp(user: User, kind: string, code: string) {
    await user.click(screen.getByRole('tab', { name: 'Histórico de registro' }));
    await choose(user, 'Tipo de registro', kind);
    const input = screen.getByRole('textbox', { name: 'Código' });
    await user.clear(input);
    await user.type(input, code);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
  }

  it('offers the six kinds of record', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('tab', { name: 'Histórico de registro' }));
    await user.click(selectInput('Tipo de registro'));
    const listbox = await screen.findByRole('listbox', { name: /^Tipo de registro/, hidden: true });
    expect(texts(within(listbox).getAllByRole('option', { hidden: true }))).toEqual([
      'Escola',
      'Unidade',
      'Turma',
      'Usuário',
      'Livro',
      'Atividade',
    ]);
  });

  it('asks for the kind and the code', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('tab', { name: 'Histórico de registro' }));
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Escolha o tipo de registro.')).toBeInTheDocument();
    expect(screen.getByText('Informe um código válido.')).toBeInTheDocument();
    expect(urls().some((u) => u.includes('historico'))).toBe(false);
  });

  it('shows the events oldest first: type, date, who (or Sistema) and the data as text', async () => {
    const { user } = open();
    await screen.findByText('ABMT-0003');
    await lookUp(user, 'Usuário', '12');
    const section = await screen.findByRole('region', { name: 'Histórico de Usuário 12' });
    expect(urls()).toContain('/api/auditoria/historico/usuario/12');
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('UserCreated')).toBeInTheDocument();
    expect(within(items[0]!).getByText('01/02/2025 08:00:00')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Por Sistema')).toBeInTheDocument();
    expect(items[0]!).toHaveTextContent('nomUsuario:Aluna Bia');
    expect(items[0]!).toHaveTextContent('codBsePerfil:6');
    expect(items[0]!).toHaveTextContent('turmas:[7,8]');
    expect(within(items[1]!).getByText('UserRenamed')).toBeInTheDocument();
    expect(within(items[1]!).getByText('03/02/2025 14:30:15')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Por Professora Ana (DMMT-0005)')).toBeInTheDocument();
    // Plain text, never HTML.
    expect(within(items[1]!).getByText('<b>Beatriz</b>')).toBeInTheDocument();
    expect(items[1]!.querySelector('b')).toBeNull();
    expect(items[1]!).toHaveTextContent('apelido:—');
  });

  it('shows the server’s message when the record is not found', async () => {
    const { user } = open();
    await screen.findByText('ABMT-0003');
    await lookUp(user, 'Turma', '999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registro não encontrado.');
    expect(urls()).toContain('/api/auditoria/historico/turma/999');
  });
});

describe('grade history tab', () => {
  it('reads a student’s grade history in an activity and lists who changed what, when and why', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('tab', { name: 'Histórico de notas' }));
    await user.type(screen.getByRole('textbox', { name: 'Atividade' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Aluno' }), '30');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const section = await screen.findByRole('region', {
      name: 'Histórico de notas da atividade 5, aluno 30',
    });
    expect(urls()).toContain('/api/bse_nota/historico?codBseAtividade=5&codBseUsuario=30');
    const items = within(section).getAllByRole('listitem');
    expect(texts(items)).toEqual([
      '02/03/2025 10:00:00Professora Ana alterou a questão de código 57 de 5,0 para 7,5Motivo: Revisão da prova',
      '01/03/2025 09:00:00Professora Ana lançou 5,0 na questão de código 57',
    ]);
  });
});
