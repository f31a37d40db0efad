import type { ReactNode } from 'react';
import { i18n } from '../../i18n';
import { Message } from '../../i18n/messages';
import { ApiError } from '../api';

export type NoticeKind = 'success' | 'error' | 'warning' | 'info';

/** The spec's default: a notice closes itself after 5 seconds. */
export const NOTICE_TIMEOUT_MS = 5_000;

const COLOR: Record<NoticeKind, string> = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' };

export interface NoticeOptions {
  title?: ReactNode;
  /** Milliseconds, or false to stay until closed. */
  autoClose?: number | false;
  id?: string;
}

// Mantine's notifications load with the first notice: most visits to the sign-in page show none.
let library: Promise<typeof import('@mantine/notifications')> | null = null;
const hostListeners = new Set<() => void>();

/**
 * Loads the notices' library ahead of the first notice: a student's device may lose the
 * connection, and the notice that says a write was saved on the device must still show.
 */
export function preloadNotices(): void {
  void loadLibrary().catch(() => undefined);
}

function loadLibrary() {
  if (!library) {
    library = import('@mantine/notifications');
    hostListeners.forEach((listener) => listener());
  }
  return library;
}

/** For NoticesHost: whether a notice was ever asked for (then the container is mounted). */
export const noticesRequested = {
  subscribe(listener: () => void): () => void {
    hostListeners.add(listener);
    return () => hostListeners.delete(listener);
  },
  get: (): boolean => library !== null,
};

/**
 * Closes every notice at once and unmounts the container until the next notice: for component
 * tests, which share this module from one test file to the next.
 */
export async function resetNotices(): Promise<void> {
  if (!library) return;
  (await library).notifications.clean();
  library = null;
  hostListeners.forEach((listener) => listener());
}

/**
 * Shows a notice (answers its id). Its title and message are elements that read the language
 * while the notice shows (`<Message code=… />`, a feature's `<XText k=… />`), so an open notice
 * follows a language switch; a string is for a text already fixed (the server's message).
 */
export async function notify(
  kind: NoticeKind,
  message: ReactNode,
  options: NoticeOptions = {},
): Promise<string> {
  const { notifications } = await loadLibrary();
  return notifications.show({
    id: options.id,
    color: COLOR[kind],
    title: options.title,
    message,
    autoClose: options.autoClose ?? NOTICE_TIMEOUT_MS,
    closeButtonProps: { 'aria-label': i18n.t('notify.close') },
  });
}

/** A failed call as a notice: the server's message (already in the caller's language), or a generic one. */
export function notifyError(error: unknown, options: NoticeOptions = {}): Promise<string> {
  const message =
    error instanceof ApiError && !error.isNetwork ? error.message : <Message code="generic.server" />;
  return notify('error', message, options);
}
