import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CATALOGUE_STREAM, catalogueDecider, type CatalogueEntries } from '@school/modules/content';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** The first-start seed: add the reference-data entries the catalogue lacks. */
export class AddCatalogueEntriesCommand extends Command<CatalogueAdded> {
  constructor(
    readonly entries: CatalogueEntries,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** What the seed added (0 on every start after the first) and where its events are. */
export interface CatalogueAdded {
  added: number;
  position: string | null;
}

/**
 * Appends the entries the catalogue lacks, expecting the stream's revision: when instances
 * start together, one appends and the others' decisions, re-made on the fresh stream, add nothing.
 */
@CommandHandler(AddCatalogueEntriesCommand)
export class AddCatalogueEntriesHandler implements ICommandHandler<
  AddCatalogueEntriesCommand,
  CatalogueAdded
> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ entries, meta }: AddCatalogueEntriesCommand): Promise<CatalogueAdded> {
    const result = await this.pipeline.runAs(meta, {
      stream: CATALOGUE_STREAM,
      decider: catalogueDecider,
      command: { type: 'AddMissingEntries', entries },
    });
    return { added: result.events.length, position: result.position };
  }
}
