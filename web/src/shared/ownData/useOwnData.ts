import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MyData } from '@school/modules/identity/contracts';
import { api, ApiError } from '../api';
import { sessionStore } from '../session';

export const MY_DATA_KEY = ['bse_usuario', 'getMeusDados'] as const;

/**
 * The signed-in user's own data, fetched on entering the shell. A refusal logs the user out
 * (410: deactivated since signing in; anything else: "Sessão expirou."); a network failure
 * does not, the session stays until the server says otherwise.
 */
export function useOwnData() {
  const query = useQuery({
    queryKey: MY_DATA_KEY,
    queryFn: ({ signal }) => api<MyData>('/bse_usuario/getMeusDados/x', { signal }),
  });
  useEffect(() => {
    const error = query.error;
    if (error instanceof ApiError && !error.isNetwork) {
      sessionStore.end(error.status === 410 ? 'deactivated' : 'expired');
    }
  }, [query.error]);
  useEffect(() => {
    const data = query.data;
    if (!data) return;
    sessionStore.update({
      nomUsuario: data.nomUsuario,
      nomPerfil: data.nomPerfil,
      codBsePerfil: data.codBsePerfil,
      codBseEscola: data.codBseEscola,
      codBseUnidade: data.codBseUnidade,
      codBseTurma: data.codBseTurma,
      nomTurma: data.nomTurma,
    });
  }, [query.data]);
  return query;
}
