import { describe, expect, it } from 'vitest';
import { clientFromUserAgent, plainIp } from './user-agent.input.js';

describe('client of a request', () => {
  it('reads OS and browser, names and versions, from a User-Agent', () => {
    expect(
      clientFromUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({
      nomSo: 'Windows',
      txtVersaoSo: '10',
      nomNavegador: 'Chrome',
      txtVersaoNavegador: '131.0.0.0',
    });
    expect(
      clientFromUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({
      nomSo: 'iOS',
      txtVersaoSo: '17.5',
      nomNavegador: 'Mobile Safari',
      txtVersaoNavegador: '17.5',
    });
  });

  it('leaves unknown parts empty', () => {
    expect(clientFromUserAgent('')).toEqual({
      nomSo: null,
      txtVersaoSo: null,
      nomNavegador: null,
      txtVersaoNavegador: null,
    });
    expect(clientFromUserAgent('curl/8.5.0').nomSo).toBeNull();
  });

  it('shows IPv4 clients of a dual-stack socket as plain IPv4', () => {
    expect(plainIp('::ffff:10.0.0.9')).toBe('10.0.0.9');
    expect(plainIp('::1')).toBe('::1');
    expect(plainIp('2001:db8::1')).toBe('2001:db8::1');
  });
});
