import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiMock, mockApi, refusal } from '../../test/api';
import { bodyRows } from '../../test/ui';
import { access, renderTab } from './audit.testing';
import { AccessAuditTab } from './AccessAuditTab';

let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  api = mockApi({
    'GET /auditoria/acessos': (req) => ({
      items: [access(req.query.page === '1' ? 1 : 2, 'S', 200, 'Sucesso')],
      total: 11,
      page: Number(req.query.page),
      size: Number(req.query.size),
    }),
  });
});

const urls = () => api.calls('GET /auditoria/acessos').map((c) => c.url);
const table = () => screen.getByRole('table', { name: 'Tentativas de acesso' });

// Each test clicks through the form: give it the time a busy machine takes.
describe('AccessAuditTab', { timeout: 10_000 }, () => {
  it('reads the log again on Filtrar with the same filter', async () => {
    const { user } = renderTab(<AccessAuditTab />);
    await within(table()).findByText('ABMT-0001');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(urls()).toEqual([
        '/api/auditoria/acessos?page=1&size=10',
        '/api/auditoria/acessos?page=1&size=10',
      ]),
    );
  });

  it('goes back to the first page on Filtrar with another filter', async () => {
    const { user } = renderTab(<AccessAuditTab />);
    await user.click(await screen.findByRole('button', { name: 'Página 2' }));
    await within(table()).findByText('ABMT-0002');
    await user.type(screen.getByRole('textbox', { name: 'Matrícula' }), 'ABMT');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(urls().at(-1)).toBe('/api/auditoria/acessos?login=ABMT&page=1&size=10'));
    expect(await within(table()).findByText('ABMT-0001')).toBeInTheDocument();
  });

  it('says when no attempt is in the filter', async () => {
    api.on({ 'GET /auditoria/acessos': { items: [], total: 0, page: 1, size: 10 } });
    renderTab(<AccessAuditTab />);
    expect(await screen.findByText('Nenhum acesso no filtro.')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    api.on({ 'GET /auditoria/acessos': refusal(403, 'Acesso negado.', 'generic.forbidden') });
    renderTab(<AccessAuditTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Acesso negado.');
  });

  it('shows a refused export as a notice, saving nothing', async () => {
    api.on({
      'GET /auditoria/acessos/csv': refusal(403, 'Sem permissão para exportar.', 'generic.forbidden'),
    });
    const { user } = renderTab(<AccessAuditTab />);
    await within(table()).findByText('ABMT-0001');
    await user.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
    expect(await screen.findByText('Sem permissão para exportar.')).toBeInTheDocument();
    expect(bodyRows(table())).toHaveLength(1);
  });
});
