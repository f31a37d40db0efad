import {
  type Actor,
  assertMaterialReadable,
  assertMaterialWritable,
  DomainError,
  type MaterialOwner,
  type MaterialReach,
  materialReach,
  Profile,
} from '@school/modules/kernel';

/**
 * Who a trail belongs to (decision 0070): its school (`codBseEscola`, null: the network's
 * catalogue, the Master's) and the user who created it (null: the system, or a trail recorded
 * before owners were, which is the catalogue's).
 */
export type TrailOwner = MaterialOwner;

/** What the caller may do with a trail: change it (and everything below it), read it, or nothing. */
export type TrailReach = MaterialReach;

/**
 * The rule of decision 0070, one place for every stream below a trail: the kernel's rule for
 * teaching material, which activities follow too (decision 0071).
 */
export const trailReach: (actor: Actor | null, owner: TrailOwner) => TrailReach = materialReach;

/** 404 for a trail the caller cannot even read, 403 for one it reads but does not own. */
export const assertTrailWritable = assertMaterialWritable;

/** Refuses a read outside the caller's reach with a 404, exactly as a missing trail. */
export const assertTrailReadable = assertMaterialReadable;

/**
 * The owner of a trail the caller creates (or copies into its own): the Master's go to the
 * catalogue; anyone else's to its school, authored by it. A creator without a school other than
 * the Master has nowhere to put one (403).
 */
export function ownerOfNewTrail(actor: Actor | null): TrailOwner {
  if (!actor) return { codBseEscola: null, codUsuarioCriacao: null };
  if (actor.profile === Profile.Master) return { codBseEscola: null, codUsuarioCriacao: actor.userId };
  if (actor.schoolId === null) throw new DomainError('generic.forbidden');
  return { codBseEscola: actor.schoolId, codUsuarioCriacao: actor.userId };
}

/** The trails a caller reads, as a list filters them: every one (the Master), or the catalogue and one school's. */
export type TrailListReach = { kind: 'all' } | { kind: 'catalogueAnd'; codBseEscola: number | null };

export function trailListReach(actor: Actor | null): TrailListReach {
  if (!actor || actor.profile === Profile.Master) return { kind: 'all' };
  const reads = [Profile.Gestor, Profile.Diretor, Profile.Coordenador, Profile.Professor] as Profile[];
  return { kind: 'catalogueAnd', codBseEscola: reads.includes(actor.profile) ? actor.schoolId : null };
}
