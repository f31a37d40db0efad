import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supportDecider, supportStream } from '@school/modules/support';
import { CommandPipeline } from '../commands/command-pipeline.js';
import { actorOf, eventMetadata } from '../http/request-meta.js';
import { DeleteSupportRequestCommand, type DeleteSupportRequestResult } from './support.commands.js';
import { SupportDeskNotifier } from './support-desk.notifier.js';
import { writeResult } from '../commands/write-result.js';

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
    const result = await this.pipeline.run({
      stream: supportStream(id),
      decider: supportDecider,
      command: { type: 'DeleteSupportRequest', codBseSuporte: id },
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
    });
    const settled = await this.pipeline.settle(result.position);
    this.notifier.deleted(id);
    return writeResult(1, settled);
  }
}
