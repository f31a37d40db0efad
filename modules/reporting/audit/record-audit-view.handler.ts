import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { auditDecider, auditStream } from '@school/modules/reporting';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';

/** A view of the audit console (`visao`, of `alvo`), recorded as `AuditViewed` on the viewer's stream. */
export class RecordAuditViewCommand extends Command<void> {
  constructor(
    readonly visao: string,
    readonly alvo: string,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * Who looked at what in the audit console, on the viewer's own stream (`audit-<id>`), whatever
 * was appended there meanwhile. The view answers without waiting for the read models: none
 * shows the audit of the audit.
 */
@CommandHandler(RecordAuditViewCommand)
export class RecordAuditViewHandler implements ICommandHandler<RecordAuditViewCommand, void> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ visao, alvo, meta }: RecordAuditViewCommand): Promise<void> {
    const { userId } = callerOf(meta);
    await this.pipeline.runAs(meta, {
      stream: auditStream(userId),
      decider: auditDecider,
      command: { type: 'RecordAuditView', codBseUsuario: userId, visao, alvo },
      noConflict: true,
    });
  }
}
