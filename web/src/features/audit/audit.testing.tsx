import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import type { AccessAuditEntry, RecordHistoryEntry } from '@school/modules/reporting/contracts';
import { signInWithClass } from '../../test/session';
import { renderWithProviders } from '../../test/render';

/** A sign-in attempt of ABMT-000n on day 1n of March 2025, at 09:0n:0n local time. */
export const access = (
  n: number,
  indSucesso: 'S' | 'N',
  httpStatus: number,
  txtObservacao: string,
  nomUsuario: string | null = `Usuário ${n}`,
): AccessAuditEntry => ({
  cstLogin: `ABMT-000${n}`,
  codBseUsuario: nomUsuario ? n : null,
  nomUsuario,
  indSucesso,
  txtObservacao,
  httpStatus,
  ip: `10.0.0.${n}`,
  // No offset: the local time, whatever the test machine's zone.
  dthAcesso: `2025-03-1${n}T09:0${n}:0${n}`,
});

/** A user's history: created by the system, then renamed by Professora Ana (with markup in the name). */
export const HISTORY: RecordHistoryEntry[] = [
  {
    tipo: 'UserCreated',
    quando: '2025-02-01T08:00:00',
    quem: null,
    dados: { nomUsuario: 'Aluna Bia', codBsePerfil: 6, turmas: [7, 8] },
    posicao: '10',
  },
  {
    tipo: 'UserRenamed',
    quando: '2025-02-03T14:30:15',
    quem: { codBseUsuario: 20, nomUsuario: 'Professora Ana', cstLogin: 'DMMT-0005', codBsePerfil: 1 },
    dados: { nomUsuario: '<b>Beatriz</b>', apelido: null },
    posicao: '42',
  },
];

/** A tab of the console on its own, for a signed-in Master, with a user to click it. */
export function renderTab(tab: ReactElement) {
  signInWithClass(1);
  return { ...renderWithProviders(tab), user: userEvent.setup() };
}
