import { type Actor, materialReach, Profile } from '@school/modules/kernel';

/**
 * Whose an activity is (decision 0071): the school that owns it (`codBseEscola`, null: the
 * network's catalogue) and its author. An old event without the school means the catalogue.
 */
export interface ActivityOwner {
  codBseEscola: number | null;
  codUsuarioCriacao: number;
}

/** The profiles that write a school's material (the Master writes the catalogue). */
const SCHOOL_EDITORS: readonly Profile[] = [Profile.Gestor, Profile.Coordenador];

/**
 * The school a new activity belongs to: none for the Master (the catalogue), the author's for a
 * Professor, Gestor or Coordenador; undefined when the caller may not create one (no school).
 */
export function ownerSchoolOf(actor: Actor): number | null | undefined {
  if (actor.profile === Profile.Master) return null;
  if (actor.profile === Profile.Professor || SCHOOL_EDITORS.includes(actor.profile))
    return actor.schoolId ?? undefined;
  return undefined;
}

/** Who reads an activity with its expected answers: the kernel's rule for teaching material (decision 0070). */
export function canReadActivity(actor: Actor, owner: ActivityOwner): boolean {
  return materialReach(actor, owner) !== 'none';
}

/**
 * Who changes an activity and its questions: the Master the catalogue's; a Professor the school
 * activities it wrote; a Gestor or Coordenador those of its school; nobody else.
 */
export function canWriteActivity(actor: Actor, owner: ActivityOwner): boolean {
  return materialReach(actor, owner) === 'write';
}
