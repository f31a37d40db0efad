import type { DataRequestDetail, DataRequestEntry } from '@school/modules/privacy/contracts';

/** A data request as the API answers it, for the screens' tests. */
export function dataRequestEntry(over: Partial<DataRequestEntry> = {}): DataRequestEntry {
  return {
    codSolicitacao: 5,
    tipo: 'copia',
    titular: { codBseUsuario: 6, nomUsuario: 'Aluno' },
    relacao: 'titular',
    nome: null,
    documento: null,
    motivo: null,
    registradoPor: { codBseUsuario: 6, nomUsuario: 'Aluno' },
    registradoEm: '2026-12-01T12:00:00.000Z',
    executadoPor: null,
    executadoEm: null,
    status: 'pendente',
    dias: 0,
    atrasada: false,
    expiraEm: null,
    ...over,
  };
}

/** The same with its copy's progress and download. */
export function dataRequestDetail(over: Partial<DataRequestDetail> = {}): DataRequestDetail {
  return { progresso: null, downloadUrl: null, ...dataRequestEntry(over), ...over };
}
