import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supportDecider, supportStream, type SupportRequest } from '@school/modules/support';
import { CommandPipeline } from '../commands/command-pipeline.js';
import { IdAllocator } from '../commands/id-allocator.js';
import { actorOf, eventMetadata } from '../http/request-meta.js';
import { RequestSupportCommand, type RequestSupportResult } from './support.commands.js';
import { SupportDeskNotifier } from './support-desk.notifier.js';

/**
 * "Fale conosco": records the request on its own stream, the sender being the signed-in user.
 * Once the desk's read model shows it (or the wait timed out), the Assistentes are told.
 */
@CommandHandler(RequestSupportCommand)
export class RequestSupportHandler implements ICommandHandler<RequestSupportCommand, RequestSupportResult> {
  constructor(
    @Inject(CommandPipeline) private readonly pipeline: CommandPipeline,
    @Inject(IdAllocator) private readonly ids: IdAllocator,
    @Inject(SupportDeskNotifier) private readonly notifier: SupportDeskNotifier,
  ) {}

  async execute({ input, meta }: RequestSupportCommand): Promise<RequestSupportResult> {
    const id = await this.ids.next('support');
    const result = await this.pipeline.run({
      stream: supportStream(id),
      decider: supportDecider,
      command: { type: 'RequestSupport', codBseSuporte: id, ...input },
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
    });
    const settled = await this.pipeline.settle(result.position);
    const [event] = result.events;
    if (event?.type !== 'SupportRequested') throw new Error(`support-${id}: no SupportRequested decided`);
    const { at, ...fields } = event.data;
    const record: SupportRequest = { ...fields, createdAt: at };
    this.notifier.created(record);
    return { answer: record, settled };
  }
}
