export { notificationProjection, type NotificationSourceEvent } from './notification.projection.js';
export * from './notification.queries.js';
