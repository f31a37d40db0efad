import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JWT_SECRET } from '../core/tokens.js';

/**
 * HKDF's `info`: this key seals job payloads and nothing else. Deriving it from the signing
 * secret with its own label means no new variable to set, and knowing it reveals nothing about
 * the token key (nor the other way round). A new use derives its own key with another label.
 */
export const JOB_SECRETS_LABEL = 'school-platform/jobs/sealed-payload/v1';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that cannot be opened: tampered, for another job, or sealed under another secret. */
export class SealedPayloadError extends Error {
  constructor() {
    super('sealed payload cannot be opened');
    this.name = 'SealedPayloadError';
  }
}

/**
 * Seals what a job must carry but Redis must never hold in clear (a bulk import's passwords):
 * AES-256-GCM, a random 12-byte IV per value, the job's id as associated data (a payload copied
 * into another job does not open). The app and `npm run worker` resolve the same signing secret
 * (JWT_SECRET, or the one generated into the database), so both derive the same key.
 */
@Injectable()
export class JobSecrets {
  private readonly key: Buffer;

  constructor(@Inject(JWT_SECRET) secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), JOB_SECRETS_LABEL, 32));
  }

  /** `v1.<iv>.<ciphertext>.<tag>`, base64url. `context` binds the value to its use (the job id). */
  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, body, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plaintext, once the tag proves it is unchanged and sealed for this context by this key. */
  open(sealed: string, context: string): string {
    const [version, iv, body, tag, ...rest] = sealed.split('.');
    if (version !== VERSION || iv === undefined || body === undefined || tag === undefined || rest.length)
      throw new SealedPayloadError();
    const ivBytes = Buffer.from(iv, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SealedPayloadError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new SealedPayloadError();
    }
  }
}
