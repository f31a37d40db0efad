import { Inject, Injectable } from '@nestjs/common';
import {
  chapterDecider,
  chapterStream,
  type ChapterState,
  type InChapter,
  lessonDecider,
  lessonStream,
  type LessonState,
} from '@school/modules/content';
import { findLesson } from '@school/projections/chapter-editor';
import type { RequestMeta } from '@school/backend/http/request-meta';
import { TrailAccess } from '../trail/trail-access.service.js';
import { listSubjects } from '@school/projections/content-catalogue';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE } from '@school/backend/core/tokens';
import { found } from '@school/backend/http/params';
import { invalidField } from '@school/backend/http/valid-input';

/**
 * Where a lesson is: its chapter, looked up in the read model (a lesson never moves; 404 when
 * there is none) once the caller may change its trail (decision 0070); whether it exists is then
 * read from the chapter's stream, the fact's owner.
 */
@Injectable()
export class LessonChapters {
  constructor(
    private readonly pipeline: CommandPipeline,
    readonly access: TrailAccess,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async chapterOf(meta: RequestMeta, codTrlAula: number): Promise<number> {
    const { codTrlCapitulo } = found(await findLesson(this.db, codTrlAula));
    await this.access.writableChapter(meta, codTrlCapitulo);
    return codTrlCapitulo;
  }

  async chapterState(codTrlCapitulo: number): Promise<ChapterState> {
    return (await this.pipeline.read(chapterStream(codTrlCapitulo), chapterDecider)).state;
  }

  async lessonState(codTrlAula: number): Promise<LessonState> {
    return (await this.pipeline.read(lessonStream(codTrlAula), lessonDecider)).state;
  }

  /** The lesson as its chapter's stream has it now, or null (deleted, or never created). */
  async inChapter(meta: RequestMeta, codTrlAula: number): Promise<InChapter> {
    const codTrlCapitulo = await this.chapterOf(meta, codTrlAula);
    const lesson = (await this.chapterState(codTrlCapitulo)).lessons.find((l) => l.codTrlAula === codTrlAula);
    if (!lesson) return null;
    const { dscTitulo, dscDescricao, codTrlMateria } = lesson;
    return { codTrlCapitulo, dscTitulo, dscDescricao, codTrlMateria };
  }

  /** A lesson's subject must be one of the catalogue's. */
  async assertSubject(codTrlMateria: number): Promise<void> {
    const subjects = await listSubjects(this.db);
    if (!subjects.some((s) => s.codTrlMateria === codTrlMateria))
      throw invalidField('codTrlMateria', 'lesson.subjectRequired');
  }
}
