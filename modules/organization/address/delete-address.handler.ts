import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addressDecider, addressStream } from '@school/modules/organization';
import { countAddressUses } from '@school/projections/address-book';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE } from '@school/backend/core/tokens';
import { DeleteAddressCommand, type AddressDeleteResult } from './address.commands.js';
import { callerOf, OrgScopeService } from '../scope/org-scope.service.js';

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
