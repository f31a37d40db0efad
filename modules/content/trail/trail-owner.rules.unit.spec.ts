import { describe, expect, it } from 'vitest';
import { type Actor, DomainError, Profile } from '@school/modules/kernel';
import {
  assertTrailReadable,
  assertTrailWritable,
  ownerOfNewTrail,
  trailListReach,
  trailReach,
} from './trail-owner.rules.js';

const actor = (profile: Profile, userId: number, schoolId: number | null): Actor => ({
  userId,
  profile,
  schoolId,
  unitId: null,
});
const master = actor(Profile.Master, 1, null);
const professorA = actor(Profile.Professor, 10, 100);
const otherProfessorA = actor(Profile.Professor, 11, 100);
const professorB = actor(Profile.Professor, 20, 200);
const gestorA = actor(Profile.Gestor, 12, 100);
const coordenadorA = actor(Profile.Coordenador, 13, 100);
const diretorA = actor(Profile.Diretor, 14, 100);
const gestorB = actor(Profile.Gestor, 22, 200);
const aluno = actor(Profile.Aluno, 15, 100);

const catalogue = { codBseEscola: null, codUsuarioCriacao: 1 };
const professorAsTrail = { codBseEscola: 100, codUsuarioCriacao: 10 };

const codeOf = (f: () => void) => {
  try {
    f();
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.code : 'other';
  }
};

describe('who may change or read a trail (decision 0070)', () => {
  it('the Master changes the catalogue and only reads a school’s trails', () => {
    expect(trailReach(master, catalogue)).toBe('write');
    expect(trailReach(master, professorAsTrail)).toBe('read');
  });

  it('a Professor changes what it authored, reads the catalogue and its school’s, nothing of another school', () => {
    expect(trailReach(professorA, professorAsTrail)).toBe('write');
    expect(trailReach(otherProfessorA, professorAsTrail)).toBe('read');
    expect(trailReach(professorA, catalogue)).toBe('read');
    expect(trailReach(professorB, professorAsTrail)).toBe('none');
  });

  it('a Gestor or Coordenador of the school changes its trails; a Diretor reads them; another school nothing', () => {
    expect(trailReach(gestorA, professorAsTrail)).toBe('write');
    expect(trailReach(coordenadorA, professorAsTrail)).toBe('write');
    expect(trailReach(diretorA, professorAsTrail)).toBe('read');
    expect(trailReach(gestorB, professorAsTrail)).toBe('none');
    expect(trailReach(gestorA, catalogue)).toBe('read');
  });

  it('an Aluno reaches nothing through the authoring rule; the system everything', () => {
    expect(trailReach(aluno, catalogue)).toBe('none');
    expect(trailReach(null, professorAsTrail)).toBe('write');
  });

  it('refuses a change outside the reach with 404, one the caller only reads with 403', () => {
    expect(codeOf(() => assertTrailWritable(professorB, professorAsTrail))).toBe('generic.notFound');
    expect(codeOf(() => assertTrailWritable(master, professorAsTrail))).toBe('generic.forbidden');
    expect(codeOf(() => assertTrailWritable(professorA, catalogue))).toBe('generic.forbidden');
    expect(codeOf(() => assertTrailWritable(professorA, null))).toBe('generic.notFound');
    expect(codeOf(() => assertTrailWritable(gestorA, professorAsTrail))).toBeNull();
    expect(codeOf(() => assertTrailReadable(professorB, professorAsTrail))).toBe('generic.notFound');
    expect(codeOf(() => assertTrailReadable(diretorA, professorAsTrail))).toBeNull();
  });

  it('a new trail is the catalogue’s when the Master makes it, its school’s and author’s otherwise', () => {
    expect(ownerOfNewTrail(master)).toEqual({ codBseEscola: null, codUsuarioCriacao: 1 });
    expect(ownerOfNewTrail(professorA)).toEqual({ codBseEscola: 100, codUsuarioCriacao: 10 });
    expect(ownerOfNewTrail(null)).toEqual({ codBseEscola: null, codUsuarioCriacao: null });
    expect(codeOf(() => ownerOfNewTrail(actor(Profile.Professor, 30, null)))).toBe('generic.forbidden');
  });

  it('lists every trail for the Master, the catalogue and its school’s for the staff', () => {
    expect(trailListReach(master)).toEqual({ kind: 'all' });
    expect(trailListReach(professorA)).toEqual({ kind: 'catalogueAnd', codBseEscola: 100 });
    expect(trailListReach(aluno)).toEqual({ kind: 'catalogueAnd', codBseEscola: null });
  });
});
