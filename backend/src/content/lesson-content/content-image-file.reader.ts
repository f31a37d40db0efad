import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { isAllowed } from '@school/modules/kernel';
import { CONTENT_IMAGE } from '@school/projections/file-catalog';
import type { TokenClaims } from '../../auth/token.service.js';
import { FileReaders } from '../../files/file-readers.js';

/** The image of an image content may be read by whoever may read the lessons (Master, Professor). */
@Injectable()
export class ContentImageFileReader implements OnModuleInit {
  readonly kind = CONTENT_IMAGE;

  constructor(@Inject(FileReaders) private readonly readers: FileReaders) {}

  onModuleInit(): void {
    this.readers.register(this);
  }

  mayRead(caller: TokenClaims): Promise<boolean> {
    return Promise.resolve(isAllowed('trails.read', caller.profile));
  }
}
