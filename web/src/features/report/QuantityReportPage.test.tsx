import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiMock, refusal } from '../../test/api';
import { bodyRows, choose } from '../../test/ui';
import { mockReports, open, reportResponse, UNIT_FILTER } from './report.testing';

let api: ApiMock;

beforeEach(() => {
  api = mockReports();
});

const names = () => screen.getByRole('table', { name: 'Alunos do filtro' });

// The filter form is heavy to render and click through: give it the time a busy machine takes.
describe('QuantityReportPage', { timeout: 10_000 }, () => {
  it('shows the Diretor its unit’s totals, then the named students of its fixed school and unit', async () => {
    const { user } = open('/relatorio/quantidade', 3);
    expect(screen.getByRole('heading', { name: 'Relatório de quantidade' })).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Totais' });
    await within(totals).findByText('812');
    expect(api.bodies('POST /api/rel_relatorio/filtrarQuantidadeDiretor')).toEqual([
      { codBseEscola: 1, codBseUnidade: 2, codBseTurma: null },
    ]);

    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await within(names()).findByText('Aluno Caio');
    expect(bodyRows(names())).toEqual([['Escola Municipal', 'Unidade Sede', '7º ano B', 'Aluno Caio']]);
    expect(api.bodies('POST /api/rel_relatorio/filtrarQuantidadeNames')).toEqual([UNIT_FILTER]);
    expect(screen.getAllByText('Dados atualizados até 26/11/2026 21:56:03')).toHaveLength(2);
    expect(screen.getAllByText('Posição dos dados 4711')).toHaveLength(2);
  });

  it('counts the totals of the confirmed filter: a Gestor filtered to a unit sees that unit’s, not the school’s', async () => {
    const { user } = open('/relatorio/quantidade', 2);
    const totals = screen.getByRole('table', { name: 'Totais' });
    await within(totals).findByText('812');
    expect(api.bodies('POST /api/rel_relatorio/filtrarQuantidadeGestor')).toEqual([{ codBseEscola: 1 }]);
    await choose(user, 'Unidade', 'Unidade Sede');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(api.bodies('POST /api/rel_relatorio/filtrarQuantidadeDiretor')).toEqual([
        { codBseEscola: 1, codBseUnidade: 2, codBseTurma: null },
      ]),
    );
  });

  it('says when no student is in the filter', async () => {
    api.on({ 'POST /api/rel_relatorio/filtrarQuantidadeNames': () => reportResponse([]) });
    const { user } = open('/relatorio/quantidade', 4);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await within(names()).findByText('Nenhum registro no filtro.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the totals in the alert, whose "Recarregar" asks again', async () => {
    api.on({
      'POST /api/rel_relatorio/filtrarQuantidadeGestor': refusal(
        404,
        'Escola não encontrada.',
        'generic.notFound',
      ),
    });
    const { user } = open('/relatorio/quantidade', 2);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Escola não encontrada.');
    expect(screen.getByRole('table', { name: 'Totais' })).not.toHaveTextContent('812');
    const asked = () =>
      api.calls().filter((c) => c.url === '/api/rel_relatorio/filtrarQuantidadeGestor').length;
    expect(asked()).toBe(1);
    await user.click(within(alert).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(asked()).toBe(2));
  });

  it('shows a failed run of the names in the alert with "Recarregar" in place of their table', async () => {
    api.on({
      'POST /api/rel_relatorio/filtrarQuantidadeNames': refusal(
        404,
        'Unidade não encontrada.',
        'generic.notFound',
      ),
    });
    const { user } = open('/relatorio/quantidade', 4);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unidade não encontrada.');
    expect(screen.queryByRole('table', { name: 'Alunos do filtro' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  });
});
