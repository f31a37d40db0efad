import { type Decider } from '@school/modules/kernel';
import { type DeviceSyncEvent, isDeviceSyncEvent } from './device-sync.events.js';

/** What a queue stored: counted by the sync service as it applied the items. */
export interface RecordSync {
  type: 'RecordSync';
  codBseUsuario: number;
  codBseTurma: number | null;
  items: number;
  lateItems: number;
}

/** A learner's syncs: facts without an invariant, appended whatever came before (no 409). */
export const deviceSyncDecider: Decider<RecordSync, null, DeviceSyncEvent> = {
  isEvent: isDeviceSyncEvent,
  initialState: () => null,
  evolve: (state) => state,
  decide: (command, _state, { now }) => {
    // A queue that stored nothing (sent again, or every item refused) is no sync to report.
    if (command.items === 0) return [];
    const { codBseUsuario, codBseTurma, items, lateItems } = command;
    return [
      {
        type: 'DeviceSynced',
        data: {
          codBseUsuario,
          codBseTurma,
          at: now.toISOString(),
          items,
          lateItems: Math.min(lateItems, items),
        },
      },
    ];
  },
};
