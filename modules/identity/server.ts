// The server side of the identity context that the host (app module, CLI, tests) and other contexts use:
// its Nest module, commands and the services they share. The web client never imports it.
export { HASH_CONCURRENCY } from './bulk-import/bulk-import.processor.js';
export { BulkUsersModule } from './bulk-import/bulk-users.module.js';
export { IdentityModule } from './identity.module.js';
export { identityProjections } from './identity.projections.js';
export { IdentityService } from './identity.service.js';
export { ARGON2_OPTIONS, PasswordHasher } from './password-hasher.service.js';
export { CreatePlannedUserCommand } from './user/create-planned-user.handler.js';
export { CreateUserCommand } from './user/create-user.handler.js';
export { LoginSequences } from './user/login-sequences.service.js';
export { mayViewUser } from './user/user-scope.policy.js';
export { SetUserActiveCommand } from './user/set-user-active.handler.js';
