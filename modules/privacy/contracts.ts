/**
 * What a client (the web) may use of the privacy context: the zod schemas, input and answer types
 * of its API. No event, decider or state.
 */
export {
  dataCopyUrl,
  type DataRequestCreated,
  type DataRequestDetail,
  type DataRequestEntry,
  type DataRequestInput,
  type DataRequestPerson,
  dataRequestSchema,
  DATA_REQUEST_STATUSES,
  type DataRequestStatus,
  REQUEST_REASON_MAX,
  REQUESTER_DOCUMENT_MAX,
  REQUESTER_NAME_MAX,
  requesterRelationLabel,
  requestKindLabel,
  requestStatusLabel,
} from './data-request/data-request.contracts.js';
export {
  ANSWER_WITHIN_DAYS,
  COPY_KEPT_DAYS,
  DATA_REQUEST_KINDS,
  type DataRequestKind,
  REQUESTER_RELATIONS,
  type RequesterRelation,
  REQUESTS_KEPT_YEARS,
} from './data-request/data-request.events.js';
