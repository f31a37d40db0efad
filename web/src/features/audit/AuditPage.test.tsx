import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { GRADE_HISTORY } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { bodyRows, choose, pickDay, selectInput, texts } from '../../test/ui';
import { signInWithClass } from '../../test/session';
import { access, HISTORY, lookUpRecords, pick } from './audit.testing';
import { AuditPage } from './AuditPage';

const ACCESSES = [
  access(3, 'S', 200, 'Sucesso'),
  access(2, 'N', 401, 'Senha incorreta'),
  access(1, 'N', 429, 'Bloqueado', null),
];

const GRADES = GRADE_HISTORY;

let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:acessos'), revokeObjectURL: vi.fn() });
  api = mockApi({
    'GET /auditoria/acessos/csv': () =>
      new Response('\uFEFF"Data e hora";"Matrícula"\r\n', { headers: { 'content-type': 'text/csv' } }),
    'GET /auditoria/acessos': (req) => {
      const page = Number(req.query.page);
      const size = Number(req.query.size);
      return { items: page === 1 ? ACCESSES : [ACCESSES[0]], total: 13, page, size };
    },
    'GET /auditoria/historico/usuario/12': HISTORY,
    'GET /auditoria/historico/:kind/:id': refusal(404, 'Registro não encontrado.', 'generic.notFound'),
    'GET /bse_nota/historico': GRADES,
    'GET /auditoria/registros': lookUpRecords,
    'GET /privacidade/solicitacoes': [],
  });
});

function open() {
  signInWithClass(1);
  const rendered = renderRoutes([{ path: '/auditoria', element: <AuditPage /> }], '/auditoria');
  return { ...rendered, user: userEvent.setup() };
}

const calls = () => api.calls();
const urls = () => calls().map((c) => c.url);

describe('audit console', () => {
  it('has the title and the four tabs of the Master (the data requests are the Master’s and a Gestor’s)', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Auditoria' })).toBeInTheDocument();
    expect(texts(screen.getAllByRole('tab'))).toEqual([
      'Acessos',
      'Histórico de registro',
      'Histórico de notas',
      'Solicitações de dados',
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
    expect(calls()[0]!.headers.get('authorization')).toBe('Bearer token');
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
    expect(calls()).toHaveLength(1);
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
    await waitFor(() => expect(calls()).toHaveLength(3));
    const query = new URL(calls()[2]!.url, 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      login: 'ABMT',
      de: dayjs().date(10).startOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ'),
      ate: dayjs().date(20).endOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ'),
      page: '1',
      size: '10',
    });
  });

  it('exports the filter to the CSV route and saves acessos-<day>.csv', async () => {
    const { user } = open();
    let saved = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    await screen.findByText('ABMT-0003');
    await user.type(screen.getByRole('textbox', { name: 'Matrícula' }), 'ABMT');
    await choose(user, 'Resultado', 'Bloqueio');
    await user.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
    await waitFor(() => expect(saved).toMatch(/^acessos-\d{4}-\d{2}-\d{2}\.csv$/));
    const csv = calls().find((c) => c.url.startsWith('/api/auditoria/acessos/csv'))!;
    expect(csv.url).toBe('/api/auditoria/acessos/csv?login=ABMT&resultado=bloqueio');
    expect(csv.headers.get('accept')).toBe('text/csv');
    expect(csv.headers.get('authorization')).toBe('Bearer token');
    expect(URL.createObjectURL).toHaveBeenCalled();
  });
});

describe('record history tab', () => {
  async function lookUp(user: UserEvent, kind: string, text: string, name: string) {
    await user.click(screen.getByRole('tab', { name: 'Histórico de registro' }));
    await choose(user, 'Tipo de registro', kind);
    await pick(user, 'Registro', text, name);
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
      'Trilha',
      'Atividade',
    ]);
  });

  it('asks for the kind first', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('tab', { name: 'Histórico de registro' }));
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Escolha o tipo de registro.')).toBeInTheDocument();
    expect(selectInput('Registro')).toBeDisabled();
    expect(urls().some((u) => u.includes('historico'))).toBe(false);
  });

  it('tells the events oldest first as sentences: when, who (or Sistema), what, and the fields by label', async () => {
    const { user } = open();
    await screen.findByText('ABMT-0003');
    await lookUp(user, 'Usuário', 'bia', 'Aluna Bia');
    const section = await screen.findByRole('region', {
      name: 'Histórico de Usuário Aluna Bia (DMMT-0006, Aluno)',
    });
    expect(urls()).toContain('/api/auditoria/historico/usuario/12');
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!).toHaveTextContent(
      '01/02/2025 08:00 — Sistema cadastrou o usuário “Aluna Bia” (DMMT-0006)' +
        'Perfil:AlunoEscola:Escola ModeloUnidade:Unidade CentroTurmas:6º ano A, nº 8 (removido)',
    );
    // Rich text as plain text, never HTML; no internal name anywhere.
    expect(items[1]!).toHaveTextContent(
      '03/02/2025 14:30 — Professora Ana alterou o cadastro do usuárioNome:BeatrizPerfil:Professor',
    );
    expect(items[1]!.querySelector('b')).toBeNull();
    for (const item of items) item.querySelector('details')?.remove();
    expect(section).not.toHaveTextContent(/UserCreated|nomUsuario|codBsePerfil/);
  });

  it('shows the server’s message when the record is not found', async () => {
    const { user } = open();
    await screen.findByText('ABMT-0003');
    await lookUp(user, 'Turma', 'sumida', 'Turma sumida');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registro não encontrado.');
    expect(urls()).toContain('/api/auditoria/historico/turma/999');
  });
});

describe('grade history tab', () => {
  it('reads a student’s grade history in an activity and lists who changed what, when and why', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('tab', { name: 'Histórico de notas' }));
    await pick(user, 'Atividade', 'corpo', 'Avaliação');
    await pick(user, 'Aluno', 'caio', 'Aluno Caio');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const section = await screen.findByRole('region', {
      name: 'Histórico de notas de Aluno Caio (DMMT-0030, Aluno) na atividade Avaliação: o corpo humano (Ciências)',
    });
    expect(urls()).toContain('/api/bse_nota/historico?codBseAtividade=5&codBseUsuario=30');
    const items = within(section).getAllByRole('listitem');
    expect(texts(items)).toEqual([
      '02/03/2025 10:00:00Professora Ana alterou a questão 2 de 5,0 para 7,5Motivo: Revisão da prova',
      '01/03/2025 09:00:00Professora Ana lançou 5,0 na questão 2',
    ]);
  });
});

describe('opened from a record', () => {
  it('shows the history of the record its “Histórico” action names', async () => {
    signInWithClass(1);
    renderRoutes(
      [{ path: '/auditoria', element: <AuditPage /> }],
      '/auditoria?tipo=usuario&id=12&nome=Aluna%20Bia',
    );
    expect(await screen.findByRole('tab', { name: 'Histórico de registro' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const section = await screen.findByRole('region', { name: 'Histórico de Usuário Aluna Bia' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(selectInput('Registro')).toHaveValue('Aluna Bia');
  });
});

describe('opened from a grade sheet', () => {
  it('shows the student’s grade history in the activity its “Histórico” names', async () => {
    signInWithClass(1);
    renderRoutes(
      [{ path: '/auditoria', element: <AuditPage /> }],
      '/auditoria?aba=notas&atividade=5&nomAtividade=Prova&aluno=30&nomAluno=Aluno+Caio',
    );
    const section = await screen.findByRole('region', {
      name: 'Histórico de notas de Aluno Caio na atividade Prova',
    });
    expect(urls()).toContain('/api/bse_nota/historico?codBseAtividade=5&codBseUsuario=30');
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });
});
