import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError, PROFILE_NAMES, statusOf } from '@school/modules/kernel';
import { classNamedLike } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { schoolNamedLike } from '@school/projections/school-list';
import { unitNamedLike } from '@school/projections/unit-list';
import { DATABASE } from '../core/tokens.js';
import { systemMeta } from '../http/request-meta.js';
import { IdentityService } from '@school/modules/identity/server';
import { CreateAddressCommand } from '@school/modules/organization/server';
import { CreateClassCommand } from '@school/modules/organization/server';
import { CreateSchoolCommand } from '@school/modules/organization/server';
import { CreateUnitCommand } from '@school/modules/organization/server';
import { seedDemoAssessment } from './demo-assessment.js';
import { seedDemoCommunity } from './demo-community.js';
import { seedDemoContent } from './demo-content.js';
import { DEMO_PASSWORD, DEMO_SCHOOL, DEMO_UNITS, DEMO_USERS } from './demo-data.js';

const NETWORK_SCHOOL = 1;

/**
 * The demo school, its units (each with an address), their classes and the demo users, through
 * the same commands as the API, then the demo trails (demo-content.ts) and assessments
 * (demo-assessment.ts). Idempotent: what exists is found by name (or login) and kept,
 * so a second run appends nothing. Answers the lines to print.
 */
export async function seedDemo(app: INestApplicationContext): Promise<string[]> {
  const db = app.get<Db>(DATABASE);
  const bus = app.get(CommandBus);
  const meta = systemMeta();
  const lines: string[] = [];

  let schoolId = await schoolNamedLike(db, DEMO_SCHOOL.nomEscola);
  if (schoolId === undefined) {
    const input = { ...DEMO_SCHOOL, codBseEndereco: null, codUsuarioCriacao: undefined };
    schoolId = (await bus.execute(new CreateSchoolCommand(input, meta))).codBseEscola!;
  }
  lines.push(
    `Demo school "${DEMO_SCHOOL.nomEscola}" (prefix ${DEMO_SCHOOL.cstTxtPrefixoLogin}), id ${schoolId}`,
  );

  const unitIds: number[] = [];
  const classIds = new Map<string, number>();
  for (const unit of DEMO_UNITS) {
    let unitId = await unitNamedLike(db, schoolId, unit.nomUnidade);
    if (unitId === undefined) {
      const address = await bus.execute(new CreateAddressCommand(unit.address, meta));
      const input = {
        nomUnidade: unit.nomUnidade,
        cstTxtPrefixoLogin: unit.cstTxtPrefixoLogin,
        codBseEndereco: address.answer.codBseEndereco,
        codBseEscola: schoolId,
      };
      unitId = (await bus.execute(new CreateUnitCommand(input, meta))).codBseUnidade!;
    }
    unitIds.push(unitId);
    for (const nomTurma of unit.classes) {
      let classId = await classNamedLike(db, unitId, nomTurma);
      if (classId === undefined) {
        const created = await bus.execute(new CreateClassCommand({ nomTurma, codBseUnidade: unitId }, meta));
        classId = created.codBseTurma!;
      }
      classIds.set(`${unitId}/${nomTurma}`, classId);
    }
    lines.push(
      `  ${unit.nomUnidade} (${unit.cstTxtPrefixoLogin}), id ${unitId}: classes ${unit.classes.join(', ')}`,
    );
  }

  lines.push(`Demo users, password ${DEMO_PASSWORD}:`);
  const identity = app.get(IdentityService);
  for (const user of DEMO_USERS) {
    const unitId = user.unit === null ? null : unitIds[user.unit]!;
    const network = user.codBsePerfil === 1 || user.codBsePerfil === 7;
    const state = await identity
      .createUser(
        {
          cstLogin: user.cstLogin,
          nomUsuario: user.nomUsuario,
          codBsePerfil: user.codBsePerfil,
          password: DEMO_PASSWORD,
          codBseEscola: network ? NETWORK_SCHOOL : schoolId,
          codBseUnidade: unitId,
          turmas: user.classes.map((name) => classIds.get(`${unitId}/${name}`)!),
        },
        meta,
      )
      .then(
        () => 'created',
        (error: unknown) => {
          if (error instanceof DomainError && statusOf(error.code) === 409) return 'already there';
          throw error;
        },
      );
    const place = [user.unit === null ? '' : DEMO_UNITS[user.unit]!.nomUnidade, user.classes.join(', ')]
      .filter(Boolean)
      .join(': ');
    lines.push(
      `  ${user.cstLogin}  ${PROFILE_NAMES[user.codBsePerfil].padEnd(12)} ${user.nomUsuario.padEnd(26)} ${place.padEnd(42)} ${state}`,
    );
  }
  lines.push(...(await seedDemoContent(app, meta)));
  lines.push(...(await seedDemoAssessment(app, meta)));
  lines.push(...(await seedDemoCommunity(app, meta)));
  return lines;
}
