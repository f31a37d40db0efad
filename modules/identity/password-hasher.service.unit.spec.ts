import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './password-hasher.service.js';

describe('password hasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id at the OWASP parameters, salted', async () => {
    const [a, b] = await Promise.all([hasher.hash('senha-forte'), hasher.hash('senha-forte')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only, and never throws on a bad hash', async () => {
    const stored = await hasher.hash('senha-forte');
    expect(await hasher.verify(stored, 'senha-forte')).toBe(true);
    expect(await hasher.verify(stored, 'SENHA-FORTE')).toBe(false);
    expect(await hasher.verify('not a hash', 'senha-forte')).toBe(false);
  });

  it('refuses every password in the dummy verification of unknown logins', async () => {
    expect(await hasher.verifyDummy('')).toBe(false);
    expect(await hasher.verifyDummy('senha-forte')).toBe(false);
  });
});
