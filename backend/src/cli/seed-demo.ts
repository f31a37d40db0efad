import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError, PROFILE_NAMES, type Profile } from '@school/modules/kernel';
import type { Db } from '@school/projections/kernel';
import { schoolNamedLike } from '@school/projections/school-list';
import { createApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { DATABASE } from '../core/tokens.js';
import { systemMeta } from '../first-start.js';
import { IdentityService } from '../identity/identity.service.js';
import { CreateSchoolCommand, type SchoolWriteResult } from '../organization/school.commands.js';

export const DEMO_SCHOOL = { nomEscola: 'Escola Demonstração', cstTxtPrefixoLogin: 'DM' };
export const DEMO_PASSWORD = 'demo1234';

/** One demo user of each profile 1 to 7: DMMT-0001 (Master) to DMMT-0007 (Assistente). */
export const DEMO_USERS = ([1, 2, 3, 4, 5, 6, 7] as Profile[]).map((profile) => ({
  cstLogin: `DMMT-000${profile}`,
  nomUsuario: `${PROFILE_NAMES[profile]} Demonstração`,
  codBsePerfil: profile,
}));

/** `npm run seed:demo`: idempotent, so running it again changes nothing. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp({ ...config, LOG_LEVEL: 'warn' });
  try {
    const db = app.get<Db>(DATABASE);
    const created: SchoolWriteResult = await app
      .get(CommandBus)
      .execute(
        new CreateSchoolCommand(
          { ...DEMO_SCHOOL, codBseEndereco: null, codUsuarioCriacao: undefined },
          systemMeta(),
        ),
      );
    const schoolId = created.codBseEscola ?? (await schoolNamedLike(db, DEMO_SCHOOL.nomEscola));
    if (!schoolId) throw new Error('The demo school could not be created');
    const identity = app.get(IdentityService);
    const lines: string[] = [];
    for (const user of DEMO_USERS) {
      const state = await identity
        .createUser(
          {
            ...user,
            password: DEMO_PASSWORD,
            codBseEscola: user.codBsePerfil === 1 ? 1 : schoolId,
            codBseUnidade: null,
            turmas: [],
          },
          systemMeta(),
        )
        .then(
          () => 'created',
          (error: unknown) => {
            if (error instanceof DomainError && error.status === 409) return 'already there';
            throw error;
          },
        );
      lines.push(`  ${user.cstLogin}  ${PROFILE_NAMES[user.codBsePerfil].padEnd(12)} ${state}`);
    }
    process.stdout.write(
      `Demo school "${DEMO_SCHOOL.nomEscola}" (prefix ${DEMO_SCHOOL.cstTxtPrefixoLogin}), demo users, password ${DEMO_PASSWORD}:\n${lines.join('\n')}\n`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
