import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import { json, type NextFunction, type Request, type Response } from 'express';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module.js';
import { apiDocsEnabled, type Config } from './config/config.js';
import { CatalogueSeed } from '@school/modules/content/server';
import { FirstStart } from './first-start.js';
import { HttpDrain } from './http/http-drain.js';
import { refuseInvalidUtf8 } from './http/unstorable-text.js';
import { API_DOCS_PATH, securityHeaders } from './http/security-headers.js';
import { assignRequestId } from './logging/request-id.js';
import { serveWebClient, webClientDist } from './http/web-client.js';
import { ProjectionEngine } from './projection-engine/projection-engine.js';
import { RedisIoAdapter } from './realtime/redis-io.adapter.js';

export interface AppOptions {
  /** Where the JSON log lines go; stdout unless a test reads them. */
  logDestination?: DestinationStream;
}

/**
 * Builds the whole application: storage migrated, projectors competing for leadership, the
 * first-start records in place. `main.ts` listens on PORT (and stops it on SIGTERM:
 * graceful-stop.ts); tests listen on a random port and close it.
 */
export async function createApp(config: Config, options: AppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, options.logDestination),
    {
      // Held until pino takes over (below), so that even the start's first lines are JSON.
      bufferLogs: true,
      // JSON only (below): no route takes forms, so no parser runs for them on every request.
      bodyParser: false,
    },
  );
  app.useLogger(app.get(Logger));
  // Before anything that may answer: every answer carries X-Request-Id, and a stopping app
  // refuses what arrives late.
  app.use(assignRequestId);
  app.use(app.get(HttpDrain).middleware);
  // Who may tell the client's address and protocol (req.ip, req.secure): docs/operations.md.
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  // Answers above 1 KB that are not compressed yet (the client's assets are, at build time).
  // socket.io never passes through express; streamed downloads are compressed as they stream.
  // Only reads answer that much: writes answer a record or less, and skip the wrapping.
  const compress = compression({ threshold: '1kb' });
  app.use((request: Request, response: Response, next: NextFunction) =>
    request.method === 'GET' || request.method === 'HEAD' ? compress(request, response, next) : next(),
  );
  // Express's own JSON parser, as useBodyParser would add it, with the check of its bytes that
  // Nest's typing reserves (decision 0059: bytes that are not UTF-8 are a 400 before decoding).
  app.use(json({ limit: '5mb', verify: refuseInvalidUtf8 }));
  app.setGlobalPrefix('api');
  app.useWebSocketAdapter(new RedisIoAdapter(app, config.REDIS_URL, config.REDIS_PREFIX));
  serveWebClient(app, webClientDist());
  if (apiDocsEnabled(config)) setUpApiDocs(app);

  // The read models' tables exist before anything starts (workers, schedules: the orphan sweep's
  // first run reads the file catalog at once).
  const engine = app.get(ProjectionEngine);
  await engine.prepare();
  await app.init();
  engine.start();
  await app.get(FirstStart).run();
  await app.get(CatalogueSeed).run();
  return app;
}

/** OpenAPI at /api/docs (Swagger UI) and /api/docs/openapi.json; off in production unless API_DOCS=on. */
function setUpApiDocs(app: NestExpressApplication): void {
  const openapi = new DocumentBuilder()
    .setTitle('Plataforma escolar')
    .setDescription(
      'API of the school learning platform. Paths and field names are the legacy contract the web client speaks. ' +
        'Errors are JSON `{status, code, message, errors?}` in the language of Accept-Language (pt, en, es). ' +
        'Mutating requests accept an `Idempotency-Key` header: a repeat (same route and body) gets the first ' +
        'answer, the key with another route or body is 422 `generic.idempotencyKeyReused`. ' +
        'Every request may carry an `X-Request-Id` ' +
        '(letters, digits and `._:-`, at most 128; otherwise one is made): every answer returns it in ' +
        '`X-Request-Id`, and the log lines and events of the request carry it. An instance that is ' +
        'stopping answers 503 `generic.unavailable` to requests it will not run. ' +
        'Text no store can keep (a NUL, a lone surrogate, bytes that are not UTF-8) is a 400 `generic.invalid`. ' +
        'Where an erased person’s name, login or text was, answers and CSV files say "Dados removidos" in the ' +
        'language of Accept-Language ("Data removed", "Datos eliminados"); its photo is null.',
    )
    .setVersion('1')
    .addBearerAuth()
    .build();
  SwaggerModule.setup(API_DOCS_PATH.slice(1), app, () => SwaggerModule.createDocument(app, openapi), {
    jsonDocumentUrl: `${API_DOCS_PATH.slice(1)}/openapi.json`,
  });
}
