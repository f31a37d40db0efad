import { describe, expect, it } from 'vitest';
import { DomainError, isRefusalCode, statusOf, type RefusalCode } from '@school/modules/kernel';
import { HttpRefusal } from './http-status.js';

// The statuses the decider tests asserted before they asserted codes only: the edge keeps them.
const statuses: [RefusalCode, number][] = [
  ['generic.invalid', 400],
  ['password.currentWrong', 400],
  ['login.noWebPermission', 400],
  ['generic.unauthenticated', 401],
  ['login.invalidCredentials', 401],
  ['generic.forbidden', 403],
  ['school.protected', 403],
  ['support.protectedRow', 403],
  ['user.protected', 403],
  ['user.protectedEdit', 403],
  ['generic.notFound', 404],
  ['access.noAttempt', 404],
  ['profile.fixed', 405],
  ['generic.conflict', 409],
  ['generic.dependencies', 409],
  // decision 0028: activating the active lesson, or a trail without content
  ['classBook.alreadyActive', 409],
  ['classBook.noContent', 409],
  ['class.hasStudents', 409],
  ['school.hasUnits', 409],
  ['unit.hasDependents', 409],
  ['user.hasDependants', 409],
  ['login.deactivated', 410],
  ['login.locked', 429],
];

describe('HTTP status of a refusal', () => {
  it.each(statuses)('answers %s with %i', (code, status) => {
    expect(statusOf(code)).toBe(status);
  });

  it('knows a refusal by the status beside its code: a label or a field message is none', () => {
    expect(isRefusalCode('school.prefixLocked')).toBe(true);
    expect(statusOf('school.prefixLocked')).toBe(400);
    expect(isRefusalCode('activity.warning')).toBe(false);
    expect(isRefusalCode('no.such.code')).toBe(false);
  });

  it('lets the edge answer the same refusal with another status when it is read at another moment', () => {
    const refusal = new HttpRefusal(new DomainError('generic.invalid'), 422);
    expect([refusal.status, refusal.error.code, refusal.message]).toEqual([
      422,
      'generic.invalid',
      'generic.invalid',
    ]);
  });
});
