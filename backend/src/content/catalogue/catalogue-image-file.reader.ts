import { Injectable } from '@nestjs/common';
import { isAllowed } from '@school/modules/kernel';
import { CATALOGUE_IMAGE } from '@school/projections/file-catalog';
import type { TokenClaims } from '../../auth/token.service.js';
import { RegisteredFileReader } from '../../files/file-readers.js';

/** The image of a character or an assembly may be read by whoever may read the catalogue. */
@Injectable()
export class CatalogueImageFileReader extends RegisteredFileReader {
  readonly kind = CATALOGUE_IMAGE;

  mayRead(caller: TokenClaims): Promise<boolean> {
    return Promise.resolve(isAllowed('content.catalogue', caller.profile));
  }
}
