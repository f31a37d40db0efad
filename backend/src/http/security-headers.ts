import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/config.js';

type Directives = Record<string, string[]>;

/**
 * The one Content-Security-Policy of the app: the web client's pages, its assets and every API
 * answer. Mantine sets inline styles (hence 'unsafe-inline' for styles only); scripts come from
 * this origin alone; frames may show the videos of trail contents (YouTube's privacy-enhanced
 * player and Vimeo's, decision 0029); nobody may frame us. The service worker (/sw.js) and the
 * web app manifest come from this origin alone (decision 0078).
 */
export const APP_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Swagger UI at /api/docs, checked in Chromium (web/browser/http-edge.browser.spec.ts): its scripts,
 * including its init script, are files of this origin; its page has an inline style block
 * ('unsafe-inline' styles, as the app) and data: icons; it calls the API on this origin. It
 * frames nothing and makes no blob: images, so those go.
 */
export const API_DOCS_CSP: Directives = {
  ...APP_CSP,
  'img-src': ["'self'", 'data:'],
  'frame-src': ["'none'"],
};

export const API_DOCS_PATH = '/api/docs';

/**
 * helmet's headers for one policy, worked out once: helmet sets the same headers on every
 * answer for a given configuration, so it runs at start against a recorder, and each answer
 * then gets the recorded headers in one step instead of passing through its eleven middlewares.
 */
function helmetFor(directives: Directives, config: Pick<Config, 'TLS_TERMINATED'>): RequestHandler {
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      // Behind a proxy that ends TLS, http sub-resources are fetched over https instead.
      directives: config.TLS_TERMINATED ? { ...directives, 'upgrade-insecure-requests': [] } : directives,
    },
    // HSTS only when TLS really ends in front: on plain http it would lock browsers out.
    strictTransportSecurity: config.TLS_TERMINATED ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  };
  const headers: [string, string][] = [];
  const removed: string[] = [];
  let done = false;
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(options)({} as never, recorder as never, () => (done = true));
  if (!done) throw new Error('helmet did not answer synchronously: its headers cannot be recorded');
  return (_request, response, next) => {
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  };
}

/** helmet's headers on every answer: the API, the web client, its assets, the API docs. */
export function securityHeaders(config: Pick<Config, 'TLS_TERMINATED'>): RequestHandler {
  const app = helmetFor(APP_CSP, config);
  const docs = helmetFor(API_DOCS_CSP, config);
  return (request: Request, response: Response, next: NextFunction) => {
    const path = request.path;
    const forDocs = path === API_DOCS_PATH || path.startsWith(`${API_DOCS_PATH}/`);
    (forDocs ? docs : app)(request, response, next);
  };
}
