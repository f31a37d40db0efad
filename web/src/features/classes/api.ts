import { useQuery } from '@tanstack/react-query';
import type { ClassStudent, SchoolClass, Unit, UserClass } from '@school/modules/organization/contracts';
import { api } from '../../shared/api';

export const CLASS_LIST_PATH = '/turma/listar';
export const CLASSES_KEY = ['bse_turma'] as const;
export const MY_CLASSES_KEY = ['bse_usuario_turma', 'carregarMinhasTurmas'] as const;

/** The classes the caller reaches, with their unit's and school's names. */
export function useClasses(enabled = true) {
  return useQuery({
    queryKey: CLASSES_KEY,
    queryFn: ({ signal }) => api<SchoolClass[]>('/bse_turma', { signal }),
    enabled,
  });
}

export function useClass(id: number | null) {
  return useQuery({
    queryKey: [...CLASSES_KEY, id],
    queryFn: ({ signal }) => api<SchoolClass>(`/bse_turma/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useClassStudents(id: number) {
  return useQuery({
    queryKey: [...CLASSES_KEY, id, 'usuariosDaTurma'],
    queryFn: ({ signal }) => api<ClassStudent[]>(`/bse_turma/usuariosDaTurma/${id}`, { signal }),
  });
}

/** The caller's own classes; `indAtual: 'S'` marks the current one. */
export function useMyClasses(enabled = true) {
  return useQuery({
    queryKey: MY_CLASSES_KEY,
    queryFn: ({ signal }) => api<UserClass[]>('/bse_usuario_turma/carregarMinhasTurmas/x', { signal }),
    enabled,
  });
}

/** The units a Gestor or Diretor may put a class in. */
export function useUnitChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['bse_unidade'],
    queryFn: ({ signal }) => api<Unit[]>('/bse_unidade', { signal }),
    enabled,
  });
}

/** One unit (a Coordenador's own, fixed in the form). */
export function useUnitById(id: number | null) {
  return useQuery({
    queryKey: ['bse_unidade', id],
    queryFn: ({ signal }) => api<Unit>(`/bse_unidade/${id}`, { signal }),
    enabled: id !== null,
  });
}
