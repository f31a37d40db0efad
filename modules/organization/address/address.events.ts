import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

export interface AddressFields {
  /** 8 digits, no hyphen. */
  dscCep: string;
  dscRua: string;
  dscBairro: string;
  dscCidade: string;
  dscEstado: string;
}

export interface AddressCreatedData extends AddressFields {
  codBseEndereco: number;
  /** The creator's school: who may see the address until a school or unit of another school uses it. */
  codBseEscola: number | null;
  codUsuarioCriacao: number | null;
}

export type AddressEvent =
  | DomainEvent<'AddressCreated', AddressCreatedData>
  | DomainEvent<'AddressUpdated', AddressFields & { codBseEndereco: number }>
  | DomainEvent<'AddressDeleted', { codBseEndereco: number }>;

/** Tells an address stream's events from others (typed reads: `readStreamOf(store, stream, isAddressEvent)`). */
export const isAddressEvent = eventGuard<AddressEvent>({
  AddressCreated: true,
  AddressUpdated: true,
  AddressDeleted: true,
});

export const addressStream = (id: number): string => `address-${id}`;

const ADDRESS_FIELDS = {
  codBseEndereco: 'technical',
  dscCep: 'content',
  dscRua: 'content',
  dscBairro: 'content',
  dscCidade: 'content',
  dscEstado: 'content',
} as const;

/** What each address event holds (decision 0061): a school's or a unit's address, no person's. */
export const addressPrivacy = privacyRegister<AddressEvent>({
  AddressCreated: {
    fields: { ...ADDRESS_FIELDS, codBseEscola: 'technical', codUsuarioCriacao: 'technical' },
  },
  AddressUpdated: { fields: ADDRESS_FIELDS },
  AddressDeleted: { fields: { codBseEndereco: 'technical' } },
});
