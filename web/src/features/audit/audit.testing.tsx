import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type {
  AccessAuditEntry,
  AuditRecordOption,
  RecordHistoryEntry,
} from '@school/modules/reporting/contracts';
import { selectInput } from '../../test/ui';
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
    dados: {
      codBseUsuario: 12,
      cstLogin: 'DMMT-0006',
      nomUsuario: 'Aluna Bia',
      codBsePerfil: 6,
      codBseEscola: 1,
      codBseUnidade: 2,
      turmas: [7, 8],
      imgAvatar: null,
    },
    posicao: '10',
    nomes: { 'escola-1': 'Escola Modelo', 'unidade-2': 'Unidade Centro', 'turma-7': '6º ano A' },
  },
  {
    tipo: 'UserUpdated',
    quando: '2025-02-03T14:30:15',
    quem: { codBseUsuario: 20, nomUsuario: 'Professora Ana', cstLogin: 'DMMT-0005', codBsePerfil: 1 },
    dados: { codBseUsuario: 12, nomUsuario: '<b>Beatriz</b>', codBsePerfil: 5 },
    posicao: '42',
    nomes: {},
  },
];

/** A tab of the console on its own, for a signed-in Master, with a user to click it. */
export function renderTab(tab: ReactElement) {
  signInWithClass(1);
  return { ...renderWithProviders(tab), user: userEvent.setup() };
}

/** The records the console's pickers find (GET /auditoria/registros), by kind. */
export const RECORDS: Record<string, AuditRecordOption[]> = {
  usuario: [
    { id: 12, nome: 'Aluna Bia', detalhe: 'DMMT-0006', codBsePerfil: 6 },
    { id: 20, nome: 'Professora Ana', detalhe: 'DMMT-0005', codBsePerfil: 5 },
  ],
  aluno: [
    { id: 30, nome: 'Aluno Caio', detalhe: 'DMMT-0030', codBsePerfil: 6 },
    { id: 31, nome: 'Aluna Duda', detalhe: 'DMMT-0031', codBsePerfil: 6 },
  ],
  atividade: [
    { id: 5, nome: 'Avaliação: o corpo humano', detalhe: 'Ciências' },
    { id: 9, nome: 'Atividade apagada', detalhe: null },
  ],
  turma: [
    { id: 7, nome: '6º ano A', detalhe: 'Unidade Centro' },
    { id: 999, nome: 'Turma sumida', detalhe: 'Unidade Centro' },
  ],
  escola: [{ id: 3, nome: 'Escola Nova', detalhe: 'EN' }],
};

/** The lookup as the server answers it: the kind's records whose name or login holds the text. */
export function lookUpRecords(req: { query: Record<string, string> }): AuditRecordOption[] {
  const text = (req.query.busca ?? '').toLowerCase();
  return (RECORDS[req.query.tipo ?? ''] ?? []).filter(
    (r) => r.nome.toLowerCase().includes(text) || (r.detalhe ?? '').toLowerCase().startsWith(text),
  );
}

/** Types `text` into the picker labelled `label` and picks the option whose name begins with `name`. */
export async function pick(user: UserEvent, label: string, text: string, name: string): Promise<void> {
  const input = selectInput(label);
  await user.clear(input);
  await user.type(input, text);
  // Once the server answered the text typed, only the matches are offered.
  const matches = new RegExp(`^${name}`);
  const options = () =>
    within(screen.getByRole('listbox', { name: new RegExp(`^${label}`), hidden: true })).queryAllByRole(
      'option',
      { hidden: true },
    );
  await waitFor(() => {
    expect(options().length).toBeGreaterThan(0);
    expect(options().every((o) => matches.test(o.textContent ?? ''))).toBe(true);
  });
  await user.click(options()[0]!);
  await waitFor(() => expect(selectInput(label).value).toMatch(new RegExp(`^${name}`)));
}
