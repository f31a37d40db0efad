import type { DomainEvent } from '@school/modules/kernel';

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

export type AddressEventType = AddressEvent['type'];

export const addressStream = (id: number): string => `address-${id}`;
