import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@school/modules/kernel';
import { storageUsedBy } from '@school/projections/file-catalogue';
import type { Db } from '@school/projections/kernel';
import { CONFIG, type Config } from '../config/config.js';
import { DATABASE } from '../core/tokens.js';
import { RateLimits, type Limiter } from '../rate-limit/rate-limits.js';

const MB = 1024 * 1024;

/**
 * The per-user limits on uploads, checked before anything is stored: so many uploads a minute
 * (429 with Retry-After, counted in Redis across instances), and so many bytes kept (413: the
 * file does not fit in what is left).
 */
@Injectable()
export class UploadLimits {
  private readonly perMinute: Limiter;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(DATABASE) private readonly db: Db,
    @Inject(RateLimits) rateLimits: RateLimits,
  ) {
    this.perMinute = rateLimits.limiter('uploads', {
      points: config.UPLOADS_PER_MINUTE,
      durationSeconds: 60,
    });
  }

  async check(ownerId: number, bytes: number): Promise<void> {
    await this.perMinute.take(String(ownerId), 'file.tooManyUploads');
    const used = await storageUsedBy(this.db, ownerId);
    if (used + bytes > this.config.UPLOAD_QUOTA_MB * MB) {
      throw new DomainError('file.quotaExceeded', { params: { quota: this.config.UPLOAD_QUOTA_MB } });
    }
  }
}
