/** The privacy context (LGPD data requests: copies and erasures on record): what other workspaces use of it. */
// What a client may use (schemas, input and answer types): one list, in contracts.ts.
export * from './contracts.js';

export {
  assertMayAsk,
  assertRecordable,
  type DataRequestCommand,
  dataRequestDecider,
  type DataRequestFacts,
  type DataRequestState,
  type RecordDataRequest,
  recordsForOthers,
  type Requester,
} from './data-request/data-request.decider.js';
export {
  type DataRequestEvent,
  dataRequestPrivacy,
  type DataRequestRecordedData,
  dataRequestStream,
  isDataRequestEvent,
} from './data-request/data-request.events.js';
export {
  dataRequestRetentionDecider,
  type DataRequestRetentionCommand,
  type DataRequestRetentionState,
  requestsCutoff,
} from './data-request/data-request-retention.decider.js';
export {
  DATA_REQUEST_RETENTION_STREAM,
  dataRequestRetentionPrivacy,
  type DataRequestRetentionEvent,
  isDataRequestRetentionEvent,
} from './data-request/data-request-retention.events.js';
