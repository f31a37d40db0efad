import type {
  ClassWriteAnswer,
  CreateClassInput,
  SchoolClass,
  Unit,
  UpdateClassInput,
} from '@school/modules/organization/contracts';
import type { ClassOverview } from '@school/modules/reporting/contracts';
import { api } from '../../shared/api';
import { CLASSES_KEY, useClasses } from '../../shared/organization';
import { useApiGet, useApiRecord, useWrite } from '../../shared/query';

export const CLASS_LIST_PATH = '/turma/listar';

/** The classes the caller reaches, with their unit's and school's names (shared: the calendar asks too). */
export { useClasses };

export function useClass(id: number | null) {
  return useApiRecord<SchoolClass>(CLASSES_KEY, '/bse_turma', id);
}

/** GET /bse_turma/painel/{id}: the class page, each student with its progress, grades and last sign-in. */
export function useClassOverview(id: number) {
  return useApiGet<ClassOverview>([...CLASSES_KEY, id, 'painel'], `/bse_turma/painel/${id}`);
}

/** The units a Gestor or Diretor may put a class in. */
export function useUnitChoices(enabled: boolean) {
  return useApiGet<Unit[]>(['bse_unidade'], '/bse_unidade', enabled);
}

/** One unit (a Coordenador's own, fixed in the form). */
export function useUnitById(id: number | null) {
  return useApiRecord<Unit>(['bse_unidade'], '/bse_unidade', id);
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
    invalidates: [[...CLASSES_KEY, classId]],
  });
}

/** The current-class switch lives in shared/organization: the home page switches too. */
export { useSwitchCurrentClass } from '../../shared/organization';
