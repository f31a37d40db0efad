import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended minimum (Password Storage Cheat Sheet): 19 MiB, 2 passes,
 * 1 lane. Exported so the benchmark measures exactly what the app runs. Each hash is stored in
 * PHC form with its parameters, so raising them later still verifies old hashes.
 */
export const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordHasher {
  /** A hash of a random secret nobody knows: what an unknown login is verified against. */
  private dummy: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  /** False for a wrong password and for a hash that cannot be read. */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /**
   * The same work as a real verification, always false: an unknown login takes as long to
   * refuse as a wrong password, so the timing does not reveal which logins exist.
   */
  async verifyDummy(password: string): Promise<false> {
    this.dummy ??= this.hash(randomBytes(32).toString('base64url'));
    await this.verify(await this.dummy, password);
    return false;
  }
}
