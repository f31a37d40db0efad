import { existsSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Paths the client's files and pages never answer. */
const NOT_THE_CLIENT = /^\/(api|socket\.io)(\/|$)/;

/** Hashed file names never change content: a year in every cache. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The service worker and the web app manifest keep their names from one deploy to the next: asked
 * again every time (an ETag makes that a 304), so a deploy reaches the installed app at its next
 * open (decision 0078). The browser itself never trusts a worker script's cache beyond 24 hours.
 */
const REVALIDATE = 'no-cache';
const APP_FILES = new Set(['sw.js', 'manifest.webmanifest']);

/** web/dist of the repository this file is part of, whether it runs from src/ (tests) or dist/. */
export function webClientDist(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 5; up++, dir = dirname(dir)) {
    if (existsSync(join(dir, 'web', 'package.json'))) return join(dir, 'web', 'dist');
  }
  return join(process.cwd(), 'web', 'dist');
}

/**
 * Serves the built web client from the API's origin: the files of `webDist` (hashed assets
 * cached for a year, the rest, the service worker and the manifest among them, revalidated), and index.html for any other GET that asks for a
 * page, so that client routes (/login, /escola/listar) load on refresh. /api and /socket.io
 * are left alone: an unknown /api path is still the JSON 404. Does nothing (false) when the
 * client is not built.
 *
 * The build writes a brotli (.br) and a gzip (.gz) copy beside each asset; the one the browser
 * accepts is sent with its Content-Encoding and `Vary: Accept-Encoding` (brotli first), so no
 * CPU is spent compressing assets per request. Security headers come from `securityHeaders`.
 */
export function serveWebClient(app: NestExpressApplication, webDist: string): boolean {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return false;
  const assets = join(webDist, 'assets') + sep;
  const files = expressStaticGzip(webDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      setHeaders: (response, path) => {
        const app = APP_FILES.has(basename(path));
        response.setHeader('Cache-Control', !app && path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
      },
    },
  });
  const page = (request: Request, response: Response, next: NextFunction) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/assets(\/|$)/.test(request.path) &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isPage) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  };
  // API and socket.io requests skip both without touching the file system.
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (NOT_THE_CLIENT.test(request.path)) return next();
    files(request, response, (error?: unknown) => (error ? next(error) : page(request, response, next)));
  });
  return true;
}
