/** The reporting context (reports and exports, read from projections only): what other workspaces use of it. */
// What a client may use (schemas, input and answer types): one list, in contracts.ts.
export * from './contracts.js';

export { type AuditCommand, auditDecider } from './audit/audit.decider.js';
export { type AuditEvent, auditPrivacy, auditStream, isAuditEvent } from './audit/audit.events.js';
export { GRADES_SEEN_REPEAT_MS, type HomeCommand, homeDecider, type HomeState } from './home/home.decider.js';
export { type HomeEvent, homePrivacy, homeStream, isHomeEvent } from './home/home.events.js';
