import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { errorBody } from '../errors/error.filter.js';
import { commandName, commandOutcome, SIGN_IN_OUTCOMES, type SignInOutcome } from './metric-labels.js';

/** Seconds: a cached decision takes milliseconds, a sign-in's argon2 about 0.1 s, a settle waits up to 2 s. */
const COMMAND_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * This process's Prometheus registry (decision 0051) and the instruments code updates as things
 * happen: the command latency and the sign-in outcomes. One registry per app, not prom-client's
 * global one, so two apps in one process (the tests' instance pairs) each count their own. What
 * is read at scrape time (lag, queues, sockets) is registered by `LiveGauges`.
 */
@Injectable()
export class Metrics implements OnModuleInit {
  readonly registry = new Registry();

  private readonly commands = new Histogram({
    name: 'school_command_duration_seconds',
    help: 'Time from dispatch on the CommandBus to the answer (checks, decision, append, read-your-writes wait), by command class and outcome (ok, refused: a 4xx, error: a 5xx)',
    labelNames: ['command', 'outcome'] as const,
    buckets: COMMAND_BUCKETS,
    registers: [this.registry],
  });

  private readonly signIns = new Counter({
    name: 'school_sign_ins_total',
    help: 'Sign-in attempts by outcome: success, wrongPassword, unknownLogin, locked (the login and address pair), throttled (the address), deactivated, noWebPermission',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor(private readonly bus: CommandBus) {
    // The process's RSS, heap, event loop lag, GC and handles, under their usual names
    // (process_*, nodejs_*) so the common Node.js dashboards read them as they are.
    collectDefaultMetrics({ register: this.registry });
    // Every outcome is a series from the start: a rate over a counter that appears late misses its first hits.
    for (const outcome of SIGN_IN_OUTCOMES) this.signIns.labels(outcome).inc(0);
  }

  /** Every command passes the bus: its `execute` is timed once here rather than in 79 handlers. */
  onModuleInit(): void {
    const execute = this.bus.execute.bind(this.bus) as (
      command: object,
      context?: unknown,
    ) => Promise<unknown>;
    const timed = (command: object, context?: unknown): Promise<unknown> => {
      const end = this.commands.startTimer({ command: commandName(command) });
      const failed = (error: unknown) => {
        end({ outcome: commandOutcome(errorBody(error).status) });
        throw error;
      };
      try {
        return execute(command, context).then((answer) => {
          end({ outcome: 'ok' });
          return answer;
        }, failed);
      } catch (error) {
        return failed(error);
      }
    };
    this.bus.execute = timed as CommandBus['execute'];
  }

  signIn(outcome: SignInOutcome): void {
    this.signIns.labels(outcome).inc();
  }

  /** The text exposition format, with its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
