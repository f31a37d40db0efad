import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import { CATALOGUE_STREAM, catalogueDecider, type CatalogueEntries } from '@school/modules/content';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DrawnImages, type DrawnImage } from '@school/backend/files/drawn-images.service';
import { eventMetadata, systemMeta } from '@school/backend/http/request-meta';
import { deterministicId } from '@school/backend/jobs/deterministic-id';
import { DRAWINGS } from './catalogue-drawings.views.js';
import {
  ASSEMBLIES,
  CHARACTERS,
  CONTENT_TYPES,
  GAMES,
  type IllustratedEntry,
  SUBJECTS,
} from './catalogue-entries.provider.js';
import { AddCatalogueEntriesCommand } from './add-catalogue-entries.handler.js';

/** The file id of an entry's image: the same on every instance and every start. */
export const catalogueImageId = (kind: 'personagem' | 'montagem', code: number) =>
  deterministicId(`content-catalogue:${kind}:${code}`);

/**
 * The reference data's first-start step, run at every start: the images first (drawn, then
 * stored and scaled like uploads, so an entry never names a file that does not exist), then one
 * command adds the entries the catalogue lacks. A second run draws and appends nothing; several
 * instances starting together store each image once and append each entry once.
 */
@Injectable()
export class CatalogueSeed {
  private readonly logger = new Logger('CatalogueSeed');

  constructor(
    private readonly commands: CommandBus,
    @Inject(CommandPipeline) private readonly pipeline: CommandPipeline,
    @Inject(DrawnImages) private readonly images: DrawnImages,
  ) {}

  /** Answers how many entries it added. */
  async run(): Promise<number> {
    const meta = systemMeta();
    const { state } = await this.pipeline.read(CATALOGUE_STREAM, catalogueDecider);
    // A recorded entry keeps the image it was recorded with.
    const characters = CHARACTERS.map((c) => ({
      entry: c,
      fileId: state.characters[c.code]?.imgPersonagem ?? catalogueImageId('personagem', c.code),
    }));
    const assemblies = ASSEMBLIES.map((a) => ({
      entry: a,
      fileId: state.assemblies[a.code]?.imgMontagem ?? catalogueImageId('montagem', a.code),
    }));
    await this.images.ensure(
      [...characters, ...assemblies].map(({ entry, fileId }) => drawn(fileId, entry)),
      eventMetadata(meta),
    );
    const entries: CatalogueEntries = {
      contentTypes: CONTENT_TYPES,
      games: GAMES,
      subjects: SUBJECTS,
      characters: characters.map(({ entry, fileId }) => ({
        codTrlPersonagem: entry.code,
        nomPersonagem: entry.name,
        imgPersonagem: fileId,
      })),
      assemblies: assemblies.map(({ entry, fileId }) => ({
        codTrlMontagem: entry.code,
        nomMontagem: entry.name,
        imgMontagem: fileId,
      })),
    };
    const { added } = await this.commands.execute(new AddCatalogueEntriesCommand(entries, meta));
    if (added > 0) this.logger.log(`Content catalogue: ${added} entries added`);
    return added;
  }
}

/** An entry's illustration, rasterised from its SVG only when its file is not stored yet. */
function drawn(id: string, entry: IllustratedEntry): DrawnImage {
  return {
    id,
    name: `${entry.drawing}.png`,
    draw: () => sharp(Buffer.from(DRAWINGS[entry.drawing])).png().toBuffer(),
  };
}
