import { describe, expect, it } from 'vitest';
import {
  accessDetailsSchema,
  accessLogQuerySchema,
  loginFormSchema,
  loginSchema,
} from './access.contracts.js';

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
