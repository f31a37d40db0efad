import { Inject, Injectable } from '@nestjs/common';
import type { PlacementFacts, UserPlacement } from '@school/modules/identity';
import type { Db } from '@school/projections/kernel';
import { findClass } from '@school/projections/class-list';
import { findSchool } from '@school/projections/school-list';
import { findUnit } from '@school/projections/unit-list';
import { inScope } from '@school/backend/auth/scope';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { schoolInReach } from './user-scope.policy.js';

/**
 * What the organization's read models say about the school, unit and classes a user form names,
 * keeping only what exists and is within the caller's scope: the decider then treats anything
 * else as not found, so a refusal never tells whether a record outside scope exists. The read
 * models are the organization's published view; every organization write settles them before
 * it answers, so a unit or class just created is found.
 */
@Injectable()
export class PlacementFactsReader {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async read(caller: Caller, placement: UserPlacement): Promise<PlacementFacts> {
    const { codBseEscola, codBseUnidade, turmas } = placement;
    const [school, unit, classes] = await Promise.all([
      codBseEscola === null ? undefined : findSchool(this.db, codBseEscola),
      codBseUnidade === null ? undefined : findUnit(this.db, codBseUnidade),
      Promise.all(turmas.map((id) => findClass(this.db, id))),
    ]);
    return {
      school:
        school && schoolInReach(caller, school.codBseEscola) ? { codBseEscola: school.codBseEscola } : null,
      unit:
        unit && inScope(caller, { schoolId: unit.codBseEscola, unitId: unit.codBseUnidade })
          ? { codBseUnidade: unit.codBseUnidade, codBseEscola: unit.codBseEscola }
          : null,
      classes: classes.flatMap((c) =>
        c && inScope(caller, { schoolId: c.codBseEscola, unitId: c.codBseUnidade, classId: c.codBseTurma })
          ? [{ codBseTurma: c.codBseTurma, codBseUnidade: c.codBseUnidade }]
          : [],
      ),
    };
  }
}
