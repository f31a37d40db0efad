import { Inject, Injectable } from '@nestjs/common';
import { TrailAccess } from '../trail/trail-access.service.js';
import { isAllowed } from '@school/modules/kernel';
import { contentActiveInClasses } from '@school/projections/class-books';
import { classesOfUser } from '@school/projections/class-list';
import { CONTENT_IMAGE } from '@school/projections/file-catalogue';
import type { TokenClaims } from '@school/backend/auth/token.service';
import type { Db } from '@school/projections/kernel';
import { DATABASE } from '@school/backend/core/tokens';
import { FileReaders, RegisteredFileReader } from '@school/backend/files/file-readers';

/**
 * The images of a content (an image content's, a game's: `refId` is the content's id, or
 * `<id>/<n>`) may be read by whoever reads the content's trail (decision 0070), and by a student
 * of a class whose active trail has that content (the player's).
 */
@Injectable()
export class ContentImageFileReader extends RegisteredFileReader {
  readonly kind = CONTENT_IMAGE;

  constructor(
    @Inject(FileReaders) readers: FileReaders,
    @Inject(DATABASE) db: Db,
    private readonly access: TrailAccess,
  ) {
    super(readers, db);
  }

  async mayRead(caller: TokenClaims, refId: string): Promise<boolean> {
    const content = Number(refId.split('/')[0]);
    if (isAllowed('trails.read', caller.profile)) return this.access.mayReadContent(caller, content);
    if (!isAllowed('classBooks.active', caller.profile)) return false;
    const classes = (await classesOfUser(this.db, caller.userId)).map((c) => c.codBseTurma);
    return contentActiveInClasses(this.db, content, classes);
  }
}
