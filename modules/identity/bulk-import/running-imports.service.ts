import { Inject, Injectable } from '@nestjs/common';
import { RequesterTurns, type RequesterTurn } from '@school/backend/jobs/requester-turns.service';
import { BULK_QUEUE } from './bulk-import.job.js';

export type { RequesterTurn };

/**
 * At most one running import per requester: the requester's turn on the bulk queue
 * (`<prefix>:bulk-imports:running:<userId>`, RequesterTurns). Two submissions of one requester
 * (two tabs, any app instance) take turns, so the second sees the first one's job.
 */
@Injectable()
export class RunningImports {
  constructor(@Inject(RequesterTurns) private readonly turns: RequesterTurns) {}

  inTurn<T>(requesterId: number, work: (turn: RequesterTurn) => Promise<T>): Promise<T> {
    return this.turns.inTurn('bulk-imports', BULK_QUEUE, requesterId, work);
  }
}
