import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, changePasswordSchema } from './user-settings.contracts.js';

describe('change password contract', () => {
  const fields = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('accepts the legacy body {actualPassword, newPassword}, untrimmed, without a confirmation', () => {
    expect(changePasswordSchema.parse({ actualPassword: ' velha ', newPassword: ' nova-senha ' })).toEqual({
      actualPassword: ' velha ',
      newPassword: ' nova-senha ',
    });
  });

  it('requires both passwords, each with its own message', () => {
    expect(fields(changePasswordSchema.safeParse({}))).toEqual([
      'actualPassword: password.currentRequired',
      'newPassword: password.newRequired',
    ]);
    expect(fields(changePasswordSchema.safeParse({ actualPassword: '', newPassword: '' }))).toEqual([
      'actualPassword: password.currentRequired',
      'newPassword: password.newRequired',
    ]);
  });

  it('asks for at least 5 characters in the new password', () => {
    expect(fields(changePasswordSchema.safeParse({ actualPassword: 'velha', newPassword: 'abcd' }))).toEqual([
      'newPassword: login.passwordMin',
    ]);
    expect(changePasswordSchema.safeParse({ actualPassword: 'velha', newPassword: 'abcde' }).success).toBe(
      true,
    );
  });

  it('refuses a new password equal to the current one', () => {
    expect(fields(changePasswordSchema.safeParse({ actualPassword: 'mesma', newPassword: 'mesma' }))).toEqual(
      ['newPassword: password.sameAsCurrent'],
    );
  });

  it('checks a confirmation when one is sent (null means none)', () => {
    const body = { actualPassword: 'velha', newPassword: 'nova-senha' };
    expect(fields(changePasswordSchema.safeParse({ ...body, confirmation: 'outra' }))).toEqual([
      'confirmation: password.confirmationMismatch',
    ]);
    expect(fields(changePasswordSchema.safeParse({ ...body, confirmation: '' }))).toEqual([
      'confirmation: password.confirmationMismatch',
    ]);
    expect(changePasswordSchema.safeParse({ ...body, confirmation: 'nova-senha' }).success).toBe(true);
    expect(changePasswordSchema.safeParse({ ...body, confirmation: null }).success).toBe(true);
  });

  it('requires the confirmation in the settings form', () => {
    const body = { actualPassword: 'velha', newPassword: 'nova-senha' };
    expect(fields(changePasswordFormSchema.safeParse(body))).toEqual(['confirmation: generic.required']);
    expect(changePasswordFormSchema.safeParse({ ...body, confirmation: 'nova-senha' }).success).toBe(true);
    expect(fields(changePasswordFormSchema.safeParse({ ...body, confirmation: 'nova' }))).toEqual([
      'confirmation: password.confirmationMismatch',
    ]);
  });
});
