import { Module } from '@nestjs/common';
import { AddressesController } from './address/addresses.controller.js';
import { CreateAddressHandler } from './address/create-address.handler.js';
import { DeleteAddressHandler } from './address/delete-address.handler.js';
import { UpdateAddressHandler } from './address/update-address.handler.js';
import { ClassesController } from './class/classes.controller.js';
import { CreateClassHandler } from './class/create-class.handler.js';
import { DeleteClassHandler } from './class/delete-class.handler.js';
import { RenameClassHandler } from './class/rename-class.handler.js';
import { ClassMembersController } from './class-members/class-members.controller.js';
import { RemoveClassMemberHandler } from './class-members/remove-class-member.handler.js';
import { ChooseCurrentClassHandler } from './current-class/choose-current-class.handler.js';
import { CurrentClassController } from './current-class/current-class.controller.js';
import { PostalCodeController } from './postal-code/postal-code.controller.js';
import { POSTAL_CODE_PROVIDER } from './postal-code/postal-code.provider.js';
import { ViaCepPostalCodeProvider } from './postal-code/viacep-postal-code.provider.js';
import { CreateSchoolHandler } from './school/create-school.handler.js';
import { DeleteSchoolHandler } from './school/delete-school.handler.js';
import { SchoolsController } from './school/schools.controller.js';
import { UpdateSchoolHandler } from './school/update-school.handler.js';
import { OrgScopeService } from './scope/org-scope.service.js';
import { CreateUnitHandler } from './unit/create-unit.handler.js';
import { DeleteUnitHandler } from './unit/delete-unit.handler.js';
import { UnitsController } from './unit/units.controller.js';
import { UpdateUnitHandler } from './unit/update-unit.handler.js';

/** One folder per aggregate or use case (its commands, handlers and controller); the scope rules are shared. */
@Module({
  controllers: [
    SchoolsController,
    UnitsController,
    AddressesController,
    PostalCodeController,
    ClassesController,
    ClassMembersController,
    CurrentClassController,
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
