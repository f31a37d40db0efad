import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api';
import { formatAccessCode } from './accessCode';
import { clientDetails } from './clientDetails';
import { loginFailure } from './loginFailure';

describe('formatAccessCode', () => {
  it.each([
    ['', ''],
    ['ab', 'AB'],
    ['abcd', 'ABCD'],
    ['abcd1', 'ABCD-1'],
    ['ab cd-12 34', 'ABCD-1234'],
    ['DMMT-00012', 'DMMT-0001'],
    ['ção!', 'O'],
  ])('%j → %j', (raw, masked) => {
    expect(formatAccessCode(raw)).toBe(masked);
  });
});

describe('clientDetails', () => {
  it('reads the OS and browser of a user agent', () => {
    expect(
      clientDetails(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      ),
    ).toEqual({
      nomSo: 'Windows',
      txtVersaoSo: '10.0',
      nomNavegador: 'Edge',
      txtVersaoNavegador: '126.0.2592.87',
    });
    expect(
      clientDetails(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ nomSo: 'iOS', txtVersaoSo: '17.5', nomNavegador: 'Safari', txtVersaoNavegador: '17.5' });
    expect(clientDetails('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({
      nomSo: 'Linux',
      txtVersaoSo: null,
      nomNavegador: 'Firefox',
      txtVersaoNavegador: '128.0',
    });
    expect(clientDetails('curl/8')).toEqual({
      nomSo: null,
      txtVersaoSo: null,
      nomNavegador: null,
      txtVersaoNavegador: null,
    });
  });
});

describe('loginFailure', () => {
  const refusal = (status: number, code: string, message = code) => new ApiError(status, code, message);
  it('maps the answers to the spec messages', () => {
    expect(loginFailure(refusal(401, 'login.invalidCredentials'))).toEqual({
      code: 'login.invalidCredentials',
    });
    expect(loginFailure(refusal(400, 'login.noWebPermission'))).toEqual({ code: 'login.noWebPermission' });
    expect(loginFailure(refusal(400, 'generic.rejected'))).toEqual({ code: 'login.noWebPermission' });
    expect(loginFailure(refusal(400, 'generic.invalid'))).toEqual({ code: 'login.invalidCredentials' });
    expect(loginFailure(refusal(410, 'generic.rejected'))).toEqual({ code: 'login.deactivated' });
    expect(loginFailure(refusal(418, 'generic.rejected'))).toEqual({ code: 'login.invalidCredentials' });
    expect(loginFailure(refusal(500, 'generic.server'))).toEqual({ code: 'login.noConnection' });
    expect(loginFailure(ApiError.network())).toEqual({ code: 'login.noConnection' });
    expect(loginFailure(refusal(429, 'login.locked', 'Tente novamente em 15 minutos.'))).toEqual({
      code: 'login.locked',
      params: { minutes: 15 },
    });
  });
});
