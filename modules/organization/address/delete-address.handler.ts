import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addressDecider, addressStream } from '@school/modules/organization';
import { countAddressUses } from '@school/projections/address-book';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE } from '@school/backend/core/tokens';
import type { AddressDeleteResult } from './create-address.handler.js';
import { OrgScopeService } from '../scope/org-scope.service.js';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';

export class DeleteAddressCommand extends Command<AddressDeleteResult> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** Deletes an address that no school or unit uses (else 409, the spec's "dependencies" message). */
@CommandHandler(DeleteAddressCommand)
export class DeleteAddressHandler implements ICommandHandler<DeleteAddressCommand, AddressDeleteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly scope: OrgScopeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ id, meta }: DeleteAddressCommand): Promise<AddressDeleteResult> {
    await this.scope.address(callerOf(meta), id);
    return this.pipeline.handle(meta, {
      stream: addressStream(id),
      decider: addressDecider,
      command: { type: 'DeleteAddress', codBseEndereco: id, usedBy: await countAddressUses(this.db, id) },
    });
  }
}
