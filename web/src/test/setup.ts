import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { resetNotices } from '../shared/notify/notify';
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
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('pt');
});

afterEach(async () => {
  cleanup();
  await resetNotices();
  sessionStore.end('logout');
  testSocket.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Last, so that a request without a route fails its test once everything is restored.
  restoreApi();
});
