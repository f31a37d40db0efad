import { Inject, Injectable } from '@nestjs/common';
import {
  type ContentDetail,
  GameCode,
  type GameDetail,
  gameImages,
  type InLesson,
  JPEG_PNG_TYPES,
  mapGameImages,
} from '@school/modules/content';
import { type MessageCode } from '@school/modules/kernel';
import { findStoredContent, type StoredContent } from '@school/projections/chapter-editor';
import { listAssemblies, listCharacters } from '@school/projections/content-catalogue';
import type { Db } from '@school/projections/kernel';
import { DATABASE } from '@school/backend/core/tokens';
import { FilesService } from '@school/backend/files/files.service';
import type { ImagePolicy } from '@school/backend/files/image-processing';
import type { RequestMeta } from '@school/backend/http/request-meta';
import { LessonChapters } from '../lesson/lesson-chapter.service.js';
import type { DetailInput } from './create-content.handler.js';
import { found } from '@school/backend/http/params';
import { invalidField } from '@school/backend/http/valid-input';

/** Content images: jpg, jpeg, webp or png, checked by content (spec, section 5, "Images"). */
export const CONTENT_IMAGES: ImagePolicy = {
  accept: ['image/jpeg', 'image/png', 'image/webp'],
  unsupported: 'content.imageFormat',
};

/**
 * What the content handlers read besides their own stream: where a content is (the read model,
 * as a content never moves), whether its lesson has it (the lesson's stream), and the catalogue
 * entries a detail names. Images are stored through the files flow (scaled to 480 x 640 JPEG).
 */
@Injectable()
export class ContentLessons {
  constructor(
    readonly lessons: LessonChapters,
    private readonly files: FilesService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  /** The content, once the caller may change its trail (decision 0070); 404 for none. */
  async stored(meta: RequestMeta, codTrlConteudo: number): Promise<StoredContent> {
    const content = found(await findStoredContent(this.db, codTrlConteudo));
    await this.lessons.access.writableChapter(meta, content.codTrlCapitulo);
    return content;
  }

  /** The content as its lesson's stream has it now, or null (deleted). */
  async inLesson(content: StoredContent): Promise<InLesson> {
    const state = await this.lessons.lessonState(content.codTrlAula);
    const known = state.contents.find((c) => c.codTrlConteudo === content.codTrlConteudo);
    if (!known) return null;
    return {
      codTrlAula: content.codTrlAula,
      codTrlCapitulo: content.codTrlCapitulo,
      codTrlTipoConteudo: known.codTrlTipoConteudo,
      detail: known.detail,
    };
  }

  /**
   * Checks the catalogue entries a detail names, then stores its image if it has one; a game's
   * image references become file ids. `current`: the detail the content has now (null: new).
   */
  async complete(
    detail: DetailInput,
    meta: RequestMeta,
    current: ContentDetail | null,
  ): Promise<ContentDetail> {
    if (detail.codTrlTipoConteudo === 3)
      return { codTrlTipoConteudo: 3, ...(await this.gameFiles(detail, meta, current)) };
    if (detail.codTrlTipoConteudo === 4) {
      const known = new Set((await listCharacters(this.db)).map((c) => c.codTrlPersonagem));
      if (detail.entradas.some((e) => !known.has(e.codTrlPersonagem)))
        throw invalidField('codTrlPersonagem', 'content.dialogueCharacter');
    }
    if (detail.codTrlTipoConteudo === 6) {
      const known = (await listAssemblies(this.db)).some((a) => a.codTrlMontagem === detail.codTrlMontagem);
      if (!known) throw invalidField('codTrlMontagem', 'content.assemblyRequired');
    }
    if (detail.codTrlTipoConteudo === 2 && 'file' in detail) {
      const upload = await this.files.uploadImage(detail.file, meta, CONTENT_IMAGES);
      return { codTrlTipoConteudo: 2, dscTitulo: detail.dscTitulo, dscImagem: upload.id };
    }
    return detail as ContentDetail;
  }

  /**
   * A game's images as file ids. Each must be an upload that exists and that the author made,
   * or one the game already holds (an edit keeps images another Master uploaded): naming
   * someone else's file would let the lesson's readers see it. Where the form says "jpeg e png"
   * (the quiz and matching images), the upload's format is checked too.
   */
  private async gameFiles(game: GameDetail, meta: RequestMeta, current: ContentDetail | null) {
    const fileId = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1).toLowerCase();
    const held = new Set(current?.codTrlTipoConteudo === 3 ? gameImages(current.perguntas) : []);
    const jpegPng = game.codTrlJogo === GameCode.Quiz || game.codTrlJogo === GameCode.MatchingImages;
    const refused = (code: MessageCode) => invalidField('perguntas', code);
    for (const id of gameImages(game.perguntas).map(fileId)) {
      const upload = await this.files.liveUpload(id);
      // The system (a seed, no signed-in user) may name any image it stored.
      const mine = !meta.user || upload?.ownerId === meta.user.userId;
      if (!upload || (!held.has(id) && !mine)) throw refused('game.imageMissing');
      if (jpegPng && !JPEG_PNG_TYPES.includes(upload.mime)) throw refused('game.jpegPng');
    }
    return { ...game, perguntas: mapGameImages(game.perguntas, fileId) };
  }
}
