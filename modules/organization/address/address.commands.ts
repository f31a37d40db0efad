import { Command } from '@nestjs/cqrs';
import type { Address, AddressInput } from '@school/modules/organization';
import type { RequestMeta } from '@school/backend/http/request-meta';
import type { WriteResult } from '@school/backend/commands/write-result';

export class CreateAddressCommand extends Command<AddressWriteResult> {
  constructor(
    readonly input: AddressInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class UpdateAddressCommand extends Command<AddressWriteResult> {
  constructor(
    readonly id: number,
    readonly input: AddressInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class DeleteAddressCommand extends Command<AddressDeleteResult> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** The address fields of the input (without the id some clients repeat in the body). */
export function addressFields({ dscCep, dscRua, dscBairro, dscCidade, dscEstado }: AddressInput) {
  return { dscCep, dscRua, dscBairro, dscCidade, dscEstado };
}

/** Create and update answer the address: the form needs its id for the school or unit it saves next. */
export type AddressWriteResult = WriteResult<Address>;
export type AddressDeleteResult = WriteResult<1>;
