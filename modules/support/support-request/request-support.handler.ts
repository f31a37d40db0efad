import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  supportDecider,
  type SupportEvent,
  type SupportRequest,
  type SupportRequestInput,
  supportStream,
} from '@school/modules/support';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { CONFIG, type Config } from '@school/backend/config/config';
import { type Limiter, RateLimits } from '@school/backend/rate-limit/rate-limits';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import { SupportDeskNotifier } from './support-desk.notifier.js';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

export class RequestSupportCommand extends Command<RequestSupportResult> {
  constructor(
    readonly input: SupportRequestInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export type DeleteSupportRequestResult = WriteResult<1>;

export type RequestSupportResult = WriteResult<SupportRequest>;

/** The request as the API answers it, from the decided SupportRequested of request `id`. */
export function recordedRequest(id: number) {
  return ({ events: [event] }: { events: readonly SupportEvent[] }): SupportRequest => {
    if (event?.type !== 'SupportRequested') throw new Error(`support-${id}: no SupportRequested decided`);
    const { at, ...fields } = event.data;
    return { ...fields, createdAt: at };
  };
}

/**
 * "Fale conosco": records the request on its own stream, the sender being the signed-in user.
 * Once the desk's read model shows it (or the wait timed out), the Assistentes are told.
 * A user sends at most SUPPORT_REQUESTS_PER_HOUR (429 "support.tooMany" beyond, nothing stored).
 */
@CommandHandler(RequestSupportCommand)
export class RequestSupportHandler implements ICommandHandler<RequestSupportCommand, RequestSupportResult> {
  private readonly perUser: Limiter;

  constructor(
    @Inject(CommandPipeline) private readonly pipeline: CommandPipeline,
    @Inject(IdAllocator) private readonly ids: IdAllocator,
    @Inject(SupportDeskNotifier) private readonly notifier: SupportDeskNotifier,
    @Inject(RateLimits) rateLimits: RateLimits,
    @Inject(CONFIG) config: Config,
  ) {
    this.perUser = rateLimits.limiter('support', {
      points: config.SUPPORT_REQUESTS_PER_HOUR,
      durationSeconds: 60 * 60,
    });
  }

  async execute({ input, meta }: RequestSupportCommand): Promise<RequestSupportResult> {
    if (meta.user) await this.perUser.take(String(meta.user.userId), 'support.tooMany');
    const id = await this.ids.next('support');
    const written = await this.pipeline.handle(meta, {
      stream: supportStream(id),
      decider: supportDecider,
      command: { type: 'RequestSupport', codBseSuporte: id, ...input },
      answer: recordedRequest(id),
    });
    this.notifier.created(written.answer);
    return written;
  }
}
