import type { Trail, TrailListReach } from '@school/modules/content';
import { tablesOf, type Db } from '@school/projections/kernel';
import { trailListSchema } from './trail-list.tables.js';

/** A trail as stored, with its owner: what the API answers less `editable`, the caller's. */
export interface TrailRecord extends Omit<Trail, 'editable'> {
  codUsuarioCriacao: number | null;
}

interface Selected {
  codTrlLivro: number;
  dscTitulo: string;
  numSequencia: number;
  ativo: boolean;
  codBseEscola: number | null;
  codUsuarioCriacao: number | null;
}

const columns = [
  'cod_trl_livro as codTrlLivro',
  'dsc_titulo as dscTitulo',
  'num_sequencia as numSequencia',
  'ind_ativo as ativo',
  'cod_bse_escola as codBseEscola',
  'cod_usuario_criacao as codUsuarioCriacao',
] as const;

const toTrail = ({ ativo, ...r }: Selected): TrailRecord => ({
  ...r,
  indAtivo: ativo ? 'S' : 'N',
  codBseTurma: null,
  codTrlAno: null,
});

const offered = (db: Db) =>
  tablesOf(db, trailListSchema).selectFrom('trail_list').select(columns).where('copying', '=', false);

/**
 * The trails in their order: every one, or those a caller reads (`trailListReach`: the catalogue
 * and its school's). A copy still being made is in none (decision 0070).
 */
export async function listTrails(db: Db, reach: TrailListReach = { kind: 'all' }): Promise<TrailRecord[]> {
  let query = offered(db);
  if (reach.kind === 'catalogueAnd') {
    const school = reach.codBseEscola;
    query = query.where((w) =>
      school === null
        ? w('cod_bse_escola', 'is', null)
        : w.or([w('cod_bse_escola', 'is', null), w('cod_bse_escola', '=', school)]),
    );
  }
  const rows = await query.orderBy('num_sequencia').orderBy('cod_trl_livro').execute();
  return rows.map(toTrail);
}

/** One trail (a copy still being made is none yet). */
export async function findTrail(db: Db, id: number): Promise<TrailRecord | undefined> {
  const row = await offered(db).where('cod_trl_livro', '=', id).executeTakeFirst();
  return row && toTrail(row);
}

/** The caller's copy of trail `copiedFrom` that a crash left unfinished, to resume (decision 0070). */
export async function findUnfinishedCopy(
  db: Db,
  codUsuarioCriacao: number | null,
  copiedFrom: number,
): Promise<number | undefined> {
  let query = tablesOf(db, trailListSchema)
    .selectFrom('trail_list')
    .select('cod_trl_livro as codTrlLivro')
    .where('copying', '=', true)
    .where('copied_from', '=', copiedFrom);
  query =
    codUsuarioCriacao === null
      ? query.where('cod_usuario_criacao', 'is', null)
      : query.where('cod_usuario_criacao', '=', codUsuarioCriacao);
  const row = await query.orderBy('cod_trl_livro').executeTakeFirst();
  return row?.codTrlLivro;
}
