import { comparePositions } from '@school/modules/kernel';
import type { Db } from '@school/projections/kernel';
import pg from 'pg';
import { coalesced } from './coalesced.js';

/** The channel the leader notifies after each batch it commits (the payload is empty). */
export const CHECKPOINTS_CHANNEL = 'projection_checkpoints';
/** How often the checkpoints are read while someone waits, notification or not (a lost one, a lost connection). */
const FALLBACK_POLL_MS = 100;

interface Waiter {
  position: string;
  resolve(ok: boolean): void;
}

/**
 * Read-your-writes in a process that does not lead the projectors: it waits for the leader's
 * checkpoints to pass a position. Every waiter of the process shares one LISTEN connection and
 * one read of the checkpoints per wake-up (the leader's notification after each batch, or a
 * fallback poll), rather than each polling on its own: a follower serving many writes at once
 * neither floods the database nor waits out a polling interval.
 */
export class CheckpointWatch {
  private readonly waiters = new Set<Waiter>();
  private listener: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly db: Db,
    /** The read models waited for, with the version their tables must be of (others are being rebuilt). */
    private readonly versions: ReadonlyMap<string, number>,
  ) {}

  /** Resolves true once every read model of its version has passed `position`, false after `timeoutMs`. */
  wait(position: string, timeoutMs: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        position,
        resolve: (ok) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          if (this.waiters.size === 0) this.stopPolling();
          resolve(ok);
        },
      };
      const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
      this.waiters.add(waiter);
      void this.listen();
      this.startPolling();
      this.read();
    });
  }

  private async listen(): Promise<void> {
    if (this.listener || this.closed) return;
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url, application_name: 'projection-follower' });
      client.on('notification', () => this.read());
      client.on('error', () => void this.drop(client));
      try {
        await client.connect();
        await client.query(`listen ${CHECKPOINTS_CHANNEL}`);
        if (this.closed) await client.end();
        else this.listener = client;
      } catch {
        await client.end().catch(() => undefined);
      } finally {
        this.connecting = null;
      }
    })();
    await this.connecting;
  }

  private async drop(client: pg.Client): Promise<void> {
    if (this.listener === client) this.listener = null;
    await client.end().catch(() => undefined);
  }

  private startPolling(): void {
    this.timer ??= setInterval(() => this.read(), FALLBACK_POLL_MS);
  }

  private stopPolling(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One read of the checkpoints for every waiter; a wake-up during it reads once more after. */
  private readonly read = coalesced(
    async () => {
      if (this.waiters.size === 0) return;
      const rows = await this.db
        .selectFrom('projection_checkpoints')
        .select(['name', 'position', 'version'])
        .where('name', 'in', [...this.versions.keys()])
        .execute();
      if (rows.length < this.versions.size) return;
      const current = rows.filter((r) => r.version === this.versions.get(r.name as string));
      for (const waiter of this.waiters)
        if (current.every((r) => comparePositions(r.position as string, waiter.position) >= 0))
          waiter.resolve(true);
    },
    // The next wake-up or poll reads again; the waiters' own timeouts bound the wait.
    () => undefined,
  );

  async close(): Promise<void> {
    this.closed = true;
    this.stopPolling();
    for (const waiter of this.waiters) waiter.resolve(false);
    await this.connecting;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }
}
