import { type Actor, DomainError, Profile } from '@school/modules/kernel';

/**
 * Who a trail belongs to (decision 0070): its school (`codBseEscola`, null: the network's
 * catalogue, the Master's) and the user who created it (null: the system, or a trail recorded
 * before owners were, which is the catalogue's).
 */
export interface TrailOwner {
  codBseEscola: number | null;
  codUsuarioCriacao: number | null;
}

/** What the caller may do with a trail: change it (and everything below it), read it, or nothing. */
export type TrailReach = 'write' | 'read' | 'none';

const ofSchool = (actor: Actor, owner: TrailOwner) =>
  owner.codBseEscola !== null && owner.codBseEscola === actor.schoolId;

/**
 * The rule of decision 0070, one place for every stream below a trail. Write: the Master the
 * catalogue's trails; a Professor those it authored; a Gestor or Coordenador those of its
 * school; nobody else. Read: the catalogue for every profile that reads trails; a school's
 * trails for that school's staff and the Master. No actor is the system (seeds): everything.
 */
export function trailReach(actor: Actor | null, owner: TrailOwner): TrailReach {
  if (!actor) return 'write';
  const catalogue = owner.codBseEscola === null;
  switch (actor.profile) {
    case Profile.Master:
      return catalogue ? 'write' : 'read';
    case Profile.Professor:
      if (!catalogue && owner.codUsuarioCriacao === actor.userId && ofSchool(actor, owner)) return 'write';
      return catalogue || ofSchool(actor, owner) ? 'read' : 'none';
    case Profile.Gestor:
    case Profile.Coordenador:
      if (ofSchool(actor, owner)) return 'write';
      return catalogue ? 'read' : 'none';
    case Profile.Diretor:
      return catalogue || ofSchool(actor, owner) ? 'read' : 'none';
    default:
      return 'none';
  }
}

/**
 * Refuses a change the caller may not make: 404 for a trail it cannot even read (as if it did
 * not exist: an id in a URL reveals nothing), 403 for one it reads but does not own.
 */
export function assertTrailWritable(actor: Actor | null, owner: TrailOwner | null | undefined): void {
  const reach = owner ? trailReach(actor, owner) : 'none';
  if (reach === 'none') throw new DomainError('generic.notFound');
  if (reach === 'read') throw new DomainError('generic.forbidden');
}

/** Refuses a read outside the caller's reach with a 404, exactly as a missing trail. */
export function assertTrailReadable(actor: Actor | null, owner: TrailOwner | null | undefined): void {
  if (!owner || trailReach(actor, owner) === 'none') throw new DomainError('generic.notFound');
}

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
