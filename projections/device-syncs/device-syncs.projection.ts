import type { DeviceSyncEvent } from '@school/modules/teaching';
import { RowChanges, defineProjection, onEach } from '@school/projections/kernel';
import { deviceSyncsSchema, type DeviceSyncRow } from './device-syncs.tables.js';

/** Every device sync that stored something, one row each (by its event's id: a replay writes it once). */
export const deviceSyncsProjection = defineProjection<DeviceSyncEvent>()({
  name: 'device-syncs',
  schema: deviceSyncsSchema,
  handles: ['DeviceSynced'],

  async project(events, trx, names) {
    const syncs = new RowChanges<DeviceSyncRow>(deviceSyncsSchema.device_syncs, 'event_id');
    onEach(events, {
      DeviceSynced: (e) => syncs.insertFrom(e.data, { event_id: e.id }),
    });
    await syncs.apply(trx, names.device_syncs);
  },
});
