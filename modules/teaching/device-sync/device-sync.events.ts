import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

/**
 * A device's queue applied (POST /api/plataforma/sincronizar, decision 0076), on the learner's
 * own stream of syncs (`device-sync-<codBseUsuario>`): when, how many of its items were stored
 * and how many of those were done on the device more than a minute before they arrived. Recorded
 * only when the queue stored something (a queue sent again records nothing).
 */
export type DeviceSyncEvent = DomainEvent<
  'DeviceSynced',
  {
    codBseUsuario: number;
    /** The class of the queue's first stored item, when it names one. */
    codBseTurma: number | null;
    /** When the server applied the queue (ISO). */
    at: string;
    items: number;
    lateItems: number;
  }
>;

export const isDeviceSyncEvent = eventGuard<DeviceSyncEvent>({ DeviceSynced: true });

export const deviceSyncStream = (codBseUsuario: number): string => `device-sync-${codBseUsuario}`;

/** A sync is the learner's record of when its work arrived: its id, the class, the counts. */
export const deviceSyncPrivacy = privacyRegister<DeviceSyncEvent>({
  DeviceSynced: {
    fields: {
      codBseUsuario: 'technical',
      codBseTurma: 'record',
      at: 'record',
      items: 'record',
      lateItems: 'record',
    },
  },
});
