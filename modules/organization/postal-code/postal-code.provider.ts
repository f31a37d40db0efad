import type { PostalCodeAddress } from '@school/modules/organization';

/**
 * The port of the postal-code lookup: what a provider knows of an 8-digit code, or null when
 * it knows nothing (unknown code, provider unreachable, slow or broken: the form then says
 * "Endereço não encontrado!" and stays editable).
 */
export interface PostalCodeProvider {
  lookup(cep: string): Promise<PostalCodeAddress | null>;
}

export const POSTAL_CODE_PROVIDER = Symbol('POSTAL_CODE_PROVIDER');
