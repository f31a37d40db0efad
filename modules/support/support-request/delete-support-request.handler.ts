import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supportDecider, supportStream } from '@school/modules/support';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { DeleteSupportRequestResult } from './request-support.handler.js';
import { SupportDeskNotifier } from './support-desk.notifier.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

export class DeleteSupportRequestCommand extends Command<DeleteSupportRequestResult> {
  constructor(
    /** 0 is accepted here so that the decider can refuse it ("row 0 has no delete"). */
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** The desk deletes a request (row 0 never); the other open desks drop the row. */
@CommandHandler(DeleteSupportRequestCommand)
export class DeleteSupportRequestHandler implements ICommandHandler<
  DeleteSupportRequestCommand,
  DeleteSupportRequestResult
> {
  constructor(
    @Inject(CommandPipeline) private readonly pipeline: CommandPipeline,
    @Inject(SupportDeskNotifier) private readonly notifier: SupportDeskNotifier,
  ) {}

  async execute({ id, meta }: DeleteSupportRequestCommand): Promise<DeleteSupportRequestResult> {
    const written = await this.pipeline.handle(meta, {
      stream: supportStream(id),
      decider: supportDecider,
      command: { type: 'DeleteSupportRequest', codBseSuporte: id },
    });
    this.notifier.deleted(id);
    return written;
  }
}
