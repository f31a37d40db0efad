import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Db } from '@school/projections/kernel';
import {
  findUserSession,
  sessionChanges,
  type SessionChanges,
  type UserSession,
} from '@school/projections/user-sessions';
import { CONFIG, type Config } from '../config/config.js';
import { DATABASE } from '../core/tokens.js';
import { ProjectionEngine } from '../projection-engine/projection-engine.js';
import type { TokenClaims } from './token.service.js';

/** What the account's current state says of a token. */
export type SessionVerdict = 'ok' | 'revoked' | 'deactivated';

/** A safety net: an entry is read again after this long even if no invalidation arrived. */
const ENTRY_TTL_MS = 60_000;
const CAPACITY = 50_000;
/** How long a revocation announced by a sign-out holds on its own, whatever the read model says. */
const REVOCATION_TTL_MS = 10 * 60_000;

/** A sign-out's effect, held until the read model surely has it: tokens below `below`, and `tokens`. */
export interface Revocation {
  userId: number;
  /** Every token of the user whose session version is below this one ended (sign-out everywhere). */
  below?: number;
  /** One token ended (a sign-out of this device). */
  token?: string;
}

interface HeldRevocation {
  below: number;
  tokens: Set<string>;
  until: number;
}

interface Entry {
  session: UserSession;
  ended: Set<string>;
  loadedAt: number;
}

/**
 * Checks every authenticated request (HTTP and socket) against the account's current state:
 * its session version (raised by every revocation), its status and its signed-out tokens, as
 * the `user-sessions` read model holds them (decision 0014). Each app instance caches them in
 * memory, so the check is a Map lookup; the projector leader, right after committing a batch
 * that changed users' sessions, drops their entries here and tells every other instance over
 * Redis pub/sub to drop theirs, so a revocation reaches every instance within milliseconds.
 * A lost connection to Redis forgets the whole cache (messages may have been missed).
 */
@Injectable()
export class SessionRegistry implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Sessions');
  private readonly cache = new Map<number, Entry>();
  /**
   * Sign-outs announced by their handler right after their append: they hold at once, on every
   * instance, even while the read model has not applied them yet (its settle timed out under load).
   */
  private readonly revocations = new Map<number, HeldRevocation>();
  /** Bumped by each invalidation of a user: a load that started before it must not be kept. */
  private readonly generations = new Map<number, number>();
  /** Bumped when the whole cache is forgotten: no load that started before may be kept. */
  private epoch = 0;
  private readonly loading = new Map<number, Promise<Entry | undefined>>();
  private readonly listeners = new Set<(changes: SessionChanges | 'unknown') => void>();
  private readonly channel: string;
  private subscriber: Redis | null = null;
  private publisher: Redis | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(CONFIG) config: Config,
    private readonly engine: ProjectionEngine,
  ) {
    this.channel = `${config.REDIS_PREFIX}:sessions`;
    const options = { maxRetriesPerRequest: null, lazyConnect: true } as const;
    this.subscriber = new Redis(config.REDIS_URL, options);
    this.publisher = new Redis(config.REDIS_URL, { ...options, maxRetriesPerRequest: 1 });
  }

  async onModuleInit(): Promise<void> {
    this.engine.runner.onApplied((projection, events) => {
      if (projection !== 'user-sessions') return;
      const changes = sessionChanges(events);
      if (changes.users.length === 0) return;
      this.invalidate(changes);
      this.publisher
        ?.publish(this.channel, JSON.stringify(changes))
        .catch((error: Error) => this.logger.warn(`session invalidation not published: ${error.message}`));
    });
    const subscriber = this.subscriber!;
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const parsed = JSON.parse(message) as SessionChanges | { revocation: Revocation };
        if ('revocation' in parsed) this.hold(parsed.revocation);
        else this.invalidate(parsed);
      } catch {
        this.logger.warn('ignored a malformed session invalidation');
      }
    });
    // Every (re)connection: what happened while disconnected is unknown, so forget everything.
    subscriber.on('ready', () => this.clear());
    subscriber.on('error', (error: Error) => this.logger.warn(`session channel: ${error.message}`));
    this.publisher!.on('error', () => undefined);
    await subscriber.connect().catch((error: Error) => this.logger.warn(`session channel: ${error.message}`));
    await subscriber.subscribe(this.channel).catch(() => undefined);
    await this.publisher!.connect().catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    const connections = [this.subscriber, this.publisher];
    this.subscriber = this.publisher = null;
    await Promise.all(connections.map((c) => c?.quit().catch(() => c.disconnect())));
  }

  /**
   * Synchronous when the user's entry is cached (nearly always); one query otherwise, and for a
   * token of a version above the cached one: made a moment ago by another instance (a sign-in
   * after a revocation) before this one heard of the revocation, or never made by this server.
   */
  check(claims: TokenClaims): SessionVerdict | Promise<SessionVerdict> {
    if (this.revoked(claims)) return 'revoked';
    const entry = this.fresh(claims.userId);
    if (entry && claims.sessionVersion <= entry.session.version) return verdict(entry, claims);
    return this.load(claims.userId).then((loaded) => verdict(loaded, claims));
  }

  /**
   * A sign-out, announced by its handler once its event is appended: the ended tokens are refused
   * from now on, here and (over Redis, awaited) on every other instance, and their sockets closed,
   * without waiting for the read model, which applies it a moment later, or later under load.
   */
  async revoke(revocation: Revocation): Promise<void> {
    this.hold(revocation);
    await this.publisher
      ?.publish(this.channel, JSON.stringify({ revocation }))
      .catch((error: Error) => this.logger.warn(`session revocation not published: ${error.message}`));
  }

  private hold({ userId, below, token }: Revocation): void {
    const now = Date.now();
    for (const [id, held] of this.revocations) if (held.until <= now) this.revocations.delete(id);
    if (this.revocations.size >= CAPACITY) this.revocations.delete(this.revocations.keys().next().value!);
    const held = this.revocations.get(userId) ?? { below: 0, tokens: new Set<string>(), until: 0 };
    held.below = Math.max(held.below, below ?? 0);
    if (token) held.tokens.add(token);
    held.until = now + REVOCATION_TTL_MS;
    this.revocations.set(userId, held);
    const changes: SessionChanges = {
      users: [userId],
      everyToken: below === undefined ? [] : [userId],
      tokens: token ? [token] : [],
    };
    for (const listener of this.listeners) listener(changes);
  }

  private revoked(claims: TokenClaims): boolean {
    const held = this.revocations.get(claims.userId);
    if (!held || held.until <= Date.now()) return false;
    return claims.sessionVersion < held.below || held.tokens.has(claims.jti);
  }

  /**
   * The user's current session version, for a new token; call it once the read models have
   * passed the caller's own write (settled). The projector leader drops an entry before the
   * read models count as settled, so there the cache is current; another instance hears of it
   * over Redis a moment later, so it reads the read model itself.
   */
  async currentVersion(userId: number): Promise<number> {
    if (!this.engine.isLeader) return (await findUserSession(this.db, userId))?.version ?? 0;
    const entry = this.fresh(userId) ?? (await this.load(userId));
    return entry?.session.version ?? 0;
  }

  /**
   * Called with what ended, on this instance, right after the cache dropped the users' entries:
   * every token of `everyToken`'s users made so far, and the single `tokens`; or `unknown` when
   * the whole cache was forgotten (Redis was away: anything may have ended meanwhile).
   */
  onChange(listener: (changes: SessionChanges | 'unknown') => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private fresh(userId: number): Entry | undefined {
    const entry = this.cache.get(userId);
    if (entry && Date.now() - entry.loadedAt < ENTRY_TTL_MS) return entry;
    return undefined;
  }

  private load(userId: number): Promise<Entry | undefined> {
    const pending = this.loading.get(userId);
    if (pending) return pending;
    const generation = this.generations.get(userId) ?? 0;
    const epoch = this.epoch;
    const promise = findUserSession(this.db, userId)
      .then((session) => {
        if (!session) return undefined;
        const entry: Entry = { session, ended: new Set(session.endedTokens), loadedAt: Date.now() };
        // An invalidation arrived while reading: what was read may predate it.
        if ((this.generations.get(userId) ?? 0) === generation && this.epoch === epoch) {
          if (this.cache.size >= CAPACITY) this.cache.delete(this.cache.keys().next().value!);
          this.cache.set(userId, entry);
        }
        return entry;
      })
      .finally(() => {
        if (this.loading.get(userId) === promise) this.loading.delete(userId);
      });
    this.loading.set(userId, promise);
    return promise;
  }

  private invalidate(changes: SessionChanges): void {
    for (const id of changes.users) {
      this.cache.delete(id);
      this.loading.delete(id);
      this.generations.set(id, (this.generations.get(id) ?? 0) + 1);
    }
    for (const listener of this.listeners) listener(changes);
  }

  /** Forgets every entry (what happened while Redis was away is unknown); they are read again. */
  private clear(): void {
    this.epoch++;
    this.cache.clear();
    this.loading.clear();
    for (const listener of this.listeners) listener('unknown');
  }
}

/**
 * A token stands at the account's current version only: below it a revocation ended it; above it
 * no sign-in made it (the version only ever grows, and a token takes it after its sign-in has
 * settled), so it was signed with a leaked secret.
 */
function verdict(entry: Entry | undefined, claims: TokenClaims): SessionVerdict {
  // Not in the read model yet (a user created moments ago): only a first-version token passes.
  if (!entry) return claims.sessionVersion === 0 ? 'ok' : 'revoked';
  const { session, ended } = entry;
  if (session.status === 'deleted') return 'revoked';
  if (session.status === 'inactive') return 'deactivated';
  if (claims.sessionVersion !== session.version || ended.has(claims.jti)) return 'revoked';
  return 'ok';
}
