import { describe, expect, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { chatPreview, withEmoticons } from './chat.contracts.js';
import { chatDecider } from './chat.decider.js';
import { chatRoomOwner, classChatRoom, type ChatEvent, unitChatRoom } from './chat.events.js';

const context: DecisionContext = { now: new Date('2026-11-25T10:00:00Z'), actor: null };
const spec = deciderSpec(chatDecider, context);
const autor = { codBseUsuario: 6, cstLogin: 'DMMT-0006', nomUsuario: 'Aluno' };
const sent: ChatEvent = {
  type: 'ChatMessageSent',
  data: { codChtMensagem: 3, codChtSala: 14, txtMensagem: 'Oi', autor, clientId: 'c1' },
};

describe('chat decider', () => {
  it('sends a message, and lets only its author delete it ("Sem permissão." otherwise)', () => {
    spec
      .given([])
      .when({
        type: 'SendChatMessage',
        codChtMensagem: 3,
        codChtSala: 14,
        txtMensagem: 'Oi',
        autor,
        clientId: 'c1',
      })
      .then([sent]);
    spec
      .given([sent])
      .when({ type: 'DeleteChatMessage', codChtMensagem: 3, codChtSala: 14, by: 7 })
      .thenFails('chat.noPermission');
    const deleted: ChatEvent = { type: 'ChatMessageDeleted', data: { codChtMensagem: 3, codChtSala: 14 } };
    spec
      .given([sent])
      .when({ type: 'DeleteChatMessage', codChtMensagem: 3, codChtSala: 14, by: 6 })
      .then([deleted]);
    spec
      .given([sent, deleted])
      .when({ type: 'DeleteChatMessage', codChtMensagem: 3, codChtSala: 14, by: 6 })
      .thenFails('generic.notFound');
  });
});

describe('chat rooms and texts', () => {
  it('tells a class room from a unit room by its id', () => {
    expect(chatRoomOwner(classChatRoom(7))).toEqual({ tipo: 'turma', id: 7 });
    expect(chatRoomOwner(unitChatRoom(7))).toEqual({ tipo: 'unidade', id: 7 });
  });

  it('cuts the preview at 13 characters and an ellipsis when over 16, and shows emoticons', () => {
    expect(chatPreview('dezesseis letras')).toBe('dezesseis letras');
    expect(chatPreview('dezessete letras!')).toBe('dezessete let...');
    expect(withEmoticons('oi :) <3 :brasil:')).toBe('oi 🙂 ❤️ 🇧🇷');
  });
});
