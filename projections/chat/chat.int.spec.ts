import { describe, expect, it } from 'vitest';
import { ERASED } from '@school/modules/kernel';
import type { ChatEvent } from '@school/modules/community';
import { projectionSpec } from '@school/test-support';
import { chatProjection, findByClientId, findChatMessage, lastMessages, messagesOfRoom } from './index.js';

const spec = projectionSpec<ChatEvent>(chatProjection);
const sent = (codChtMensagem: number, codChtSala: number, clientId: string | null = null): ChatEvent => ({
  type: 'ChatMessageSent',
  data: {
    codChtMensagem,
    codChtSala,
    txtMensagem: `Mensagem ${codChtMensagem}`,
    autor: { codBseUsuario: 6, cstLogin: 'DMMT-0006', nomUsuario: 'Aluno' },
    clientId,
  },
});

describe('chat read model', () => {
  it('keeps each room’s history in order, its last message, and forgets deleted ones', async () => {
    await spec.given(sent(1, 14), sent(2, 15), sent(3, 14, 'abc'), sent(4, 14), {
      type: 'ChatMessageDeleted',
      data: { codChtMensagem: 4, codChtSala: 14 },
    });
    expect((await messagesOfRoom(spec.db, 14)).map((m) => m.codChtMensagem)).toEqual([1, 3]);
    expect((await messagesOfRoom(spec.db, 14, 1)).map((m) => m.codChtMensagem)).toEqual([3]);
    expect((await messagesOfRoom(spec.db, 14, 0, 1)).map((m) => m.codChtMensagem)).toEqual([3]);
    const last = await lastMessages(spec.db, [14, 15, 16]);
    expect([...last.entries()].map(([room, m]) => [room, m.codChtMensagem])).toEqual([
      [14, 3],
      [15, 2],
    ]);
    expect((await findByClientId(spec.db, 14, 6, 'abc'))?.codChtMensagem).toBe(3);
    expect(await findChatMessage(spec.db, 4)).toBeUndefined();
  });
});

describe('chat read model: erasure (decision 0061)', () => {
  it('keeps an erased author’s messages in the history, without its words or name; the others’ stay', async () => {
    const by = (id: number, author: number, text: string): ChatEvent => ({
      type: 'ChatMessageSent',
      data: {
        codChtMensagem: id,
        codChtSala: 40,
        txtMensagem: text,
        autor: { codBseUsuario: author, cstLogin: `ZPX-00${author}`, nomUsuario: `Zuleica ${author}` },
        clientId: `c-${id}`,
      },
    });
    const after = await spec.afterErasure(
      'chat',
      [
        by(100, 60, 'segredo da Zuleica'),
        by(101, 61, 'resposta de outra pessoa'),
        by(102, 60, 'outro segredo'),
      ],
      60,
      ['ZPX-0060', 'Zuleica 60', 'segredo da Zuleica', 'outro segredo'],
    );
    expect(
      after.chat_messages!.map((m) => [m.cod_usuario_criacao, m.txt_mensagem, m.nom_usuario, m.cst_login]),
    ).toEqual([
      [60, ERASED, ERASED, ERASED],
      [61, 'resposta de outra pessoa', 'Zuleica 61', 'ZPX-0061'],
      [60, ERASED, ERASED, ERASED],
    ]);
  });
});
