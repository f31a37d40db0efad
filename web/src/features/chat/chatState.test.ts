import { describe, expect, it } from 'vitest';
import type { ChatRoom } from '@school/modules/community/contracts';
import { chatReducer, initialChatState, lastMessageId } from './chatState';
import { msg } from './chat.testing';

const ROOM: ChatRoom = { codChtSala: 1, nomSala: '6º ano A', tipo: 'turma', ultimaMensagem: null };

describe('chatState', () => {
  it('merges a history with what came live, by id and without duplicates', () => {
    let state = chatReducer(initialChatState, { type: 'received', messages: [msg(2)], me: 30 });
    state = chatReducer(state, { type: 'history', room: 1, messages: [msg(1), msg(2)] });
    expect(state.items[1]!.map((i) => i.message.codChtMensagem)).toEqual([1, 2]);
    expect(lastMessageId(state, ROOM)).toBe(2);
  });

  it('holds an own message pending until its ack, then as saved; a refusal keeps it with the reason', () => {
    const own = msg(0, { codUsuarioCriacao: 30, clientId: 'c-1' });
    let state = chatReducer(initialChatState, { type: 'pending', message: own });
    expect(state.items[1]).toEqual([{ message: own, status: 'pending' }]);
    const refused = chatReducer(state, {
      type: 'ack',
      room: 1,
      clientId: 'c-1',
      ack: { ok: false, code: 'chat.tooMany', message: 'Muitas mensagens.' },
    });
    expect(refused.items[1]).toMatchObject([{ status: 'failed', error: 'Muitas mensagens.' }]);
    state = chatReducer(state, {
      type: 'ack',
      room: 1,
      clientId: 'c-1',
      ack: { ok: true, mensagem: { ...own, codChtMensagem: 9 } },
    });
    expect(state.items[1]).toMatchObject([{ status: 'sent', message: { codChtMensagem: 9 } }]);
  });

  it('takes what the server answers now for a message it has, in its place: an erased author’s, in another language', () => {
    const erased = {
      nomUsuario: 'Dados removidos',
      cstLogin: 'Dados removidos',
      txtMensagem: 'Dados removidos',
    };
    let state = chatReducer(initialChatState, {
      type: 'history',
      room: 1,
      messages: [msg(1, erased), msg(2)],
    });
    const second = state.items[1]![1];
    const again = { nomUsuario: 'Data removed', cstLogin: 'Data removed', txtMensagem: 'Data removed' };
    state = chatReducer(state, { type: 'history', room: 1, messages: [msg(1, again), msg(2)] });
    expect(state.items[1]).toEqual([{ status: 'sent', message: msg(1, again) }, second]);
    expect(state.items[1]![1]).toBe(second);
    // Read again the same, the list is the same one (nothing to render again).
    const list = state.items[1];
    state = chatReducer(state, { type: 'history', room: 1, messages: [msg(1, again), msg(2)] });
    expect(state.items[1]).toBe(list);
  });

  it('keeps a deleted message out when the history is read again', () => {
    let state = chatReducer(initialChatState, { type: 'history', room: 1, messages: [msg(1), msg(2)] });
    state = chatReducer(state, { type: 'deleted', room: 1, id: 2 });
    state = chatReducer(state, { type: 'history', room: 1, messages: [msg(1), msg(2)] });
    expect(state.items[1]!.map((i) => i.message.codChtMensagem)).toEqual([1]);
  });
});
