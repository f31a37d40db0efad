import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

export interface SchoolCreatedData {
  codBseEscola: number;
  nomEscola: string;
  cstTxtPrefixoLogin: string;
  codBseEndereco: number | null;
  codUsuarioCriacao: number | null;
}

export type SchoolEvent =
  | DomainEvent<'SchoolCreated', SchoolCreatedData>
  | DomainEvent<'SchoolUpdated', { codBseEscola: number; nomEscola: string; codBseEndereco: number | null }>
  | DomainEvent<'SchoolDeleted', { codBseEscola: number; cstTxtPrefixoLogin: string }>;

/** Tells a school stream's events from others (typed reads: `readStreamOf(store, stream, isSchoolEvent)`). */
export const isSchoolEvent = eventGuard<SchoolEvent>({
  SchoolCreated: true,
  SchoolUpdated: true,
  SchoolDeleted: true,
});

export const schoolStream = (id: number): string => `school-${id}`;

/** The school every Master belongs to: it cannot be changed or deleted. */
export const PROTECTED_SCHOOL_ID = 1;

/** What each school event holds (decision 0061): the school's own name and codes. */
export const schoolPrivacy = privacyRegister<SchoolEvent>({
  SchoolCreated: {
    fields: {
      codBseEscola: 'technical',
      nomEscola: 'content',
      cstTxtPrefixoLogin: 'technical',
      codBseEndereco: 'technical',
      codUsuarioCriacao: 'technical',
    },
  },
  SchoolUpdated: { fields: { codBseEscola: 'technical', nomEscola: 'content', codBseEndereco: 'technical' } },
  SchoolDeleted: { fields: { codBseEscola: 'technical', cstTxtPrefixoLogin: 'technical' } },
});
