import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import {
  type BulkImportEvent,
  type BulkUserImportCompletedData,
  type BulkUserImportPlannedData,
  type BulkUserImportRequestedData,
  isBulkImportEvent,
} from './bulk-import.events.js';

export type BulkImportCommand =
  | { type: 'RequestBulkUserImport'; data: BulkUserImportRequestedData }
  | { type: 'PlanBulkUserImport'; data: BulkUserImportPlannedData }
  | { type: 'CompleteBulkUserImport'; data: BulkUserImportCompletedData };

export type BulkImportState =
  | { status: 'absent' }
  | { status: 'requested'; requested: BulkUserImportRequestedData }
  | { status: 'planned'; requested: BulkUserImportRequestedData; plan: BulkUserImportPlannedData }
  | {
      status: 'completed';
      requested: BulkUserImportRequestedData;
      plan: BulkUserImportPlannedData;
      completed: BulkUserImportCompletedData;
    };

/**
 * The import's life: requested once (the same file again is the same import), planned once
 * (the first plan stands: a retried or concurrent attempt follows it), completed once.
 */
export const bulkImportDecider: Decider<BulkImportCommand, BulkImportState, BulkImportEvent> = {
  isEvent: isBulkImportEvent,
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'BulkUserImportRequested':
        return { status: 'requested', requested: event.data };
      case 'BulkUserImportPlanned':
        return state.status === 'requested' ? { ...state, status: 'planned', plan: event.data } : state;
      case 'BulkUserImportCompleted':
        return state.status === 'planned' ? { ...state, status: 'completed', completed: event.data } : state;
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'RequestBulkUserImport': {
        if (state.status === 'absent') return [{ type: 'BulkUserImportRequested', data: command.data }];
        const { requester, fileHash, codBseTurma } = state.requested;
        const same =
          requester === command.data.requester &&
          fileHash === command.data.fileHash &&
          codBseTurma === command.data.codBseTurma;
        if (same) return [];
        throw new DomainError('generic.conflict');
      }
      case 'PlanBulkUserImport':
        if (state.status === 'absent') throw new DomainError('generic.notFound');
        return state.status === 'requested' ? [{ type: 'BulkUserImportPlanned', data: command.data }] : [];
      case 'CompleteBulkUserImport':
        if (state.status === 'absent' || state.status === 'requested')
          throw new DomainError('generic.conflict');
        return state.status === 'planned' ? [{ type: 'BulkUserImportCompleted', data: command.data }] : [];
      default:
        return assertNever(command);
    }
  },
};
