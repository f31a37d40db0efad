import '@testing-library/jest-dom/vitest';
// IndexedDB for the device's queue of learner writes (jsdom has none).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { resetNotices } from '../shared/notify/notify';
import { resetDeviceQueue } from '../shared/offline';
import { sessionStore } from '../shared/session';
import { restoreApi } from './api';
import { testSocket } from './socket';

// findBy… and waitFor wait for what the screen shows next; a second (their default) is short on a
// loaded two-core runner.
configure({ asyncUtilTimeout: 5_000 });

// What jsdom lacks and Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
/**
 * jsdom lays nothing out, so an element has no size of its own: each is reported once, when
 * observed, at the window's size, as a browser reports an element's first size unasked. A chart's
 * ResponsiveContainer measures 0×0 otherwise, draws nothing and warns that its width(0) and
 * height(0) should be greater than 0. The report comes within `observe`, so the chart's size
 * changes in the same update as its first measure, inside act(), not in a render of its own.
 */
class ResizeObserverStub {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element): void {
    const rect = new DOMRectReadOnly(0, 0, window.innerWidth, window.innerHeight);
    const size = [{ inlineSize: rect.width, blockSize: rect.height }];
    const entry = {
      target,
      contentRect: rect,
      borderBoxSize: size,
      contentBoxSize: size,
      devicePixelContentBoxSize: size,
    } as ResizeObserverEntry;
    this.callback([entry], this);
  }
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;

/**
 * The document's keydown listeners a test added and left. dnd-kit's keyboard sensor adds its own
 * in a timeout after a drag starts; a list unmounted before that timeout runs (a test that ends
 * mid-drag, or any test on a loaded machine) leaves it on the document the worker's files share,
 * where it takes the next Space pressed anywhere as the drag's drop and prevents it: a later
 * file's typing lost a space ("Céude dia?", "Pelas artérias.E pelas veias.", "EscolaVerde").
 * Removed after each test, once the pending timeouts have run.
 */
const keydownListeners = new Set<EventListenerOrEventListenerObject>();
const addListener = document.addEventListener.bind(document);
const removeListener = document.removeEventListener.bind(document);
document.addEventListener = ((
  type: string,
  listener: EventListenerOrEventListenerObject,
  options?: unknown,
) => {
  if (type === 'keydown') keydownListeners.add(listener);
  addListener(type, listener, options as AddEventListenerOptions);
}) as typeof document.addEventListener;
document.removeEventListener = ((
  type: string,
  listener: EventListenerOrEventListenerObject,
  options?: unknown,
) => {
  if (type === 'keydown') keydownListeners.delete(listener);
  removeListener(type, listener, options as EventListenerOptions);
}) as typeof document.removeEventListener;

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('pt');
});

afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const listener of keydownListeners) {
    removeListener('keydown', listener);
    removeListener('keydown', listener, true);
  }
  keydownListeners.clear();
  await resetNotices();
  await resetDeviceQueue();
  sessionStore.end('logout');
  testSocket.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Last, so that a request without a route fails its test once everything is restored.
  restoreApi();
});
