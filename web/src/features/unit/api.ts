import type {
  Address,
  AddressInput,
  CreateUnitInput,
  PostalCodeAddress,
  School,
  Unit,
  UnitWriteAnswer,
  UpdateUnitInput,
} from '@school/modules/organization/contracts';
import { api } from '../../shared/api';
import { useApiDelete, useApiGet, useApiRecord, useWrite } from '../../shared/query';
import type { UnitFormOutput } from './unitValues';

export const UNITS_KEY = ['bse_unidade'] as const;
export const ADDRESSES_KEY = ['bse_endereco'] as const;

/** The units the caller reaches (a Master's all, a Gestor's school's). */
export function useUnits(enabled = true) {
  return useApiGet<Unit[]>(UNITS_KEY, '/bse_unidade', enabled);
}

export function useUnit(id: number | null) {
  return useApiRecord<Unit>(UNITS_KEY, '/bse_unidade', id);
}

export function useAddress(id: number | null) {
  return useApiRecord<Address>(ADDRESSES_KEY, '/bse_endereco', id);
}

/** The schools a Master picks from. */
export function useSchools(enabled: boolean) {
  return useApiGet<School[]>(['bse_escola'], '/bse_escola', enabled);
}

/** The postal-code lookup: street, neighbourhood, city and state, or a 404 "Endereço não encontrado!". */
export function lookupPostalCode(cep: string): Promise<PostalCodeAddress> {
  return api<PostalCodeAddress>(`/cep/${encodeURIComponent(cep)}`);
}

/** Creates the address (answers it with its id) or changes it. */
function saveAddress(address: AddressInput, id: number | null): Promise<Address> {
  return id === null
    ? api<Address>('/bse_endereco', { method: 'POST', body: address })
    : api<Address>(`/bse_endereco/${id}`, { method: 'PUT', body: { ...address, codBseEndereco: id } });
}

/** What the unit form saves: the unit being edited (none when creating) and the form's output. */
export interface UnitSave {
  unit: Unit | null;
  values: UnitFormOutput<CreateUnitInput | UpdateUnitInput>;
  /**
   * The form's key for a new unit, kept while a save gets no answer so a retry cannot create it
   * twice (useWrite's fresh key per action would lose that; see the report of issue 22).
   */
  idempotencyKey: string;
}

/**
 * Saves the address first (POST or PUT /bse_endereco, when one was typed), then the unit with
 * its id; answers the unit's legacy answer (1 saved, 0 already registered). An address made for
 * a unit that was not saved is nobody's: it goes. Refusals are the form's to show (field errors).
 */
export function useSaveUnit() {
  return useWrite({
    write: async ({ unit, values, idempotencyKey }: UnitSave) => {
      let newAddressId: number | null = null;
      try {
        let codBseEndereco: number | null = null;
        if (values.address) {
          const saved = await saveAddress(values.address, unit?.codBseEndereco ?? null);
          codBseEndereco = saved.codBseEndereco;
          if (unit?.codBseEndereco !== saved.codBseEndereco) newAddressId = saved.codBseEndereco;
        }
        const answer = unit
          ? await api<UnitWriteAnswer | null>(`/bse_unidade/${unit.codBseUnidade}`, {
              method: 'PUT',
              body: { nomUnidade: values.unit.nomUnidade, codBseEndereco, codBseUnidade: unit.codBseUnidade },
            })
          : await api<UnitWriteAnswer | null>('/bse_unidade', {
              method: 'POST',
              body: { ...values.unit, codBseEndereco },
              idempotencyKey,
            });
        if (answer === 1) newAddressId = null;
        return answer;
      } finally {
        if (newAddressId !== null)
          void api(`/bse_endereco/${newAddressId}`, { method: 'DELETE' }).catch(() => undefined);
      }
    },
    invalidates: [UNITS_KEY, ADDRESSES_KEY],
    notifyErrors: false,
  });
}

/** DELETE /bse_unidade/{id}: refused while the unit has classes or users. */
export function useDeleteUnit() {
  return useApiDelete('/bse_unidade', [UNITS_KEY]);
}
