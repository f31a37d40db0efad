import type { SchoolClass, Unit } from '@school/modules/organization/contracts';

/** A unit of the demo school (2, "Escola Demonstração", prefix DM); the prefix from the name's 9th and 10th letters. */
export function demoUnit(id: number, name: string, overrides: Partial<Unit> = {}): Unit {
  return {
    codBseUnidade: id,
    codBseEscola: 2,
    nomUnidade: name,
    cstTxtPrefixoLogin: name.slice(8, 10).toUpperCase(),
    codBseEndereco: null,
    nomEscola: 'Escola Demonstração',
    cstTxtPrefixoLoginEscola: 'DM',
    ...overrides,
  };
}

/** A class of the demo school's "Unidade Centro" (7, prefix CE). */
export function demoClass(id: number, name: string, overrides: Partial<SchoolClass> = {}): SchoolClass {
  return {
    codBseTurma: id,
    nomTurma: name,
    codBseUnidade: 7,
    codBseEscola: 2,
    nomUnidade: 'Unidade Centro',
    nomEscola: 'Escola Demonstração',
    cstTxtPrefixoLoginUnidade: 'CE',
    cstTxtPrefixoLoginEscola: 'DM',
    codUsuarioCriacao: null,
    ...overrides,
  };
}
