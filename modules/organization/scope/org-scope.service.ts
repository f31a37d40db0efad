import { Inject, Injectable } from '@nestjs/common';
import { Profile } from '@school/modules/kernel';
import type { OrgScope, Unit } from '@school/modules/organization';
import { findAddress, type AddressRecord } from '@school/projections/address-book';
import { classesOfUser, findClass, type ClassRecord } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { findSchool } from '@school/projections/school-list';
import { findUnit } from '@school/projections/unit-list';
import { findUser, type UserDirectoryEntry } from '@school/projections/user-directory';
import { listScopeOf } from '@school/backend/auth/list-scope';
import { assertInScope } from '@school/backend/auth/scope';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';

/**
 * Every id of a request, loaded and checked against the caller's scope: a record outside it
 * answers 404 exactly like a missing one. The scope of a record (its school, unit, class)
 * never changes after creation, so the read models are safe to check it against.
 */
@Injectable()
export class OrgScopeService {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /** The caller's classes, when they are its scope (a Professor's). */
  async classIdsOf(user: Caller): Promise<number[]> {
    if (user.profile !== Profile.Professor) return [];
    return (await classesOfUser(this.db, user.userId)).map((c) => c.codBseTurma);
  }

  async listScope(user: Caller): Promise<OrgScope> {
    return listScopeOf(user, await this.classIdsOf(user));
  }

  async unit(user: Caller, id: number): Promise<Unit> {
    const unit = await findUnit(this.db, id);
    assertInScope(user, unit && { schoolId: unit.codBseEscola, unitId: unit.codBseUnidade });
    return unit!;
  }

  async class(user: Caller, id: number): Promise<ClassRecord> {
    const turma = await findClass(this.db, id);
    const target = turma && {
      schoolId: turma.codBseEscola,
      unitId: turma.codBseUnidade,
      classId: turma.codBseTurma,
    };
    assertInScope(user, target, await this.classIdsOf(user));
    return turma!;
  }

  /** An address is in the scope of the school it belongs to (address-book read model). */
  async address(user: Caller, id: number): Promise<AddressRecord> {
    const address = await findAddress(this.db, id);
    assertInScope(user, address && { schoolId: address.codBseEscola });
    return address!;
  }

  /** A school as the parent of units: a Master's any, a Gestor's own; a Diretor's or Coordenador's own unit's school. */
  async schoolOfUnits(user: Caller, id: number): Promise<void> {
    const school = await findSchool(this.db, id);
    const ownUnit =
      user.profile === Profile.Diretor || user.profile === Profile.Coordenador ? user.unitId : null;
    assertInScope(user, school && { schoolId: school.codBseEscola, unitId: ownUnit });
  }

  /** Another user, as the user administration reaches it: by the user's school and unit. */
  async user(user: Caller, id: number): Promise<UserDirectoryEntry> {
    const target = await findUser(this.db, id);
    assertInScope(user, target && { schoolId: target.codBseEscola, unitId: target.codBseUnidade });
    return target!;
  }
}
