import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import {
  SYNC_MAX_ITEMS,
  type SyncAnswer,
  type SyncItem,
  type SyncItemOutcome,
  type SyncKind,
  type SyncRequest,
} from './contracts';

/** A write the server refused: kept on the device for the student to read, never sent again. */
export interface RefusedItem extends SyncItem {
  status: number;
  erro: { code: string; message: string };
  recusadoEm: string;
}

interface OfflineSchema extends DBSchema {
  /** The writes waiting for the server, by id. */
  fila: { key: string; value: SyncItem; indexes: { usuario: number } };
  /** The writes the server refused, by id. */
  recusados: { key: string; value: RefusedItem; indexes: { usuario: number } };
  /** Each user's last sync on this device. */
  sincronizacao: { key: number; value: { codBseUsuario: number; em: string } };
}

/** What became of a write sent at once: the server's answer, its refusal, or still waiting (offline). */
export type WriteOutcome =
  | { state: 'applied'; resultado: unknown }
  | { state: 'refused'; status: number; erro: { code: string; message: string } }
  | { state: 'pending' };

/** A sent request that failed as a whole: a network failure, or one the server could not answer. */
export interface SendFailure {
  /** 0 for a network failure, else the HTTP status. */
  status: number;
}

/** The part of the Web Locks API the queue uses (Chromium, Firefox, Safari; absent in jsdom). */
export interface LockLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The part of BroadcastChannel the queue uses: each tab of the device hears the others' changes. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export interface QueueOptions {
  /** The IndexedDB database (a test gives each queue's device its own). */
  dbName?: string;
  /** POST /plataforma/sincronizar; rejects with a `SendFailure`-like error (status 0 or ≥ 400). */
  send(request: SyncRequest): Promise<SyncAnswer>;
  /** The signed-in user: only its items are sent, with its session. */
  user(): number | null;
  /** Whether the device has a connection (navigator.onLine). */
  online?(): boolean;
  /** An item refused while no screen waited for it (the notice with the server's message). */
  onRefused?(item: RefusedItem): void;
  /** Items the server applied (the screens that show them read again). */
  onApplied?(items: SyncItem[]): void;
  /** The first retry after a failure, doubled at each failure up to `maxMs`. */
  backoff?: { baseMs: number; maxMs: number };
  locks?: LockLike | null;
  channel?: ChannelLike | null;
  now?(): Date;
  /** Runs `retry` after `ms` and answers how to cancel it (setTimeout; a test records the waits). */
  schedule?(retry: () => void, ms: number): () => void;
}

const defaultSchedule = (retry: () => void, ms: number) => {
  const timer = setTimeout(retry, ms);
  return () => clearTimeout(timer);
};

const DEFAULT_BACKOFF = { baseMs: 2_000, maxMs: 5 * 60_000 };
const LOCK_NAME = 'school-offline-sync';

/** A device-made id: the write's idempotency key on the server. */
export function newItemId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

function statusOf(error: unknown): number {
  const status = (error as Partial<SendFailure> | null)?.status;
  return typeof status === 'number' ? status : 0;
}

/**
 * The device's queue of learner writes (decision 0079): each write is stored in IndexedDB first,
 * with its device-made id, and sent to POST /plataforma/sincronizar when a connection is there,
 * in batches of at most 500, one tab at a time (Web Locks). An item leaves the queue once the
 * server answered its outcome; a refused one moves to the refused list. A network failure or a
 * 5xx retries with a doubling wait, capped.
 */
export class OfflineQueue {
  private opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;
  private readonly backoff: { baseMs: number; maxMs: number };
  private readonly listeners = new Set<() => void>();
  /** The outcomes this tab learnt (its own sends and the other tabs'), by item id. */
  private readonly outcomes = new Map<string, SyncItemOutcome>();
  /** Items a screen waits for (their refusal is shown by that screen, not as a notice). */
  private readonly awaited = new Set<string>();
  private chain: Promise<void> = Promise.resolve();
  private failures = 0;
  private cancelRetry: (() => void) | null = null;
  private readonly onOnline = () => {
    this.failures = 0;
    void this.flush();
  };

  constructor(private readonly options: QueueOptions) {
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    options.channel?.addEventListener('message', ({ data }) => {
      const outcomes = (data as { outcomes?: SyncItemOutcome[] } | null)?.outcomes;
      for (const o of outcomes ?? []) this.outcomes.set(o.id, o);
      this.changed(false);
    });
  }

  /** Sends what waits now, on the `online` event and, after a failure, on the backoff's schedule. */
  start(): void {
    globalThis.addEventListener?.('online', this.onOnline);
    void this.flush();
  }

  stop(): void {
    globalThis.removeEventListener?.('online', this.onOnline);
    this.cancelRetry?.();
    this.cancelRetry = null;
  }

  /** Called on every change of the queue, in this tab or another one. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stores a write of the signed-in user, then sends it if the device is online. */
  async enqueue(tipo: SyncKind, dados: unknown): Promise<SyncItem> {
    const codBseUsuario = this.options.user();
    if (codBseUsuario === null) throw new Error('No signed-in user to queue a write for');
    const item: SyncItem = {
      id: newItemId(),
      tipo,
      codBseUsuario,
      feitoEm: (this.options.now?.() ?? new Date()).toISOString(),
      dados,
    };
    await (await this.db).put('fila', item);
    this.changed(true);
    if (this.isOnline()) void this.flush();
    return item;
  }

  /**
   * Stores a write and, online, sends it at once and answers the server's outcome for it; offline
   * (or when the send failed), `pending`: it stays queued and goes when the connection returns.
   */
  async submit(tipo: SyncKind, dados: unknown): Promise<WriteOutcome> {
    const codBseUsuario = this.options.user();
    if (codBseUsuario === null) throw new Error('No signed-in user to queue a write for');
    const item: SyncItem = {
      id: newItemId(),
      tipo,
      codBseUsuario,
      feitoEm: (this.options.now?.() ?? new Date()).toISOString(),
      dados,
    };
    this.awaited.add(item.id);
    try {
      await (await this.db).put('fila', item);
      this.changed(true);
      if (this.isOnline()) await this.flush();
      const outcome = this.outcomes.get(item.id);
      if (!outcome) return { state: 'pending' };
      if (outcome.status >= 200 && outcome.status < 300)
        return { state: 'applied', resultado: outcome.resultado };
      return {
        state: 'refused',
        status: outcome.status,
        erro: outcome.erro ?? { code: 'generic.rejected', message: `HTTP ${outcome.status}` },
      };
    } finally {
      this.awaited.delete(item.id);
    }
  }

  /** The signed-in user's items waiting, oldest first. */
  async waiting(codBseUsuario = this.options.user()): Promise<SyncItem[]> {
    if (codBseUsuario === null) return [];
    const items = await (await this.db).getAllFromIndex('fila', 'usuario', codBseUsuario);
    return items.sort((a, b) => a.feitoEm.localeCompare(b.feitoEm) || a.id.localeCompare(b.id));
  }

  /** The user's items the server refused, newest first. */
  async refused(codBseUsuario = this.options.user()): Promise<RefusedItem[]> {
    if (codBseUsuario === null) return [];
    const items = await (await this.db).getAllFromIndex('recusados', 'usuario', codBseUsuario);
    return items.sort((a, b) => b.recusadoEm.localeCompare(a.recusadoEm));
  }

  /** When the server last answered this device's queue for the user (ISO), if ever. */
  async lastSync(codBseUsuario = this.options.user()): Promise<string | null> {
    if (codBseUsuario === null) return null;
    return (await (await this.db).get('sincronizacao', codBseUsuario))?.em ?? null;
  }

  /** Removes a refused item the student has read. */
  async dismissRefused(id: string): Promise<void> {
    await (await this.db).delete('recusados', id);
    this.changed(true);
  }

  /**
   * Sends the signed-in user's waiting items, in batches of at most 500, while one tab of the
   * device holds the lock (another tab's flush waits, then finds what is left). Calls run one
   * after the other, each reading the queue afresh.
   */
  flush(): Promise<void> {
    const run = this.chain.then(() => this.withLock(() => this.sendAll()));
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Empties every store of the device's database (the web tests share one). */
  async clear(): Promise<void> {
    if (!this.opened) return;
    const db = await this.opened;
    await Promise.all([db.clear('fila'), db.clear('recusados'), db.clear('sincronizacao')]);
    this.outcomes.clear();
    this.failures = 0;
    this.stop();
  }

  close(): void {
    this.stop();
    this.options.channel?.close();
    void this.opened?.then((db) => db.close());
    this.opened = null;
  }

  /** The database, opened on first use (a screen that never writes never opens it). */
  private get db(): Promise<IDBPDatabase<OfflineSchema>> {
    this.opened ??= openDB<OfflineSchema>(this.options.dbName ?? 'school-offline', 1, {
      upgrade(db) {
        db.createObjectStore('fila', { keyPath: 'id' }).createIndex('usuario', 'codBseUsuario');
        db.createObjectStore('recusados', { keyPath: 'id' }).createIndex('usuario', 'codBseUsuario');
        db.createObjectStore('sincronizacao', { keyPath: 'codBseUsuario' });
      },
    });
    return this.opened;
  }

  private isOnline(): boolean {
    return this.options.online?.() ?? true;
  }

  private withLock(body: () => Promise<void>): Promise<void> {
    const locks = this.options.locks;
    return locks ? locks.request(LOCK_NAME, body) : body();
  }

  private async sendAll(): Promise<void> {
    this.cancelRetry?.();
    this.cancelRetry = null;
    for (;;) {
      const user = this.options.user();
      if (user === null || !this.isOnline()) return;
      const batch = (await this.waiting(user)).slice(0, SYNC_MAX_ITEMS);
      if (batch.length === 0) return;
      let answer: SyncAnswer;
      try {
        answer = await this.options.send({ itens: batch });
      } catch (error) {
        // A refused session (401) ends it: its items wait for the same user's next sign-in.
        if (statusOf(error) !== 401) this.retryLater();
        return;
      }
      this.failures = 0;
      await this.settle(user, batch, answer);
      if (batch.length < SYNC_MAX_ITEMS) return;
    }
  }

  private async settle(user: number, batch: SyncItem[], answer: SyncAnswer): Promise<void> {
    const byId = new Map(batch.map((i) => [i.id, i]));
    const db = await this.db;
    const tx = db.transaction(['fila', 'recusados', 'sincronizacao'], 'readwrite');
    const applied: SyncItem[] = [];
    const refused: RefusedItem[] = [];
    for (const outcome of answer.itens) {
      const item = byId.get(outcome.id);
      if (!item) continue;
      this.outcomes.set(outcome.id, outcome);
      void tx.objectStore('fila').delete(item.id);
      if (outcome.status >= 200 && outcome.status < 300) applied.push(item);
      else {
        const kept: RefusedItem = {
          ...item,
          status: outcome.status,
          erro: outcome.erro ?? { code: 'generic.rejected', message: `HTTP ${outcome.status}` },
          recusadoEm: answer.sincronizadoEm,
        };
        refused.push(kept);
        void tx.objectStore('recusados').put(kept);
      }
    }
    void tx.objectStore('sincronizacao').put({ codBseUsuario: user, em: answer.sincronizadoEm });
    await tx.done;
    this.options.channel?.postMessage({ outcomes: answer.itens });
    this.changed(false);
    if (applied.length) this.options.onApplied?.(applied);
    for (const item of refused) if (!this.awaited.has(item.id)) this.options.onRefused?.(item);
  }

  private retryLater(): void {
    this.failures += 1;
    const delay = Math.min(this.backoff.baseMs * 2 ** (this.failures - 1), this.backoff.maxMs);
    this.cancelRetry?.();
    this.cancelRetry = (this.options.schedule ?? defaultSchedule)(() => {
      this.cancelRetry = null;
      void this.flush();
    }, delay);
  }

  /** Tells this tab's listeners and, for a local write, the other tabs. */
  private changed(broadcast: boolean): void {
    if (broadcast) this.options.channel?.postMessage({ changed: true });
    this.listeners.forEach((listener) => listener());
  }
}
