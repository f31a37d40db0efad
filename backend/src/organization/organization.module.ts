import { Module } from '@nestjs/common';
import { AddressesController } from './addresses.controller.js';
import { ChooseCurrentClassHandler } from './choose-current-class.handler.js';
import { ClassMembersController } from './class-members.controller.js';
import { ClassesController } from './classes.controller.js';
import { CreateAddressHandler } from './create-address.handler.js';
import { CreateClassHandler } from './create-class.handler.js';
import { CreateSchoolHandler } from './create-school.handler.js';
import { CreateUnitHandler } from './create-unit.handler.js';
import { DeleteAddressHandler } from './delete-address.handler.js';
import { DeleteClassHandler } from './delete-class.handler.js';
import { DeleteSchoolHandler } from './delete-school.handler.js';
import { DeleteUnitHandler } from './delete-unit.handler.js';
import { OrgScopeService } from './org-scope.service.js';
import { PostalCodeController } from './postal-code.controller.js';
import { POSTAL_CODE_PROVIDER } from './postal-code.provider.js';
import { RemoveClassMemberHandler } from './remove-class-member.handler.js';
import { RenameClassHandler } from './rename-class.handler.js';
import { SchoolsController } from './schools.controller.js';
import { UnitsController } from './units.controller.js';
import { UpdateAddressHandler } from './update-address.handler.js';
import { UpdateSchoolHandler } from './update-school.handler.js';
import { UpdateUnitHandler } from './update-unit.handler.js';
import { ViaCepPostalCodeProvider } from './viacep-postal-code.provider.js';

@Module({
  controllers: [
    SchoolsController,
    UnitsController,
    AddressesController,
    PostalCodeController,
    ClassesController,
    ClassMembersController,
  ],
  providers: [
    CreateSchoolHandler,
    UpdateSchoolHandler,
    DeleteSchoolHandler,
    CreateUnitHandler,
    UpdateUnitHandler,
    DeleteUnitHandler,
    CreateAddressHandler,
    UpdateAddressHandler,
    DeleteAddressHandler,
    CreateClassHandler,
    RenameClassHandler,
    DeleteClassHandler,
    RemoveClassMemberHandler,
    ChooseCurrentClassHandler,
    OrgScopeService,
    { provide: POSTAL_CODE_PROVIDER, useClass: ViaCepPostalCodeProvider },
  ],
  // Other contexts check ids of the organization (a user's unit and classes) through it.
  exports: [OrgScopeService],
})
export class OrganizationModule {}
