import { describe, expect, it } from 'vitest';
import { fold, type Actor, type DecisionContext, type Profile } from '@school/modules/kernel';
import { supportDecider, type SupportCommand } from './support.decider.js';
import type { SupportEvent } from './support.events.js';
import { refusal } from '@school/modules/testing';

const now = new Date('2026-11-22T10:00:00Z');
const actor = (profile: Profile, userId = 42): Actor => ({ userId, profile, schoolId: 1, unitId: null });
const ALUNO = actor(6);
const ASSISTENTE = actor(7, 9);

const request = (id = 5): SupportCommand => ({
  type: 'RequestSupport',
  codBseSuporte: id,
  name: 'Maria Souza',
  email: 'maria@escola.com.br',
  pagina: 'trilhas',
  desc: 'A trilha não abre.',
});

const requested = (id = 5): SupportEvent => ({
  type: 'SupportRequested',
  data: {
    codBseSuporte: id,
    name: 'Maria Souza',
    email: 'maria@escola.com.br',
    pagina: 'trilhas',
    desc: 'A trilha não abre.',
    codBseUsuario: 42,
    at: now.toISOString(),
  },
});
const deleted = (id = 5): SupportEvent => ({ type: 'SupportRequestDeleted', data: { codBseSuporte: id } });
const remove = (id = 5): SupportCommand => ({ type: 'DeleteSupportRequest', codBseSuporte: id });

function given(events: SupportEvent[]) {
  return {
    when: (command: SupportCommand, who: Actor | null) => () => {
      const context: DecisionContext = { now, actor: who };
      return supportDecider.decide(command, fold(supportDecider, events), context);
    },
  };
}

describe('support decider', () => {
  it('records a request with the sender taken from the actor and the decision time', () => {
    expect(given([]).when(request(), ALUNO)()).toEqual([requested()]);
  });

  it.each([1, 2, 3, 4, 5, 6] as Profile[])('lets profile %i send a request', (profile) => {
    const [event] = given([]).when(request(), actor(profile, 100 + profile))();
    expect(event).toMatchObject({ type: 'SupportRequested', data: { codBseUsuario: 100 + profile } });
  });

  it('refuses a request from an Assistente (403) and from nobody (401)', () => {
    const assistente = refusal(given([]).when(request(), ASSISTENTE));
    const anonymous = refusal(given([]).when(request(), null));
    expect([assistente.code, assistente.status]).toEqual(['generic.forbidden', 403]);
    expect([anonymous.code, anonymous.status]).toEqual(['generic.unauthenticated', 401]);
  });

  it('never records a request under id 0 or a negative id', () => {
    expect(refusal(given([]).when(request(0), ALUNO)).code).toBe('generic.invalid');
    expect(refusal(given([]).when(request(-3), ALUNO)).code).toBe('generic.invalid');
  });

  it('refuses to record the same id twice', () => {
    const error = refusal(given([requested()]).when(request(), ALUNO));
    expect([error.code, error.status]).toEqual(['generic.conflict', 409]);
  });

  it('lets an Assistente delete an open request, and then it is gone', () => {
    const events = given([requested()]).when(remove(), ASSISTENTE)();
    expect(events).toEqual([deleted()]);
    const again = refusal(given([requested(), ...events]).when(remove(), ASSISTENTE));
    expect([again.code, again.status]).toEqual(['generic.notFound', 404]);
  });

  it('does not delete a request that does not exist', () => {
    expect(refusal(given([]).when(remove(8), ASSISTENTE)).status).toBe(404);
  });

  it('never deletes row 0', () => {
    const error = refusal(given([]).when(remove(0), ASSISTENTE));
    expect([error.code, error.status]).toEqual(['support.protectedRow', 403]);
  });

  it.each([1, 2, 3, 4, 5, 6] as Profile[])('refuses a delete by profile %i', (profile) => {
    const error = refusal(given([requested()]).when(remove(), actor(profile)));
    expect([error.code, error.status]).toEqual(['generic.forbidden', 403]);
  });

  it('refuses a delete by nobody', () => {
    expect(refusal(given([requested()]).when(remove(), null)).status).toBe(401);
  });

  it('folds a deleted request as deleted, keeping what it was', () => {
    expect(fold(supportDecider, [requested(), deleted()])).toEqual({
      status: 'deleted',
      request: requested().data,
    });
    expect(fold(supportDecider, [deleted()])).toEqual({ status: 'absent' });
  });
});
