import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Config } from '../config/config.js';
import { httpLogOptions } from './log-options.js';

/**
 * JSON lines through pino (nestjs-pino): the request log of every `/api` request, and every
 * `new Logger(...)` of the app once `app.useLogger(app.get(Logger))` runs. To stdout unless a test
 * passes a stream to read. nestjs-pino keeps one logger per process: the first app of a process
 * sets its level and destination (decision 0052).
 */
export function loggingModule(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination?: DestinationStream,
): DynamicModule {
  const options = httpLogOptions(config);
  return LoggerModule.forRoot({ pinoHttp: destination ? [options, destination] : options });
}
