import { describe, expect, it } from 'vitest';
import {
  accessDetailsSchema,
  accessLogQuerySchema,
  changePasswordFormSchema,
  changePasswordSchema,
  loginFormSchema,
  loginSchema,
} from './identity.contracts.js';
import { accessStream } from './access.events.js';

const codes = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('login contract', () => {
  it('upper-cases and trims the access code', () => {
    expect(loginSchema.parse({ username: ' esaz-0007 ', password: 'x' })).toEqual({
      username: 'ESAZ-0007',
      password: 'x',
    });
  });

  it('requires both fields with the spec’s messages', () => {
    expect(codes(loginSchema.safeParse({}))).toEqual(['login.required', 'login.passwordRequired']);
    expect(codes(loginSchema.safeParse({ username: '  ', password: '' }))).toEqual([
      'login.required',
      'login.passwordRequired',
    ]);
  });

  it('accepts a short password on the server (it is just wrong), the web form asks for 5', () => {
    expect(loginSchema.safeParse({ username: 'A', password: 'abc' }).success).toBe(true);
    expect(codes(loginFormSchema.safeParse({ username: 'A', password: 'abc' }))).toEqual([
      'login.passwordMin',
    ]);
  });

  it('names one access stream per login, whatever its case', () => {
    expect(accessStream(' esaz-0007')).toBe('access-ESAZ-0007');
    expect(accessStream('a b/ç')).toBe('access-A%20B%2F%C3%87');
  });
});

describe('access details contract', () => {
  it('keeps the client fields, empty ones as null, and drops the rest of the legacy body', () => {
    const parsed = accessDetailsSchema.parse({
      nomSo: 'Windows',
      txtVersaoSo: '',
      nomNavegador: 'Chrome',
      cstLogin: 'OTHER-0001',
      indSucesso: 'S',
      dscHashSenha: 'x',
      codBseAcesso: 'someone-else',
    });
    expect(parsed).toEqual({
      nomSo: 'Windows',
      txtVersaoSo: null,
      nomNavegador: 'Chrome',
      txtVersaoNavegador: null,
    });
  });

  it('pages the access log from 1, 10 by default, at most 100', () => {
    expect(accessLogQuerySchema.parse({})).toEqual({ login: undefined, page: 1, size: 10 });
    expect(accessLogQuerySchema.parse({ login: 'esaz', page: '3', size: '25' })).toEqual({
      login: 'ESAZ',
      page: 3,
      size: 25,
    });
    expect(accessLogQuerySchema.safeParse({ size: '500' }).success).toBe(false);
  });
});

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
