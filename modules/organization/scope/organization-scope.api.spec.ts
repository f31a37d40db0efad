import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PROFILES, PROFILE_NAMES, type Profile } from '@school/modules/kernel';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import { rebuildProjection } from '@school/backend/projection-engine/rebuild';
import { organizationProjections } from '../organization.projections.js';

/**
 * Every organization route, called by a user of each profile of school A (unit A1) on records
 * inside and outside its scope. Outside is always a 404 (never data, never a hint that the id
 * exists); a profile without the permission is a 403 whatever the id. In scope, a refusal by a
 * business rule (a unit with classes, a class with students) shows that the id was reached.
 */
interface Row {
  name: string;
  method: string;
  /** One path per target, in the order of the expected statuses. */
  targets: (o: Organization, profile: Profile) => string[];
  /** The body of a call: given the target's index for a POST, the id its path ends with otherwise. */
  body?: (o: Organization, profile: Profile, target: number) => unknown;
  expected: Record<Profile, number[]>;
}

const forbidden = (n: number) => Array.from({ length: n }, () => 403);
const same = (statuses: number[], profiles: Profile[], rest: number[]) =>
  Object.fromEntries(ALL_PROFILES.map((p) => [p, profiles.includes(p) ? statuses : rest])) as Record<
    Profile,
    number[]
  >;

/** Three targets each: the profiles given reach them as given, every other one is refused (403). */
const reach = (reached: Partial<Record<Profile, number[]>>) =>
  Object.fromEntries(ALL_PROFILES.map((p) => [p, reached[p] ?? forbidden(3)])) as Record<Profile, number[]>;
/**
 * The staff's reach over (own, another unit of its school, another school): the Master every one,
 * a Gestor its school's, a Diretor and a Coordenador their unit's.
 */
const STAFF_REACH = {
  1: [200, 200, 200],
  2: [200, 200, 404],
  3: [200, 404, 404],
  4: [200, 404, 404],
} satisfies Partial<Record<Profile, number[]>>;

let counter = 0;
/** Two letters never used before: each created unit needs its own prefix. */
function freshPrefix(): string {
  counter += 1;
  return String.fromCharCode(80 + Math.floor(counter / 26), 65 + (counter % 26));
}

const unitTargets = (o: Organization) => [o.units.a1, o.units.a2, o.units.b1];
const classTargets = (o: Organization) => [o.classes.a1, o.classes.a2, o.classes.b1];

const TABLE: Row[] = [
  {
    name: 'GET a unit (own unit / other unit of the school / other school)',
    method: 'GET',
    targets: (o) => unitTargets(o).map((id) => `/api/bse_unidade/${id}`),
    expected: reach(STAFF_REACH),
  },
  {
    name: 'GET the users of a unit',
    method: 'GET',
    targets: (o) => unitTargets(o).map((id) => `/api/bse_unidade/usuariosDaUnidade/${id}`),
    expected: reach(STAFF_REACH),
  },
  {
    name: 'GET the units of a school (own school / other school)',
    method: 'GET',
    targets: (o) => [o.schools.a, o.schools.b].map((id) => `/api/bse_unidade/unidadesDaEscola/${id}`),
    expected: { ...same([200, 404], [2, 3, 4], forbidden(2)), 1: [200, 200] },
  },
  {
    name: 'PUT a unit, unchanged',
    method: 'PUT',
    targets: (o) => unitTargets(o).map((id) => `/api/bse_unidade/${id}`),
    body: (o, _, id) => ({
      nomUnidade: {
        [o.units.a1]: 'Unidade Alfa Um',
        [o.units.a2]: 'Unidade Alfa Dois',
        [o.units.b1]: 'Unidade Beta Um',
      }[id],
      codBseEndereco: {
        [o.units.a1]: o.addresses.a1,
        [o.units.a2]: o.addresses.a2,
        [o.units.b1]: o.addresses.b1,
      }[id],
    }),
    expected: { ...same([200, 200, 404], [2], forbidden(3)), 1: [200, 200, 200] },
  },
  {
    name: 'DELETE a unit (each has classes: 409 once reached)',
    method: 'DELETE',
    targets: (o) => unitTargets(o).map((id) => `/api/bse_unidade/${id}`),
    expected: { ...same([409, 409, 404], [2], forbidden(3)), 1: [409, 409, 409] },
  },
  {
    name: 'POST a unit in school A / school B (a Gestor’s always goes to its own school)',
    method: 'POST',
    targets: () => ['/api/bse_unidade', '/api/bse_unidade'],
    body: (o, _, index) => ({
      nomUnidade: `Unidade Nova ${freshPrefix()}`,
      cstTxtPrefixoLogin: freshPrefix(),
      codBseEscola: index === 0 ? o.schools.a : o.schools.b,
    }),
    expected: same([200, 200], [1, 2], forbidden(2)),
  },
  {
    name: 'POST a unit with the address of unit A1 / of unit B1',
    method: 'POST',
    targets: () => ['/api/bse_unidade', '/api/bse_unidade'],
    body: (o, profile, index) => ({
      nomUnidade: `Unidade Endereço ${freshPrefix()}`,
      cstTxtPrefixoLogin: freshPrefix(),
      codBseEscola: o.schools.a,
      // The Master would move B1's address to school A: it uses A2's instead, also a school A address.
      codBseEndereco: index === 0 ? o.addresses.a1 : profile === 1 ? o.addresses.a2 : o.addresses.b1,
    }),
    expected: { ...same([200, 404], [2], forbidden(2)), 1: [200, 200] },
  },
  {
    name: 'GET an address (of unit A1 / of unit B1)',
    method: 'GET',
    targets: (o) => [o.addresses.a1, o.addresses.b1].map((id) => `/api/bse_endereco/${id}`),
    expected: { ...same([200, 404], [2], forbidden(2)), 1: [200, 200] },
  },
  {
    name: 'PUT an address, unchanged',
    method: 'PUT',
    targets: (o) => [o.addresses.a1, o.addresses.b1].map((id) => `/api/bse_endereco/${id}`),
    body: (o, _, id) => ({
      dscCep: '01001000',
      dscRua: id === o.addresses.a1 ? 'Rua Alfa Um' : 'Rua Beta',
      dscBairro: 'Centro',
      dscCidade: 'São Paulo',
      dscEstado: 'SP',
    }),
    expected: { ...same([200, 404], [2], forbidden(2)), 1: [200, 200] },
  },
  {
    name: 'DELETE an address (each is used by its unit: 409 once reached)',
    method: 'DELETE',
    targets: (o) => [o.addresses.a1, o.addresses.b1].map((id) => `/api/bse_endereco/${id}`),
    expected: { ...same([409, 404], [2], forbidden(2)), 1: [409, 409] },
  },
  {
    name: 'GET a class (own class / class of the other unit / class of the other school)',
    method: 'GET',
    targets: (o) => classTargets(o).map((id) => `/api/bse_turma/${id}`),
    expected: reach({ ...STAFF_REACH, 5: [200, 404, 404] }),
  },
  {
    name: 'GET the students of a class',
    method: 'GET',
    targets: (o) => classTargets(o).map((id) => `/api/bse_turma/usuariosDaTurma/${id}`),
    expected: reach({ ...STAFF_REACH, 5: [200, 404, 404] }),
  },
  {
    name: 'GET the classes of a unit (a Professor reaches classes, not units)',
    method: 'GET',
    targets: (o) => unitTargets(o).map((id) => `/api/bse_turma/turmasDaUnidade/${id}`),
    expected: reach({ ...STAFF_REACH, 5: [404, 404, 404] }),
  },
  {
    name: 'POST a class in unit A1 / A2 / B1 (a Coordenador’s always goes to its own unit)',
    method: 'POST',
    targets: () => ['/api/bse_turma', '/api/bse_turma', '/api/bse_turma'],
    body: (o, _, index) => ({
      nomTurma: `Turma Nova ${freshPrefix()}`,
      codBseUnidade: unitTargets(o)[index],
    }),
    expected: reach({ 2: [200, 200, 404], 3: [200, 404, 404], 4: [200, 200, 200] }),
  },
  {
    name: 'PUT a class, unchanged',
    method: 'PUT',
    targets: (o) => classTargets(o).map((id) => `/api/bse_turma/${id}`),
    body: (o, _, id) => ({
      nomTurma: { [o.classes.a1]: 'Turma A1', [o.classes.a2]: 'Turma A2', [o.classes.b1]: 'Turma B1' }[id],
    }),
    expected: reach({ 2: [200, 200, 404], 3: [200, 404, 404], 4: [200, 404, 404] }),
  },
  {
    name: 'DELETE a class (each has students: 409 once reached)',
    method: 'DELETE',
    targets: (o) => classTargets(o).map((id) => `/api/bse_turma/${id}`),
    expected: { ...same([409, 409, 404], [2], forbidden(3)), 3: [409, 404, 404] },
  },
  {
    name: 'GET the classes of a user (Professor A1 / Aluno of A2 / Aluno of B1)',
    method: 'GET',
    targets: (o) =>
      [o.users.professorA1, o.users.alunoA2, o.users.alunoB1].map(
        (u) => `/api/bse_usuario_turma/carregarTurmasDoUsuario/${u.id}`,
      ),
    expected: reach(STAFF_REACH),
  },
  {
    name: 'POST the current class (own class / class of another school)',
    method: 'POST',
    targets: (o) => [o.classes.a1, o.classes.b1].map((id) => `/api/bse_usuario_turma/turmaAtual/${id}`),
    expected: same([200, 404], [5, 6], forbidden(2)),
  },
  {
    name: 'DELETE a student from a class (own class / class of A2 / class of B1)',
    method: 'DELETE',
    // Each profile takes out its own spare student of A1, so the rows stay independent.
    targets: (o, profile) => [
      `/api/bse_usuario_turma/${o.classes.a1}/${(profile === 4 ? o.users.alunoA1Spare4 : o.users.alunoA1Spare3).id}`,
      `/api/bse_usuario_turma/${o.classes.a2}/${o.users.alunoA2.id}`,
      `/api/bse_usuario_turma/${o.classes.b1}/${o.users.alunoB1.id}`,
    ],
    expected: same([200, 404, 404], [3, 4], forbidden(3)),
  },
];

describe('organization scope: every route, every profile, inside and outside scope', () => {
  let t: TestApp;
  let o: Organization;

  beforeAll(async () => {
    t = await createTestApp('organization_scope');
    o = await buildOrganization(t);
  });
  afterAll(() => t.close());

  for (const row of TABLE) {
    it(row.name, async () => {
      const seen: Record<string, number[]> = {};
      const wanted: Record<string, number[]> = {};
      for (const profile of ALL_PROFILES) {
        const targets = row.targets(o, profile);
        const statuses: number[] = [];
        for (const [index, path] of targets.entries()) {
          const id = Number(path.split('/').pop());
          const response = await t.call(row.method, path, {
            token: o.viewers[profile].token,
            body: row.body?.(o, profile, row.method === 'POST' ? index : id),
          });
          statuses.push(response.status);
          const text = await response.text();
          // A refusal never carries the record.
          if (response.status === 404) expect(JSON.parse(text)).toMatchObject({ code: 'generic.notFound' });
        }
        seen[PROFILE_NAMES[profile]] = statuses;
        wanted[PROFILE_NAMES[profile]] = row.expected[profile];
      }
      expect(seen).toEqual(wanted);
    });
  }

  it('filters every list by scope', async () => {
    const ids = async (profile: Profile, path: string, key: string) => {
      const response = await t.call('GET', path, { token: o.viewers[profile].token });
      if (response.status !== 200) return response.status;
      return ((await response.json()) as Record<string, number>[]).map((r) => r[key]).sort((a, b) => a! - b!);
    };
    const { units, classes, schools } = o;
    const lists: Record<string, unknown> = {};
    for (const profile of ALL_PROFILES) {
      const unitIds = await ids(profile, '/api/bse_unidade', 'codBseUnidade');
      const classIds = await ids(profile, '/api/bse_turma', 'codBseTurma');
      const schoolUnits = await ids(
        profile,
        `/api/bse_unidade/unidadesDaEscola/${schools.a}`,
        'codBseUnidade',
      );
      const mine = await ids(profile, '/api/bse_usuario_turma/carregarMinhasTurmas/x', 'codBseTurma');
      lists[PROFILE_NAMES[profile]] = {
        units: Array.isArray(unitIds)
          ? unitIds.filter((id) => [units.a1, units.a2, units.b1].includes(id!))
          : unitIds,
        classes: Array.isArray(classIds)
          ? classIds.filter((id) => [classes.a1, classes.a1b, classes.a2, classes.b1].includes(id!))
          : classIds,
        schoolUnits: Array.isArray(schoolUnits)
          ? schoolUnits.filter((id) => [units.a1, units.a2].includes(id!))
          : schoolUnits,
        mine,
      };
    }
    const sorted = (...values: number[]) => values.sort((a, b) => a - b);
    expect(lists).toEqual({
      Master: {
        units: sorted(units.a1, units.a2, units.b1),
        classes: sorted(classes.a1, classes.a1b, classes.a2, classes.b1),
        schoolUnits: sorted(units.a1, units.a2),
        mine: [],
      },
      Gestor: {
        units: sorted(units.a1, units.a2),
        classes: sorted(classes.a1, classes.a1b, classes.a2),
        schoolUnits: sorted(units.a1, units.a2),
        mine: [],
      },
      Diretor: {
        units: [units.a1],
        classes: sorted(classes.a1, classes.a1b),
        schoolUnits: [units.a1],
        mine: [],
      },
      Coordenador: {
        units: [units.a1],
        classes: sorted(classes.a1, classes.a1b),
        schoolUnits: [units.a1],
        mine: [],
      },
      Professor: {
        units: 403,
        classes: sorted(classes.a1, classes.a1b),
        schoolUnits: 403,
        mine: sorted(classes.a1, classes.a1b),
      },
      Aluno: { units: 403, classes: 403, schoolUnits: 403, mine: [classes.a1] },
      Assistente: { units: 403, classes: 403, schoolUnits: 403, mine: [] },
    });
  });

  it('lists addresses by scope: the Gestor sees its school’s only', async () => {
    const list = async (token: string) =>
      (
        (await (await t.call('GET', '/api/bse_endereco', { token })).json()) as { codBseEndereco: number }[]
      ).map((a) => a.codBseEndereco);
    const { a1, a2, b1 } = o.addresses;
    expect(await list(o.users.master.token)).toEqual(expect.arrayContaining([a1, a2, b1]));
    const gestorA = await list(o.users.gestorA.token);
    expect(gestorA).toEqual(expect.arrayContaining([a1, a2]));
    expect(gestorA).not.toContain(b1);
    expect(await list(o.users.gestorB.token)).toEqual([b1]);
  });

  it('rebuilds the organization read models, after all of the above, into the very same rows', async () => {
    const snapshot = async () => {
      const tables: Record<string, unknown[]> = {};
      for (const table of organizationProjections.flatMap((p) => p.tables))
        tables[table] = (await sql`select * from ${sql.table(table)} order by 1, 2`.execute(t.db)).rows;
      return tables;
    };
    const live = await snapshot();
    expect((live.class_members ?? []).length).toBeGreaterThan(0);
    for (const projection of organizationProjections) await rebuildProjection(t.db, t.store, projection);
    expect(await snapshot()).toEqual(live);
  });
});
