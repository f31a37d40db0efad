import { useQuery } from '@tanstack/react-query';
import type {
  ClassStudent,
  ClassWriteAnswer,
  CreateClassInput,
  CurrentClass,
  SchoolClass,
  Unit,
  UpdateClassInput,
} from '@school/modules/organization/contracts';
import { api } from '../../shared/api';
import { CLASSES_KEY, MY_CLASSES_KEY } from '../../shared/organization';
import { MY_DATA_KEY } from '../../shared/ownData';
import { useWrite } from '../../shared/query';
import { sessionStore } from '../../shared/session';

export const CLASS_LIST_PATH = '/turma/listar';

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

/**
 * Creates a class (`id` null) or renames one; answers 1 when done, 0 when the name is taken.
 * The form shows the refusals beside its fields; a save retried after the network failed is the
 * same request.
 */
export function useSaveClass() {
  return useWrite({
    write: (
      { id, body }: { id: number | null; body: CreateClassInput | UpdateClassInput },
      idempotencyKey,
    ) =>
      id === null
        ? api<ClassWriteAnswer | null>('/bse_turma', { method: 'POST', body, idempotencyKey })
        : api<ClassWriteAnswer | null>(`/bse_turma/${id}`, {
            method: 'PUT',
            body: { ...body, codBseTurma: id },
            idempotencyKey,
          }),
    invalidates: [CLASSES_KEY],
    notifyErrors: false,
    retryKeepsKey: true,
  });
}

export function useDeleteClass() {
  return useWrite({
    write: (id: number, idempotencyKey) => api(`/bse_turma/${id}`, { method: 'DELETE', idempotencyKey }),
    invalidates: [CLASSES_KEY],
  });
}

/** Takes a student out of a class. */
export function useRemoveClassStudent(classId: number) {
  return useWrite({
    write: (studentId: number, idempotencyKey) =>
      api(`/bse_usuario_turma/${classId}/${studentId}`, { method: 'DELETE', idempotencyKey }),
    invalidates: [[...CLASSES_KEY, classId, 'usuariosDaTurma']],
  });
}

/** Makes one of the Professor's classes the current one (the top bar's, kept in the session). */
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
