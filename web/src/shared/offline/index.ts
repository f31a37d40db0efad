export type { SyncAnswer, SyncItem, SyncItemOutcome, SyncKind, SyncRequest } from './contracts';
export { OfflineQueue, type RefusedItem, type WriteOutcome } from './queue';
export {
  deviceQueue,
  resetDeviceQueue,
  type QueueStatus,
  useQueueSending,
  useQueueStatus,
} from './deviceQueue';
export { OfflineText, useOfflineTexts } from './texts';
export { isPending, type Pending, PENDING, queuedFireAndForget, queuedWrite } from './queuedWrite';
export { QueueIndicator } from './QueueIndicator';
