import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@school/modules/kernel';
import {
  type UpdateUserInput,
  type UserCommand,
  userDecider,
  userStream,
  type UserWriteAnswer,
} from '@school/modules/identity';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { FilesService } from '@school/backend/files/files.service';
import { inspectImage } from '@school/backend/files/image-processing';
import { actorOf, callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { IdentityService } from '../identity.service.js';
import { PasswordHasher } from '../password-hasher.service.js';
import { AVATAR_IMAGES } from '../avatar-images.service.js';
import { managedUser } from './managed-user.policy.js';
import { PlacementFactsReader } from './placement-facts.reader.js';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { UploadedFile } from '@school/backend/files/single-file-upload.interceptor';

/** PUT /api/bse_usuario/{id}. */
export class UpdateUserCommand extends Command<WriteResult<UserWriteAnswer>> {
  constructor(
    readonly id: number,
    readonly input: UpdateUserInput,
    readonly avatar: UploadedFile | undefined,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * An administrator's edit: `UserUpdated` with the changed fields, `UserPasswordChanged` when a
 * password was sent, `UserAvatarChanged` when an image was. The decision is first tried on the
 * state just read, so a refused edit stores no image and hashes no password.
 */
@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand, WriteResult<UserWriteAnswer>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly identity: IdentityService,
    private readonly placements: PlacementFactsReader,
    private readonly hasher: PasswordHasher,
    private readonly files: FilesService,
  ) {}

  async execute({ id, input, avatar, meta }: UpdateUserCommand): Promise<WriteResult<UserWriteAnswer>> {
    const caller = callerOf(meta);
    const { codBseUsuario, cstLogin, txtSenha, nomUsuario, ...placement } = input;
    if (codBseUsuario !== null && codBseUsuario !== id) throw new DomainError('generic.invalid');
    const state = await managedUser(this.identity, caller, id);
    if (avatar) await inspectImage(avatar.buffer, AVATAR_IMAGES);
    const facts = await this.placements.read(caller, placement);
    const command = (passwordHash: string | null, imgAvatar: string | null): UserCommand => ({
      type: 'UpdateUser',
      codBseUsuario: id,
      cstLogin,
      nomUsuario,
      placement,
      facts,
      passwordHash,
      imgAvatar,
    });
    // Refused before the password is hashed and the avatar stored.
    userDecider.decide(command(null, null), state, { now: new Date(), actor: actorOf(meta) });
    const passwordHash = txtSenha === null ? null : await this.hasher.hash(txtSenha);
    const imgAvatar = avatar ? (await this.files.uploadImage(avatar, meta, AVATAR_IMAGES)).id : null;
    return this.pipeline.handle(meta, {
      stream: userStream(id),
      decider: userDecider,
      command: command(passwordHash, imgAvatar),
      answer: { status: 200, codBseUsuario: id },
    });
  }
}
