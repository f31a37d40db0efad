import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TopBar } from '../../app/shell/TopBar';
import { mockApi, refusal } from '../../test/api';
import { renderRoutes, renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { syncedItems, syncRoute } from '../../test/sync';
import { deviceQueue } from './deviceQueue';
import { QueueIndicator } from './QueueIndicator';

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('what waits on the device', () => {
  it('says how many items wait, sends them on "Sincronizar agora", then when it synced', async () => {
    signInAs(6, { codBseTurma: 7 });
    const api = mockApi({ 'POST /plataforma/sincronizar': syncRoute() });
    const onLine = offline();
    for (const codTrlConteudo of [1, 2, 3])
      await deviceQueue.enqueue('visto', { codBseTurma: 7, codTrlConteudo });
    renderWithProviders(<QueueIndicator />);
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('3 itens aguardando conexão'));

    onLine.mockReturnValue(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sincronizar agora' }));
    await waitFor(() => expect(status).toHaveTextContent(/^Sincronizado às \d\d:\d\d$/));
    expect(syncedItems(api, 'visto')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Sincronizar agora' })).not.toBeInTheDocument();
  });

  it('keeps a refused item to read, with the server’s message, until dismissed', async () => {
    signInAs(6, { codBseTurma: 7 });
    mockApi({
      'POST /plataforma/sincronizar': syncRoute({ avaliacao: refusal(409, 'Capítulo já avaliado.') }),
    });
    await deviceQueue.enqueue('avaliacao', { codBseTurma: 7, codTrlCapitulo: 40, avaliacoes: [] });
    await deviceQueue.flush();
    renderWithProviders(<QueueIndicator />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Não aceitos (1)' }));
    const item = (await screen.findByText('Avaliação de capítulo')).closest('li')!;
    expect(item).toHaveTextContent('Capítulo já avaliado.');
    await user.click(within(item as HTMLElement).getByRole('button', { name: 'Dispensar', hidden: true }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Não aceitos/ })).not.toBeInTheDocument(),
    );
  });

  it('asks before a sign-out while items wait, and keeps them for the same user', async () => {
    const student = signInAs(6, { codBseTurma: 7 });
    mockApi({ 'GET /notificacoes': { itens: [], total: 0, naoLidas: 0 } });
    offline();
    for (const codTrlConteudo of [1, 2, 3])
      await deviceQueue.enqueue('visto', { codBseTurma: 7, codTrlConteudo });
    const { router } = renderRoutes(
      [
        {
          path: '/plataforma',
          element: <TopBar title="Trilha" user={student} navOpened={false} onToggleNav={() => {}} />,
        },
        { path: '/sair', element: <p>Saindo</p> },
      ],
      '/plataforma',
    );
    const user = userEvent.setup();
    const question =
      'Há 3 itens aguardando conexão. Se sair agora, eles serão enviados quando você entrar de novo neste aparelho.';
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', { name: question });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/plataforma');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: question })).getByRole('button', { name: 'Sair' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/sair'));
    expect(await deviceQueue.waiting(student.codBseUsuario)).toHaveLength(3);
  });
});
