import { MY_DATA_KEY } from '../shared/ownData';
import { queryClient } from '../shared/query';
import { sessionStore } from '../shared/session';

/** How long an opening page waits for a new deploy's worker to take over before it shows the app anyway. */
const TAKE_OVER_MS = 3000;
/** How long a page that reads nothing (the sign-in form) waits before the worker installs. */
const NOTHING_READ_MS = 5000;

/**
 * Once the page has what it opened for: loaded, and its first reads answered (or none started).
 * The worker's install downloads the whole shell: on a slow link it must not delay the screen.
 */
function afterFirstReads(): Promise<void> {
  return new Promise((resolve) => {
    const cache = queryClient.getQueryCache();
    let read = false;
    const check = () => {
      if (queryClient.isFetching() > 0) read = true;
      else if (read) done();
    };
    const stop = cache.subscribe(() => setTimeout(check, 0));
    const timer = setTimeout(() => !read && done(), NOTHING_READ_MS);
    function done() {
      stop();
      clearTimeout(timer);
      resolve();
    }
    check();
  });
}

function loaded(): Promise<void> {
  return document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Registers /sw.js (decision 0078) and answers whether the page may render. A new deploy's worker
 * installs in the background and waits while the app is open; the next open finds it waiting, asks
 * it to take over and loads again from it (the new build), before anything showed. Each session
 * start tells the worker whose trail the device keeps: another user's kept entries go.
 */
export async function startServiceWorker(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return true;
  const container = navigator.serviceWorker;
  const tellUser = () => {
    const user = sessionStore.get()?.user.codBseUsuario;
    if (user !== undefined) container.controller?.postMessage({ type: 'KEEP_ONLY', user: String(user) });
  };
  sessionStore.subscribe(tellUser);
  // The first install takes this page over once the shell is precached: what the page read before
  // (the trail it shows, the own data) is read again through the worker, which keeps it.
  const firstInstall = !container.controller;
  container.addEventListener('controllerchange', () => {
    tellUser();
    if (!firstInstall) return;
    void queryClient.invalidateQueries({ queryKey: ['plataforma'] });
    void queryClient.invalidateQueries({ queryKey: MY_DATA_KEY });
  });
  const registration = await container.getRegistration().catch(() => undefined);
  if (registration?.waiting && container.controller) {
    const tookOver = new Promise<boolean>((resolve) => {
      container.addEventListener('controllerchange', () => resolve(true), { once: true });
      setTimeout(() => resolve(false), TAKE_OVER_MS);
    });
    registration.waiting.postMessage({ type: 'SKIP_WAITING' });
    if (await tookOver) {
      window.location.reload();
      return false;
    }
  }
  // Registered after the page's own requests, so the install's downloads never slow the first screen.
  void loaded()
    .then(afterFirstReads)
    .then(() => container.register('/sw.js', { scope: '/' }))
    .catch(() => undefined);
  tellUser();
  return true;
}
