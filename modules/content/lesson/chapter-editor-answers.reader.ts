import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ChapterEditor } from '@school/modules/content';
import { chapterLessons, chapterVersion } from '@school/projections/chapter-editor';
import type { Db } from '@school/projections/kernel';
import { StateCache } from '@school/backend/commands/state-cache';
import { DATABASE } from '@school/backend/core/tokens';

/** Chapters whose answer is kept (the most recently read): about 200 KB each at 50 × 20. */
const CAPACITY = 100;
const CLOSE = Buffer.from('}');

/**
 * The chapter editor's lessons and contents as JSON, kept per chapter under its version (the
 * position of the last event that changed them, `chapter_versions`): a read costs one small query
 * while nothing changed, instead of reading, parsing and serialising every content again (a class
 * of teachers opening one chapter, a Master editing it). The version is the read model's, so every
 * instance sees a change as soon as it is projected, and a write's own read after it (settled)
 * sees the new one.
 */
@Injectable()
export class ChapterEditorAnswers {
  private readonly kept = new StateCache<Buffer, number, string>(CAPACITY);

  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /**
   * The answer of `GET editorDoCapitulo`, serialised, with its entity tag: the chapter as given,
   * its lessons as they are now. The tag names the version and the chapter's own fields, so it is
   * made without hashing the whole answer (Express would, on every read) and a client that has
   * this version gets a 304.
   */
  async answer(chapter: Omit<ChapterEditor, 'aulas'>): Promise<{ body: Buffer; etag: string }> {
    const head = JSON.stringify({
      codTrlCapitulo: chapter.codTrlCapitulo,
      codTrlLivro: chapter.codTrlLivro,
      dscTitulo: chapter.dscTitulo,
    });
    const { version, lessons } = await this.lessons(chapter.codTrlCapitulo);
    const tag = createHash('sha1').update(`${version}\n${head}`).digest('base64url');
    // Kept as UTF-8 bytes: encoding a large answer's text again on every send costs more than the read.
    const body = Buffer.concat([Buffer.from(`${head.slice(0, -1)},"aulas":`), lessons, CLOSE]);
    return { body, etag: `W/"${tag}"` };
  }

  private async lessons(codTrlCapitulo: number): Promise<{ version: string; lessons: Buffer }> {
    const version = await chapterVersion(this.db, codTrlCapitulo);
    const hit = this.kept.get(codTrlCapitulo);
    // Read again after the version: what is read is at least that version, never older.
    const lessons =
      hit && hit.revision === version
        ? hit.state
        : Buffer.from(JSON.stringify(await chapterLessons(this.db, codTrlCapitulo)));
    this.kept.set(codTrlCapitulo, version, lessons);
    return { version, lessons };
  }
}
