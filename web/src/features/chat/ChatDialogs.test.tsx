import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@school/modules/community/contracts';
import { renderWithProviders } from '../../test/render';
import { MessageDialog, ParticipantsDialog } from './ChatDialogs';
import type { ChatItem } from './chatState';

const item = (status: ChatItem['status'] = 'sent'): ChatItem => ({
  status,
  message: {
    codChtMensagem: 7,
    codChtSala: 1,
    txtMensagem: 'Olá :)',
    codUsuarioCriacao: 30,
    cstLogin: 'DMMT-0005',
    nomUsuario: 'Aluna Bia',
    datCriacao: '2026-05-10T14:30:00',
    clientId: null,
  } satisfies ChatMessage,
});

function showMessage(onDelete: (item: ChatItem) => Promise<boolean>, shown = item()) {
  const onClose = vi.fn();
  renderWithProviders(<MessageDialog item={shown} onClose={onClose} onDelete={onDelete} />);
  return { onClose, user: userEvent.setup() };
}

describe('MessageDialog', () => {
  it('shows who sent it, and deletes after "Deseja apagar esta mensagem?", then closes', async () => {
    const onDelete = vi.fn(async () => true);
    const { onClose, user } = showMessage(onDelete);
    expect(await screen.findByText('DMMT-0005')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apagar' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDelete).toHaveBeenCalledWith(item());
  });

  it('stays open when the delete was refused', async () => {
    const { onClose, user } = showMessage(async () => false);
    await user.click(await screen.findByRole('button', { name: 'Apagar' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Apagar' })).not.toHaveAttribute('data-loading'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ParticipantsDialog', () => {
  it('lists the members online and offline in words', async () => {
    renderWithProviders(
      <ParticipantsDialog
        opened
        roomName="6º ano A"
        loading={false}
        onClose={() => undefined}
        users={[
          { codChtSala: 1, codBseUsuario: 30, nomUsuario: 'Aluna Bia', cstLogin: 'L-30', online: true },
          { codChtSala: 1, codBseUsuario: 20, nomUsuario: 'Maria Souza', cstLogin: 'L-20', online: false },
        ]}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Participantes de 6º ano A' })).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Aluna Bia(online)');
    expect(rows[1]).toHaveTextContent('Maria Souza(offline)');
  });
});
