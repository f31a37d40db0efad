import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Conversation } from './ChatConversation';
import type { ChatItem } from './chatState';
import { sent } from './chat.testing';

function show(items: ChatItem[]) {
  const onSend = vi.fn();
  const onSelect = vi.fn();
  renderWithProviders(
    <Conversation
      room={{ codChtSala: 1, nomSala: '6º ano A', tipo: 'turma', ultimaMensagem: null }}
      items={items}
      me={30}
      loading={false}
      error={null}
      onBack={() => undefined}
      onParticipants={() => undefined}
      onSend={onSend}
      onSelect={onSelect}
      onRetry={() => undefined}
    />,
  );
  return { onSend, onSelect, user: userEvent.setup() };
}

describe('Conversation', () => {
  it('shows the room’s messages in a log and opens one', async () => {
    const { onSelect, user } = show([sent(1, 'Bom dia'), sent(2, 'Oi', 30)]);
    const log = screen.getByRole('log', { name: 'Mensagens de 6º ano A' });
    expect(within(log).getByText('Bom dia')).toBeInTheDocument();
    await user.click(within(log).getByText('Bom dia'));
    expect(onSelect).toHaveBeenCalledWith(sent(1, 'Bom dia'));
  });

  it('sends with Enter, never a blank one', async () => {
    const { onSend, user } = show([]);
    const input = screen.getByRole('textbox', { name: /Mensagem/ });
    await user.type(input, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(input, 'Olá, turma{Enter}');
    expect(onSend).toHaveBeenCalledWith('Olá, turma');
    expect(input).toHaveValue('');
  });
});
