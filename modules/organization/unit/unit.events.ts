import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

export interface UnitCreatedData {
  codBseUnidade: number;
  codBseEscola: number;
  nomUnidade: string;
  /** 2 upper-case letters, unique within the school. */
  cstTxtPrefixoLogin: string;
  codBseEndereco: number | null;
  codUsuarioCriacao: number | null;
}

export type UnitEvent =
  | DomainEvent<'UnitCreated', UnitCreatedData>
  | DomainEvent<
      'UnitUpdated',
      { codBseUnidade: number; codBseEscola: number; nomUnidade: string; codBseEndereco: number | null }
    >
  | DomainEvent<'UnitDeleted', { codBseUnidade: number; codBseEscola: number; cstTxtPrefixoLogin: string }>;

/** Tells a unit stream's events from others (typed reads: `readStreamOf(store, stream, isUnitEvent)`). */
export const isUnitEvent = eventGuard<UnitEvent>({
  UnitCreated: true,
  UnitUpdated: true,
  UnitDeleted: true,
});

export const unitStream = (id: number): string => `unit-${id}`;

/** A unit prefix is unique within its school: the reservation kind and value that claim it. */
export const UNIT_PREFIX_RESERVATION = 'unit-prefix';
export const unitPrefixValue = (schoolId: number, prefix: string): string => `${schoolId}-${prefix}`;

/** What each unit event holds (decision 0061): the unit's own name and codes. */
export const unitPrivacy = privacyRegister<UnitEvent>({
  UnitCreated: {
    fields: {
      codBseUnidade: 'technical',
      codBseEscola: 'technical',
      nomUnidade: 'content',
      cstTxtPrefixoLogin: 'technical',
      codBseEndereco: 'technical',
      codUsuarioCriacao: 'technical',
    },
  },
  UnitUpdated: {
    fields: {
      codBseUnidade: 'technical',
      codBseEscola: 'technical',
      nomUnidade: 'content',
      codBseEndereco: 'technical',
    },
  },
  UnitDeleted: {
    fields: { codBseUnidade: 'technical', codBseEscola: 'technical', cstTxtPrefixoLogin: 'technical' },
  },
});
