/** Profile codes (codBsePerfil) as the spec gives them; 5 is Professor, 6 Aluno (ARCHITECTURE decisions). */
export const Profile = {
  Master: 1,
  Gestor: 2,
  Diretor: 3,
  Coordenador: 4,
  Professor: 5,
  Aluno: 6,
  Assistente: 7,
} as const;
export type Profile = (typeof Profile)[keyof typeof Profile];

export const ALL_PROFILES: readonly Profile[] = [1, 2, 3, 4, 5, 6, 7];

export const PROFILE_NAMES: Record<Profile, string> = {
  1: 'Master',
  2: 'Gestor',
  3: 'Diretor',
  4: 'Coordenador',
  5: 'Professor',
  6: 'Aluno',
  7: 'Assistente',
};

export function isWebProfile(code: number): code is Profile {
  return Number.isInteger(code) && code >= 1 && code <= 7;
}
