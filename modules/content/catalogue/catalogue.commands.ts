import { Command } from '@nestjs/cqrs';
import type { CatalogueEntries } from '@school/modules/content';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** What the seed added (0 on every start after the first) and where its events are. */
export interface CatalogueAdded {
  added: number;
  position: string | null;
}

/** The first-start seed: add the reference-data entries the catalogue lacks. */
export class AddCatalogueEntriesCommand extends Command<CatalogueAdded> {
  constructor(
    readonly entries: CatalogueEntries,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
