// The fixtures that the tests of the user screens share.
import type { UserDetail } from '@school/modules/identity/contracts';

/** Ana Souza (9, DMCE-0001), Professor of "6º ano A" (5) in the demo school's Unidade Centro, as GET /bse_usuario/{id} answers her. */
export const TEACHER: UserDetail = {
  codBseUsuario: 9,
  cstLogin: 'DMCE-0001',
  nomUsuario: 'Ana Souza',
  codBsePerfil: 5,
  nomPerfil: 'Professor',
  codBseEscola: 2,
  nomEscola: 'Escola Demonstração',
  codBseUnidade: 3,
  nomUnidade: 'Unidade Centro',
  turmas: [{ codBseTurma: 5, nomTurma: '6º ano A' }],
  active: true,
  codBseTurma: null,
  arrayCodBseTurmas: [5],
  imgAvatar: null,
  cstTxtPrefixoLoginEscola: 'DM',
  cstTxtPrefixoLoginUnidade: 'CE',
};
