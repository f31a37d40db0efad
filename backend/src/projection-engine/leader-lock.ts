import { hostname } from 'node:os';
import pg from 'pg';

/**
 * One projector leader across processes: a session-level PostgreSQL advisory lock held on a
 * dedicated connection. When the holder dies its connection closes, the lock is released and
 * another instance takes over on its next try.
 */
export class LeaderLock {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  isLeader = false;

  constructor(
    private readonly url: string,
    private readonly key: number,
    private readonly onChange: (leader: boolean) => Promise<void>,
    private readonly retryMs = 1000,
  ) {}

  start(): void {
    this.stopped = false;
    void this.attempt();
  }

  private async attempt(): Promise<void> {
    if (this.stopped || this.isLeader) return;
    try {
      this.client ??= await this.connect();
      const { rows } = await this.client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        this.key,
      ]);
      if (rows[0]?.ok) {
        this.isLeader = true;
        await this.onChange(true);
        return;
      }
    } catch {
      await this.drop();
    }
    if (!this.stopped) this.timer = setTimeout(() => void this.attempt(), this.retryMs);
  }

  private async connect(): Promise<pg.Client> {
    // The holder names its process in pg_stat_activity: an operator (or the failover test) finds
    // which instance leads with pg_locks joined to it.
    const client = new pg.Client({
      connectionString: this.url,
      application_name: `projection-leader ${process.pid}@${hostname()}`,
    });
    client.on('error', () => void this.lost());
    await client.connect();
    return client;
  }

  private async lost(): Promise<void> {
    await this.drop();
    if (this.isLeader) {
      this.isLeader = false;
      await this.onChange(false);
    }
    if (!this.stopped) this.timer = setTimeout(() => void this.attempt(), this.retryMs);
  }

  private async drop(): Promise<void> {
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const wasLeader = this.isLeader;
    this.isLeader = false;
    if (wasLeader) await this.onChange(false);
    await this.drop();
  }
}
