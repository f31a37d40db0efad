import { Injectable } from '@nestjs/common';
import type { ReportFilter } from '@school/modules/reporting';
import { DomainError, Profile } from '@school/modules/kernel';
import type { Caller } from '@school/backend/auth/token.service';
import { OrgScopeService } from '@school/modules/organization/server';

/** A report's filter once the caller's scope is applied: every id within it. */
export interface ScopedFilter {
  schoolId: number | null;
  unitId: number | null;
  classId: number | null;
  userId: number | null;
  from: Date | null;
  to: Date | null;
}

/**
 * The caller's scope over a report's filter, whatever the body says (section 6): the Master
 * sees the network; a Gestor its school (fixed); a Diretor or Coordenador its school and unit
 * (fixed). An explicit school, unit, class or student outside the scope answers 404, exactly
 * like a missing one; one inside a narrower filter than itself (a unit of another school) too.
 */
@Injectable()
export class ReportScopeService {
  constructor(private readonly org: OrgScopeService) {}

  async resolve(caller: Caller, filter: ReportFilter): Promise<ScopedFilter> {
    const master = caller.profile === Profile.Master;
    const unitBound = caller.profile === Profile.Diretor || caller.profile === Profile.Coordenador;
    if (!master && caller.schoolId === null) throw new DomainError('generic.forbidden');
    if (filter.codBseEscola !== null && !master && filter.codBseEscola !== caller.schoolId)
      throw new DomainError('generic.notFound');
    const schoolId = master ? filter.codBseEscola : caller.schoolId;
    let unitId = unitBound ? caller.unitId : null;
    if (filter.codBseUnidade !== null) {
      const unit = await this.org.unit(caller, filter.codBseUnidade);
      if (schoolId !== null && unit.codBseEscola !== schoolId) throw new DomainError('generic.notFound');
      unitId = unit.codBseUnidade;
    }
    let classId: number | null = null;
    if (filter.codBseTurma !== null) {
      const turma = await this.org.class(caller, filter.codBseTurma);
      if (
        (schoolId !== null && turma.codBseEscola !== schoolId) ||
        (unitId !== null && turma.codBseUnidade !== unitId)
      )
        throw new DomainError('generic.notFound');
      classId = turma.codBseTurma;
    }
    let userId: number | null = null;
    if (filter.codBseUsuario !== null) {
      const user = await this.org.user(caller, filter.codBseUsuario);
      if (
        (schoolId !== null && user.codBseEscola !== schoolId) ||
        (unitId !== null && user.codBseUnidade !== unitId) ||
        (classId !== null && !user.turmas.includes(classId))
      )
        throw new DomainError('generic.notFound');
      userId = user.codBseUsuario;
    }
    return {
      schoolId,
      unitId,
      classId,
      userId,
      from: filter.dataInicio ? new Date(filter.dataInicio) : null,
      to: filter.dataFim ? new Date(filter.dataFim) : null,
    };
  }
}
