import { Controller, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DomainError } from '@school/modules/kernel';
import { cepSchema, type PostalCodeAddress } from '@school/modules/organization';
import { POSTAL_CODE_PROVIDER, type PostalCodeProvider } from './postal-code.provider.js';
import { Route } from '@school/backend/http/route';

@ApiTags('Endereços')
@ApiBearerAuth()
@Controller('cep')
export class PostalCodeController {
  constructor(@Inject(POSTAL_CODE_PROVIDER) private readonly provider: PostalCodeProvider) {}

  @Route.get(
    ':cep',
    'addresses.write',
    'Looks up an 8-digit postal code: street, neighbourhood, city and state in the address form’s fields; ' +
      '404 "Endereço não encontrado!" when unknown or when the provider cannot answer in time',
  )
  async lookup(@Param('cep') value: string): Promise<PostalCodeAddress> {
    const parsed = cepSchema.safeParse(value);
    if (!parsed.success)
      throw new DomainError('generic.invalid', { errors: [{ field: 'dscCep', code: 'address.cepFormat' }] });
    const address = await this.provider.lookup(parsed.data);
    if (!address) throw new DomainError('address.notFound');
    return address;
  }
}
