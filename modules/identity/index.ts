/** The identity context (users, access, sessions, bulk import): what other workspaces use of it. */
export {
  type AccessDetailsInput,
  accessDetailsSchema,
  type AccessLogEntry,
  accessLogQuerySchema,
  type LoginAnswer,
  loginFormSchema,
  type LoginInput,
  loginSchema,
  type Page,
  PAGE_SIZES,
} from './access/access.contracts.js';
export { accessDecider, lockedUntil, type LockLimits, type LoginUser } from './access/access.decider.js';
export {
  type AccessClientDetailsAddedData,
  type AccessEvent,
  ACCESS_OUTCOMES,
  type AccessOutcome,
  accessStream,
  type ClientDetails,
  isAccessEvent,
  type LoginAttempted,
  type LoginAttemptedData,
} from './access/access.events.js';
export { loginOutcome } from './access/login.rules.js';
export { ACCESS_LOG_LABELS, accessUpcasters } from './access/access.upcasters.js';
export {
  BULK_IMPORT_EVENTS,
  BULK_IMPORT_PATH,
  bulkClassSchema,
  type BulkImportPhase,
  type BulkImportProgress,
  type BulkImportResult,
  bulkImportResultUrl,
  type BulkImportStatus,
  bulkJsonRowSchema,
  bulkRowsFromJson,
} from './bulk-import/bulk-import.contracts.js';
export {
  type BulkImportCommand,
  bulkImportDecider,
  type BulkImportState,
} from './bulk-import/bulk-import.decider.js';
export {
  type BulkImportEvent,
  bulkImportStream,
  type BulkUserImportCompletedData,
  type BulkUserImportPlannedData,
  isBulkImportEvent,
} from './bulk-import/bulk-import.events.js';
export {
  BULK_RESULT_COLUMNS,
  type BulkClass,
  bulkNotice,
  bulkOutcome,
  bulkResultRecord,
  type BulkRowDecision,
  type BulkRowOutcome,
  bulkSummary,
  checkBulkRow,
  countBulkOutcomes,
  decideBulkRows,
  neutraliseCsvCell,
  placementKey,
  placementOfUser,
  previewBulkRows,
} from './bulk-import/bulk-users.rules.js';
export {
  type BulkUserRow,
  MAX_BULK_FILE_BYTES,
  MAX_BULK_ROWS,
  parseCsvRecords,
  parseUserCsv,
  REQUIRED_USER_CSV_COLUMNS,
  USER_CSV_COLUMNS,
} from './bulk-import/user-csv.parser.js';
export { type LoggedUser, type LogoutAnswer, logoutSchema } from './session/session.contracts.js';
export {
  type SessionCommand,
  sessionDecider,
  sessionEffect,
  type SessionStatus,
} from './session/session.decider.js';
export { isSessionEvent, type SessionEvent, sessionStream } from './session/session.events.js';
export {
  assignableProfiles,
  canManageProfile,
  NETWORK_PROFILES,
  type PlacementFacts,
  UNIT_PROFILES,
  type UserPlacement,
} from './user/user-placement.rules.js';
export {
  type ChangeAvatarAnswer,
  type ChangePasswordAnswer,
  changePasswordFormSchema,
  type ChangePasswordInput,
  changePasswordSchema,
  type MyData,
} from './user/user-settings.contracts.js';
export {
  type CreateUserInput,
  createUserSchema,
  formatSequence,
  generatedLogin,
  LOGIN_PREVIEW_PLACEHOLDER,
  loginPrefix,
  loginPrefixSchema,
  type LoginSequenceAnswer,
  MAX_LOGIN_SEQUENCE,
  type ProfileItem,
  type UpdateUserInput,
  updateUserSchema,
  type UserDetail,
  type UserListItem,
  userSearchSchema,
  type UserStatusAnswer,
  type UserWriteAnswer,
} from './user/user.contracts.js';
export {
  assertOwnActiveUser,
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
  PROTECTED_USER_ID,
  type UserCreatedData,
  type UserEvent,
  userStream,
} from './user/user.events.js';
