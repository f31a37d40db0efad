import { assertNever, type Decider } from '@school/modules/kernel';
import { isAccessRetentionEvent, type AccessRetentionEvent } from './access-retention.events.js';

/** Drop the access log of the months before `before` (YYYY-MM). */
export type AccessRetentionCommand = { type: 'ExpireAccessLog'; before: string };

export interface AccessRetentionState {
  /** The latest month before which the access log was dropped, null before the first time. */
  before: string | null;
}

/** The retention's one rule: a month is dropped once, and never one already dropped (the retention only moves on). */
export const accessRetentionDecider: Decider<
  AccessRetentionCommand,
  AccessRetentionState,
  AccessRetentionEvent
> = {
  isEvent: isAccessRetentionEvent,
  initialState: () => ({ before: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'AccessLogExpired':
        return {
          before:
            state.before !== null && state.before > event.data.before ? state.before : event.data.before,
        };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    if (state.before !== null && state.before >= command.before) return [];
    return [{ type: 'AccessLogExpired', data: { before: command.before } }];
  },
};
