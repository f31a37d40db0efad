// The server side of the organization context that the host (app module, CLI, tests) and other contexts use:
// its Nest module, commands and the services they share. The web client never imports it.
export { CreateAddressCommand } from './address/create-address.handler.js';
export { CreateClassCommand } from './class/create-class.handler.js';
export { OrganizationModule } from './organization.module.js';
export { organizationProjections } from './organization.projections.js';
export { CreateSchoolCommand } from './school/create-school.handler.js';
export { OrgScopeService } from './scope/org-scope.service.js';
export { OwnClassScope } from './scope/own-class-scope.service.js';
export { CreateUnitCommand } from './unit/create-unit.handler.js';
