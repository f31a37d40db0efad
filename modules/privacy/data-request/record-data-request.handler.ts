import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, Profile } from '@school/modules/kernel';
import {
  assertErasable,
  type EraseUserData,
  type UserCreatedData,
  userDecider,
  userStream,
} from '@school/modules/identity';
import {
  assertMayAsk,
  assertRecordable,
  type DataRequestCreated,
  dataRequestDecider,
  type DataRequestInput,
  dataRequestStream,
  type RecordDataRequest,
} from '@school/modules/privacy';
import type { Db } from '@school/projections/kernel';
import { hasPendingErasure } from '@school/projections/data-request-list';
import { countOtherActiveUsersWith } from '@school/projections/user-directory';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import { writeResult, type WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { actorOf, callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { IdentityService, mayViewUser } from '@school/modules/identity/server';
import { JobQueues } from '@school/backend/jobs/job-queues.service';
import { type Erasure, ErasureCompletion } from '../erasure-completion.service.js';
import { COPY_QUEUE, type DataCopyJobData, dataCopyJobId } from './data-copy.job.js';

/** POST /api/privacidade/solicitacoes: a copy or an erasure of one person's data, on record. */
export class RecordDataRequestCommand extends Command<WriteResult<DataRequestCreated>> {
  constructor(
    readonly input: DataRequestInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * Records a data request (LGPD Art. 18) on its own stream, and carries it out: an erasure at
 * once (`PersonalDataErased` on the user's stream, then the request carried out by its recorder:
 * the user's sessions and feeds end before the answer), a copy by a job that makes the ZIP.
 * Every rule is checked before anything is written, so a refusal leaves the store as it was:
 * who may ask (403), the person known and in the caller's scope (404), the request's own rules
 * and, for an erasure, the user's (the Master, oneself, a school's last active Gestor).
 */
@CommandHandler(RecordDataRequestCommand)
export class RecordDataRequestHandler implements ICommandHandler<
  RecordDataRequestCommand,
  WriteResult<DataRequestCreated>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly identity: IdentityService,
    private readonly queues: JobQueues,
    @Inject(DATABASE) private readonly db: Db,
    private readonly erasures: ErasureCompletion,
  ) {}

  async execute({ input, meta }: RecordDataRequestCommand): Promise<WriteResult<DataRequestCreated>> {
    const caller = callerOf(meta);
    const actor = actorOf(meta)!;
    const asked = {
      type: 'RecordDataRequest' as const,
      codBseUsuario: input.codBseUsuario,
      tipo: input.tipo,
      solicitante: input.solicitante ?? null,
      motivo: input.motivo ?? null,
    };
    assertMayAsk(asked, actor);
    const person = await this.identity.userById(input.codBseUsuario);
    if (person.status === 'absent' || person.status === 'deleted' || !mayViewUser(caller, person.user))
      throw new DomainError('generic.notFound');
    const command: RecordDataRequest = {
      ...asked,
      codSolicitacao: 0,
      facts: {
        subjectErased: person.status === 'erased',
        erasurePending:
          input.tipo === 'eliminacao' && (await hasPendingErasure(this.db, input.codBseUsuario)),
        codBseEscola: person.user.codBseEscola,
      },
    };
    assertRecordable(command, actor);
    const erasure: EraseUserData | null =
      input.tipo === 'eliminacao'
        ? {
            type: 'EraseUserData',
            codBseUsuario: input.codBseUsuario,
            codSolicitacao: 0,
            lastActiveGestor: await this.lastActiveGestor(person.user),
          }
        : null;
    if (erasure) assertErasable(person, erasure, actor);

    const codSolicitacao = await this.ids.next('data_request');
    const stream = dataRequestStream(codSolicitacao);
    const recorded = await this.pipeline.runAs(meta, {
      stream,
      decider: dataRequestDecider,
      command: { ...command, codSolicitacao },
      expectNew: true,
    });
    if (erasure) return this.erase(meta, { ...erasure, codSolicitacao });
    const job: DataCopyJobData = {
      requesterId: caller.userId,
      codSolicitacao,
      codBseUsuario: input.codBseUsuario,
      language: meta.language,
    };
    await this.queues.add(COPY_QUEUE, 'copy', job, dataCopyJobId(codSolicitacao));
    return writeResult({ codSolicitacao }, await this.pipeline.settle(recorded.position));
  }

  /**
   * The erasure, then the request carried out; an erasure refused meanwhile (a race) fails the
   * request. An erasure stored whose keys or ledger line failed after it is finished here; should
   * that fail too, the request stays pending (never failed: the person is erased) and the daily
   * retention job finishes it.
   */
  private async erase(meta: RequestMeta, erasure: EraseUserData): Promise<WriteResult<DataRequestCreated>> {
    const { codSolicitacao } = erasure;
    const stream = dataRequestStream(codSolicitacao);
    try {
      await this.pipeline.runAs(meta, {
        stream: userStream(erasure.codBseUsuario),
        decider: userDecider,
        command: erasure,
      });
    } catch (error) {
      let stored: Erasure | null;
      try {
        stored = await this.erasures.recorded(erasure.codBseUsuario);
      } catch {
        throw error; // whether it was stored is unknown: left pending, for the retention job to tell
      }
      if (stored?.codSolicitacao !== codSolicitacao) {
        await this.pipeline.runAs(meta, {
          stream,
          decider: dataRequestDecider,
          command: { type: 'FailDataRequest', codSolicitacao },
        });
        throw error;
      }
      await this.erasures.eraseKeys(stored, new Date());
    }
    // The copies made of the person's data go too (a copy still being made checks after it writes).
    await this.erasures.removeCopies(erasure.codBseUsuario);
    return this.pipeline.handle(meta, {
      stream,
      decider: dataRequestDecider,
      command: { type: 'CarryOutDataRequest', codSolicitacao },
      answer: { codSolicitacao },
    });
  }

  /** A Gestor whose school has no other active Gestor (read from the user directory). */
  private async lastActiveGestor(user: UserCreatedData): Promise<boolean> {
    if (user.codBsePerfil !== Profile.Gestor || user.codBseEscola === null) return false;
    const others = await countOtherActiveUsersWith(
      this.db,
      { schoolId: user.codBseEscola, profile: Profile.Gestor },
      user.codBseUsuario,
    );
    return others === 0;
  }
}
