import { describe, expect, it } from 'vitest';
import { JobSecrets, SealedPayloadError } from './job-secrets.js';

const SECRET = 'unit-spec-signing-secret-of-at-least-32-chars';

describe('JobSecrets', () => {
  const secrets = new JobSecrets(SECRET);

  it('opens what it sealed, for the same context, with a key derived the same in another process', () => {
    const sealed = secrets.seal('senha-ç-123', 'job-1');
    expect(sealed).not.toContain('senha');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(new JobSecrets(SECRET).open(sealed, 'job-1')).toBe('senha-ç-123');
  });

  it('uses a fresh IV for every value: the same text never seals alike', () => {
    const a = secrets.seal('senha-igual', 'job-1');
    const b = secrets.seal('senha-igual', 'job-1');
    expect(a).not.toBe(b);
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
  });

  it('refuses a value changed in any part, sealed for another job, or under another secret', () => {
    const sealed = secrets.seal('senha-123', 'job-1');
    const parts = sealed.split('.');
    const flip = (s: string) => {
      const bytes = Buffer.from(s, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    for (const i of [1, 2, 3]) {
      const tampered = parts.map((p, j) => (j === i ? flip(p) : p)).join('.');
      expect(() => secrets.open(tampered, 'job-1')).toThrow(SealedPayloadError);
    }
    expect(() => secrets.open(parts.slice(0, 3).join('.'), 'job-1')).toThrow(SealedPayloadError);
    expect(() =>
      secrets.open(`${parts[0]}.${parts[1]}.${parts[2]}.${parts[3]!.slice(0, 8)}`, 'job-1'),
    ).toThrow(SealedPayloadError);
    expect(() => secrets.open(sealed.replace(/^v1/, 'v2'), 'job-1')).toThrow(SealedPayloadError);
    expect(() => secrets.open(sealed, 'job-2')).toThrow(SealedPayloadError);
    expect(() => new JobSecrets(`${SECRET}-rotated`).open(sealed, 'job-1')).toThrow(SealedPayloadError);
  });
});
