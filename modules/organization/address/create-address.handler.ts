import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addressDecider, addressStream } from '@school/modules/organization';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import { addressFields, CreateAddressCommand, type AddressWriteResult } from './address.commands.js';

/** A new address, belonging to the creator's school until a school or unit is saved with it. */
@CommandHandler(CreateAddressCommand)
export class CreateAddressHandler implements ICommandHandler<CreateAddressCommand, AddressWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ input, meta }: CreateAddressCommand): Promise<AddressWriteResult> {
    const id = await this.ids.next('address');
    const fields = addressFields(input);
    return this.pipeline.handle(meta, {
      stream: addressStream(id),
      decider: addressDecider,
      command: {
        type: 'CreateAddress',
        data: {
          codBseEndereco: id,
          ...fields,
          codBseEscola: meta.user?.schoolId ?? null,
          codUsuarioCriacao: meta.user?.userId ?? null,
        },
      },
      answer: { codBseEndereco: id, ...fields },
    });
  }
}
