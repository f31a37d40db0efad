import { Inject, Injectable } from '@nestjs/common';
import {
  assertTrailReadable,
  assertTrailWritable,
  type Trail,
  trailDecider,
  type TrailOwner,
  trailReach,
  trailStream,
} from '@school/modules/content';
import { findLesson, findStoredContent } from '@school/projections/chapter-editor';
import { findChapter } from '@school/projections/chapter-list';
import type { Db } from '@school/projections/kernel';
import { findTrail, type TrailRecord } from '@school/projections/trail-list';
import type { Caller } from '@school/backend/auth/token.service';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE } from '@school/backend/core/tokens';
import { actorOf, type RequestMeta } from '@school/backend/http/request-meta';

/**
 * Decision 0070's rule at every door of the content tree: a write to a trail or to anything
 * below it (its chapters, lessons, contents and games, on their own streams) is checked against
 * the trail's owner, read from the trail's stream (an owner never changes); a read against the
 * trail list's owner columns. Where a chapter, lesson or content is comes from the read models
 * (none ever moves). Outside the caller's reach: 404; read but not owned: 403.
 */
@Injectable()
export class TrailAccess {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  /** The owner as the trail's stream has it; null for no trail (never created, deleted, or a copy being made). */
  async ownerOf(codTrlLivro: number): Promise<TrailOwner | null> {
    const { state } = await this.pipeline.read(trailStream(codTrlLivro), trailDecider);
    return state.status === 'active' && state.copying === null ? state.owner : null;
  }

  async writableTrail(meta: RequestMeta, codTrlLivro: number): Promise<void> {
    assertTrailWritable(actorOf(meta), await this.ownerOf(codTrlLivro));
  }

  /** The chapter's trail, once the caller may change it (404 for no chapter). */
  async writableChapter(meta: RequestMeta, codTrlCapitulo: number): Promise<number> {
    const chapter = await findChapter(this.db, codTrlCapitulo);
    assertTrailWritable(actorOf(meta), chapter && (await this.ownerOf(chapter.codTrlLivro)));
    return chapter!.codTrlLivro;
  }

  async writableLesson(meta: RequestMeta, codTrlAula: number): Promise<void> {
    const lesson = await findLesson(this.db, codTrlAula);
    if (lesson) await this.writableChapter(meta, lesson.codTrlCapitulo);
    else assertTrailWritable(actorOf(meta), null);
  }

  async writableContent(meta: RequestMeta, codTrlConteudo: number): Promise<void> {
    const content = await findStoredContent(this.db, codTrlConteudo);
    if (content) await this.writableChapter(meta, content.codTrlCapitulo);
    else assertTrailWritable(actorOf(meta), null);
  }

  /** The trail as the caller reads it (404 outside its reach). */
  async readableTrail(caller: Caller, codTrlLivro: number): Promise<Trail> {
    const trail = await findTrail(this.db, codTrlLivro);
    assertTrailReadable(caller, trail);
    return this.view(caller, trail!);
  }

  async readableChapter(caller: Caller, codTrlCapitulo: number): Promise<void> {
    const chapter = await findChapter(this.db, codTrlCapitulo);
    assertTrailReadable(caller, chapter && (await findTrail(this.db, chapter.codTrlLivro)));
  }

  async readableLesson(caller: Caller, codTrlAula: number): Promise<void> {
    const lesson = await findLesson(this.db, codTrlAula);
    if (lesson) await this.readableChapter(caller, lesson.codTrlCapitulo);
    else assertTrailReadable(caller, null);
  }

  async readableContent(caller: Caller, codTrlConteudo: number): Promise<void> {
    const content = await findStoredContent(this.db, codTrlConteudo);
    if (content) await this.readableChapter(caller, content.codTrlCapitulo);
    else assertTrailReadable(caller, null);
  }

  /** Whether the caller reads the trail of a content (the content images' reader). */
  async mayReadContent(caller: Caller, codTrlConteudo: number): Promise<boolean> {
    return this.readableContent(caller, codTrlConteudo).then(
      () => true,
      () => false,
    );
  }

  /** A stored trail as the caller sees it: `editable` says whether the rule lets it change the trail. */
  view(caller: Caller, { codUsuarioCriacao, ...trail }: TrailRecord): Trail {
    return {
      ...trail,
      editable: trailReach(caller, { codBseEscola: trail.codBseEscola, codUsuarioCriacao }) === 'write',
    };
  }
}
