import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ContentDetail } from '@school/modules/content';
import { DomainError } from '@school/modules/kernel';
import { findStoredContent } from '@school/projections/chapter-editor';
import type { Db } from '@school/projections/kernel';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import type { RequestMeta } from '@school/backend/http/request-meta';
import { CreateContentCommand, type DetailInput } from './create-content.handler.js';
import { SetContentDetailCommand } from './set-content-detail.handler.js';
import { TrailAccess } from '../trail/trail-access.service.js';

/** Where a detail write goes: the detail of content codTrlConteudo, or a new content of lesson codTrlAula. */
export type DetailTarget = { codTrlConteudo?: number | undefined; codTrlAula?: number | undefined };

/** The summary's sentence on a create route's two targets. */
export const DETAIL_TARGET =
  'With codTrlConteudo it sets the detail of that content (the legacy second call, answers 1); with codTrlAula ' +
  'it creates the content and its detail in one event (answers {codTrlConteudo, codTrlAula, codTrlTipoConteudo, numSequencia})';

/**
 * What the detail routes of each content type (`/trl_conteudo_<tipo>`) share: the detail of
 * content N is loaded and edited by N (the content's id stands for the legacy detail ids, which
 * are answered equal to it), and written to a content or, with its lesson, as a new content.
 */
@Injectable()
export class ContentDetails {
  constructor(
    private readonly commands: CommandBus,
    readonly access: TrailAccess,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  write(target: DetailTarget, detail: DetailInput, meta: RequestMeta) {
    if (target.codTrlConteudo !== undefined)
      return this.commands.execute(new SetContentDetailCommand(target.codTrlConteudo, detail, meta));
    if (target.codTrlAula !== undefined)
      return this.commands.execute(
        new CreateContentCommand(target.codTrlAula, detail.codTrlTipoConteudo, detail, meta),
      );
    throw new DomainError('generic.invalid');
  }

  /**
   * The detail of content `id` (a path id), 404 unless it is a content of that type in a trail
   * the caller reads (decision 0070).
   */
  async load<T extends ContentDetail['codTrlTipoConteudo']>(caller: Caller, id: number, type: T) {
    const content = await findStoredContent(this.db, id);
    const detail = content?.detail;
    if (!content || detail?.codTrlTipoConteudo !== type) throw new DomainError('generic.notFound');
    await this.access.readableContent(caller, id);
    return {
      codTrlConteudo: content.codTrlConteudo,
      detail: detail as Extract<ContentDetail, { codTrlTipoConteudo: T }>,
    };
  }
}
