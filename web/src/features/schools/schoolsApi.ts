import { useQuery } from '@tanstack/react-query';
import type { School, SchoolWriteAnswer } from '@school/modules/organization/contracts';
import { api } from '../../shared/api';

/** Every schools query starts with this key: invalidating it refreshes the list and the forms. */
export const SCHOOLS_KEY = ['bse_escola'] as const;

/** GET /bse_escola: every school, by name. */
export function useSchools() {
  return useQuery({
    queryKey: SCHOOLS_KEY,
    queryFn: ({ signal }) => api<School[]>('/bse_escola', { signal }),
  });
}

/** GET /bse_escola/{id}, for the edit form. */
export function useSchool(id: number | null) {
  return useQuery({
    queryKey: [...SCHOOLS_KEY, id],
    queryFn: ({ signal }) => api<School>(`/bse_escola/${id}`, { signal }),
    enabled: id !== null,
  });
}

export interface CreateSchoolBody {
  nomEscola: string;
  cstTxtPrefixoLogin: string;
  codBseEndereco: number | null;
  codUsuarioCriacao: number | null;
}

export interface UpdateSchoolBody {
  nomEscola: string;
  codBseEndereco: number | null;
  codBseEscola: number;
}

/** The legacy answers: 1 done, 0 name already registered; anything else is "Informações inválidas.". */
export type SchoolSaveAnswer = SchoolWriteAnswer | null;

export function createSchool(body: CreateSchoolBody, idempotencyKey: string): Promise<SchoolSaveAnswer> {
  return api<SchoolSaveAnswer>('/bse_escola', { method: 'POST', body, idempotencyKey });
}

export function updateSchool(body: UpdateSchoolBody, idempotencyKey: string): Promise<SchoolSaveAnswer> {
  return api<SchoolSaveAnswer>(`/bse_escola/${body.codBseEscola}`, { method: 'PUT', body, idempotencyKey });
}

export function deleteSchool(id: number, idempotencyKey: string): Promise<unknown> {
  return api<unknown>(`/bse_escola/${id}`, { method: 'DELETE', idempotencyKey });
}
