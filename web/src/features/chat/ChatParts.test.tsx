import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatRoom } from '@school/modules/community/contracts';
import { expectCharacterCount, expectFollowsLanguage, renderWithProviders } from '../../test/render';
import { sent } from './chat.testing';
import { CharacterCount, ConnectionStatus, MessageLine, RoomButton, WelcomeNote } from './ChatParts';
import type { ChatItem } from './chatState';

const ROOM: ChatRoom = { codChtSala: 1, nomSala: '6º ano A', tipo: 'turma', ultimaMensagem: null };

function room(preview: string | null, unread = 0, current = false) {
  const onOpen = vi.fn();
  renderWithProviders(
    <RoomButton room={ROOM} preview={preview} unread={unread} current={current} onOpen={onOpen} />,
  );
  return { onOpen, button: screen.getByRole('button', { name: /^6º ano A/ }) };
}

function line(item: ChatItem, own = false) {
  const onOpen = vi.fn();
  const onRetry = vi.fn();
  renderWithProviders(<MessageLine item={item} own={own} onOpen={onOpen} onRetry={onRetry} />);
  return { onOpen, onRetry, user: userEvent.setup() };
}

describe('RoomButton', () => {
  it('shows the room’s name and the welcome before any message', () => {
    const { button } = room(null);
    expect(button).toHaveTextContent('Bem vindo ao chat!');
    expect(button).not.toHaveAttribute('aria-current');
  });

  it('shows the last message with its emoticons drawn, cut to 13 characters', () => {
    const { button } = room('Bom dia :) a todos da turma');
    expect(button).toHaveTextContent('Bom dia 🙂 a ...');
  });

  it('says how many messages are unread, and opens the room on a click', async () => {
    const { button, onOpen } = room('Oi', 3, true);
    expect(button).toHaveAccessibleName(/3 mensagens não lidas/);
    expect(button).toHaveAttribute('aria-current', 'true');
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('says one unread message in the singular', () => {
    room('Oi', 1);
    expect(screen.getByText('1 mensagem não lida')).toBeInTheDocument();
  });
});

describe('WelcomeNote', () => {
  it('greets in the current language', async () => {
    await expectFollowsLanguage(<WelcomeNote />, 'Bem vindo ao chat!', 'Welcome to the chat!');
  });
});

describe('MessageLine', () => {
  it('shows another’s message with the sender’s name and time, and opens it', async () => {
    const { onOpen, user } = line(sent(1, 'Bom dia <3'));
    const message = screen.getByRole('button');
    expect(message).toHaveTextContent('Maria Souza');
    expect(message).toHaveTextContent('Bom dia ❤️');
    expect(screen.getByText('14:30')).toHaveAttribute('datetime', '2026-05-10T14:30:00');
    await user.click(message);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('marks the user’s own message as theirs, without the name', () => {
    line(sent(2, 'Oi', 30), true);
    const message = screen.getByRole('button');
    expect(message).toHaveAccessibleName(/^Você: Oi/);
    expect(message).not.toHaveTextContent('Maria Souza');
  });

  it('says a message is being sent', () => {
    line({ ...sent(3, 'Já vou'), status: 'pending' }, true);
    expect(screen.getByText('Enviando…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).not.toBeInTheDocument();
  });

  it('shows why a message failed and sends it again on "Tentar de novo"', async () => {
    const { onRetry, onOpen, user } = line(
      { ...sent(4, 'Oi'), status: 'failed', error: 'Você não participa desta sala.' },
      true,
    );
    expect(screen.getByText('Você não participa desta sala.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onOpen).not.toHaveBeenCalled();
  });
});

describe('ConnectionStatus', () => {
  it.each([
    ['connecting', 'Conectando…'],
    ['connected', 'Conectado'],
    ['reconnecting', 'Reconectando…'],
  ] as const)('says %s in words', (connection, words) => {
    renderWithProviders(<ConnectionStatus connection={connection} />);
    expect(screen.getByRole('status')).toHaveTextContent(words);
  });
});

describe('CharacterCount', () => {
  it('counts the characters typed of the most the message takes', async () => {
    await expectCharacterCount(CharacterCount);
  });
});
