import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RecordHistoryEntry } from '@school/modules/reporting/contracts';
import { type ApiMock, mockApi } from '../../test/api';
import { choose } from '../../test/ui';
import { renderTab } from './audit.testing';
import { RecordHistoryTab } from './RecordHistoryTab';

/** A class renamed by a user the read model knows by code only, then archived by one without a login. */
const CLASS_HISTORY: RecordHistoryEntry[] = [
  {
    tipo: 'ClassRenamed',
    quando: '2025-04-01T10:00:00',
    quem: { codBseUsuario: 20, nomUsuario: null, cstLogin: null, codBsePerfil: 4 },
    dados: { nomTurma: '6º ano B' },
    posicao: '50',
  },
  {
    tipo: 'ClassArchived',
    quando: '2025-04-02T11:00:00',
    quem: { codBseUsuario: 21, nomUsuario: 'Diretora Carla', cstLogin: null, codBsePerfil: 3 },
    dados: {},
    posicao: '51',
  },
];

let api: ApiMock;

beforeEach(() => {
  api = mockApi({
    'GET /auditoria/historico/turma/7': CLASS_HISTORY,
    'GET /auditoria/historico/escola/3': [],
  });
});

async function lookUp(user: UserEvent, kind: string, code: string) {
  await choose(user, 'Tipo de registro', kind);
  const input = screen.getByRole('textbox', { name: 'Código' });
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Consultar' }));
}

// Each test clicks through the form: give it the time a busy machine takes.
describe('RecordHistoryTab', { timeout: 10_000 }, () => {
  it('names who did it by code when the name is unknown, leaves out a missing login, and says when an event has no data', async () => {
    const { user } = renderTab(<RecordHistoryTab />);
    await lookUp(user, 'Turma', '7');
    const section = await screen.findByRole('region', { name: 'Histórico de Turma 7' });
    const [renamed, archived] = within(section).getAllByRole('listitem');
    expect(renamed).toHaveTextContent('ClassRenamed01/04/2025 10:00:00Por #20nomTurma:6º ano B');
    expect(archived).toHaveTextContent('ClassArchived02/04/2025 11:00:00Por Diretora CarlaSem dados.');
  });

  it('says when the record has no events', async () => {
    const { user } = renderTab(<RecordHistoryTab />);
    await lookUp(user, 'Escola', '3');
    const section = await screen.findByRole('region', { name: 'Histórico de Escola 3' });
    expect(section).toHaveTextContent('Nenhum evento neste registro.');
  });

  it('reads the same record again on Consultar', async () => {
    const { user } = renderTab(<RecordHistoryTab />);
    await lookUp(user, 'Turma', '7');
    await screen.findByRole('region', { name: 'Histórico de Turma 7' });
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(api.calls('GET /auditoria/historico/turma/7')).toHaveLength(2));
  });

  it('clears a field’s error once it is filled in', async () => {
    const { user } = renderTab(<RecordHistoryTab />);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Escolha o tipo de registro.')).toBeInTheDocument();
    await choose(user, 'Tipo de registro', 'Turma');
    expect(screen.queryByText('Escolha o tipo de registro.')).toBeNull();
    expect(screen.getByText('Informe um código válido.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Código' }), '7');
    expect(screen.queryByText('Informe um código válido.')).toBeNull();
    expect(api.calls()).toEqual([]);
  });
});
