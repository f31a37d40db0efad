import { Injectable } from '@nestjs/common';
import { isAllowed } from '@school/modules/kernel';
import { CATALOGUE_IMAGE } from '@school/projections/file-catalogue';
import type { TokenClaims } from '@school/backend/auth/token.service';
import { RegisteredFileReader } from '@school/backend/files/file-readers';

/** The image of a character or an assembly may be read by whoever may read the catalogue. */
@Injectable()
export class CatalogueImageFileReader extends RegisteredFileReader {
  readonly kind = CATALOGUE_IMAGE;

  mayRead(caller: TokenClaims): Promise<boolean> {
    return Promise.resolve(isAllowed('content.catalogue', caller.profile));
  }
}
