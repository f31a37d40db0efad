import { Module } from '@nestjs/common';
import { AccessLogController } from './access-log.controller.js';
import { AccessService } from './access.service.js';
import { AuthController } from './auth.controller.js';
import { IdentityService } from './identity.service.js';
import { LoginService } from './login.service.js';
import { MyDataController } from './my-data.controller.js';
import { PasswordHasher } from './password-hasher.js';

@Module({
  controllers: [AuthController, AccessLogController, MyDataController],
  providers: [PasswordHasher, IdentityService, LoginService, AccessService],
  exports: [IdentityService, PasswordHasher],
})
export class IdentityModule {}

export { identityProjections } from './identity.projections.js';
