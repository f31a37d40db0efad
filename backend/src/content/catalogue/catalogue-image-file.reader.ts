import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { isAllowed } from '@school/modules/kernel';
import { CATALOGUE_IMAGE } from '@school/projections/file-catalog';
import type { TokenClaims } from '../../auth/token.service.js';
import { FileReaders, type FileReferenceReader } from '../../files/file-readers.js';

/** The image of a character or an assembly may be read by whoever may read the catalogue. */
@Injectable()
export class CatalogueImageFileReader implements FileReferenceReader, OnModuleInit {
  readonly kind = CATALOGUE_IMAGE;

  constructor(@Inject(FileReaders) private readonly readers: FileReaders) {}

  onModuleInit(): void {
    this.readers.register(this);
  }

  mayRead(caller: TokenClaims): Promise<boolean> {
    return Promise.resolve(isAllowed('content.catalogue', caller.profile));
  }
}
