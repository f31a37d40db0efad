import { Inject, Injectable, Logger } from '@nestjs/common';
import { isUserEvent, userStream } from '@school/modules/identity';
import { DomainError, readStreamOf, userKeyOwner, type EventStore } from '@school/modules/kernel';
import { dataRequestDecider, dataRequestStream, type DataRequestCommand } from '@school/modules/privacy';
import type { Db } from '@school/projections/kernel';
import { copiesOf, erasureRequests } from '@school/projections/data-request-list';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { CONFIG, type Config } from '@school/backend/config/config';
import { DATABASE, EVENT_STORE, PERSONAL_DATA_KEYS } from '@school/backend/core/tokens';
import { FileStorage } from '@school/backend/files/file-storage';
import { deterministicId } from '@school/backend/jobs/deterministic-id';
import { COPY_AREA } from './data-request/data-copy.job.js';
import { ErasureLedger } from '@school/backend/personal-data/erasure-ledger';
import type { PersonalDataKeys } from '@school/backend/personal-data/personal-data-keys';

/** An erasure as `PersonalDataErased` states it. */
export interface Erasure {
  codBseUsuario: number;
  codSolicitacao: number;
}

/**
 * A pending erasure request whose `PersonalDataErased` never came (the process stopped between
 * the two appends) is failed this long after it was recorded, so that it may be asked again:
 * long enough for no request still being carried out to be failed under it.
 */
export const ERASURE_ABANDONED_AFTER_MS = 60 * 60 * 1000;

export interface ErasureCompletionResult {
  /** People whose erasure was stored but not carried out to its end, finished by this run. */
  completed: number;
  /** Erasure requests failed because their erasure was never stored. */
  abandoned: number;
}

/**
 * What follows a stored `PersonalDataErased` (decision 0061), each step safe to run again: the
 * person's keys deleted, the erasure ledger's line, the copies made of its data removed, its
 * request carried out. The sealing store and the request's handler do it at once; should the
 * process stop or a step fail in between, the daily retention job (`completeUnfinished`) finds
 * the erasures left unfinished and ends them.
 */
@Injectable()
export class ErasureCompletion {
  private readonly logger = new Logger('Erasure');
  private readonly ledger: ErasureLedger;

  constructor(
    @Inject(CONFIG) config: Config,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PERSONAL_DATA_KEYS) private readonly keys: PersonalDataKeys,
    @Inject(DATABASE) private readonly db: Db,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(CommandPipeline) private readonly pipeline: CommandPipeline,
  ) {
    this.ledger = new ErasureLedger(config.ERASURE_LEDGER);
  }

  /** The erasure stored on the person's stream, null when it was never erased. */
  async recorded(codBseUsuario: number): Promise<Erasure | null> {
    const events = await readStreamOf(this.store, userStream(codBseUsuario), isUserEvent);
    for (const event of events) if (event.type === 'PersonalDataErased') return event.data;
    return null;
  }

  /**
   * The person's keys deleted and the ledger's line written, unless it has one (`ledgered`: the
   * people the ledger names, read once by a caller that completes many).
   */
  async eraseKeys(erasure: Erasure, now: Date, ledgered?: Set<number>): Promise<void> {
    await this.keys.eraseOwner(userKeyOwner(erasure.codBseUsuario));
    const inLedger = ledgered ?? (await this.ledgeredPeople());
    if (inLedger.has(erasure.codBseUsuario)) return;
    await this.ledger.record({ ...erasure, erasedAt: now.toISOString() });
    inLedger.add(erasure.codBseUsuario);
  }

  /** Removes the files of every copy asked of the person's data. */
  async removeCopies(codBseUsuario: number): Promise<void> {
    for (const id of await copiesOf(this.db, codBseUsuario))
      await this.storage.removeFolder(COPY_AREA, String(id));
  }

  /**
   * Ends every erasure left unfinished: for each person an erasure request names whose keys
   * still open, whose ledger line is missing or whose request is still pending, when its
   * `PersonalDataErased` is stored, its keys, ledger line and copies go and its request is
   * carried out (by the platform: `executadoPor` null); a pending erasure request whose erasure
   * was never stored is failed once ERASURE_ABANDONED_AFTER_MS has passed. A second run finds
   * nothing to do.
   */
  async completeUnfinished(now: Date): Promise<ErasureCompletionResult> {
    const result: ErasureCompletionResult = { completed: 0, abandoned: 0 };
    const requests = await erasureRequests(this.db);
    if (requests.length === 0) return result;
    const people = [...new Set(requests.map((request) => request.codBseUsuario))];
    const keyed = await this.keys.notErased(people.map(userKeyOwner));
    const ledgered = await this.ledgeredPeople();
    for (const person of people) {
      const pending = requests.filter((r) => r.codBseUsuario === person && r.status === 'pendente');
      const keysLeft = keyed.has(userKeyOwner(person));
      if (!keysLeft && ledgered.has(person) && pending.length === 0) continue;
      const erasure = await this.recorded(person);
      if (erasure) {
        const ownPending = pending.some((r) => r.codSolicitacao === erasure.codSolicitacao);
        if (keysLeft || !ledgered.has(person) || ownPending) {
          await this.eraseKeys(erasure, now, ledgered);
          await this.removeCopies(person);
          if (ownPending)
            await this.answer({ type: 'CarryOutDataRequest', codSolicitacao: erasure.codSolicitacao }, now);
          this.logger.log(`finished the erasure of user ${person} (request ${erasure.codSolicitacao})`);
          result.completed++;
        }
      }
      for (const request of pending) {
        if (request.codSolicitacao === erasure?.codSolicitacao) continue;
        if (now.getTime() - request.registradoEm.getTime() < ERASURE_ABANDONED_AFTER_MS) continue;
        await this.answer({ type: 'FailDataRequest', codSolicitacao: request.codSolicitacao }, now);
        this.logger.warn(
          `erasure request ${request.codSolicitacao} was never carried out: failed, to be asked again`,
        );
        result.abandoned++;
      }
    }
    return result;
  }

  private async ledgeredPeople(): Promise<Set<number>> {
    return new Set((await this.ledger.entries()).map((entry) => entry.codBseUsuario));
  }

  /** The request answered by the platform, once: one answered meanwhile is left as it is. */
  private async answer(command: DataRequestCommand, now: Date): Promise<void> {
    const stream = dataRequestStream(command.codSolicitacao);
    try {
      await this.pipeline.run({
        stream,
        decider: dataRequestDecider,
        command,
        context: { now, actor: null },
        metadata: { actorId: null, causationId: 'job:privacy-retention' },
        eventIds: (i) => deterministicId(`erasure-completion:${command.codSolicitacao}:${command.type}:${i}`),
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'privacy.notPending') return;
      throw error;
    }
  }
}
