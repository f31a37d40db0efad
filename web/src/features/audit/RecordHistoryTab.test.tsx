import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Profile } from '@school/modules/kernel/contracts';
import type { RecordHistoryEntry } from '@school/modules/reporting/contracts';
import { setLanguage } from '../../i18n';
import { type ApiMock, mockApi } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { choose } from '../../test/ui';
import { lookUpRecords, pick, renderTab } from './audit.testing';
import { RecordHistoryTab } from './RecordHistoryTab';

/** A class renamed by a user the read model knows by code only, then changed by an event without a sentence of its own. */
const CLASS_HISTORY: RecordHistoryEntry[] = [
  {
    tipo: 'ClassRenamed',
    quando: '2025-04-01T10:00:00',
    quem: { codBseUsuario: 20, nomUsuario: null, cstLogin: null, codBsePerfil: 4 },
    dados: { codBseTurma: 7, nomTurma: '6º ano B' },
    posicao: '50',
    nomes: {},
  },
  {
    tipo: 'ClassArchived',
    quando: '2025-04-02T11:00:00',
    quem: { codBseUsuario: 21, nomUsuario: 'Diretora Carla', cstLogin: null, codBsePerfil: 3 },
    dados: { codBseTurma: 7, codBseUnidade: 2, motivoInterno: '<b>x</b>' },
    posicao: '51',
    nomes: { 'unidade-2': 'Unidade Centro' },
  },
];

let api: ApiMock;

beforeEach(() => {
  api = mockApi({
    'GET /auditoria/registros': lookUpRecords,
    'GET /auditoria/historico/turma/7': CLASS_HISTORY,
    'GET /auditoria/historico/escola/3': [],
  });
});

async function lookUp(user: UserEvent, kind: string, text: string, name: string) {
  await choose(user, 'Tipo de registro', kind);
  await pick(user, 'Registro', text, name);
  await user.click(screen.getByRole('button', { name: 'Consultar' }));
}

/** An item's text outside the raw event ("Detalhes técnicos"). */
function readable(item: HTMLElement): string {
  const copy = item.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('details').forEach((d) => d.remove());
  return copy.textContent ?? '';
}

// Each test clicks through the form: give it the time a busy machine takes.
describe('RecordHistoryTab', { timeout: 10_000 }, () => {
  it('finds the record by name and tells its events as sentences, a generic one for an event without its own', async () => {
    const { user } = renderTab(<RecordHistoryTab />);
    await lookUp(user, 'Turma', '6º', '6º ano A');
    // Offered from the server's answer for its kind, matched to what was typed.
    expect(api.calls('GET /auditoria/registros').map((c) => c.query.tipo)).toContain('turma');
    const section = await screen.findByRole('region', {
      name: 'Histórico de Turma 6º ano A (Unidade Centro)',
    });
    const [renamed, archived] = within(section).getAllByRole('listitem');
    expect(readable(renamed!)).toBe(
      '01/04/2025 10:00 — Usuário nº 20 (removido) renomeou a turma para “6º ano B”',
    );
    expect(readable(archived!)).toBe(
      '02/04/2025 11:00 — Diretora Carla alterou o registroUnidade:Unidade Centro',
    );
  });

  it('shows the raw event behind “Detalhes técnicos” to the Master only', async () => {
    const { user } = renderTab(<RecordHistoryTab />);
    await lookUp(user, 'Turma', '6º', '6º ano A');
    const section = await screen.findByRole('region', { name: /^Histórico de Turma/ });
    const archived = within(section).getAllByRole('listitem')[1]!;
    const details = within(archived).getByText('Detalhes técnicos');
    await user.click(details);
    expect(archived.querySelector('details')).toHaveAttribute('open');
    expect(archived.querySelector('details')).toHaveTextContent('ClassArchived');
    expect(within(archived).getByLabelText('Dados')).toHaveTextContent('"motivoInterno": "<b>x</b>"');

    signInAs(Profile.Gestor);
    renderWithProviders(
      <RecordHistoryTab initial={{ kind: 'turma', option: { id: 7, nome: '6º ano A', detalhe: null } }} />,
    );
    const [, gestorArchived] = within(
      await screen.findByRole('region', { name: 'Histórico de Turma 6º ano A' }),
    ).getAllByRole('listitem');
    expect(gestorArchived).not.toHaveTextContent(/Detalhes técnicos|ClassArchived|motivoInterno/);
  });

  it('follows the language', async () => {
    const { user } = renderTab(<RecordHistoryTab />);
    await lookUp(user, 'Turma', '6º', '6º ano A');
    await screen.findByRole('region', { name: /^Histórico de Turma/ });
    await setLanguage('es');
    const section = await screen.findByRole('region', {
      name: 'Historial de Clase 6º ano A (Unidade Centro)',
    });
    expect(readable(within(section).getAllByRole('listitem')[0]!)).toBe(
      '01/04/2025 10:00 — Usuario n.º 20 (eliminado) renombró la clase a “6º ano B”',
    );
  });

  it('says when the record has no events', async () => {
    const { user } = renderTab(<RecordHistoryTab />);
    await lookUp(user, 'Escola', 'nova', 'Escola Nova');
    const section = await screen.findByRole('region', { name: 'Histórico de Escola Escola Nova (EN)' });
    expect(section).toHaveTextContent('Nenhum evento neste registro.');
  });

  it('reads the same record again on Consultar', async () => {
    const { user } = renderTab(<RecordHistoryTab />);
    await lookUp(user, 'Turma', '6º', '6º ano A');
    await screen.findByRole('region', { name: /^Histórico de Turma/ });
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(api.calls('GET /auditoria/historico/turma/7')).toHaveLength(2));
  });

  it('asks for the kind, then the record, and clears each error once it is filled in', async () => {
    const { user } = renderTab(<RecordHistoryTab />);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Escolha o tipo de registro.')).toBeInTheDocument();
    await choose(user, 'Tipo de registro', 'Turma');
    expect(screen.queryByText('Escolha o tipo de registro.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Escolha o registro.')).toBeInTheDocument();
    await pick(user, 'Registro', '6º', '6º ano A');
    expect(screen.queryByText('Escolha o registro.')).toBeNull();
    expect(api.calls().filter((c) => c.path.startsWith('/auditoria/historico'))).toEqual([]);
  });
});
