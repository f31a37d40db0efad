import { describe, expect, it } from 'vitest';
import { fold, type Actor, type DecisionContext, type Profile } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { passwordHelpText, supportDecider, type SupportCommand } from './support-request.decider.js';
import type { SupportEvent } from './support-request.events.js';

const now = new Date('2026-11-22T10:00:00Z');
const actor = (profile: Profile, userId = 42): Actor => ({ userId, profile, schoolId: 1, unitId: null });
const ALUNO = actor(6);
const ASSISTENTE = actor(7, 9);
/** The decision made by this actor (or by nobody). */
const by = (who: Actor | null): DecisionContext => ({ now, actor: who });
const spec = deciderSpec(supportDecider, by(ALUNO));

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
    codBseEscola: 1,
    at: now.toISOString(),
  },
});
const deleted = (id = 5): SupportEvent => ({ type: 'SupportRequestDeleted', data: { codBseSuporte: id } });
const remove = (id = 5): SupportCommand => ({ type: 'DeleteSupportRequest', codBseSuporte: id });

describe('support decider', () => {
  it('records a request with the sender taken from the actor and the decision time', () => {
    spec.given([]).when(request(), by(ALUNO)).then([requested()]);
  });

  it.each([1, 2, 3, 4, 5, 6] as Profile[])('lets profile %i send a request', (profile) => {
    const [event] = spec
      .given([])
      .when(request(), by(actor(profile, 100 + profile)))
      .events();
    expect(event).toMatchObject({ type: 'SupportRequested', data: { codBseUsuario: 100 + profile } });
  });

  it('refuses a request from an Assistente (forbidden) and from nobody (unauthenticated)', () => {
    spec.given([]).when(request(), by(ASSISTENTE)).thenFails('generic.forbidden');
    spec.given([]).when(request(), by(null)).thenFails('generic.unauthenticated');
  });

  it('records a password help request with nobody signed in, for the school of the login’s user', () => {
    const help: SupportCommand = {
      type: 'RequestPasswordHelp',
      codBseSuporte: 8,
      codBseUsuario: 31,
      codBseEscola: 4,
      name: 'Ana Lima',
      login: 'ESAB-0031',
    };
    spec
      .given([])
      .when(help, by(null))
      .then([
        {
          type: 'SupportRequested',
          data: {
            codBseSuporte: 8,
            name: 'Ana Lima',
            email: '',
            pagina: 'acesso',
            desc: passwordHelpText('ESAB-0031'),
            codBseUsuario: 31,
            codBseEscola: 4,
            at: now.toISOString(),
          },
        },
      ]);
    spec
      .given([requested(8)])
      .when(help, by(null))
      .thenFails('generic.conflict');
    spec
      .given([])
      .when({ ...help, codBseSuporte: 0 }, by(null))
      .thenFails('generic.invalid');
  });

  it('never records a request under id 0 or a negative id', () => {
    spec.given([]).when(request(0), by(ALUNO)).thenFails('generic.invalid');
    spec.given([]).when(request(-3), by(ALUNO)).thenFails('generic.invalid');
  });

  it('refuses to record the same id twice', () => {
    spec.given([requested()]).when(request(), by(ALUNO)).thenFails('generic.conflict');
  });

  it('lets an Assistente delete an open request, and then it is gone', () => {
    spec.given([requested()]).when(remove(), by(ASSISTENTE)).then([deleted()]);
    spec.given([requested(), deleted()]).when(remove(), by(ASSISTENTE)).thenFails('generic.notFound');
  });

  it('does not delete a request that does not exist', () => {
    spec.given([]).when(remove(8), by(ASSISTENTE)).thenFails('generic.notFound');
  });

  it('never deletes row 0', () => {
    spec.given([]).when(remove(0), by(ASSISTENTE)).thenFails('support.protectedRow');
  });

  it.each([1, 2, 3, 4, 5, 6] as Profile[])('refuses a delete by profile %i', (profile) => {
    spec
      .given([requested()])
      .when(remove(), by(actor(profile)))
      .thenFails('generic.forbidden');
  });

  it('refuses a delete by nobody', () => {
    spec.given([requested()]).when(remove(), by(null)).thenFails('generic.unauthenticated');
  });

  it('folds a deleted request as deleted, keeping what it was', () => {
    expect(spec.given([requested(), deleted()]).state()).toEqual({
      status: 'deleted',
      request: requested().data,
    });
    expect(fold(supportDecider, [deleted()])).toEqual({ status: 'absent' });
  });
});
