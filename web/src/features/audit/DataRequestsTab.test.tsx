import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dataRequestEntry } from '../../shared/dataRequest/dataRequest.testing';
import { mockApi } from '../../test/api';
import { answerConfirm } from '../../test/render';
import { bodyRows, choose } from '../../test/ui';
import { lookUpRecords, pick, renderTab } from './audit.testing';
import { DataRequestsTab } from './DataRequestsTab';

const GUARDIAN = dataRequestEntry({
  codSolicitacao: 8,
  titular: { codBseUsuario: 12, nomUsuario: 'Aluna Bia' },
  relacao: 'responsavel',
  nome: 'Maria Mãe',
  documento: 'RG 1',
  motivo: 'Pedido',
  registradoPor: { codBseUsuario: 1, nomUsuario: 'Master' },
  status: 'pendente',
  dias: 17,
  atrasada: true,
});
const ERASED = dataRequestEntry({
  codSolicitacao: 7,
  tipo: 'eliminacao',
  titular: { codBseUsuario: 13, nomUsuario: 'Dados removidos' },
  relacao: 'titular',
  nome: 'Caio',
  documento: 'RG 2',
  registradoPor: { codBseUsuario: 1, nomUsuario: 'Master' },
  executadoPor: { codBseUsuario: 1, nomUsuario: 'Master' },
  executadoEm: '2026-12-01T12:00:00.000Z',
  status: 'concluida',
});

describe('DataRequestsTab (Solicitações de dados)', () => {
  it('lists each request: for whom, who asked and as what, by whom carried out, outcome, days, overdue flagged', async () => {
    mockApi({ 'GET /privacidade/solicitacoes': [GUARDIAN, ERASED] });
    renderTab(<DataRequestsTab />);
    const table = await screen.findByRole('table', { name: 'Solicitações de dados (LGPD)' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Aluna Bia');
    expect(first).toHaveTextContent('Maria Mãe');
    expect(first).toHaveTextContent('Pai, mãe ou responsável');
    expect(first).toHaveTextContent('Em andamento');
    expect(first).toHaveTextContent('Mais de 15 dias');
    expect(second).toHaveTextContent('Dados removidos');
    expect(second).toHaveTextContent('Eliminação dos dados');
    expect(second).toHaveTextContent('Concluída');
  });

  it('records a guardian’s erasure after asking to confirm it', async () => {
    const api = mockApi({
      'GET /privacidade/solicitacoes': [],
      'GET /auditoria/registros': lookUpRecords,
      'POST /privacidade/solicitacoes': { codSolicitacao: 9 },
    });
    const { user } = renderTab(<DataRequestsTab />);
    await user.click(await screen.findByRole('button', { name: 'Registrar solicitação' }));
    await screen.findByRole('dialog', { name: 'Registrar solicitação' });
    await pick(user, 'Para quem', 'Bia', 'Aluna Bia');
    await choose(user, 'Tipo', 'Eliminação dos dados');
    await choose(user, 'Na qualidade de', 'Pai, mãe ou responsável');
    await user.type(screen.getByRole('textbox', { name: 'Nome de quem pediu' }), 'Maria Mãe');
    await user.type(screen.getByRole('textbox', { name: 'Documento de quem pediu' }), 'RG 1');
    await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'Pedido da família');
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    await answerConfirm(user, 'Eliminar os dados pessoais de Aluna Bia?');
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          url: '/api/privacidade/solicitacoes',
          body: {
            codBseUsuario: 12,
            tipo: 'eliminacao',
            solicitante: { relacao: 'responsavel', nome: 'Maria Mãe', documento: 'RG 1' },
            motivo: 'Pedido da família',
          },
        },
      ]),
    );
  });

  it('sends nothing while the requester or the reason is missing', async () => {
    const api = mockApi({ 'GET /privacidade/solicitacoes': [], 'GET /auditoria/registros': lookUpRecords });
    const { user } = renderTab(<DataRequestsTab />);
    await user.click(await screen.findByRole('button', { name: 'Registrar solicitação' }));
    await screen.findByRole('dialog', { name: 'Registrar solicitação' });
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome de quem pediu.')).toBeInTheDocument();
    expect(screen.getByText('Informe o motivo da solicitação.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });
});
