/// <reference lib="webworker" />
/**
 * The service worker (decision 0078, docs/offline.md), built by vite-plugin-pwa (injectManifest)
 * into /sw.js: the app shell precached, every page of the app from it, and the kept trail of the
 * player, per user, for 7 days. Nothing else of the API is ever cached.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  FILE_PATH,
  KEPT_CACHE_PREFIX,
  KEPT_DAYS,
  OWN_DATA_PATH,
  SEEN_PATH,
  TRAIL_PATH,
  filesOfTrail,
  keptCacheName,
  userOfToken,
  withSeen,
} from './keptTrail';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The built JS, CSS, index.html, icons and fonts (vite.config.ts says which); the last build's
// entries that this one no longer has are deleted when it activates.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app (/plataforma, /home, /login...) is the precached index.html: a reload
// offline opens the app, which routes itself. The API and socket.io are never pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/],
  }),
);

/** One user's kept entries: one cache, its 7-day expiry, the trail's files and the downloads in flight. */
interface Kept {
  cacheName: string;
  /** The trail and the own data: the network's answer when there is one, else the kept one. */
  fresh: NetworkFirst;
  /** A file of the trail: it never changes content (an id is one upload), so the kept one when there is one. */
  files: CacheFirst;
  /** The files the last kept trail names: only these are written to the cache. */
  trailFiles: Set<string>;
  inFlight: Map<string, Promise<Response>>;
}

const kept = new Map<string, Kept>();

/** The kept entries of `user`; the first time, every other user's are deleted (a device keeps one user's trail). */
function keptFor(user: string): Kept {
  const known = kept.get(user);
  if (known) return known;
  void keepOnly(user);
  const cacheName = keptCacheName(user);
  const plugins = [
    // Only complete answers: never a refusal, nor the 202 of a file still being scaled.
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxAgeSeconds: KEPT_DAYS * 24 * 60 * 60,
      maxEntries: 400,
      purgeOnQuotaError: true,
    }),
  ];
  const entry: Kept = {
    cacheName,
    // On a very slow link the kept answer shows after 4 s rather than a spinner for longer.
    fresh: new NetworkFirst({ cacheName, plugins, networkTimeoutSeconds: 4 }),
    files: new CacheFirst({ cacheName, plugins }),
    trailFiles: new Set(),
    inFlight: new Map(),
  };
  kept.set(user, entry);
  return entry;
}

/** Deletes the kept caches of every user but `user` (null: of everyone). */
async function keepOnly(user: string | null): Promise<void> {
  for (const other of [...kept.keys()]) if (other !== user) kept.delete(other);
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(KEPT_CACHE_PREFIX) && (user === null || name !== keptCacheName(user)))
      .map((name) => caches.delete(name)),
  );
}

const userOf = (request: Request) => userOfToken(request.headers.get('authorization'));

/** A kept file, downloaded once even when the page and the warm-up ask for it at the same time. */
function keptFile(entry: Kept, request: Request, event: ExtendableEvent): Promise<Response> {
  const key = new URL(request.url).pathname;
  let pending = entry.inFlight.get(key);
  if (!pending) {
    pending = entry.files.handle({ request, event }).finally(() => entry.inFlight.delete(key));
    entry.inFlight.set(key, pending);
  }
  return pending.then((response) => response.clone());
}

/** After a trail arrived: each of its files not kept yet, one after the other, with the same token. */
async function warm(
  entry: Kept,
  trail: Response,
  authorization: string,
  event: ExtendableEvent,
): Promise<void> {
  let files: string[];
  try {
    files = filesOfTrail(await trail.json());
  } catch {
    return;
  }
  entry.trailFiles = new Set(files);
  for (const file of files) {
    const request = new Request(file, { headers: { authorization } });
    await keptFile(entry, request, event).catch(() => undefined);
  }
}

// The class's active trail: kept, and its files downloaded in the background.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && TRAIL_PATH.test(url.pathname),
  async ({ request, event }) => {
    const user = userOf(request);
    if (!user) return fetch(request);
    const entry = keptFor(user);
    const response = await entry.fresh.handle({ request, event });
    if (response.ok)
      event.waitUntil(warm(entry, response.clone(), request.headers.get('authorization')!, event));
    return response;
  },
);

// The own data the shell reads at every start: kept, so an offline start keeps its session.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === OWN_DATA_PATH,
  ({ request, event }) => {
    const user = userOf(request);
    return user ? keptFor(user).fresh.handle({ request, event }) : fetch(request);
  },
);

// A file: the kept copy when there is one; written to the cache only when the kept trail names it.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && FILE_PATH.test(url.pathname),
  async ({ request, event, url }) => {
    const user = userOf(request);
    if (!user) return fetch(request);
    const entry = keptFor(user);
    if (entry.trailFiles.has(url.pathname)) return keptFile(entry, request, event);
    const cached = await caches.open(entry.cacheName).then((cache) => cache.match(request));
    return cached ?? fetch(request);
  },
);

// A content seen: once the server took it, the kept trail resumes there (a reload offline opens it).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === SEEN_PATH,
  async ({ request }) => {
    const body = request
      .clone()
      .json()
      .catch(() => null) as Promise<{ codBseTurma?: unknown; codTrlConteudo?: unknown } | null>;
    const response = await fetch(request);
    const user = userOf(request);
    const seen = await body;
    if (
      response.ok &&
      user &&
      typeof seen?.codBseTurma === 'number' &&
      typeof seen.codTrlConteudo === 'number'
    ) {
      const content = seen.codTrlConteudo;
      const cache = await caches.open(keptCacheName(user));
      const url = new URL(`/api/plataforma/turma/${seen.codBseTurma}`, self.location.origin).href;
      const trail = await cache.match(url);
      if (trail) {
        const patched = withSeen((await trail.json()) as { vistos?: unknown }, content);
        const headers = new Headers(trail.headers);
        headers.delete('content-length');
        await cache.put(url, new Response(JSON.stringify(patched), { headers }));
      }
    }
    return response;
  },
  'POST',
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; user?: unknown } | null;
  // The page's session started (sign-in): another user's kept trail goes.
  if (data?.type === 'KEEP_ONLY' && typeof data.user === 'string') event.waitUntil(keepOnly(data.user));
  // A deploy waiting to take over, asked by a page that is opening (see registerServiceWorker).
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes the open page at once, so the first open is already kept.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
