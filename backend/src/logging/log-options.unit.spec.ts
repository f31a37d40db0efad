import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { httpLogOptions, loggableUrl, pinoLevel } from './log-options.js';
import { requestIdFrom } from './request-id.js';

function logged(object: object): Record<string, unknown> {
  let line = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      line += chunk.toString();
      done();
    },
  });
  const { redact, serializers: _http, ...options } = httpLogOptions({ LOG_LEVEL: 'log' });
  pino({ ...options, redact }, stream).info(object, 'message');
  return JSON.parse(line) as Record<string, unknown>;
}

describe('redaction', () => {
  it('hides every secret field wherever an object logged carries it, and keeps the rest', () => {
    const line = logged({
      password: 'p0',
      body: { username: 'ADMN-0001', password: 'p1', txtSenha: 'p2', senha: 'p3' },
      change: { actualPassword: 'p4', newPassword: 'p5' },
      answer: { access_token: 't1', token: 't2' },
      job: { data: { sealedPasswords: 'v1.sealed', rows: 3 } },
      req: { headers: { authorization: 'Bearer t3', cookie: 'c=1', accept: 'application/json' } },
      res: { headers: { 'set-cookie': 'c=2' } },
    });
    const text = JSON.stringify(line);
    for (const secret of ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 't1', 't2', 't3', 'v1.sealed', 'c=1', 'c=2'])
      expect(text).not.toContain(`"${secret}"`);
    expect(line).toMatchObject({
      body: { username: 'ADMN-0001', password: '[Redacted]' },
      job: { data: { rows: 3, sealedPasswords: '[Redacted]' } },
      req: { headers: { accept: 'application/json', authorization: '[Redacted]' } },
    });
  });

  it('masks the calendar feed token in a path and secret-named query parameters', () => {
    expect(loggableUrl('/api/cld_calendario/ical/abc.ics')).toBe('/api/cld_calendario/ical/[Redacted]');
    expect(loggableUrl('/api/bse_escola?search=x&token=abc&Password=y')).toBe(
      '/api/bse_escola?search=x&token=[Redacted]&Password=[Redacted]',
    );
    expect(loggableUrl('/api/bse_escola/3')).toBe('/api/bse_escola/3');
  });
});

describe('LOG_LEVEL', () => {
  it('names pino levels after the ones Nest used', () => {
    expect(['error', 'warn', 'log', 'debug'].map((l) => pinoLevel(l as 'log'))).toEqual([
      'error',
      'warn',
      'info',
      'debug',
    ]);
  });
});

describe('requestIdFrom', () => {
  it('takes X-Request-Id, then X-Correlation-Id, when sane; otherwise makes a UUID', () => {
    expect(requestIdFrom({ 'x-request-id': 'abc-1', 'x-correlation-id': 'def' })).toBe('abc-1');
    expect(requestIdFrom({ 'x-correlation-id': 'corr-123' })).toBe('corr-123');
    expect(requestIdFrom({ 'x-request-id': ['first-1', 'second'] })).toBe('first-1');
    for (const bad of ['', ' ', 'a b', 'a"b', '{"level":50}', 'x'.repeat(129), '-leading'])
      expect(requestIdFrom({ 'x-request-id': bad }), bad).toMatch(/^[0-9a-f-]{36}$/);
  });
});
