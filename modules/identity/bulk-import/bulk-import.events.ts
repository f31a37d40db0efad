import {
  eventGuard,
  ownedByActor,
  privacyRegister,
  userKeyOwner,
  type DomainEvent,
} from '@school/modules/kernel';
import type { BulkImportCounts } from './bulk-users.rules.js';
import type { PlacementFacts } from '../user/user-placement.rules.js';

/**
 * One stream per bulk user import (`bulk-import-<jobId>`): who asked for which file, how its
 * rows were planned, how it ended. The users themselves are ordinary `UserCreated` events on
 * their own streams; these record the import.
 */
export const bulkImportStream = (jobId: string): string => `bulk-import-${jobId}`;

export interface BulkUserImportRequestedData {
  jobId: string;
  /** The requester's user id and profile. */
  requester: number;
  requesterProfile: number;
  /** The class the users join. */
  codBseTurma: number;
  /** How many rows the file holds. */
  rows: number;
  /** sha256 (hex) of the file's bytes, or of the JSON rows a legacy client sent. */
  fileHash: string;
  fileName: string | null;
}

/**
 * The plan every attempt of the job follows: the organization's facts the rows were judged
 * with (so a retry judges alike), and per row (index = row - 1) the user id and login allocated
 * to a row to create, null for a refused row. A login null with an id means no generated login
 * was left for the row.
 */
export interface BulkUserImportPlannedData {
  jobId: string;
  facts: { key: string; facts: PlacementFacts }[];
  ids: (number | null)[];
  logins: (string | null)[];
}

export interface BulkUserImportCompletedData extends BulkImportCounts {
  jobId: string;
}

export type BulkImportEvent =
  | DomainEvent<'BulkUserImportRequested', BulkUserImportRequestedData>
  | DomainEvent<'BulkUserImportPlanned', BulkUserImportPlannedData>
  | DomainEvent<'BulkUserImportCompleted', BulkUserImportCompletedData>;

/** Tells a bulk import stream's events from others (typed reads: `readStreamOf(store, stream, isBulkImportEvent)`). */
export const isBulkImportEvent = eventGuard<BulkImportEvent>({
  BulkUserImportRequested: true,
  BulkUserImportPlanned: true,
  BulkUserImportCompleted: true,
});

/**
 * What each bulk import event holds (decision 0061): the file's name is what the requester gave
 * it; the plan holds the logins of every user it creates, each sealed with its user's key (so an
 * erasure of one of them reaches the plan too; their logins are on their `UserCreated` as well).
 */
export const bulkImportPrivacy = privacyRegister<BulkImportEvent>({
  BulkUserImportRequested: {
    fields: {
      jobId: 'technical',
      requester: 'technical',
      requesterProfile: 'technical',
      codBseTurma: 'technical',
      rows: 'technical',
      fileHash: 'technical',
      fileName: 'text',
    },
    owner: (data) => userKeyOwner(data.requester),
    ownerIs: 'the requester (`requester`)',
    why: 'the name of the file imported',
  },
  BulkUserImportPlanned: {
    fields: { jobId: 'technical', facts: 'technical', ids: 'technical', logins: 'identity' },
    ...ownedByActor("each login its user's (`ids`, the same index)"),
    itemOwners: { logins: (data, index) => (data.ids[index] == null ? null : userKeyOwner(data.ids[index])) },
    why: 'the logins given to the rows, the same on a retry',
  },
  BulkUserImportCompleted: {
    fields: {
      jobId: 'technical',
      total: 'technical',
      created: 'technical',
      refused: 'technical',
      invalid: 'technical',
      conflicting: 'technical',
      notAllowed: 'technical',
    },
  },
});
