import { Injectable } from '@nestjs/common';
import { isAllowed } from '@school/modules/kernel';
import { contentActiveInClasses } from '@school/projections/class-books';
import { classesOfUser } from '@school/projections/class-list';
import { CONTENT_IMAGE } from '@school/projections/file-catalogue';
import type { TokenClaims } from '@school/backend/auth/token.service';
import { RegisteredFileReader } from '@school/backend/files/file-readers';

/**
 * The images of a content (an image content's, a game's: `refId` is the content's id, or
 * `<id>/<n>`) may be read by whoever may read the lessons (Master, Professor), and by a student
 * of a class whose active trail has that content (the player's).
 */
@Injectable()
export class ContentImageFileReader extends RegisteredFileReader {
  readonly kind = CONTENT_IMAGE;

  async mayRead(caller: TokenClaims, refId: string): Promise<boolean> {
    if (isAllowed('trails.read', caller.profile)) return true;
    if (!isAllowed('classBooks.active', caller.profile)) return false;
    const classes = (await classesOfUser(this.db, caller.userId)).map((c) => c.codBseTurma);
    return contentActiveInClasses(this.db, Number(refId.split('/')[0]), classes);
  }
}
