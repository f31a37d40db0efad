import { Module } from '@nestjs/common';
import { FilesModule } from '@school/backend/files/files.module';
import { AddCatalogueEntriesHandler } from './add-catalogue-entries.handler.js';
import { CatalogueImageFileReader } from './catalogue-image-file.reader.js';
import { CatalogueSeed } from './catalogue-seed.service.js';
import { CatalogueController } from './catalogue.controller.js';

/**
 * The content area's reference data: its routes, its first-start seed (`CatalogueSeed`, run by
 * `createApp` after the first-start records) and who may read its images.
 */
@Module({
  imports: [FilesModule],
  controllers: [CatalogueController],
  providers: [AddCatalogueEntriesHandler, CatalogueSeed, CatalogueImageFileReader],
  exports: [CatalogueSeed],
})
export class CatalogueModule {}
