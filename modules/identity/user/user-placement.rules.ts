import { Profile, type FieldError } from '@school/modules/kernel';

const { Master, Gestor, Diretor, Coordenador, Professor, Aluno, Assistente } = Profile;

/**
 * The profiles each administrator may give, and so create, edit and manage: a Master every
 * profile; a Gestor the profiles of its school below it (never another Gestor, nor a Master or
 * an Assistente, who belong to the whole network); a Diretor or Coordenador the people of its
 * unit's classes (Professor, Aluno). The others manage no users.
 */
export const ASSIGNABLE_PROFILES: Readonly<Record<Profile, readonly Profile[]>> = {
  [Master]: [Master, Gestor, Diretor, Coordenador, Professor, Aluno, Assistente],
  [Gestor]: [Diretor, Coordenador, Professor, Aluno],
  [Diretor]: [Professor, Aluno],
  [Coordenador]: [Professor, Aluno],
  [Professor]: [],
  [Aluno]: [],
  [Assistente]: [],
};

export function assignableProfiles(profile: number | null | undefined): readonly Profile[] {
  return ASSIGNABLE_PROFILES[profile as Profile] ?? [];
}

/** Whether an administrator of `actorProfile` may give, or manage a user of, `targetProfile`. */
export function canManageProfile(actorProfile: number | null | undefined, targetProfile: number): boolean {
  return (assignableProfiles(actorProfile) as readonly number[]).includes(targetProfile);
}

/** Profiles of the whole network: they belong to the main school (1), without unit or class. */
export const NETWORK_PROFILES: readonly Profile[] = [Master, Assistente];
/** Profiles that live in a unit of a school. */
export const UNIT_PROFILES: readonly Profile[] = [Diretor, Coordenador, Professor, Aluno];

/** Where a user is placed in the network. */
export interface UserPlacement {
  codBsePerfil: number;
  codBseEscola: number | null;
  codBseUnidade: number | null;
  /** A Professor's classes (one or more), an Aluno's one class, nobody else's. */
  turmas: number[];
}

/**
 * What the organization context says about the places a placement names, as the caller found
 * them: only records that exist and that the acting user reaches. A record outside the actor's
 * scope is absent here, exactly like a missing one, so the refusal reveals nothing.
 */
export interface PlacementFacts {
  school: { codBseEscola: number } | null;
  unit: { codBseUnidade: number; codBseEscola: number } | null;
  classes: readonly { codBseTurma: number; codBseUnidade: number }[];
}

/** The form field that holds the classes of a profile: a student's one class, a teacher's list. */
export function classField(profile: number): 'codBseTurma' | 'arrayCodBseTurmas' {
  return profile === Aluno ? 'codBseTurma' : 'arrayCodBseTurmas';
}

/**
 * The rules of a placement that need the organization and the actor (the field rules are the
 * schema's): the actor may give the profile; the school, unit and classes exist within the
 * actor's reach; the unit is of the school and the classes are of the unit. Every broken rule
 * is listed, so the form shows them together.
 */
export function placementErrors(
  placement: UserPlacement,
  facts: PlacementFacts,
  actorProfile: number | null | undefined,
): FieldError[] {
  const errors: FieldError[] = [];
  const { codBsePerfil, codBseEscola, codBseUnidade, turmas } = placement;
  if (!canManageProfile(actorProfile, codBsePerfil))
    errors.push({ field: 'codBsePerfil', code: 'user.profileNotAllowed' });
  if (codBseEscola !== null && facts.school?.codBseEscola !== codBseEscola)
    errors.push({ field: 'codBseEscola', code: 'user.schoolNotFound' });
  if (codBseUnidade !== null) {
    if (facts.unit?.codBseUnidade !== codBseUnidade)
      errors.push({ field: 'codBseUnidade', code: 'user.unitNotFound' });
    else if (facts.unit.codBseEscola !== codBseEscola)
      errors.push({ field: 'codBseUnidade', code: 'user.unitOutsideSchool' });
  }
  const found = turmas.map((id) => facts.classes.find((c) => c.codBseTurma === id));
  const field = classField(codBsePerfil);
  if (found.some((c) => c === undefined)) errors.push({ field, code: 'user.classNotFound' });
  if (found.some((c) => c !== undefined && c.codBseUnidade !== codBseUnidade))
    errors.push({ field, code: 'user.classOutsideUnit' });
  return errors;
}
