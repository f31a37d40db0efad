import type { SupportRequest } from '@school/modules/support';
import { tablesOf, type Db } from '@school/projections/kernel';
import { supportDeskSchema } from './support-desk.tables.js';

interface Selected extends Omit<SupportRequest, 'createdAt'> {
  createdAt: Date;
}

const columns = [
  'cod_bse_suporte as codBseSuporte',
  'name',
  'email',
  'pagina',
  'descricao as desc',
  'cod_bse_usuario as codBseUsuario',
  'cod_bse_escola as codBseEscola',
  'created_at as createdAt',
] as const;

const toRequest = (r: Selected): SupportRequest => ({ ...r, createdAt: r.createdAt.toISOString() });

/** Every open request, newest first; with a school, only that school's (decision 0069). */
export async function listSupportDesk(db: Db, school: number | null = null): Promise<SupportRequest[]> {
  const rows = (await tablesOf(db, supportDeskSchema)
    .selectFrom('support_desk')
    .select(columns)
    .$if(school !== null, (q) => q.where('cod_bse_escola', '=', school!))
    .orderBy('created_at', 'desc')
    .orderBy('cod_bse_suporte', 'desc')
    .execute()) as Selected[];
  return rows.map(toRequest);
}

export async function findSupportRequest(db: Db, id: number): Promise<SupportRequest | undefined> {
  const found = (await tablesOf(db, supportDeskSchema)
    .selectFrom('support_desk')
    .select(columns)
    .where('cod_bse_suporte', '=', id)
    .executeTakeFirst()) as Selected | undefined;
  return found && toRequest(found);
}
