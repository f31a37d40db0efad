/** The shared kernel: decider and event-store ports, refusals, messages, profiles, permissions, menu. */
// What a client may use (schemas, input and answer types): one list, in contracts.ts.
export * from './contracts.js';
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
  writtenAt,
} from './event-store.js';

export {
  actorKeyOwner,
  type AnyPrivacyRegister,
  composePrivacyRegisters,
  DATA_CLASSES,
  type DataClass,
  ERASED,
  type EventPrivacy,
  type KeyOwner,
  ownedByActor,
  personalFields,
  type PrivacyRegister,
  privacyRegister,
  requestKeyOwner,
  unclassifiedFields,
  userKeyOwner,
} from './privacy.js';
export {
  assertMaterialReadable,
  assertMaterialWritable,
  type MaterialOwner,
  type MaterialReach,
  materialReach,
} from './material.js';
export { recordDecider, type RecordState, requireAbsent, requireActive } from './record.js';
export {
  isReservationEvent,
  LOGIN_RESERVATION,
  reservationDecider,
  reservationPrivacy,
  reservationStream,
} from './reservation.js';
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
