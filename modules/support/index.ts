/** The support context (support requests): what other workspaces use of it. */
export {
  isSupportCounterRed,
  isSupportSubject,
  SUPPORT_FORM_NOTICE,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SENT_MESSAGE,
  SUPPORT_SOCKET_EVENTS,
  SUPPORT_SUBJECT_OPTIONS,
  type SupportDeletedPayload,
  supportMessageRemaining,
  type SupportRequest,
  type SupportRequestInput,
  supportRequestSchema,
  supportSubjectLabel,
} from './support-request/support-request.contracts.js';
export { supportDecider } from './support-request/support-request.decider.js';
export {
  PROTECTED_SUPPORT_ROW_ID,
  isSupportEvent,
  type SupportEvent,
  type SupportRequestedData,
  supportStream,
} from './support-request/support-request.events.js';
