import { Command } from '@nestjs/cqrs';
import type { RequestMeta } from '@school/backend/http/request-meta';

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
