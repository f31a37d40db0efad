import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { normalizeLogin } from '@school/modules/identity';
import type pg from 'pg';

/** HKDF's `info` for the master key: PERSONAL_DATA_KEY (or the generated secret) wraps keys and nothing else. */
const MASTER_LABEL = 'school-platform/personal-data/master/v1';
/** ...and, with its own label, the key of the pseudonyms that name streams in place of a login. */
const PSEUDONYM_LABEL = 'school-platform/personal-data/pseudonym/v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** How long a key read from the table is trusted before it is read again (an erasure on another instance). */
const CACHE_TTL_MS = 60_000;
/** Keys kept in memory at most: a rebuild of a large network meets every person's keys once. */
const CACHE_MAX = 200_000;

type Queryable = Pick<pg.Pool, 'query'>;

interface Cached {
  /** null: erased, or never made (nothing sealed with it can be opened). A KeyObject: Node 24 sets up a cipher from one 4× faster than from a Buffer. */
  key: KeyObject | null;
  at: number;
}

/** The 32-byte master key from the configured or generated secret. */
export function masterKeyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), MASTER_LABEL, KEY_BYTES));
}

/** The owner and month a key id names: `user:12`, `user:12@2026-11`, `@2026-11`. */
export function parseKeyId(keyId: string): { owner: string | null; month: string | null } {
  const at = keyId.indexOf('@');
  if (at < 0) return { owner: keyId, month: null };
  return { owner: at === 0 ? null : keyId.slice(0, at), month: keyId.slice(at + 1) };
}

/**
 * The keys that seal personal data (decision 0061), in `personal_data_keys`: each a random
 * AES-256 key, stored wrapped by the master key (AES-256-GCM, the key id as associated data, so
 * a wrapped key moved to another row does not open). Deleting a key's bytes erases everything
 * sealed with it, in every event, copy and backup that holds only ciphertext.
 */
export class PersonalDataKeys {
  private readonly cache = new Map<string, Cached>();
  private readonly pseudonymKey: Buffer;
  private readonly master: KeyObject;

  constructor(
    private readonly db: Queryable,
    master: Buffer,
    private readonly now: () => number = Date.now,
  ) {
    this.master = createSecretKey(master);
    this.pseudonymKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), PSEUDONYM_LABEL, KEY_BYTES));
  }

  /**
   * What names a login's streams (its access log, its reservation) instead of the login itself:
   * a keyed hash, the same for the same login on every instance, that tells nothing without the
   * master key. A stream name is never erased, so it must hold no personal data.
   */
  loginPseudonym(login: string): string {
    return `p${createHmac('sha256', this.pseudonymKey).update(normalizeLogin(login)).digest('hex').slice(0, 32)}`;
  }

  /**
   * The key to seal new values with, made on first use; null when the key was erased (the owner
   * was erased, or the month is past the retention): nothing is sealed with a new key then.
   */
  async sealingKey(keyId: string): Promise<KeyObject | null> {
    const cached = this.fresh(keyId);
    if (cached !== undefined && cached !== null) return cached;
    const { rows } = await this.db.query<{ wrapped: Buffer | null }>(
      'select wrapped from personal_data_keys where key_id = $1',
      [keyId],
    );
    if (rows[0]) return this.remember(keyId, rows[0].wrapped ? this.unwrap(keyId, rows[0].wrapped) : null);
    const key = randomBytes(KEY_BYTES);
    const { owner, month } = parseKeyId(keyId);
    const inserted = await this.db.query<{ wrapped: Buffer | null }>(
      `insert into personal_data_keys (key_id, owner, month, wrapped) values ($1, $2, $3, $4)
       on conflict (key_id) do update set key_id = excluded.key_id
       returning wrapped`,
      [keyId, owner, month, this.wrap(keyId, key)],
    );
    // Another writer may have made it first: its key is the one, whatever this one drew.
    const wrapped = inserted.rows[0]!.wrapped;
    return this.remember(keyId, wrapped ? this.unwrap(keyId, wrapped) : null);
  }

  /**
   * `sealingKey` for many at once (a bulk import's plan names every user it creates): those not in
   * memory read, or made, in one statement.
   */
  async sealingKeys(keyIds: Iterable<string>): Promise<Map<string, KeyObject | null>> {
    const found = new Map<string, KeyObject | null>();
    const missing = new Set<string>();
    for (const keyId of keyIds) {
      const cached = this.fresh(keyId);
      if (cached) found.set(keyId, cached);
      else missing.add(keyId);
    }
    if (missing.size === 0) return found;
    const ids = [...missing];
    const parsed = ids.map(parseKeyId);
    const { rows } = await this.db.query<{ key_id: string; wrapped: Buffer | null }>(
      `insert into personal_data_keys (key_id, owner, month, wrapped)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::bytea[])
       on conflict (key_id) do update set key_id = excluded.key_id
       returning key_id, wrapped`,
      [
        ids,
        parsed.map((p) => p.owner),
        parsed.map((p) => p.month),
        ids.map((keyId) => this.wrap(keyId, randomBytes(KEY_BYTES))),
      ],
    );
    // An existing row keeps its key (or its erasure): the one returned is the one.
    for (const row of rows)
      found.set(
        row.key_id,
        this.remember(row.key_id, row.wrapped ? this.unwrap(row.key_id, row.wrapped) : null),
      );
    return found;
  }

  /**
   * The key in memory, undefined when it must be read (or made) first: the append's fast path. A
   * key known as missing is read again (it may be made since), as `sealingKey` does.
   */
  cachedKey(keyId: string): KeyObject | undefined {
    return this.fresh(keyId) ?? undefined;
  }

  /** The keys to open sealed values with, read in one query for those not in memory; null: erased. */
  async openingKeys(keyIds: Iterable<string>): Promise<Map<string, KeyObject | null>> {
    const found = new Map<string, KeyObject | null>();
    const missing: string[] = [];
    for (const keyId of keyIds) {
      if (found.has(keyId)) continue;
      const cached = this.fresh(keyId);
      if (cached === undefined) missing.push(keyId);
      else found.set(keyId, cached);
    }
    if (missing.length) {
      const { rows } = await this.db.query<{ key_id: string; wrapped: Buffer | null }>(
        'select key_id, wrapped from personal_data_keys where key_id = any($1::text[])',
        [missing],
      );
      const byId = new Map(rows.map((row) => [row.key_id, row.wrapped]));
      for (const keyId of missing) {
        const wrapped = byId.get(keyId);
        found.set(keyId, this.remember(keyId, wrapped ? this.unwrap(keyId, wrapped) : null));
      }
    }
    return found;
  }

  /** Deletes every key of an owner (its own and its months'); the rows stay as tombstones. Answers how many. */
  eraseOwner(owner: string): Promise<number> {
    return this.eraseOwners([owner]);
  }

  /**
   * Deletes every key of these owners (their own and their months') in one statement; the rows
   * stay as tombstones, and an owner that never had a key gets one, so nothing is sealed for it
   * again. Answers how many rows it changed: 0 when all were erased already (a repeat).
   */
  async eraseOwners(owners: readonly string[]): Promise<number> {
    if (owners.length === 0) return 0;
    const { rows } = await this.db.query<{ key_id: string }>(
      `with erased as (
         update personal_data_keys set wrapped = null, erased_at = now()
          where owner = any($1::text[]) and wrapped is not null returning key_id),
       tomb as (
         insert into personal_data_keys (key_id, owner, month, wrapped, erased_at)
         select o, o, null, null, now() from unnest($1::text[]) as o
         on conflict (key_id) do nothing returning key_id)
       select key_id from erased union all select key_id from tomb`,
      [[...new Set(owners)]],
    );
    const gone = new Set(owners);
    for (const [keyId] of this.cache) if (gone.has(parseKeyId(keyId).owner ?? '')) this.cache.delete(keyId);
    return rows.length;
  }

  /**
   * The owners of these whose erasure is not finished: a key of theirs still opens, or their
   * tombstone is missing (an erasure stored whose key deletion never ran).
   */
  async notErased(owners: readonly string[]): Promise<Set<string>> {
    if (owners.length === 0) return new Set();
    const { rows } = await this.db.query<{ owner: string }>(
      `select o as owner from unnest($1::text[]) as o
        where exists (select 1 from personal_data_keys k where k.owner = o and k.wrapped is not null)
           or not exists (select 1 from personal_data_keys k where k.key_id = o and k.wrapped is null)`,
      [[...new Set(owners)]],
    );
    return new Set(rows.map((row) => row.owner));
  }

  /** Deletes the access-log keys of the months before `month` (YYYY-MM). Answers how many. */
  async eraseMonthsBefore(month: string): Promise<number> {
    const { rows } = await this.db.query<{ key_id: string }>(
      `update personal_data_keys set wrapped = null, erased_at = now()
        where month is not null and month < $1 and wrapped is not null returning key_id`,
      [month],
    );
    for (const [keyId] of this.cache) {
      const keyMonth = parseKeyId(keyId).month;
      if (keyMonth !== null && keyMonth < month) this.cache.delete(keyId);
    }
    return rows.length;
  }

  /** The oldest month whose access-log key is still kept, null when none is. */
  async oldestMonthKept(): Promise<string | null> {
    const { rows } = await this.db.query<{ month: string | null }>(
      'select min(month) as month from personal_data_keys where month is not null and wrapped is not null',
    );
    return rows[0]?.month ?? null;
  }

  /**
   * Refuses a master key that does not open this database's keys (PERSONAL_DATA_KEY changed, or a
   * backup restored beside another key): every read would fail, or a rebuild read it all as erased.
   */
  async verifyMaster(): Promise<void> {
    const { rows } = await this.db.query<{ key_id: string; wrapped: Buffer }>(
      'select key_id, wrapped from personal_data_keys where wrapped is not null limit 1',
    );
    if (!rows[0]) return;
    try {
      this.unwrap(rows[0].key_id, rows[0].wrapped);
    } catch {
      throw new Error(
        'PERSONAL_DATA_KEY does not open the keys of personal data in this database: set the key it was made with',
      );
    }
  }

  /** Forgets what it read (tests that delete keys behind its back). */
  forget(): void {
    this.cache.clear();
  }

  private fresh(keyId: string): KeyObject | null | undefined {
    const cached = this.cache.get(keyId);
    if (!cached) return undefined;
    if (this.now() - cached.at > CACHE_TTL_MS) {
      this.cache.delete(keyId);
      return undefined;
    }
    return cached.key;
  }

  private remember(keyId: string, key: KeyObject | null): KeyObject | null {
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(keyId, { key, at: this.now() });
    return key;
  }

  private wrap(keyId: string, key: Buffer): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.master, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(keyId, 'utf8'));
    return Buffer.concat([iv, cipher.update(key), cipher.final(), cipher.getAuthTag()]);
  }

  private unwrap(keyId: string, wrapped: Buffer): KeyObject {
    return createSecretKey(this.unwrapBytes(keyId, wrapped));
  }

  private unwrapBytes(keyId: string, wrapped: Buffer): Buffer {
    const decipher = createDecipheriv('aes-256-gcm', this.master, wrapped.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(keyId, 'utf8'));
    decipher.setAuthTag(wrapped.subarray(wrapped.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(wrapped.subarray(IV_BYTES, wrapped.length - TAG_BYTES)),
      decipher.final(),
    ]);
  }
}
