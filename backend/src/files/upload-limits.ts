import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { DomainError } from '@school/modules/kernel';
import { storageUsedBy } from '@school/projections/file-catalog';
import type { Db } from '@school/projections/kernel';
import { CONFIG, type Config } from '../config/config.js';
import { DATABASE } from '../core/tokens.js';
import { consumeOrRefuse, rateLimitRedis, sharedLimiter } from '../rate-limit/rate-limit.js';

const MB = 1024 * 1024;

/**
 * The per-user limits on uploads, checked before anything is stored: so many uploads a minute
 * (429 with Retry-After), and so many bytes kept (413: the file does not fit in what is left).
 */
@Injectable()
export class UploadLimits implements OnApplicationShutdown {
  private readonly logger = new Logger('UploadLimits');
  private redis: Redis | null = null;
  private limiter: RateLimiterRedis | null = null;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async check(ownerId: number, bytes: number): Promise<void> {
    await consumeOrRefuse(this.rate(), ownerId, 'file.tooManyUploads');
    const used = await storageUsedBy(this.db, ownerId);
    if (used + bytes > this.config.UPLOAD_QUOTA_MB * MB) {
      throw new DomainError('file.quotaExceeded', 413, undefined, { quota: this.config.UPLOAD_QUOTA_MB });
    }
  }

  /** Created on first use: the standalone worker loads this module but never uploads. */
  private rate(): RateLimiterRedis {
    if (!this.limiter) {
      this.redis = rateLimitRedis(this.config);
      // Without a listener ioredis reports every reconnection attempt; one warning line each is enough.
      this.redis.on('error', (error: Error) => this.logger.warn(`rate limit store: ${error.message}`));
      this.limiter = sharedLimiter(this.redis, this.config, {
        name: 'uploads',
        points: this.config.UPLOADS_PER_MINUTE,
        durationSeconds: 60,
      });
    }
    return this.limiter;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
