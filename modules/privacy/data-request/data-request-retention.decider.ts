import { assertNever, type Decider } from '@school/modules/kernel';
import {
  isDataRequestRetentionEvent,
  type DataRequestRetentionEvent,
} from './data-request-retention.events.js';
import { REQUESTS_KEPT_YEARS } from './data-request.events.js';

/**
 * Drop the requests answered before `before` (ISO): `codSolicitacoes` are those the requests'
 * read model holds so (the handler reads them; the decider cannot).
 */
export type DataRequestRetentionCommand = {
  type: 'ExpireDataRequests';
  before: string;
  codSolicitacoes: number[];
};

export interface DataRequestRetentionState {
  /** The latest cutoff requests were dropped before, null before the first time. */
  before: string | null;
  /** The requests the latest `DataRequestsExpired` dropped: a run finishes their keys' deletion should it have been cut short. */
  last: number[];
}

/**
 * The first instant a request answered at or after it is still kept at `now`: the start of the
 * UTC day `years` years before. A request is so kept between `years` years and that plus a day,
 * never less.
 */
export function requestsCutoff(now: Date, years = REQUESTS_KEPT_YEARS): string {
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString();
}

/** The retention's rules: a cutoff is passed once and only moves on; nothing is appended when no request is due. */
export const dataRequestRetentionDecider: Decider<
  DataRequestRetentionCommand,
  DataRequestRetentionState,
  DataRequestRetentionEvent
> = {
  isEvent: isDataRequestRetentionEvent,
  initialState: () => ({ before: null, last: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'DataRequestsExpired':
        return state.before !== null && state.before > event.data.before
          ? state
          : { before: event.data.before, last: event.data.codSolicitacoes };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    if (state.before !== null && state.before >= command.before) return [];
    if (command.codSolicitacoes.length === 0) return [];
    const codSolicitacoes = [...new Set(command.codSolicitacoes)].sort((a, b) => a - b);
    return [{ type: 'DataRequestsExpired', data: { before: command.before, codSolicitacoes } }];
  },
};
