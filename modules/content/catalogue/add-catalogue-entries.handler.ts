import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CATALOGUE_STREAM, catalogueDecider } from '@school/modules/content';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { AddCatalogueEntriesCommand, type CatalogueAdded } from './catalogue.commands.js';

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
