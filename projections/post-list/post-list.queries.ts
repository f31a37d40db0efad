import { tablesOf, type Db } from '@school/projections/kernel';
import { postListSchema } from './post-list.tables.js';

/** A news post as stored here. */
export interface PostRecord {
  codBsePostagem: number;
  ctgPostagem: string;
  dscPostagem: string;
  txtPostagem: string;
  codUsuarioCriacao: number;
  nomUsuarioCriacao: string;
  datCriacao: Date;
}

function selectPosts(db: Db) {
  return tablesOf(db, postListSchema)
    .selectFrom('post_list')
    .select([
      'cod_bse_postagem as codBsePostagem',
      'ctg_postagem as ctgPostagem',
      'dsc_postagem as dscPostagem',
      'txt_postagem as txtPostagem',
      'cod_usuario_criacao as codUsuarioCriacao',
      'nom_usuario_criacao as nomUsuarioCriacao',
      'dat_criacao as datCriacao',
    ]);
}

/** Every post, newest first. */
export async function listPosts(db: Db): Promise<PostRecord[]> {
  return selectPosts(db).orderBy('cod_bse_postagem', 'desc').execute();
}

export async function findPost(db: Db, id: number): Promise<PostRecord | undefined> {
  return selectPosts(db).where('cod_bse_postagem', '=', id).executeTakeFirst();
}
