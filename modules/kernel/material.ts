import type { Actor } from './decider.js';
import { DomainError } from './domain-error.js';
import { Profile } from './profiles.js';

/**
 * Who a piece of teaching material belongs to (decisions 0070 and 0071: a trail, an activity):
 * its school (`codBseEscola`, null: the network's catalogue, the Master's) and the user who
 * created it (null: the system, or a record from before owners were recorded).
 */
export interface MaterialOwner {
  codBseEscola: number | null;
  codUsuarioCriacao: number | null;
}

/** What the caller may do with a piece of material: change it, read it, or nothing. */
export type MaterialReach = 'write' | 'read' | 'none';

const ofSchool = (actor: Actor, owner: MaterialOwner) =>
  owner.codBseEscola !== null && owner.codBseEscola === actor.schoolId;

/**
 * The one rule for trails and activities. Write: the Master the catalogue's; a Professor what it
 * authored for its school; a Gestor or Coordenador its school's; nobody else. Read: the catalogue
 * for every staff profile; a school's material for that school's staff and the Master. No actor
 * is the system (seeds): everything.
 */
export function materialReach(actor: Actor | null, owner: MaterialOwner): MaterialReach {
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
 * Refuses a change the caller may not make: 404 for material it cannot even read (as if it did
 * not exist: an id in a URL reveals nothing), 403 for material it reads but does not own.
 */
export function assertMaterialWritable(actor: Actor | null, owner: MaterialOwner | null | undefined): void {
  const reach = owner ? materialReach(actor, owner) : 'none';
  if (reach === 'none') throw new DomainError('generic.notFound');
  if (reach === 'read') throw new DomainError('generic.forbidden');
}

/** Refuses a read outside the caller's reach with a 404, exactly as missing material. */
export function assertMaterialReadable(actor: Actor | null, owner: MaterialOwner | null | undefined): void {
  if (!owner || materialReach(actor, owner) === 'none') throw new DomainError('generic.notFound');
}
