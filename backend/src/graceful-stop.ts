import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Config } from './config/config.js';
import { Lifecycle } from './health/lifecycle.service.js';
import { HttpDrain } from './http/http-drain.js';
import { JobWorkers } from './jobs/job-workers.service.js';
import { ProjectionEngine } from './projection-engine/projection-engine.js';
import { RealtimeService } from './realtime/realtime.service.js';

/**
 * What SIGTERM (and Ctrl+C) does, in this order (decision 0052):
 * 1. answer not ready (`/api/health/ready` 503), stop accepting connections, take no new job;
 * 2. let the requests in flight finish, at most SHUTDOWN_GRACE_MS (then they are cut);
 * 3. close the sockets' connections: the clients reconnect to another instance;
 * 4. let the running jobs finish within the same grace period, else hand them back;
 * 5. stop the projectors and release their leadership, last of what serves users, because the
 *    requests and jobs before it wait for the read models;
 * 6. close the rest (Nest's shutdown hooks): Redis, the event store, the pools.
 */
export async function stopGracefully(
  app: NestExpressApplication,
  config: Config,
  signal: string,
): Promise<void> {
  const log = new Logger('Stop');
  const started = Date.now();
  const grace = config.SHUTDOWN_GRACE_MS;
  const http = app.get(HttpDrain);
  log.log(`${signal}: stopping, grace period ${grace} ms, ${http.inFlightCount} requests in flight`);

  app.get(Lifecycle).markStopping();
  const jobs = app.get(JobWorkers).close(grace);
  const cut = await http.drain(app.getHttpServer(), grace);
  if (cut > 0) log.warn(`${cut} requests still running after ${grace} ms were cut`);
  else log.log(`every request in flight answered (${Date.now() - started} ms)`);

  const sockets = app.get(RealtimeService).closeConnections();
  if (sockets > 0) log.log(`${sockets} socket connections closed; their clients reconnect elsewhere`);

  const handedBack = await jobs;
  if (handedBack > 0) log.warn(`${handedBack} running jobs handed back to the queue`);

  await app.get(ProjectionEngine).stop();
  await app.close();
  log.log(`stopped in ${Date.now() - started} ms`);
}
