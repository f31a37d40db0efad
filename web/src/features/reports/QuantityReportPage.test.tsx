import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { open, posts, server, stubReportServer } from './reports.testing';

stubReportServer();

describe('quantity report', () => {
  const headers = () =>
    within(screen.getByRole('table', { name: 'Totais' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);

  it('shows the Master the network’s totals and lists the named students', async () => {
    const { user } = open('/relatorio/quantidade', 1);
    const totals = screen.getByRole('table', { name: 'Totais' });
    await within(totals).findByText('812');
    expect(server.calls.some((c) => c.method === 'GET' && c.url === '/api/rel_relatorio/quantidade')).toBe(
      true,
    );
    expect(headers()).toEqual(['Escolas', 'Unidades', 'Turmas', 'Alunos']);
    expect(screen.getByText('Dados até a posição 4711')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const names = screen.getByRole('table', { name: 'Alunos do filtro' });
    await within(names).findByText('Aluno Caio');
    expect(
      within(names)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Escola', 'Unidade', 'Turma', 'Aluno']);
    expect(posts().map((c) => c.url)).toEqual(['/api/rel_relatorio/filtrarQuantidadeNames']);
    expect(screen.getByText('Mostrando 1 a 1 de 1 registros')).toBeInTheDocument();
  });

  it('shows the Gestor its school’s totals without the schools column', async () => {
    open('/relatorio/quantidade', 2);
    await within(screen.getByRole('table', { name: 'Totais' })).findByText('812');
    expect(posts()).toEqual([
      expect.objectContaining({
        url: '/api/rel_relatorio/filtrarQuantidadeGestor',
        body: { codBseEscola: 1 },
      }),
    ]);
    expect(headers()).toEqual(['Unidades', 'Turmas', 'Alunos']);
  });

  it('shows the Coordenador its unit’s totals with classes and students only', async () => {
    const { user } = open('/relatorio/quantidade', 4);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await within(screen.getByRole('table', { name: 'Totais' })).findByText('812');
    expect(posts()).toEqual([
      expect.objectContaining({
        url: '/api/rel_relatorio/filtrarQuantidadeDiretor',
        body: { codBseEscola: 1, codBseUnidade: 2 },
      }),
    ]);
    expect(headers()).toEqual(['Turmas', 'Alunos']);

    await user.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
    await waitFor(() =>
      expect(posts().map((c) => c.body)).toContainEqual(
        expect.objectContaining({ relatorio: 'filtrarQuantidadeNames' }),
      ),
    );
  });
});
