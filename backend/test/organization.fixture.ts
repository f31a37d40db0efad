import { CommandBus } from '@nestjs/cqrs';
import type { Profile } from '@school/modules/kernel';
import { systemMeta } from '../src/http/request-meta.js';
import { IdentityService } from '@school/modules/identity/server';
import { CreateAddressCommand } from '@school/modules/organization/server';
import { CreateClassCommand } from '@school/modules/organization/server';
import { CreateSchoolCommand } from '@school/modules/organization/server';
import { CreateUnitCommand } from '@school/modules/organization/server';
import { TEST_ADMIN, type TestApp } from './app.js';

export const FIXTURE_PASSWORD = 'senha-forte';

export interface FixtureUser {
  id: number;
  login: string;
  token: string;
}

/**
 * Two schools: A with units A1 and A2, B with unit B1; an address per unit; classes in each
 * unit (A1 has two); and users of every profile: in school A / unit A1 (the viewers of the
 * scope tests) and in school B / unit B1 (their counterparts), plus students in A2 and spare
 * students of A1. Built through the commands and the identity service, as the app does.
 */
export async function buildOrganization(t: TestApp) {
  const bus = t.app.get(CommandBus);
  const identity = t.app.get(IdentityService);
  const meta = systemMeta();

  const school = async (nomEscola: string, cstTxtPrefixoLogin: string) =>
    (
      await bus.execute(
        new CreateSchoolCommand(
          { nomEscola, cstTxtPrefixoLogin, codBseEndereco: null, codUsuarioCriacao: undefined },
          meta,
        ),
      )
    ).codBseEscola!;
  const address = async (dscRua: string) =>
    (
      await bus.execute(
        new CreateAddressCommand(
          { dscCep: '01001000', dscRua, dscBairro: 'Centro', dscCidade: 'São Paulo', dscEstado: 'SP' },
          meta,
        ),
      )
    ).answer.codBseEndereco;
  const unit = async (
    codBseEscola: number,
    nomUnidade: string,
    cstTxtPrefixoLogin: string,
    codBseEndereco: number,
  ) =>
    (
      await bus.execute(
        new CreateUnitCommand({ nomUnidade, cstTxtPrefixoLogin, codBseEndereco, codBseEscola }, meta),
      )
    ).codBseUnidade!;
  const turma = async (codBseUnidade: number, nomTurma: string) =>
    (await bus.execute(new CreateClassCommand({ nomTurma, codBseUnidade }, meta))).codBseTurma!;

  const schools = { a: await school('Escola Alfa', 'AL'), b: await school('Escola Beta', 'BE') };
  const addresses = {
    a1: await address('Rua Alfa Um'),
    a2: await address('Rua Alfa Dois'),
    b1: await address('Rua Beta'),
  };
  const units = {
    a1: await unit(schools.a, 'Unidade Alfa Um', 'UM', addresses.a1),
    a2: await unit(schools.a, 'Unidade Alfa Dois', 'DO', addresses.a2),
    b1: await unit(schools.b, 'Unidade Beta Um', 'UM', addresses.b1),
  };
  const classes = {
    a1: await turma(units.a1, 'Turma A1'),
    a1b: await turma(units.a1, 'Turma A1 B'),
    a2: await turma(units.a2, 'Turma A2'),
    b1: await turma(units.b1, 'Turma B1'),
  };

  let sequence = 0;
  const user = async (
    profile: Profile,
    codBseEscola: number | null,
    codBseUnidade: number | null,
    turmas: number[] = [],
  ): Promise<FixtureUser> => {
    sequence += 1;
    const login = `FXMT-${String(sequence).padStart(4, '0')}`;
    const { codBseUsuario } = await identity.createUser(
      {
        cstLogin: login,
        password: FIXTURE_PASSWORD,
        nomUsuario: `Usuário ${login}`,
        codBsePerfil: profile,
        codBseEscola,
        codBseUnidade,
        turmas,
      },
      null,
    );
    return { id: codBseUsuario, login, token: await t.signIn(login, FIXTURE_PASSWORD) };
  };

  const users = {
    master: { id: 1, login: TEST_ADMIN.login, token: await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password) },
    gestorA: await user(2, schools.a, null),
    diretorA1: await user(3, schools.a, units.a1),
    coordenadorA1: await user(4, schools.a, units.a1),
    professorA1: await user(5, schools.a, units.a1, [classes.a1, classes.a1b]),
    alunoA1: await user(6, schools.a, units.a1, [classes.a1]),
    assistente: await user(7, 1, null),
    alunoA1Spare3: await user(6, schools.a, units.a1, [classes.a1]),
    alunoA1Spare4: await user(6, schools.a, units.a1, [classes.a1]),
    alunoA2: await user(6, schools.a, units.a2, [classes.a2]),
    gestorB: await user(2, schools.b, null),
    diretorB1: await user(3, schools.b, units.b1),
    coordenadorB1: await user(4, schools.b, units.b1),
    professorB1: await user(5, schools.b, units.b1, [classes.b1]),
    alunoB1: await user(6, schools.b, units.b1, [classes.b1]),
  };

  /** The users of school A, one per profile: whose scope the tables check. */
  const viewers: Record<Profile, FixtureUser> = {
    1: users.master,
    2: users.gestorA,
    3: users.diretorA1,
    4: users.coordenadorA1,
    5: users.professorA1,
    6: users.alunoA1,
    7: users.assistente,
  };

  return { schools, addresses, units, classes, users, viewers };
}

export type Organization = Awaited<ReturnType<typeof buildOrganization>>;
