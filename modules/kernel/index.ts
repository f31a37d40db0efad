/** The shared kernel: decider and event-store ports, refusals, messages, profiles, permissions, menu. */
export {
  type Actor,
  assertNever,
  type Decider,
  type DecisionContext,
  type DomainEvent,
  fold,
} from './decider.js';
export { DomainError, type FieldError } from './domain-error.js';
export {
  type AppendResult,
  comparePositions,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store.js';
export { ACTIVITY_LABEL, AVAILABLE_SCREENS, canOpenScreen, MENU, menuFor, type ScreenKey } from './menu.js';
export {
  isMessageCode,
  isRefusalCode,
  type Language,
  LANGUAGES,
  type MessageCode,
  type RefusalCode,
  type RefusalStatus,
  statusOf,
  pickLanguage,
  translate,
} from './messages.js';
export { isAllowed, type Permission } from './permissions.js';
export { ALL_PROFILES, isWebProfile, Profile, PROFILE_NAMES } from './profiles.js';
export { isReservationEvent, reservationDecider, reservationStream } from './reservation.js';
export {
  composeUpcasters,
  type EventGuard,
  eventGuard,
  type Recorded,
  readStreamOf,
  type Upcaster,
  type Upcasters,
  upcastEvent,
} from './stored-events.js';
export {
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  richTextIsEmpty,
} from './rich-text.js';
