import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Address, addressDecider, type AddressInput, addressStream } from '@school/modules/organization';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

export class CreateAddressCommand extends Command<AddressWriteResult> {
  constructor(
    readonly input: AddressInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export type AddressDeleteResult = WriteResult<1>;

/** Create and update answer the address: the form needs its id for the school or unit it saves next. */
export type AddressWriteResult = WriteResult<Address>;

/** The address fields of the input (without the id some clients repeat in the body). */
export function addressFields({ dscCep, dscRua, dscBairro, dscCidade, dscEstado }: AddressInput) {
  return { dscCep, dscRua, dscBairro, dscCidade, dscEstado };
}

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
