import { Inject, Injectable } from '@nestjs/common';
import { DomainError, Profile } from '@school/modules/kernel';
import { type ActivityRecord, type ActivityVisibility, findActivity } from '@school/projections/activities';
import type { Db } from '@school/projections/kernel';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { canReadActivity } from './activity.rules.js';

/**
 * Which activities a member of staff reads (decision 0071): the Master every one; the others the
 * network's catalogue, their school's and their own. One outside that answers 404, like a missing
 * one; what each may change is the activity stream's to decide (`canWriteActivity`).
 */
@Injectable()
export class ActivityScope {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  visibility(caller: Caller): ActivityVisibility {
    return caller.profile === Profile.Master ? 'all' : { schoolId: caller.schoolId, authorId: caller.userId };
  }

  /** An activity the caller reads with its expected answers; 404 otherwise. */
  async readable(caller: Caller, id: number): Promise<ActivityRecord> {
    const record = await findActivity(this.db, id);
    if (!record || !canReadActivity(caller, record)) throw new DomainError('generic.notFound');
    return record;
  }
}
