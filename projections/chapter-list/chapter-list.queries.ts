import type { Chapter } from '@school/modules/content';
import { tablesOf, type Db } from '@school/projections/kernel';
import { chapterListSchema } from './chapter-list.tables.js';

const columns = [
  'cod_trl_capitulo as codTrlCapitulo',
  'dsc_titulo as dscTitulo',
  'cod_trl_livro as codTrlLivro',
  'num_sequencia as numSequencia',
] as const;

/** Every chapter, by trail and sequence number; or the chapters of one trail. */
export async function listChapters(db: Db, codTrlLivro?: number): Promise<Chapter[]> {
  let query = tablesOf(db, chapterListSchema).selectFrom('chapter_list').select(columns);
  if (codTrlLivro !== undefined) query = query.where('cod_trl_livro', '=', codTrlLivro);
  return query.orderBy('cod_trl_livro').orderBy('num_sequencia').orderBy('cod_trl_capitulo').execute();
}

export async function findChapter(db: Db, id: number): Promise<Chapter | undefined> {
  return tablesOf(db, chapterListSchema)
    .selectFrom('chapter_list')
    .select(columns)
    .where('cod_trl_capitulo', '=', id)
    .executeTakeFirst();
}
