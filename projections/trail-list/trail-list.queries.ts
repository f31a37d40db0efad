import type { Trail } from '@school/modules/content';
import { tablesOf, type Db } from '@school/projections/kernel';
import { trailListSchema } from './trail-list.tables.js';

interface Selected {
  codTrlLivro: number;
  dscTitulo: string;
  numSequencia: number;
  ativo: boolean;
}

const columns = [
  'cod_trl_livro as codTrlLivro',
  'dsc_titulo as dscTitulo',
  'num_sequencia as numSequencia',
  'ind_ativo as ativo',
] as const;

const toTrail = ({ ativo, ...r }: Selected): Trail => ({
  ...r,
  indAtivo: ativo ? 'S' : 'N',
  codBseTurma: null,
  codTrlAno: null,
});

/** Every trail of the catalogue, in its order. */
export async function listTrails(db: Db): Promise<Trail[]> {
  const rows = await tablesOf(db, trailListSchema)
    .selectFrom('trail_list')
    .select(columns)
    .orderBy('num_sequencia')
    .orderBy('cod_trl_livro')
    .execute();
  return rows.map(toTrail);
}

export async function findTrail(db: Db, id: number): Promise<Trail | undefined> {
  const row = await tablesOf(db, trailListSchema)
    .selectFrom('trail_list')
    .select(columns)
    .where('cod_trl_livro', '=', id)
    .executeTakeFirst();
  return row && toTrail(row);
}
