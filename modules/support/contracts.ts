/**
 * What a client (the web) may use of the support context: the zod schemas, input and answer types
 * of its API. No event, decider or state.
 */
export {
  isSupportCounterRed,
  PASSWORD_HELP_SENT,
  type PasswordHelpAnswer,
  type PasswordHelpInput,
  passwordHelpSchema,
  isSupportEmail,
  isSupportSubject,
  SUPPORT_COUNTER_WARNING,
  SUPPORT_FORM_NOTICE,
  supportDeskQuerySchema,
  type SupportDeskQuery,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SENT_MESSAGE,
  SUPPORT_SOCKET_EVENTS,
  SUPPORT_SUBJECT_OPTIONS,
  SUPPORT_SUBJECTS,
  type SupportDeletedPayload,
  supportMessageRemaining,
  type SupportRequest,
  type SupportRequestInput,
  supportRequestSchema,
  type SupportSubject,
  supportSubjectLabel,
} from './support-request/support-request.contracts.js';

// Pure rules the screens share with the server (same code, same answer), and protected ids.
export { PROTECTED_SUPPORT_ROW_ID } from './support-request/support-request.events.js';
