import { join } from 'node:path';
import type { Language } from '@school/modules/kernel';
import type { RequestedJobData } from '@school/backend/jobs/queues';

export const COPY_QUEUE = 'data-copies' as const;

/** What a copy job carries: ids and the language only, never a name (the requester's, the person's). */
export interface DataCopyJobData extends RequestedJobData {
  codSolicitacao: number;
  codBseUsuario: number;
  language: Language;
}

/** The job of a request: one per request, so a retried request never makes a second copy. */
export const dataCopyJobId = (codSolicitacao: number) => `data-copy-${codSolicitacao}`;

/** `FILES_DIR/privacy/<codSolicitacao>/dados.zip`: a number the server allocated, never client text. */
/** The folder of FILES_DIR the copies are kept in, one folder per request. */
export const COPY_AREA = 'privacy';

export function dataCopyPath(filesRoot: string, codSolicitacao: number): string {
  return join(filesRoot, COPY_AREA, String(codSolicitacao), 'dados.zip');
}
