import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { Message } from '../../i18n/messages';
import { renderWithProviders } from '../../test/render';
import { ApiError } from '../api';
import { notify, notifyError } from './notify';

beforeEach(() => {
  notifications.clean();
  renderWithProviders(<main />);
});

const SERVER_ERROR = 'Algo deu errado ao enviar dados para o servidor';

describe('notify', () => {
  it('shows the message under its title until the user closes it', async () => {
    const user = userEvent.setup();
    await act(() => notify('warning', 'Preencha a data.', { title: 'Atenção', autoClose: false }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('AtençãoPreencha a data.');
    await user.click(within(notice).getByRole('button', { name: 'Fechar aviso' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('keeps a notice told to stay past the 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await act(() => notify('info', 'Exportação em andamento.', { autoClose: false }));
      await screen.findByRole('alert');
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.getByRole('alert')).toHaveTextContent('Exportação em andamento.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows the language switch when given a message code', async () => {
    await act(() => notify('error', <Message code="generic.unauthenticated" />));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sessão expirou.');
    await act(() => setLanguage('en'));
    expect(await screen.findByText('Session expired.')).toBeInTheDocument();
  });
});

describe('notifyError', () => {
  it('shows the server’s message of a refusal', async () => {
    await act(() => notifyError(new ApiError(409, 'class.duplicate', 'Turma já cadastrada.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Turma já cadastrada.');
  });

  it('says something went wrong when the server was not reached, or the error is not the server’s', async () => {
    await act(() => notifyError(ApiError.network(), { title: 'Não salvo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Não salvo${SERVER_ERROR}`);
    notifications.clean();
    await act(() => notifyError(new Error('boom')));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SERVER_ERROR));
    expect(screen.queryByText('boom')).toBeNull();
  });
});
