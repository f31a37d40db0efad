/**
 * What a client (the web) may use of the identity context: the zod schemas, input and answer types
 * of its API. No event, decider or state.
 */
export {
  type AccessDetailsInput,
  accessDetailsSchema,
  type AccessLogEntry,
  type AccessLogQuery,
  accessLogQuerySchema,
  type LoginAnswer,
  loginFormSchema,
  type LoginInput,
  loginSchema,
  type Page,
  PAGE_SIZES,
} from './access/access.contracts.js';
export {
  BULK_IMPORT_EVENTS,
  BULK_IMPORT_PATH,
  bulkClassSchema,
  type BulkImportPhase,
  type BulkImportProgress,
  type BulkImportResult,
  bulkImportResultUrl,
  BULK_TEMPLATE_FILE,
  BULK_TEMPLATE_URL,
  type BulkImportStatus,
  bulkImportStatusUrl,
  bulkJsonRowSchema,
  bulkRowsFromJson,
} from './bulk-import/bulk-import.contracts.js';
export {
  type LoggedUser,
  type LogoutAnswer,
  type LogoutInput,
  logoutSchema,
} from './session/session.contracts.js';
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
  DEFAULT_UNIT_PREFIX,
  formatSequence,
  generatedLogin,
  LOGIN_PREVIEW_PLACEHOLDER,
  loginPrefix,
  loginPrefixSchema,
  type LoginSequenceAnswer,
  MAX_LOGIN_SEQUENCE,
  MAX_TEACHER_CLASSES,
  placementOf,
  type ProfileItem,
  type UpdateUserInput,
  updateUserSchema,
  type UserDetail,
  type UserListItem,
  type UserSearch,
  userSearchSchema,
  USER_STATUS_FILTERS,
  type UserStatusFilter,
  type UserStatusAnswer,
  type UserWriteAnswer,
} from './user/user.contracts.js';

// Pure rules the screens share with the server (same code, same answer), and protected ids.
export { bulkNotice, type BulkRowDecision, previewBulkRows } from './bulk-import/bulk-users.rules.js';
export {
  type BulkUserRow,
  MAX_BULK_FILE_BYTES,
  parseCsvRecords,
  parseUserCsv,
  profileOfName,
  REQUIRED_USER_CSV_COLUMNS,
  USER_CSV_COLUMNS,
} from './bulk-import/user-csv.parser.js';
export { canManageProfile, NETWORK_PROFILES, UNIT_PROFILES } from './user/user-placement.rules.js';
export { PROTECTED_USER_ID } from './user/user.events.js';
