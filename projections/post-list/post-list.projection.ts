import { sql } from 'kysely';
import type { PostEvent } from '@school/modules/community';
import { assertNever, type RecordedEvent } from '@school/modules/kernel';
import { RowChanges, type Projection } from '@school/projections/kernel';
import { type PostListRow, postListSchema } from './post-list.tables.js';

type Table = keyof typeof postListSchema;

const HANDLES = [
  'PostPublished',
  'PostEdited',
  'PostDeleted',
] as const satisfies readonly PostEvent['type'][];

/** The news posts (`/aprendizado`): the list and each post's body. */
export const postListProjection: Projection<Table> = {
  name: 'post-list',
  tables: ['post_list'],
  schema: postListSchema,
  handles: HANDLES,

  async createTables(db, names) {
    await sql`create table ${sql.table(names.post_list)} (
      cod_bse_postagem int primary key,
      ctg_postagem text not null,
      dsc_postagem text not null,
      txt_postagem text not null,
      cod_usuario_criacao int not null,
      nom_usuario_criacao text not null,
      dat_criacao timestamptz not null
    )`.execute(db);
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    const posts = new RowChanges<PostListRow>(postListSchema.post_list, 'cod_bse_postagem');
    for (const event of events) {
      const e = { type: event.type, data: event.data } as PostEvent;
      switch (e.type) {
        case 'PostPublished':
          posts.insert({
            cod_bse_postagem: e.data.codBsePostagem,
            ctg_postagem: e.data.ctgPostagem,
            dsc_postagem: e.data.dscPostagem,
            txt_postagem: e.data.txtPostagem,
            cod_usuario_criacao: e.data.codUsuarioCriacao,
            nom_usuario_criacao: e.data.nomUsuarioCriacao,
            dat_criacao: event.createdAt,
          });
          break;
        case 'PostEdited':
          posts.patch(e.data.codBsePostagem, {
            ctg_postagem: e.data.ctgPostagem,
            dsc_postagem: e.data.dscPostagem,
            txt_postagem: e.data.txtPostagem,
          });
          break;
        case 'PostDeleted':
          posts.delete(e.data.codBsePostagem);
          break;
        default:
          return assertNever(e);
      }
    }
    await posts.apply(trx, names.post_list);
  },
};
