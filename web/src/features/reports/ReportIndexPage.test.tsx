import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { open, stubReportServer } from './reports.testing';

stubReportServer();

describe('reports index', () => {
  it('lists the five kinds and opens the chosen one', async () => {
    const { router, user } = open('/relatorio', 1);
    expect(await screen.findByRole('heading', { name: 'Relatórios' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([
      'quantidade',
      'acesso',
      'notas',
      'progresso',
      'avaliacaoTrilha',
    ]);
    for (const name of ['Quantidade', 'Acesso', 'Notas', 'Progresso da trilha', 'Avaliação da trilha'])
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Quantidade' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Acesso' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/relatorio/acesso'));
  });

  it('opens the trail rating report', async () => {
    const { router, user } = open('/relatorio', 2);
    await user.click(await screen.findByRole('radio', { name: 'Avaliação da trilha' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/relatorio/avaliacaoTrilha'));
    expect(
      await screen.findByRole('heading', { name: 'Relatório de avaliação da trilha' }),
    ).toBeInTheDocument();
  });
});
