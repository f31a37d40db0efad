import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@school/modules/kernel';
import { assertRegistrable, type CreateUserInput, type UserWriteAnswer } from '@school/modules/identity';
import { FilesService } from '@school/backend/files/files.service';
import { inspectImage } from '@school/backend/files/image-processing';
import { actorOf, callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { IdentityService } from '../identity.service.js';
import { AVATAR_IMAGES } from '../avatar-images.service.js';
import { CreateUserCommand } from './create-user.handler.js';
import { PlacementFactsReader } from './placement-facts.reader.js';
import { writeResult, type WriteResult } from '@school/backend/commands/write-result';
import type { UploadedFile } from '@school/backend/files/single-file-upload.interceptor';

/** POST /api/bse_usuario: an administrator registers a user, with an optional avatar. */
export class RegisterUserCommand extends Command<WriteResult<UserWriteAnswer>> {
  constructor(
    readonly input: CreateUserInput,
    readonly avatar: UploadedFile | undefined,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * An administrator's new user. Every refusal comes before anything is stored: the avatar's
 * content (400), the placement rules against the organization within the caller's scope (400,
 * every field together), a login already in use (409); then the avatar is stored and the
 * login's reservation decides for good (a concurrent claim of the same login is still a 409).
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<
  RegisterUserCommand,
  WriteResult<UserWriteAnswer>
> {
  constructor(
    private readonly commands: CommandBus,
    private readonly identity: IdentityService,
    private readonly placements: PlacementFactsReader,
    private readonly files: FilesService,
  ) {}

  async execute({ input, avatar, meta }: RegisterUserCommand): Promise<WriteResult<UserWriteAnswer>> {
    const caller = callerOf(meta);
    if (avatar) await inspectImage(avatar.buffer, AVATAR_IMAGES);
    const { cstLogin, txtSenha, nomUsuario, ...placement } = input;
    const facts = await this.placements.read(caller, placement);
    const user = { cstLogin, nomUsuario, ...placement };
    assertRegistrable({ ...user, codBseUsuario: 0, passwordHash: '', imgAvatar: null }, facts, actorOf(meta));
    if (await this.identity.userByLogin(cstLogin)) throw new DomainError('user.loginTaken');
    const imgAvatar = avatar ? (await this.files.uploadImage(avatar, meta, AVATAR_IMAGES)).id : null;
    const created = await this.commands.execute(
      new CreateUserCommand({ ...user, password: txtSenha, imgAvatar }, meta, { facts }),
    );
    return writeResult(created.answer, created.settled);
  }
}
