import { sql } from 'kysely';
import type { ForumEvent } from '@school/modules/community';
import { RowChanges, defineProjection, onEach } from '@school/projections/kernel';
import { type ForumPostRow, type ForumTopicRow, forumSchema } from './forum.tables.js';

/** The forum (`/forum`): each room's topics and each topic's posts. */
export const forumProjection = defineProjection<ForumEvent>()({
  name: 'forum',
  // 2: erased people's names, logins and texts read "Dados removidos" (decision 0061).
  version: 2,
  schema: forumSchema,
  handles: [
    'ForumTopicOpened',
    'ForumTopicChanged',
    'ForumTopicClosed',
    'ForumTopicDeleted',
    'ForumPostPublished',
    'ForumPostChanged',
    'ForumPostDeleted',
  ],

  async project(events, trx, names) {
    const topics = new RowChanges<ForumTopicRow>(forumSchema.forum_topics, 'cod_frm_topico');
    const posts = new RowChanges<ForumPostRow>(forumSchema.forum_posts, 'cod_frm_postagem');
    const deletedTopics: number[] = [];
    onEach(events, {
      ForumTopicOpened: (e) =>
        topics.insertFrom(
          { ...e.data, ...e.data.autor },
          {
            escola: e.data.codBseEscola,
            cod_usuario_criacao: e.data.autor.codBseUsuario,
            dat_criacao: e.createdAt,
            ind_fechado: 'N',
          },
        ),
      ForumTopicChanged: (e) => topics.patchFrom(e.data.codFrmTopico, e.data, ['txt_topico', 'dsc_topico']),
      ForumTopicClosed: (e) => topics.patch(e.data.codFrmTopico, { ind_fechado: 'S' }),
      ForumTopicDeleted: (e) => {
        topics.delete(e.data.codFrmTopico);
        deletedTopics.push(e.data.codFrmTopico);
      },
      ForumPostPublished: (e) =>
        posts.insertFrom(
          { ...e.data, ...e.data.autor },
          { cod_usuario_criacao: e.data.autor.codBseUsuario, dat_criacao: e.createdAt },
        ),
      ForumPostChanged: (e) => posts.patchFrom(e.data.codFrmPostagem, e.data, ['txt_postagem']),
      ForumPostDeleted: (e) => posts.delete(e.data.codFrmPostagem),
    });
    await topics.apply(trx, names.forum_topics);
    await posts.apply(trx, names.forum_posts);
    // A deleted topic takes its posts along (those of earlier batches too).
    if (deletedTopics.length)
      await sql`delete from ${sql.table(names.forum_posts)} where cod_frm_topico = any(${deletedTopics})`.execute(
        trx,
      );
  },
});
