import { useQuery } from '@tanstack/react-query';
import type {
  Address,
  AddressInput,
  PostalCodeAddress,
  School,
  Unit,
} from '@school/modules/organization/contracts';
import { api } from '../../shared/api';

export const UNITS_KEY = ['bse_unidade'] as const;
export const ADDRESSES_KEY = ['bse_endereco'] as const;

/** The units the caller reaches (a Master's all, a Gestor's school's). */
export function useUnits(enabled = true) {
  return useQuery({
    queryKey: UNITS_KEY,
    queryFn: ({ signal }) => api<Unit[]>('/bse_unidade', { signal }),
    enabled,
  });
}

export function useUnit(id: number | null) {
  return useQuery({
    queryKey: [...UNITS_KEY, id],
    queryFn: ({ signal }) => api<Unit>(`/bse_unidade/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useAddress(id: number | null) {
  return useQuery({
    queryKey: [...ADDRESSES_KEY, id],
    queryFn: ({ signal }) => api<Address>(`/bse_endereco/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** The schools a Master picks from. */
export function useSchools(enabled: boolean) {
  return useQuery({
    queryKey: ['bse_escola'],
    queryFn: ({ signal }) => api<School[]>('/bse_escola', { signal }),
    enabled,
  });
}

/** The postal-code lookup: street, neighbourhood, city and state, or a 404 "Endereço não encontrado!". */
export function lookupPostalCode(cep: string): Promise<PostalCodeAddress> {
  return api<PostalCodeAddress>(`/cep/${encodeURIComponent(cep)}`);
}

/** Creates the address (answers it with its id) or changes it. */
export function saveAddress(address: AddressInput, id: number | null): Promise<Address> {
  return id === null
    ? api<Address>('/bse_endereco', { method: 'POST', body: address })
    : api<Address>(`/bse_endereco/${id}`, { method: 'PUT', body: { ...address, codBseEndereco: id } });
}
