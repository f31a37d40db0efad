import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { USER_AVATAR } from '@school/projections/file-catalog';
import type { Db } from '@school/projections/kernel';
import { findUser } from '@school/projections/user-directory';
import type { TokenClaims } from '../../auth/token.service.js';
import { DATABASE } from '../../core/tokens.js';
import { FileReaders, type FileReferenceReader } from '../../files/file-readers.js';
import { mayViewUser } from './user-scope.policy.js';

/** A user's avatar may be read by whoever may see that user. */
@Injectable()
export class AvatarFileReader implements FileReferenceReader, OnModuleInit {
  readonly kind = USER_AVATAR;

  constructor(
    @Inject(FileReaders) private readonly readers: FileReaders,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  onModuleInit(): void {
    this.readers.register(this);
  }

  async mayRead(caller: TokenClaims, refId: string): Promise<boolean> {
    const id = Number(refId);
    if (!Number.isSafeInteger(id)) return false;
    const user = await findUser(this.db, id);
    return user !== undefined && mayViewUser(caller, user);
  }
}
