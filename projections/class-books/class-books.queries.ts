import { sql } from 'kysely';
import { tablesOf, type Db } from '@school/projections/kernel';
import { classBooksSchema } from './class-books.tables.js';

/** A class's class book as stored here (its trail's title is the trail list's). */
export interface ClassBookRecord {
  codTrlLivroTurma: number;
  codTrlLivro: number;
  codBseTurma: number;
  indAtivo: 'S' | 'N';
  comConteudo: boolean;
}

const tables = (db: Db) => tablesOf(db, classBooksSchema);

function selectLinks(db: Db) {
  return tables(db)
    .selectFrom('class_books as b')
    .select([
      'b.cod_trl_livro_turma as codTrlLivroTurma',
      'b.cod_trl_livro as codTrlLivro',
      'b.cod_bse_turma as codBseTurma',
      'b.ind_ativo as ativo',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('trail_contents as c')
              .select(sql`1`.as('one'))
              .whereRef('c.cod_trl_livro', '=', 'b.cod_trl_livro'),
          )
          .as('comConteudo'),
    ]);
}

interface Selected {
  codTrlLivroTurma: number;
  codTrlLivro: number;
  codBseTurma: number;
  ativo: boolean;
  comConteudo: boolean | number;
}

const toRecord = ({ ativo, comConteudo, ...r }: Selected): ClassBookRecord => ({
  ...r,
  indAtivo: ativo ? 'S' : 'N',
  comConteudo: Boolean(comConteudo),
});

/** A class's class books, in the order they were added. */
export async function classBooksOf(db: Db, codBseTurma: number): Promise<ClassBookRecord[]> {
  const rows = await selectLinks(db)
    .where('b.cod_bse_turma', '=', codBseTurma)
    .orderBy('b.cod_trl_livro_turma')
    .execute();
  return rows.map(toRecord);
}

export async function findClassBook(db: Db, id: number): Promise<ClassBookRecord | undefined> {
  const row = await selectLinks(db).where('b.cod_trl_livro_turma', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** The class's active class book, if any. */
export async function activeClassBook(db: Db, codBseTurma: number): Promise<ClassBookRecord | undefined> {
  const row = await selectLinks(db)
    .where('b.cod_bse_turma', '=', codBseTurma)
    .where('b.ind_ativo', '=', true)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Which of these trails have at least one content. */
export async function trailsWithContent(db: Db, trailIds: readonly number[]): Promise<Set<number>> {
  if (trailIds.length === 0) return new Set();
  const rows = await tables(db)
    .selectFrom('trail_contents')
    .select('cod_trl_livro')
    .distinct()
    .where('cod_trl_livro', 'in', [...trailIds])
    .execute();
  return new Set(rows.map((r) => r.cod_trl_livro));
}

/** Whether a content belongs to a trail active in one of these classes (a student may see its images). */
export async function contentActiveInClasses(
  db: Db,
  codTrlConteudo: number,
  classIds: readonly number[],
): Promise<boolean> {
  if (classIds.length === 0) return false;
  const row = await tables(db)
    .selectFrom('trail_contents as c')
    .innerJoin('class_books as b', 'b.cod_trl_livro', 'c.cod_trl_livro')
    .select('b.cod_trl_livro_turma')
    .where('c.cod_trl_conteudo', '=', codTrlConteudo)
    .where('b.ind_ativo', '=', true)
    .where('b.cod_bse_turma', 'in', [...classIds])
    .executeTakeFirst();
  return row !== undefined;
}
