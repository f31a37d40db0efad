import { useQuery } from '@tanstack/react-query';
import type { School, SchoolClass, Unit, UserClass } from '@school/modules/organization/contracts';
import { api } from '../api';

/** Every classes query starts with this key (the classes screens, a class's students in reports). */
export const CLASSES_KEY = ['bse_turma'] as const;
export const MY_CLASSES_KEY = ['bse_usuario_turma', 'carregarMinhasTurmas'] as const;

/** The caller's own classes; `indAtual: 'S'` marks the current one. */
export function useMyClasses(enabled = true) {
  return useQuery({
    queryKey: MY_CLASSES_KEY,
    queryFn: ({ signal }) => api<UserClass[]>('/bse_usuario_turma/carregarMinhasTurmas/x', { signal }),
    enabled,
  });
}

/** GET /api/bse_escola: the schools the caller reaches. */
export function useSchools(enabled: boolean) {
  return useQuery({
    queryKey: ['bse_escola'],
    queryFn: ({ signal }) => api<School[]>('/bse_escola', { signal }),
    enabled,
  });
}

/** GET /api/bse_unidade/unidadesDaEscola/{id}: a school's units, as far as the caller reaches. */
export function useUnitsOfSchool(schoolId: number | null) {
  return useQuery({
    queryKey: ['bse_unidade', 'unidadesDaEscola', schoolId],
    queryFn: ({ signal }) => api<Unit[]>(`/bse_unidade/unidadesDaEscola/${schoolId}`, { signal }),
    enabled: schoolId !== null,
  });
}

/** GET /api/bse_turma/turmasDaUnidade/{id}: a unit's classes. */
export function useClassesOfUnit(unitId: number | null) {
  return useQuery({
    queryKey: [...CLASSES_KEY, 'turmasDaUnidade', unitId],
    queryFn: ({ signal }) => api<SchoolClass[]>(`/bse_turma/turmasDaUnidade/${unitId}`, { signal }),
    enabled: unitId !== null,
  });
}
