import { Injectable } from '@nestjs/common';
import { USER_AVATAR } from '@school/projections/file-catalogue';
import { findUser } from '@school/projections/user-directory';
import type { TokenClaims } from '@school/backend/auth/token.service';
import { RegisteredFileReader } from '@school/backend/files/file-readers';
import { mayViewUser } from './user-scope.policy.js';

/** A user's avatar may be read by whoever may see that user. */
@Injectable()
export class AvatarFileReader extends RegisteredFileReader {
  readonly kind = USER_AVATAR;

  async mayRead(caller: TokenClaims, refId: string): Promise<boolean> {
    const id = Number(refId);
    if (!Number.isSafeInteger(id)) return false;
    const user = await findUser(this.db, id);
    return user !== undefined && mayViewUser(caller, user);
  }
}
