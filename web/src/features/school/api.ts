import { createElement, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isMessageCode } from '@school/modules/kernel/contracts';
import type { School, SchoolWriteAnswer } from '@school/modules/organization/contracts';
import { Message } from '../../i18n/messages';
import { api, ApiError } from '../../shared/api';
import { notify } from '../../shared/notify';
import { useApiGet, useApiRecord, useWrite } from '../../shared/query';

/** Every schools query starts with this key: invalidating it refreshes the list and the forms. */
export const SCHOOLS_KEY = ['bse_escola'] as const;

/** GET /bse_escola: every school, by name. */
export function useSchools() {
  return useApiGet<School[]>(SCHOOLS_KEY, '/bse_escola');
}

/** GET /bse_escola/{id}, for the edit form. */
export function useSchool(id: number | null) {
  return useApiRecord<School>(SCHOOLS_KEY, '/bse_escola', id);
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

/** What the school form saves: a new school, or the edited one's name and address. */
export type SchoolSave = ({ create: CreateSchoolBody } | { update: UpdateSchoolBody }) & {
  /**
   * The form's key, kept while a save gets no answer so a retry cannot create the school twice
   * (useWrite's fresh key per action would lose that; see the report of issue 22).
   */
  idempotencyKey: string;
};

/**
 * POST /bse_escola or PUT /bse_escola/{id}. The server answers once its read model has the
 * change, and on a 1 every schools query is read again, the list's too though it is not on screen:
 * it is fresh when the form goes back to it.
 */
export function useSaveSchool() {
  const client = useQueryClient();
  return useWrite({
    write: async (save: SchoolSave) => {
      const { idempotencyKey } = save;
      const answer =
        'create' in save
          ? await api<SchoolSaveAnswer>('/bse_escola', { method: 'POST', body: save.create, idempotencyKey })
          : await api<SchoolSaveAnswer>(`/bse_escola/${save.update.codBseEscola}`, {
              method: 'PUT',
              body: save.update,
              idempotencyKey,
            });
      // useWrite reads again only the queries on screen.
      if (answer === 1) await client.invalidateQueries({ queryKey: SCHOOLS_KEY, refetchType: 'all' });
      return answer;
    },
  });
}

/** Why a delete failed: the server's message ("Existem usuários cadastrados nesta escola…"), or a generic one. */
function deleteFailure(error: unknown): ReactNode {
  if (!(error instanceof ApiError) || error.isNetwork)
    return createElement(Message, { code: 'generic.server' });
  return isMessageCode(error.code) ? createElement(Message, { code: error.code }) : error.message;
}

/** DELETE /bse_escola/{id}: a refusal shows under "Erro ao excluir escola" (useWrite's notice has no title yet). */
export function useDeleteSchool() {
  return useWrite({
    write: (id: number, idempotencyKey) =>
      api<unknown>(`/bse_escola/${id}`, { method: 'DELETE', idempotencyKey }).catch((error: unknown) => {
        void notify('error', deleteFailure(error), {
          title: createElement(Message, { code: 'school.deleteFailed' }),
        });
        throw error;
      }),
    invalidates: [SCHOOLS_KEY],
    notifyErrors: false,
  });
}
