import { PROFILE_NAMES, type Profile } from '@school/modules/kernel';
import type { AddressFields } from '@school/modules/organization';
import type { UserDirectoryEntry } from '@school/projections/user-directory';
import type { RequestMeta } from '../http/request-meta.js';

export const DEMO_SCHOOL = { nomEscola: 'Escola Demonstração', cstTxtPrefixoLogin: 'DM' };
export const DEMO_PASSWORD = 'demo1234';

export interface DemoUnit {
  nomUnidade: string;
  cstTxtPrefixoLogin: string;
  address: AddressFields;
  classes: string[];
}

/** Two units with an address each, and the classes of each. */
export const DEMO_UNITS: DemoUnit[] = [
  {
    nomUnidade: 'Unidade Centro',
    cstTxtPrefixoLogin: 'CE',
    address: {
      dscCep: '01001000',
      dscRua: 'Praça da Sé',
      dscBairro: 'Sé',
      dscCidade: 'São Paulo',
      dscEstado: 'SP',
    },
    classes: ['6º ano A', '7º ano A'],
  },
  {
    nomUnidade: 'Unidade Jardins',
    cstTxtPrefixoLogin: 'JD',
    address: {
      dscCep: '01310100',
      dscRua: 'Avenida Paulista',
      dscBairro: 'Bela Vista',
      dscCidade: 'São Paulo',
      dscEstado: 'SP',
    },
    classes: ['6º ano B', '8º ano B'],
  },
];

export interface DemoUser {
  cstLogin: string;
  nomUsuario: string;
  codBsePerfil: Profile;
  /** Index into DEMO_UNITS, for the profiles that live in a unit. */
  unit: number | null;
  /** Names of classes of that unit. */
  classes: string[];
}

const CENTRO = 0;
const JARDINS = 1;

/**
 * One demo user of each profile 1 to 7 (DMMT-0001 Master to DMMT-0007 Assistente: the same
 * logins as ever), then teachers of several classes and students of one class, with logins of
 * their unit's prefix. Master and Assistente belong to the whole network (school 1).
 */
export const DEMO_USERS: DemoUser[] = [
  ...([1, 2, 3, 4, 5, 6, 7] as Profile[]).map((profile) => ({
    cstLogin: `DMMT-000${profile}`,
    nomUsuario: `${PROFILE_NAMES[profile]} Demonstração`,
    codBsePerfil: profile,
    unit: profile >= 3 && profile <= 6 ? CENTRO : null,
    classes: profile === 5 ? ['6º ano A', '7º ano A'] : profile === 6 ? ['6º ano A'] : [],
  })),
  {
    cstLogin: 'DMCE-0001',
    nomUsuario: 'Ana Souza',
    codBsePerfil: 5,
    unit: CENTRO,
    classes: ['6º ano A', '7º ano A'],
  },
  {
    cstLogin: 'DMJD-0001',
    nomUsuario: 'Bruno Lima',
    codBsePerfil: 5,
    unit: JARDINS,
    classes: ['6º ano B', '8º ano B'],
  },
  { cstLogin: 'DMCE-0002', nomUsuario: 'Carla Dias', codBsePerfil: 6, unit: CENTRO, classes: ['6º ano A'] },
  { cstLogin: 'DMCE-0003', nomUsuario: 'Diego Alves', codBsePerfil: 6, unit: CENTRO, classes: ['6º ano A'] },
  { cstLogin: 'DMCE-0004', nomUsuario: 'Elisa Rocha', codBsePerfil: 6, unit: CENTRO, classes: ['7º ano A'] },
  {
    cstLogin: 'DMJD-0002',
    nomUsuario: 'Felipe Costa',
    codBsePerfil: 6,
    unit: JARDINS,
    classes: ['6º ano B'],
  },
  {
    cstLogin: 'DMJD-0003',
    nomUsuario: 'Gabriela Melo',
    codBsePerfil: 6,
    unit: JARDINS,
    classes: ['6º ano B'],
  },
  {
    cstLogin: 'DMJD-0004',
    nomUsuario: 'Heitor Nunes',
    codBsePerfil: 6,
    unit: JARDINS,
    classes: ['8º ano B'],
  },
];

/** The seed's request made by a demo user: the same metadata, that user the caller (as `profile`, its own by default). */
export function actingAs(
  meta: RequestMeta,
  user: UserDirectoryEntry,
  profile = user.codBsePerfil as Profile,
): RequestMeta {
  return {
    ...meta,
    user: {
      userId: user.codBseUsuario,
      profile,
      schoolId: user.codBseEscola,
      unitId: user.codBseUnidade,
      login: user.cstLogin,
    },
  };
}
