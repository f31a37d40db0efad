/** The identity context (users, access, sessions, bulk import): what other workspaces use of it. */
// What a client may use (schemas, input and answer types): one list, in contracts.ts.
export * from './contracts.js';

export { accessDecider, lockedUntil, type LockLimits, type LoginUser } from './access/access.decider.js';
export {
  ACCESS_OUTCOMES,
  type AccessClientDetailsAddedData,
  type AccessEvent,
  type AccessOutcome,
  accessPrivacy,
  accessStream,
  type ClientDetails,
  isAccessEvent,
  type LoginAttempted,
  type LoginAttemptedData,
} from './access/access.events.js';
export {
  accessRetentionDecider,
  type AccessRetentionCommand,
  type AccessRetentionState,
} from './access/access-retention.decider.js';
export {
  ACCESS_RETENTION_STREAM,
  accessRetentionPrivacy,
  type AccessRetentionEvent,
  isAccessRetentionEvent,
} from './access/access-retention.events.js';
export { loginOutcome } from './access/login.rules.js';
export { ACCESS_LOG_LABELS, accessUpcasters } from './access/access.upcasters.js';

export {
  type BulkImportCommand,
  bulkImportDecider,
  type BulkImportState,
} from './bulk-import/bulk-import.decider.js';
export {
  type BulkImportEvent,
  bulkImportPrivacy,
  bulkImportStream,
  type BulkUserImportCompletedData,
  type BulkUserImportPlannedData,
  isBulkImportEvent,
} from './bulk-import/bulk-import.events.js';
export {
  BULK_RESULT_COLUMNS,
  type BulkClass,
  bulkOutcome,
  bulkResultRecord,
  type BulkRowOutcome,
  bulkTemplateRecords,
  bulkSummary,
  checkBulkRow,
  countBulkOutcomes,
  decideBulkRows,
  neutraliseCsvCell,
  placementKey,
  placementOfUser,
} from './bulk-import/bulk-users.rules.js';
export { MAX_BULK_ROWS } from './bulk-import/user-csv.parser.js';

export {
  type SessionCommand,
  sessionDecider,
  sessionEffect,
  type SessionStatus,
} from './session/session.decider.js';
export {
  isSessionEvent,
  type SessionEvent,
  sessionPrivacy,
  sessionStream,
} from './session/session.events.js';
export { assignableProfiles, type PlacementFacts, type UserPlacement } from './user/user-placement.rules.js';

export {
  assertErasable,
  assertOwnActiveUser,
  type EraseUserData,
  assertRegistrable,
  isPresent,
  type PresentUserState,
  type UserCommand,
  userDecider,
  type UserState,
} from './user/user.decider.js';
export {
  isUserEvent,
  normalizeLogin,
  type UserCreatedData,
  type UserEvent,
  userPrivacy,
  userStream,
} from './user/user.events.js';
