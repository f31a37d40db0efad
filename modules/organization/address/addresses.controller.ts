import { Controller, Get, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { addressSchema, type Address, type AddressInput } from '@school/modules/organization';
import { listAddresses } from '@school/projections/address-book';
import type { Db } from '@school/projections/kernel';
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { CreateAddressCommand } from './create-address.handler.js';
import { DeleteAddressCommand } from './delete-address.handler.js';
import { UpdateAddressCommand } from './update-address.handler.js';
import { OrgScopeService } from '../scope/org-scope.service.js';
import { Route } from '@school/backend/http/route';

@ApiTags('Endereços')
@ApiBearerAuth()
@Controller('bse_endereco')
export class AddressesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly scope: OrgScopeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get('', 'addresses.read', "Addresses in scope: a Master's all, a Gestor's those of its school")
  async list(@CurrentUser() caller: Caller): Promise<Address[]> {
    return listAddresses(this.db, await this.scope.listScope(caller));
  }

  @Get(':id')
  @RequirePermission('addresses.read')
  async get(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<Address> {
    const { codBseEscola: _, ...address } = await this.scope.address(caller, id);
    return address;
  }

  @Route.post('', 'addresses.write', 'Create: answers the address with its id (codBseEndereco)')
  create(@ValidBody(addressSchema) input: AddressInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new CreateAddressCommand(input, meta));
  }

  @Route.put(':id', 'addresses.write', 'Change: answers the address')
  update(
    @IdParam() addressId: number,
    @ValidBody(addressSchema) input: AddressInput,
    @Meta() meta: RequestMeta,
  ) {
    return this.commands.execute(new UpdateAddressCommand(addressId, input, meta));
  }

  @Route.delete(':id', 'addresses.write', 'Delete an address no school or unit uses: answers 1')
  remove(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteAddressCommand(id, meta));
  }
}
