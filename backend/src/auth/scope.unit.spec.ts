import { describe, expect, it } from 'vitest';
import type { Profile } from '@school/modules/kernel';
import { assertInScope, inScope } from './scope.js';
import { testCaller as user } from '../../test/caller.js';

const ownUnit = { schoolId: 2, unitId: 20, classId: 200 };
const otherUnitSameSchool = { schoolId: 2, unitId: 21, classId: 210 };
const otherSchool = { schoolId: 3, unitId: 30, classId: 300 };

describe('scope', () => {
  it.each([
    ['Master', 1, [true, true, true]],
    ['Gestor', 2, [true, true, false]],
    ['Diretor', 3, [true, false, false]],
    ['Coordenador', 4, [true, false, false]],
    ['Professor of class 200', 5, [true, false, false]],
    ['Aluno', 6, [false, false, false]],
    ['Assistente', 7, [false, false, false]],
  ] as const)(
    '%s reaches own unit / another unit of the school / another school: %j',
    (_, profile, expected) => {
      const u = user(profile as Profile);
      expect([ownUnit, otherUnitSameSchool, otherSchool].map((t) => inScope(u, t, [200]))).toEqual(expected);
    },
  );

  it('answers outside scope exactly like a missing record', () => {
    expect(() => assertInScope(user(2), otherSchool)).toThrowError(
      expect.objectContaining({ code: 'generic.notFound' }),
    );
    expect(() => assertInScope(user(2), undefined)).toThrowError(
      expect.objectContaining({ code: 'generic.notFound' }),
    );
    expect(() => assertInScope(user(2), ownUnit)).not.toThrow();
  });

  it('never lets a user without a school through on a record without a school', () => {
    expect(inScope(user(2, null, null), { schoolId: null })).toBe(false);
    expect(inScope(user(3, 2, null), { schoolId: 2, unitId: null })).toBe(false);
  });
});
