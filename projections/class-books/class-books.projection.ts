import { sql } from 'kysely';
import type { LessonEvent, TrailEvent } from '@school/modules/content';
import type { ClassBookEvent } from '@school/modules/teaching';
import { RowChanges, defineProjection, onEach } from '@school/projections/kernel';
import { type ClassBookRow, classBooksSchema } from './class-books.tables.js';

/**
 * A class's class books (class-book links) and, from the content events, which trails have content
 * (`comConteudo`: a trail without any cannot be activated). A content finds its trail through
 * its chapter; chapters and contents are written in event order, so a content created in the
 * same batch as its chapter finds it.
 */
export const classBooksProjection = defineProjection<ClassBookEvent | TrailEvent | LessonEvent>()({
  name: 'class-books',
  schema: classBooksSchema,
  handles: [
    'ClassBookAdded',
    'ClassBookActivated',
    'ClassBookArchived',
    'ChapterCreated',
    'ChapterDeleted',
    'ContentCreated',
    'ContentDeleted',
  ],

  async project(events, trx, names) {
    const links = new RowChanges<ClassBookRow>(classBooksSchema.class_books, 'cod_trl_livro_turma');
    const chapters = new Map<number, number | null>();
    const contents: { id: number; chapter: number | null }[] = [];
    onEach(events, {
      ClassBookAdded: (e) => links.insertFrom(e.data, { ind_ativo: false }),
      ClassBookActivated: (e) => {
        if (e.data.replaced !== null) links.patch(e.data.replaced, { ind_ativo: false });
        links.patch(e.data.codTrlLivroTurma, { ind_ativo: true });
      },
      ClassBookArchived: (e) => links.delete(e.data.codTrlLivroTurma),
      ChapterCreated: (e) => chapters.set(e.data.codTrlCapitulo, e.data.codTrlLivro),
      ChapterDeleted: (e) => chapters.set(e.data.codTrlCapitulo, null),
      ContentCreated: (e) => contents.push({ id: e.data.codTrlConteudo, chapter: e.data.codTrlCapitulo }),
      ContentDeleted: (e) => contents.push({ id: e.data.codTrlConteudo, chapter: null }),
    });
    await links.apply(trx, names.class_books);
    // Chapters first (a chapter is deleted only once empty), then the contents in order.
    for (const [chapter, trail] of chapters) {
      if (trail === null)
        await sql`delete from ${sql.table(names.chapter_trails)} where cod_trl_capitulo = ${chapter}`.execute(
          trx,
        );
      else
        await sql`insert into ${sql.table(names.chapter_trails)} values (${chapter}, ${trail})
          on conflict (cod_trl_capitulo) do nothing`.execute(trx);
    }
    for (const { id, chapter } of contents) {
      if (chapter === null)
        await sql`delete from ${sql.table(names.trail_contents)} where cod_trl_conteudo = ${id}`.execute(trx);
      else
        await sql`insert into ${sql.table(names.trail_contents)}
          select ${id}, cod_trl_livro, cod_trl_capitulo from ${sql.table(names.chapter_trails)}
          where cod_trl_capitulo = ${chapter}
          on conflict (cod_trl_conteudo) do nothing`.execute(trx);
    }
  },
});
