import { Command } from '@nestjs/cqrs';
import type { ChatMessage, ChatMessageInput } from '@school/modules/community';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** What a send answers: the message, and whether it is new (a resend of a saved one is not). */
export interface SentChatMessage {
  mensagem: ChatMessage;
  novo: boolean;
}

/** A message to one of the sender's rooms (POST /cht_mensagem, socket `chatToServer`). */
export class SendChatMessageCommand extends Command<SentChatMessage> {
  constructor(
    readonly input: ChatMessageInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /cht_mensagem/{id}: its sender only (410 "Sem permissão." otherwise). */
export class DeleteChatMessageCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
