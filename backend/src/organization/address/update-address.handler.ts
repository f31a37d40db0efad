import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@school/modules/kernel';
import { addressDecider, addressStream } from '@school/modules/organization';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { actorOf, eventMetadata } from '../../http/request-meta.js';
import { addressFields, UpdateAddressCommand, type AddressWriteResult } from './address.commands.js';
import { callerOf, OrgScopeService } from '../scope/org-scope.service.js';
import { writeResult } from '../../commands/write-result.js';

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
    const result = await this.pipeline.run({
      stream: addressStream(id),
      decider: addressDecider,
      command: { type: 'UpdateAddress', codBseEndereco: id, fields },
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
    });
    return writeResult({ codBseEndereco: id, ...fields }, await this.pipeline.settle(result.position));
  }
}
