/** The support context (support requests): what other workspaces use of it. */
// What a client may use (schemas, input and answer types): one list, in contracts.ts.
export * from './contracts.js';

export { supportDecider } from './support-request/support-request.decider.js';
export {
  isSupportEvent,
  type SupportEvent,
  supportPrivacy,
  type SupportRequestedData,
  supportStream,
} from './support-request/support-request.events.js';
