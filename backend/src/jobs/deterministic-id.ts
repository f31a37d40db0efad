import { createHash } from 'node:crypto';

// Our own namespace for name-based uuids (RFC 9562 v5), so ids never collide with other v5 users.
const NAMESPACE = Buffer.from('6f1c1f0e4c3b4d5e9a2b7c8d9e0f1a2b', 'hex');

/**
 * A uuid v5 derived from a name (`${fileId}:scaled`, `${jobId}:row:12`, ...). A retried job
 * derives the same event ids, so the event store recognises the retry and appends nothing twice.
 */
export function deterministicId(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A job id as the server makes them (a uuid): the only job ids a route accepts, and the only ones in a path. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
