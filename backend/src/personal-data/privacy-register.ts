import {
  activityPrivacy,
  classActivityPrivacy,
  gradePrivacy,
  submissionPrivacy,
} from '@school/modules/assessment';
import {
  calendarEventPrivacy,
  calendarFeedPrivacy,
  chatPrivacy,
  forumPrivacy,
  notificationPrivacy,
  postPrivacy,
} from '@school/modules/community';
import {
  cataloguePrivacy,
  chapterPrivacy,
  contentPrivacy,
  lessonPrivacy,
  trailCataloguePrivacy,
  trailPrivacy,
} from '@school/modules/content';
import { filePrivacy } from '@school/modules/files';
import {
  accessPrivacy,
  accessRetentionPrivacy,
  bulkImportPrivacy,
  sessionPrivacy,
  userPrivacy,
} from '@school/modules/identity';
import {
  composePrivacyRegisters,
  reservationPrivacy,
  type AnyPrivacyRegister,
  type DataClass,
  type EventPrivacy,
} from '@school/modules/kernel';
import {
  addressPrivacy,
  classPrivacy,
  currentClassPrivacy,
  schoolPrivacy,
  unitPrivacy,
} from '@school/modules/organization';
import { dataRequestPrivacy, dataRequestRetentionPrivacy } from '@school/modules/privacy';
import { auditPrivacy, homePrivacy } from '@school/modules/reporting';
import { supportPrivacy } from '@school/modules/support';
import { classBookPrivacy, deviceSyncPrivacy, learnerPrivacy } from '@school/modules/teaching';

/** Every context's register: what each field of each event holds (decision 0061, docs/privacy.md). */
export const PRIVACY_REGISTER = composePrivacyRegisters(
  reservationPrivacy,
  userPrivacy,
  accessPrivacy,
  accessRetentionPrivacy,
  sessionPrivacy,
  bulkImportPrivacy,
  schoolPrivacy,
  unitPrivacy,
  classPrivacy,
  currentClassPrivacy,
  addressPrivacy,
  trailPrivacy,
  trailCataloguePrivacy,
  chapterPrivacy,
  lessonPrivacy,
  contentPrivacy,
  cataloguePrivacy,
  filePrivacy,
  classBookPrivacy,
  learnerPrivacy,
  deviceSyncPrivacy,
  activityPrivacy,
  classActivityPrivacy,
  submissionPrivacy,
  gradePrivacy,
  postPrivacy,
  calendarEventPrivacy,
  calendarFeedPrivacy,
  forumPrivacy,
  chatPrivacy,
  notificationPrivacy,
  supportPrivacy,
  auditPrivacy,
  homePrivacy,
  dataRequestPrivacy,
  dataRequestRetentionPrivacy,
);

/** The doc whose "## The register" section is the register itself (a unit test keeps them equal). */
export const PRIVACY_DOC = 'docs/privacy.md';
export const REGISTER_SECTION = 'The register';

/** The classes docs/privacy.md lists, in that order: the others are ids, times and the school's material. */
const LISTED: readonly DataClass[] = ['identity', 'text', 'record'];

/** How long each kind of personal field is kept (docs/privacy.md's intro says why). */
const KEPT = {
  sealed: 'until the owner is erased',
  record: 'the record: kept',
  accessLog: 'the access log: `ACCESS_LOG_RETENTION_MONTHS` months',
} as const;

const cell = (text: string) => text.replaceAll('|', '\\|');
const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

function fieldsOf(entry: EventPrivacy<never>, dataClass: DataClass): string[] {
  return Object.entries(entry.fields as Record<string, DataClass>)
    .filter(([, c]) => c === dataClass)
    .map(([field]) => field);
}

/** One row of the register's table, or null for an event holding no personal data. */
function row(type: string, entry: EventPrivacy<never>): string | null {
  const listed = LISTED.map((c) => [c, fieldsOf(entry, c)] as const).filter(([, fields]) => fields.length);
  const accessLog = (entry.accessLog ?? []) as readonly string[];
  if (!listed.length && !accessLog.length) return null;
  const personal = [
    ...listed.map(([c, fields]) => `${code(fields)} (${c})`),
    ...(accessLog.length ? [`${code(accessLog)} (access log)`] : []),
  ];
  const has = (c: DataClass) => listed.some(([listedClass]) => listedClass === c);
  const kept = [
    ...(has('identity') || has('text') ? [entry.kept ?? KEPT.sealed] : []),
    ...(has('record') ? [KEPT.record] : []),
    ...(accessLog.length ? [KEPT.accessLog] : []),
  ];
  const why = entry.why ?? (has('record') ? 'the school record' : '—');
  const cells = [`\`${type}\``, personal.join('; '), entry.ownerIs ?? '—', why, kept.join('; ')];
  return `| ${cells.map(cell).join(' | ')} |`;
}

/**
 * The register as docs/privacy.md shows it (its "## The register" section): a row per event
 * holding personal data (identity, text, record, access log) with whose it is, why, and how long
 * it is kept; then the events that hold none.
 */
export function renderPrivacyRegister(register: AnyPrivacyRegister): string {
  const entries = Object.entries(register);
  const rows = entries.flatMap(([type, entry]) => row(type, entry) ?? []);
  const none = entries
    .filter(([type, entry]) => row(type, entry) === null)
    .map(([type]) => type)
    .sort();
  return [
    '| Event | Personal data (class) | Owner (whose key seals it) | Why | Kept |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    `Events holding no personal data (ids, times, codes and the school's own material only): ${code(none)}.`,
  ].join('\n');
}
