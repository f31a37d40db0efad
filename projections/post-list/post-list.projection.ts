import type { PostEvent } from '@school/modules/community';
import { assertNever } from '@school/modules/kernel';
import { RowChanges, defineProjection } from '@school/projections/kernel';
import { type PostListRow, postListSchema } from './post-list.tables.js';

/** The news posts (`/aprendizado`): the list and each post's body. */
export const postListProjection = defineProjection<PostEvent>()({
  name: 'post-list',
  schema: postListSchema,
  handles: ['PostPublished', 'PostEdited', 'PostDeleted'],

  async project(events, trx, names) {
    const posts = new RowChanges<PostListRow>(postListSchema.post_list, 'cod_bse_postagem');
    for (const e of events) {
      switch (e.type) {
        case 'PostPublished':
          posts.insertFrom(e.data, { dat_criacao: e.createdAt });
          break;
        case 'PostEdited':
          posts.patchFrom(e.data.codBsePostagem, e.data, ['ctg_postagem', 'dsc_postagem', 'txt_postagem']);
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
});
