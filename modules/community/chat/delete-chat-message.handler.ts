import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { chatDecider, chatRoomStream } from '@school/modules/community';
import { findChatMessage } from '@school/projections/chat';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { ChatRoomsService } from './chat-rooms.service.js';
import { found } from '@school/backend/http/params';

/** DELETE /cht_mensagem/{id}: its sender only (410 "Sem permissão." otherwise). */
export class DeleteChatMessageCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /api/cht_mensagem/{id}: a message of one of the caller's rooms, by its sender only. */
@CommandHandler(DeleteChatMessageCommand)
export class DeleteChatMessageHandler implements ICommandHandler<
  DeleteChatMessageCommand,
  WriteResult<number>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly rooms: ChatRoomsService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ id, meta }: DeleteChatMessageCommand): Promise<WriteResult<number>> {
    const caller = callerOf(meta);
    const message = found(await findChatMessage(this.db, id));
    await this.rooms.roomOf(caller.userId, message.codChtSala);
    return this.pipeline.handle(meta, {
      stream: chatRoomStream(message.codChtSala),
      decider: chatDecider,
      command: {
        type: 'DeleteChatMessage',
        codChtMensagem: id,
        codChtSala: message.codChtSala,
        by: caller.userId,
      },
    });
  }
}
