import type { PostEvent } from '@school/modules/community';
import { RowChanges, defineProjection, onEach } from '@school/projections/kernel';
import { type PostListRow, postListSchema } from './post-list.tables.js';

/** The news posts (`/aprendizado`): the list and each post's body. */
export const postListProjection = defineProjection<PostEvent>()({
  name: 'post-list',
  // 2: erased people's names, logins and texts read "Dados removidos" (decision 0061).
  version: 2,
  schema: postListSchema,
  handles: ['PostPublished', 'PostEdited', 'PostDeleted'],

  async project(events, trx, names) {
    const posts = new RowChanges<PostListRow>(postListSchema.post_list, 'cod_bse_postagem');
    onEach(events, {
      PostPublished: (e) => posts.insertFrom(e.data, { dat_criacao: e.createdAt }),
      PostEdited: (e) =>
        posts.patchFrom(e.data.codBsePostagem, e.data, ['ctg_postagem', 'dsc_postagem', 'txt_postagem']),
      PostDeleted: (e) => posts.delete(e.data.codBsePostagem),
    });
    await posts.apply(trx, names.post_list);
  },
});
