import { Injectable } from '@nestjs/common';
import { DomainError } from '@school/modules/kernel';
import { accessDecider, accessStream, type ClientDetails } from '@school/modules/identity';
import type { Caller } from '../../auth/token.service.js';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { actorOf, eventMetadata, type RequestMeta } from '../../http/request-meta.js';

export interface ClientDetailsAnswer extends ClientDetails {
  codBseAcesso: string;
}

/** Client details of an access: only ever on the caller's own latest sign-in. */
@Injectable()
export class AccessService {
  constructor(private readonly pipeline: CommandPipeline) {}

  async addClientDetails(
    caller: Caller,
    details: ClientDetails,
    meta: RequestMeta,
  ): Promise<ClientDetailsAnswer> {
    // The stream comes from the verified token, never from the body: a client can only reach its own login.
    const result = await this.pipeline.run({
      stream: accessStream(caller.login),
      decider: accessDecider,
      command: { type: 'AddClientDetails', codBseUsuario: caller.userId, details },
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
    });
    const last = result.state.lastSuccess;
    if (!last) throw new DomainError('access.noAttempt');
    await this.pipeline.settle(result.position);
    return { codBseAcesso: last.attemptId, ...last.details };
  }
}
