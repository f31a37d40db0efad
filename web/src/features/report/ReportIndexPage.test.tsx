import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockReports, open } from './report.testing';

beforeEach(() => {
  mockReports();
});

// The filter form is heavy to render and click through: give it the time a busy machine takes.
describe('ReportIndexPage', { timeout: 10_000 }, () => {
  it('opens the quantity report when confirmed as it comes', async () => {
    const { router, user } = open('/relatorio', 2);
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/relatorio/quantidade'));
    expect(await screen.findByRole('heading', { name: 'Relatório de quantidade' })).toBeInTheDocument();
  });

  it.each([
    ['Acesso', '/relatorio/acesso', 'Relatório de acesso'],
    ['Notas', '/relatorio/notas', 'Relatório de notas'],
    ['Progresso da trilha', '/relatorio/progresso', 'Relatório de progresso da trilha'],
  ])('opens the %s report', async (kind, path, heading) => {
    const { router, user } = open('/relatorio', 4);
    await user.click(await screen.findByRole('radio', { name: kind }));
    expect(screen.getByRole('radio', { name: 'Quantidade' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});
