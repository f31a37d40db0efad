import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolClass, UserClass } from '@school/modules/organization';
import { createTestApp, type TestApp } from '../../test/app.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data.js';
import { seedDemo } from './demo-seed.js';

describe('npm run seed:demo', () => {
  let t: TestApp;
  let firstRun: string[];

  beforeAll(async () => {
    t = await createTestApp('demo_seed');
    firstRun = await seedDemo(t.app);
  });
  afterAll(() => t.close());

  it('creates the school, two units with addresses, their classes and every demo user', async () => {
    expect(firstRun.filter((l) => l.endsWith('created'))).toHaveLength(DEMO_USERS.length);
    const gestor = await t.signIn('DMMT-0002', DEMO_PASSWORD);
    const units = (await (await t.call('GET', '/api/bse_unidade', { token: gestor })).json()) as {
      nomUnidade: string;
      codBseEndereco: number | null;
    }[];
    expect(units.map((u) => u.nomUnidade)).toEqual(['Unidade Centro', 'Unidade Jardins']);
    for (const unit of units) {
      const address = await t.call('GET', `/api/bse_endereco/${unit.codBseEndereco}`, { token: gestor });
      expect(address.status).toBe(200);
    }
    const classes = (await (
      await t.call('GET', '/api/bse_turma', { token: gestor })
    ).json()) as SchoolClass[];
    expect(classes.map((c) => `${c.nomUnidade}: ${c.nomTurma}`).sort()).toEqual([
      'Unidade Centro: 6º ano A',
      'Unidade Centro: 7º ano A',
      'Unidade Jardins: 6º ano B',
      'Unidade Jardins: 8º ano B',
    ]);
  });

  it('signs every demo user in; teachers have several classes, students one', async () => {
    for (const user of DEMO_USERS) {
      const token = await t.signIn(user.cstLogin, DEMO_PASSWORD);
      const mine = (await (
        await t.call('GET', '/api/bse_usuario_turma/carregarMinhasTurmas/x', { token })
      ).json()) as UserClass[];
      expect([user.cstLogin, mine.map((c) => c.nomTurma).sort()]).toEqual([
        user.cstLogin,
        [...user.classes].sort(),
      ]);
    }
  });

  it('appends nothing when run again', async () => {
    const head = await t.store.headPosition();
    const again = await seedDemo(t.app);
    expect(again.filter((l) => l.endsWith('already there'))).toHaveLength(DEMO_USERS.length);
    expect(await t.store.headPosition()).toBe(head);
  });
});
