import type {
  CurrentClass,
  School,
  SchoolClass,
  Unit,
  UserClass,
} from '@school/modules/organization/contracts';
import { api } from '../api';
import { MY_DATA_KEY } from '../ownData';
import { useApiGet, useWrite } from '../query';
import { sessionStore } from '../session';

/** Every classes query starts with this key (the classes screens, a class's students in reports). */
export const CLASSES_KEY = ['bse_turma'] as const;
export const MY_CLASSES_KEY = ['bse_usuario_turma', 'carregarMinhasTurmas'] as const;

/** The caller's own classes; `indAtual: 'S'` marks the current one. */
export function useMyClasses(enabled = true) {
  return useApiGet<UserClass[]>(MY_CLASSES_KEY, '/bse_usuario_turma/carregarMinhasTurmas/x', enabled);
}

/** GET /api/bse_turma: the classes the caller reaches, with their unit's and school's names. */
export function useClasses(enabled = true) {
  return useApiGet<SchoolClass[]>(CLASSES_KEY, '/bse_turma', enabled);
}

/** GET /api/bse_escola: the schools the caller reaches. */
export function useSchools(enabled: boolean) {
  return useApiGet<School[]>(['bse_escola'], '/bse_escola', enabled);
}

/** GET /api/bse_unidade/unidadesDaEscola/{id}: a school's units, as far as the caller reaches. */
export function useUnitsOfSchool(schoolId: number | null) {
  return useApiGet<Unit[]>(
    ['bse_unidade', 'unidadesDaEscola', schoolId],
    `/bse_unidade/unidadesDaEscola/${schoolId}`,
    schoolId !== null,
  );
}

/** GET /api/bse_turma/turmasDaUnidade/{id}: a unit's classes. */
export function useClassesOfUnit(unitId: number | null) {
  return useApiGet<SchoolClass[]>(
    [...CLASSES_KEY, 'turmasDaUnidade', unitId],
    `/bse_turma/turmasDaUnidade/${unitId}`,
    unitId !== null,
  );
}

/** Makes one of the caller's classes the current one (the top bar's, kept in the session). */
export function useSwitchCurrentClass() {
  return useWrite({
    write: async (classId: number, idempotencyKey) => {
      const current = await api<CurrentClass>(`/bse_usuario_turma/turmaAtual/${classId}`, {
        method: 'POST',
        idempotencyKey,
      });
      sessionStore.update({ codBseTurma: current.codBseTurma, nomTurma: current.nomTurma });
      return current;
    },
    invalidates: [MY_CLASSES_KEY, MY_DATA_KEY],
  });
}
