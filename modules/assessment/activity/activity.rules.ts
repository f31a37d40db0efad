import { type Actor, Profile } from '@school/modules/kernel';

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

/**
 * Who reads an activity with its expected answers: the catalogue every staff profile that reads
 * activities; a school's its staff and the Master; its author always.
 */
export function canReadActivity(actor: Actor, owner: ActivityOwner): boolean {
  if (actor.profile === Profile.Aluno || actor.profile === Profile.Assistente) return false;
  if (owner.codBseEscola === null || actor.profile === Profile.Master) return true;
  return owner.codBseEscola === actor.schoolId || owner.codUsuarioCriacao === actor.userId;
}

/**
 * Who changes an activity and its questions: the Master the catalogue's; a Professor the school
 * activities it wrote; a Gestor or Coordenador those of its school; nobody else.
 */
export function canWriteActivity(actor: Actor, owner: ActivityOwner): boolean {
  if (actor.profile === Profile.Master) return owner.codBseEscola === null;
  // The catalogue is the Master's alone, whoever wrote it.
  if (owner.codBseEscola === null) return false;
  if (actor.profile === Profile.Professor) return owner.codUsuarioCriacao === actor.userId;
  return SCHOOL_EDITORS.includes(actor.profile) && owner.codBseEscola === actor.schoolId;
}
