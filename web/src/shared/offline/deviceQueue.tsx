import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../api';
import { notify, preloadNotices } from '../notify';
import { queryClient } from '../query';
import { sessionStore } from '../session';
import type { SyncAnswer, SyncItem } from './contracts';
import { type ChannelLike, OfflineQueue, type RefusedItem } from './queue';
import { OfflineText } from './texts';

/** Each tab of the device hears the others' queue changes (absent: each tab reads its own). */
function channel(): ChannelLike | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const c = new BroadcastChannel('school-offline');
  // Node's channel (the web tests) would keep the process alive.
  (c as unknown as { unref?: () => void }).unref?.();
  return c;
}

/** The device's one queue of learner writes, sent with the signed-in user's session. */
export const deviceQueue = new OfflineQueue({
  send: (request) => api<SyncAnswer>('/plataforma/sincronizar', { method: 'POST', body: request }),
  user: () => sessionStore.get()?.user.codBseUsuario ?? null,
  online: () => navigator.onLine,
  locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
  channel: channel(),
  onRefused: (item) =>
    void notify('error', item.erro.message, { title: <OfflineText k="refusedTitle" />, autoClose: false }),
  onApplied: (items) => {
    // The activity lists read again: an answer sent from the queue is "Respondida" now.
    if (items.some((i) => i.tipo === 'resposta'))
      void queryClient.invalidateQueries({ queryKey: ['bse_atividade_turma'] });
  },
});

export interface QueueStatus {
  /** The signed-in user's items waiting, oldest first. */
  waiting: SyncItem[];
  refused: RefusedItem[];
  /** ISO; null before the first sync of this user on this device. */
  lastSync: string | null;
}

const EMPTY: QueueStatus = { waiting: [], refused: [], lastSync: null };
let status = EMPTY;
const listeners = new Set<() => void>();
let reading = 0;

async function refresh(): Promise<void> {
  const ticket = ++reading;
  const next = sessionStore.get()
    ? {
        waiting: await deviceQueue.waiting(),
        refused: await deviceQueue.refused(),
        lastSync: await deviceQueue.lastSync(),
      }
    : EMPTY;
  if (ticket !== reading) return;
  status = next;
  listeners.forEach((l) => l());
}

let watching: (() => void) | null = null;
function watch(): void {
  if (watching) return;
  const a = deviceQueue.subscribe(() => void refresh());
  const b = sessionStore.subscribe(() => void refresh());
  watching = () => {
    a();
    b();
  };
  void refresh();
}

const store = {
  subscribe(listener: () => void) {
    watch();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => status,
};

/** What waits on this device for the signed-in user, what was refused, and the last sync; live. */
export function useQueueStatus(): QueueStatus {
  return useSyncExternalStore(store.subscribe, store.get);
}

/**
 * Sends what waits while the signed-in shell is open: at once (the next open of the app), on the
 * `online` event, and on the backoff's schedule after a failure.
 */
export function useQueueSending(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    // Offline, the notices (saved on the device, refused) must show without a download.
    preloadNotices();
    deviceQueue.start();
    return () => deviceQueue.stop();
  }, [enabled]);
}

/** For the web tests, which share this module: an empty queue and no status. */
export async function resetDeviceQueue(): Promise<void> {
  await deviceQueue.clear();
  status = EMPTY;
}
