import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  chatDecider,
  type ChatMessage,
  type ChatMessageInput,
  chatRoomStream,
} from '@school/modules/community';
import { type ChatMessageRecord, findByClientId } from '@school/projections/chat';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import { DATABASE } from '@school/backend/core/tokens';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { UserLimits } from '@school/backend/rate-limit/user-limits';
import { ChatRoomsService } from './chat-rooms.service.js';

/** A message to one of the sender's rooms (POST /cht_mensagem, socket `chatToServer`). */
export class SendChatMessageCommand extends Command<SentChatMessage> {
  constructor(
    readonly input: ChatMessageInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** What a send answers: the message, and whether it is new (a resend of a saved one is not). */
export interface SentChatMessage {
  mensagem: ChatMessage;
  novo: boolean;
}

export const chatMessage = (m: ChatMessageRecord): ChatMessage => ({
  ...m,
  datCriacao: m.datCriacao.toISOString(),
});

/**
 * A stable event id for a sender's client id in a room: the same message sent twice is one event,
 * and the same client id in another room is another message (a client id is unique per room).
 */
export function chatEventIdOf(room: number, userId: number, clientId: string): string {
  const hex = createHash('sha256').update(`chat:${room}:${userId}:${clientId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A message is saved (appended, without conflict, and in the read models) before it is delivered
 * to anyone else. A resend with the same client id answers the message already saved. A sender
 * has CHAT_MESSAGES_PER_MINUTE new messages a minute, socket and REST together (429 beyond).
 */
@CommandHandler(SendChatMessageCommand)
export class SendChatMessageHandler implements ICommandHandler<SendChatMessageCommand, SentChatMessage> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly rooms: ChatRoomsService,
    @Inject(DATABASE) private readonly db: Db,
    @Inject(UserLimits) private readonly limits: UserLimits,
  ) {}

  async execute({ input, meta }: SendChatMessageCommand): Promise<SentChatMessage> {
    const caller = callerOf(meta);
    const { user } = await this.rooms.speakerIn(caller.userId, input.codChtSala);
    const clientId = input.clientId ?? null;
    if (clientId) {
      const sent = await findByClientId(this.db, input.codChtSala, caller.userId, clientId);
      if (sent) return { mensagem: chatMessage(sent), novo: false };
    }
    // A resend of a saved message does not count; a new one beyond CHAT_MESSAGES_PER_MINUTE is a 429.
    await this.limits.take('chatMessages', caller.userId);
    const autor = { codBseUsuario: caller.userId, cstLogin: caller.login, nomUsuario: user.nomUsuario };
    const codChtMensagem = await this.ids.next('chat_message');
    await this.pipeline.handle(meta, {
      stream: chatRoomStream(input.codChtSala),
      decider: chatDecider,
      command: {
        type: 'SendChatMessage',
        codChtMensagem,
        codChtSala: input.codChtSala,
        txtMensagem: input.txtMensagem,
        autor,
        clientId,
      },
      noConflict: true,
      ...(clientId ? { eventIds: () => chatEventIdOf(input.codChtSala, caller.userId, clientId) } : {}),
    });
    const mensagem: ChatMessage = {
      codChtMensagem,
      codChtSala: input.codChtSala,
      txtMensagem: input.txtMensagem,
      codUsuarioCriacao: caller.userId,
      cstLogin: autor.cstLogin,
      nomUsuario: autor.nomUsuario,
      datCriacao: new Date().toISOString(),
      clientId,
    };
    return { mensagem, novo: true };
  }
}
