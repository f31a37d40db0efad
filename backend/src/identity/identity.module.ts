import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { AccessLogController } from './access-log.controller.js';
import { AccessService } from './access.service.js';
import { AuthController } from './auth.controller.js';
import { IdentityService } from './identity.service.js';
import { LoginService } from './login.service.js';
import { MyDataController } from './my-data.controller.js';
import { PasswordHasher } from './password-hasher.js';
import { ProfileSettingsController } from './profile-settings.controller.js';
import { ProfileSettingsService } from './profile-settings.service.js';

@Module({
  imports: [FilesModule],
  controllers: [AuthController, AccessLogController, MyDataController, ProfileSettingsController],
  providers: [PasswordHasher, IdentityService, LoginService, AccessService, ProfileSettingsService],
  exports: [IdentityService, PasswordHasher],
})
export class IdentityModule {}

export { identityProjections } from './identity.projections.js';
