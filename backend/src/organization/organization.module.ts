import { Module } from '@nestjs/common';
import { CreateSchoolHandler } from './create-school.handler.js';
import { DeleteSchoolHandler } from './delete-school.handler.js';
import { SchoolsController } from './schools.controller.js';
import { UpdateSchoolHandler } from './update-school.handler.js';

@Module({
  controllers: [SchoolsController],
  providers: [CreateSchoolHandler, UpdateSchoolHandler, DeleteSchoolHandler],
})
export class OrganizationModule {}
