import { describe, expect, it } from 'vitest';
import type { ClassActivityEvent } from '@school/modules/assessment';
import { projectionSpec } from '@school/test-support';
import { classActivitiesOf, classActivitiesProjection, classActivityOf, findClassActivity } from './index.js';

// One database for the file: each test gives its own classes and activities.
const spec = projectionSpec<ClassActivityEvent>(classActivitiesProjection);

const ref = (codBseAtividadeTurma: number, codBseAtividade: number, codBseTurma: number) => ({
  codBseAtividadeTurma,
  codBseTurma,
  codBseAtividade,
});
const added = (codBseTurma: number, ...itens: ReturnType<typeof ref>[]): ClassActivityEvent => ({
  type: 'ClassActivitiesAdded',
  data: { codBseTurma, itens },
});

describe('class activities', () => {
  it('classActivitiesOf: a class’s activities in the order added, open or not; the open ones alone', async () => {
    await spec.given(
      added(7, ref(1, 30, 7), ref(2, 31, 7), ref(3, 32, 7)),
      added(8, ref(4, 30, 8)),
      { type: 'ClassActivityOpened', data: ref(1, 30, 7) },
      { type: 'ClassActivityOpened', data: ref(4, 30, 8) },
      { type: 'ClassActivityRemoved', data: ref(3, 32, 7) },
    );
    expect(await classActivitiesOf(spec.db, 7)).toEqual([
      { ...ref(1, 30, 7), indAtivo: 'S' },
      { ...ref(2, 31, 7), indAtivo: 'N' },
    ]);
    expect(await classActivitiesOf(spec.db, 7, true)).toEqual([{ ...ref(1, 30, 7), indAtivo: 'S' }]);
    expect(await classActivitiesOf(spec.db, 9)).toEqual([]);

    await spec.given({ type: 'ClassActivityClosed', data: ref(1, 30, 7) });
    expect(await classActivitiesOf(spec.db, 7, true)).toEqual([]);
    expect((await classActivitiesOf(spec.db, 7)).map((a) => a.indAtivo)).toEqual(['N', 'N']);
  });

  it('findClassActivity: one class activity by its id, as it stands, until it is removed', async () => {
    await spec.given(added(20, ref(10, 40, 20), ref(11, 41, 20)), {
      type: 'ClassActivityOpened',
      data: ref(10, 40, 20),
    });
    expect(await findClassActivity(spec.db, 10)).toEqual({ ...ref(10, 40, 20), indAtivo: 'S' });
    expect(await findClassActivity(spec.db, 11)).toEqual({ ...ref(11, 41, 20), indAtivo: 'N' });
    expect(await findClassActivity(spec.db, 999)).toBeUndefined();

    await spec.given({ type: 'ClassActivityRemoved', data: ref(10, 40, 20) });
    expect(await findClassActivity(spec.db, 10)).toBeUndefined();
  });

  it('classActivityOf: an activity in a class, only where it was added there', async () => {
    await spec.given(added(30, ref(20, 50, 30)), added(31, ref(21, 50, 31)), {
      type: 'ClassActivityOpened',
      data: ref(21, 50, 31),
    });
    expect(await classActivityOf(spec.db, 30, 50)).toEqual({ ...ref(20, 50, 30), indAtivo: 'N' });
    expect(await classActivityOf(spec.db, 31, 50)).toEqual({ ...ref(21, 50, 31), indAtivo: 'S' });
    expect(await classActivityOf(spec.db, 30, 51)).toBeUndefined();
    expect(await classActivityOf(spec.db, 32, 50)).toBeUndefined();
  });
});
