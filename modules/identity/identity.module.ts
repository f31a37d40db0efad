import { Module } from '@nestjs/common';
import { FilesModule } from '@school/backend/files/files.module';
import { AccessLogController } from './access/access-log.controller.js';
import { AddClientDetailsHandler } from './access/add-client-details.handler.js';
import { IdentityService } from './identity.service.js';
import { SignInHandler } from './sign-in/sign-in.handler.js';
import { MyDataController } from './my-data/my-data.controller.js';
import { MyDataReader } from './my-data/my-data.reader.js';
import { UsersReader } from './user/users.reader.js';
import { PasswordHasher } from './password-hasher.service.js';
import { ProfileSettingsController } from './profile-settings/profile-settings.controller.js';
import { ChangeOwnAvatarHandler } from './profile-settings/change-avatar.handler.js';
import { ChangeOwnPasswordHandler } from './profile-settings/change-password.handler.js';
import { SignOutHandler } from './session/sign-out.handler.js';
import { SessionsController } from './session/sessions.controller.js';
import { SignInController } from './sign-in/sign-in.controller.js';
import { AvatarFileReader } from './user/avatar-file.reader.js';
import { CreatePlannedUserHandler } from './user/create-planned-user.handler.js';
import { CreateUserHandler } from './user/create-user.handler.js';
import { DeleteUserHandler } from './user/delete-user.handler.js';
import { LoginSequences } from './user/login-sequences.service.js';
import { PlacementFactsReader } from './user/placement-facts.reader.js';
import { ProfilesController } from './user/profiles.controller.js';
import { RegisterUserHandler } from './user/register-user.handler.js';
import { SetUserActiveHandler } from './user/set-user-active.handler.js';
import { UpdateUserHandler } from './user/update-user.handler.js';
import { UserCreation } from './user/user-creation.service.js';
import { UsersController } from './user/users.controller.js';

@Module({
  imports: [FilesModule],
  controllers: [
    SignInController,
    SessionsController,
    AccessLogController,
    MyDataController,
    ProfileSettingsController,
    UsersController,
    ProfilesController,
  ],
  providers: [
    PasswordHasher,
    IdentityService,
    SignInHandler,
    SignOutHandler,
    AddClientDetailsHandler,
    ChangeOwnPasswordHandler,
    ChangeOwnAvatarHandler,
    PlacementFactsReader,
    LoginSequences,
    UserCreation,
    CreateUserHandler,
    CreatePlannedUserHandler,
    RegisterUserHandler,
    UpdateUserHandler,
    DeleteUserHandler,
    SetUserActiveHandler,
    AvatarFileReader,
    MyDataReader,
    UsersReader,
  ],
  exports: [IdentityService, PasswordHasher, PlacementFactsReader, LoginSequences],
})
export class IdentityModule {}

export { identityProjections } from './identity.projections.js';
