import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@school/modules/kernel';
import { addressDecider, type AddressInput, addressStream } from '@school/modules/organization';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { addressFields, type AddressWriteResult } from './create-address.handler.js';
import { OrgScopeService } from '../scope/org-scope.service.js';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';

export class UpdateAddressCommand extends Command<AddressWriteResult> {
  constructor(
    readonly id: number,
    readonly input: AddressInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** Changes an address's fields (the same fields: nothing is appended). */
@CommandHandler(UpdateAddressCommand)
export class UpdateAddressHandler implements ICommandHandler<UpdateAddressCommand, AddressWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly scope: OrgScopeService,
  ) {}

  async execute({ id, input, meta }: UpdateAddressCommand): Promise<AddressWriteResult> {
    await this.scope.address(callerOf(meta), id);
    if (input.codBseEndereco !== undefined && input.codBseEndereco !== id)
      throw new DomainError('generic.invalid');
    const fields = addressFields(input);
    return this.pipeline.handle(meta, {
      stream: addressStream(id),
      decider: addressDecider,
      command: { type: 'UpdateAddress', codBseEndereco: id, fields },
      answer: { codBseEndereco: id, ...fields },
    });
  }
}
