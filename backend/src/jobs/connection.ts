import type { ConnectionOptions } from 'bullmq';
import type { Config } from '../config/config.js';

/**
 * Producers (Queue, health) fail fast when Redis is away, so an upload answers with an error
 * instead of hanging. Workers and QueueEvents block on Redis and must retry forever:
 * BullMQ requires `maxRetriesPerRequest: null` on those connections.
 */
export function producerConnection(config: Pick<Config, 'REDIS_URL'>): ConnectionOptions {
  return { url: config.REDIS_URL, maxRetriesPerRequest: 1, enableOfflineQueue: false };
}

export function blockingConnection(config: Pick<Config, 'REDIS_URL'>): ConnectionOptions {
  return { url: config.REDIS_URL, maxRetriesPerRequest: null };
}
