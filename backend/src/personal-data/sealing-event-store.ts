import { createCipheriv, createDecipheriv, randomFillSync, type KeyObject } from 'node:crypto';
import { Logger } from '@nestjs/common';
import {
  ERASED,
  personalFields,
  requestKeyOwner,
  type AnyPrivacyRegister,
  type AppendResult,
  type EventMetadata,
  type EventPrivacy,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from '@school/modules/kernel';
import { EventStoreLayer } from '../event-store/event-store-layer.js';
import type { ErasureLedger } from './erasure-ledger.js';
import type { PersonalDataKeys } from './personal-data-keys.js';

/** A sealed value: `pd1.<index of its key in metadata.pdKeys>.<s: a string | j: JSON>.<iv+ciphertext+tag, base64url>`. */
const PREFIX = 'pd1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const NO_ITEMS: SealPlan['items'] = [];

/** A writer's client as `metadata.client` seals it. */
interface ClientDetails {
  ip: string | null;
  userAgent: string | null;
}

/** What of an event type is sealed, worked out once per type from its register entry. */
interface SealPlan {
  entry: EventPrivacy<never>;
  /** identity and text: the owner's key (the month's key in an access-log event with no owner). */
  personal: string[];
  /** The access log's technical fields: the owner's key of the month. */
  accessLog: string[];
  /** Identity lists sealed item by item, each with its own person's key (`itemOwners`). */
  items: [field: string, ownerOf: (data: never, index: number) => string | null][];
  /** All: the fields a stored event of the type may hold sealed. */
  sealed: string[];
}

/** The last month worked out, by the hour it was asked for (every append asks; months change rarely). */
let lastMonth = { hour: NaN, month: '' };

/** The month (YYYY-MM, UTC) a value of the access log belongs to. */
export function monthOf(date: Date): string {
  const hour = Math.floor(date.getTime() / 3_600_000);
  if (hour !== lastMonth.hour) lastMonth = { hour, month: date.toISOString().slice(0, 7) };
  return lastMonth.month;
}

/** The key id of an owner's (or nobody's) access-log values of a month. */
export function monthKeyId(owner: string | null, month: string): string {
  return `${owner ?? ''}@${month}`;
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

/**
 * Seals and opens personal data in events (decision 0061): the one port between the event store
 * and every reader (projectors, deciders, exports, the audit console), so no other code sees
 * ciphertext. On append, each field the privacy register classes `identity` or `text` is sealed
 * with its owner's key, the access log's technical fields and the writer's client address and
 * agent with the month's key of their owner; the ids of the keys go in `metadata.pdKeys`. On read,
 * the values open again, or read "Dados removidos" (null for a value that was not a string, and
 * absent for the client metadata) once their key was erased.
 *
 * It also is where an erasure takes effect: appending `PersonalDataErased` deletes the user's
 * keys right after the event is stored (and writes the erasure ledger), `AccessLogExpired` the
 * access log's keys of the months it names, and `DataRequestsExpired` the keys of the requests it
 * names. Should the process stop between the event and its keys, the retention job finishes it
 * (`ErasureCompletion`, and each retention step's next run).
 */
export class SealingEventStore extends EventStoreLayer {
  private readonly plans = new Map<string, SealPlan | null>();
  private readonly clients = new Map<string, string>();
  /** Client details by their sealed value (see `openClient`). */
  private readonly openedClients = new Map<string, ClientDetails | null>();
  private readonly logger = new Logger('PersonalData');

  constructor(
    store: EventStore,
    private readonly register: AnyPrivacyRegister,
    readonly keys: PersonalDataKeys,
    private readonly clock: () => Date = () => new Date(),
    private readonly ledger: ErasureLedger | null = null,
  ) {
    super(store);
  }

  override async append(
    stream: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const at = this.clock();
    const sealed: NewEvent[] = [];
    for (const event of events) sealed.push(await this.seal(event, at));
    const result = await this.store.append(stream, sealed, expected);
    for (const event of events) {
      if (event.type === 'PersonalDataErased') {
        const { codBseUsuario, codSolicitacao } = event.data as {
          codBseUsuario: number;
          codSolicitacao: number;
        };
        await this.keys.eraseOwner(`user:${codBseUsuario}`);
        await this.ledger?.record({ codBseUsuario, codSolicitacao, erasedAt: this.clock().toISOString() });
      } else if (event.type === 'AccessLogExpired') {
        await this.keys.eraseMonthsBefore((event.data as { before: string }).before);
      } else if (event.type === 'DataRequestsExpired') {
        const { codSolicitacoes } = event.data as { codSolicitacoes: number[] };
        await this.keys.eraseOwners(codSolicitacoes.map(requestKeyOwner));
      }
    }
    return result;
  }

  /** The event as it is stored: its personal values sealed (events written before this change are sealed so too). */
  async seal<E extends Pick<NewEvent, 'type' | 'data' | 'metadata'>>(event: E, at: Date): Promise<E> {
    const metadata = (event.metadata ?? {}) as EventMetadata;
    if (metadata.pdKeys) return event; // sealed already (a retry, or the one-off sealing run twice)
    const plan = this.plan(event.type);
    const month = monthOf(at);
    const source = event.data as Record<string, unknown>;
    // Which key seals what: [key id, fields of the data] and the client's metadata.
    const owner = plan?.entry.owner ? plan.entry.owner(source as never, metadata) : null;
    const personalKey = plan ? (owner ?? (plan.accessLog.length ? monthKeyId(null, month) : null)) : null;
    const accessKey = plan?.accessLog.length ? monthKeyId(owner, month) : null;
    const hasClient = metadata.ip != null || metadata.userAgent != null;
    const actor = typeof metadata.actorId === 'number' ? `user:${metadata.actorId}` : null;
    const clientKey = hasClient ? monthKeyId(actor, month) : null;
    const personal = personalKey && plan!.personal.some((field) => source[field] != null);
    const items = plan?.items.length
      ? plan.items.filter(([field]) => Array.isArray(source[field]))
      : NO_ITEMS;
    if (!personal && !accessKey && !clientKey && items.length === 0) return event;

    const keyIds: string[] = [];
    const indexes = new Map<string, number>();
    const use = async (keyId: string): Promise<{ index: number; key: KeyObject | null }> => {
      let index = indexes.get(keyId);
      if (index === undefined) indexes.set(keyId, (index = keyIds.push(keyId) - 1));
      // A key in memory is taken as it is: only a person's first event waits for the table.
      return { index, key: this.keys.cachedKey(keyId) ?? (await this.keys.sealingKey(keyId)) };
    };
    const data = { ...source };
    if (personal) sealFields(data, plan!.personal, await use(personalKey));
    if (accessKey) sealFields(data, plan!.accessLog, await use(accessKey));
    if (items.length) await this.sealItems(data, items, owner, use);
    // Without the client's address and agent in the clear (built without them: `delete` would
    // turn the object into a slower dictionary for the append's JSON): both go in `client`.
    const { ip, userAgent, ...sealedMetadata } = metadata as EventMetadata & {
      ip?: unknown;
      userAgent?: unknown;
    };
    if (clientKey) {
      const { index, key } = await use(clientKey);
      if (key) sealedMetadata.client = this.sealedClient(clientKey, index, key, ip, userAgent);
    } else {
      if (ip !== undefined) sealedMetadata.ip = ip;
      if (userAgent !== undefined) sealedMetadata.userAgent = userAgent;
    }
    sealedMetadata.pdKeys = keyIds;
    return { ...event, data, metadata: sealedMetadata };
  }

  /** Seals each item of the fields listed in `itemOwners` with its own person's key (their keys read or made at once). */
  private async sealItems(
    data: Record<string, unknown>,
    items: SealPlan['items'],
    owner: string | null,
    use: (keyId: string) => Promise<{ index: number; key: KeyObject | null }>,
  ): Promise<void> {
    const owners = items.map(([field, ownerOf]) =>
      (data[field] as unknown[]).map((_, index) => ownerOf(data as never, index) ?? owner),
    );
    await this.keys.sealingKeys(owners.flat().filter((id): id is string => id !== null));
    for (const [i, [field]] of items.entries()) {
      const list = data[field] as unknown[];
      const sealed: unknown[] = [];
      for (const [index, item] of list.entries()) {
        const keyId = owners[i]![index];
        if (item == null || !keyId) sealed.push(item);
        else {
          const { index: keyIndex, key } = await use(keyId);
          sealed.push(sealDeep(item, keyIndex, key));
        }
      }
      data[field] = sealed;
    }
  }

  /**
   * A writer's client details sealed, the same ciphertext for the same details under the same key
   * (a class's requests come from a few addresses and browsers): no IV is used for two plaintexts,
   * and what it tells, that two events of one writer in one month came from the same client, the
   * writer's id in the clear tells already.
   */
  private sealedClient(
    keyId: string,
    index: number,
    key: KeyObject,
    address: unknown,
    agent: unknown,
  ): string {
    const ip = (address as string | undefined) ?? null;
    const userAgent = (agent as string | undefined) ?? null;
    const cacheKey = `${index}\u0000${keyId}\u0000${ip ?? ''}\u0000${userAgent ?? ''}`;
    let sealed = this.clients.get(cacheKey);
    if (sealed === undefined) {
      sealed = sealValue({ ip, userAgent }, index, key);
      if (this.clients.size >= 10_000) this.clients.clear();
      this.clients.set(cacheKey, sealed);
    }
    return sealed;
  }

  /** Opens the sealed values of a page of events with one read of the keys it lacks. */
  protected async onRead(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    let ids: Set<string> | null = null;
    for (const event of events) {
      const pdKeys = event.metadata.pdKeys;
      if (!Array.isArray(pdKeys)) continue;
      ids ??= new Set();
      for (const id of pdKeys as string[]) ids.add(id);
    }
    if (!ids) return events; // nothing sealed in the page: the same array
    const keys = await this.keys.openingKeys(ids);
    return events.map((event) => {
      const pdKeys = event.metadata.pdKeys as string[] | undefined;
      if (!Array.isArray(pdKeys)) return event;
      const plan = this.plan(event.type);
      const source = event.data as Record<string, unknown>;
      const dataFields = plan?.sealed.some((field) => holdsSealed(source[field])) ? plan.sealed : null;
      const client = event.metadata.client;
      if (!dataFields && !isSealed(client)) return event;
      const eventKeys = pdKeys.map((id) => keys.get(id) ?? null);
      // Opened when first read, the data and the metadata each as a whole: a projector that never
      // reads an event of the type (most events of a page, for most read models) never pays for it.
      let data: unknown = dataFields ? undefined : event.data;
      let metadata: EventMetadata | undefined = isSealed(client) ? undefined : event.metadata;
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the accessors below are the event's own
      const store = this;
      return {
        ...event,
        get data() {
          data ??= store.openData(event, dataFields!, eventKeys);
          return data;
        },
        set data(next: unknown) {
          data = next;
        },
        get metadata() {
          metadata ??= store.openClient(event.metadata, client as string, event, eventKeys);
          return metadata;
        },
        set metadata(next: EventMetadata) {
          metadata = next;
        },
      };
    });
  }

  private plan(type: string): SealPlan | null {
    let plan = this.plans.get(type);
    if (plan === undefined) {
      const entry = this.register[type];
      if (entry) {
        const items = Object.entries(entry.itemOwners ?? {}) as SealPlan['items'];
        const personal = personalFields(entry).filter((field) => !items.some(([item]) => item === field));
        const accessLog = [...((entry.accessLog as readonly string[] | undefined) ?? [])];
        const sealed = [...personal, ...items.map(([field]) => field), ...accessLog];
        plan = { entry, personal, accessLog, items, sealed };
      } else plan = null;
      this.plans.set(type, plan);
    }
    return plan;
  }

  /**
   * A copy of the event's data with its sealed fields open. A content field that looks sealed
   * but is not one of `fields` stays as written. A value whose key is gone reads "Dados
   * removidos" (null for a value that was not a string).
   */
  private openData(event: RecordedEvent, fields: readonly string[], keys: (KeyObject | null)[]): unknown {
    const opened = { ...(event.data as Record<string, unknown>) };
    const openDeep = (value: unknown): unknown => {
      if (isSealed(value)) {
        const result = this.openLogged(event, value, keys);
        return result.ok ? result.value : result.wasString ? ERASED : null;
      }
      if (Array.isArray(value)) return value.map(openDeep);
      if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, openDeep(v)]));
      return value;
    };
    for (const field of fields) if (holdsSealed(opened[field])) opened[field] = openDeep(opened[field]);
    return opened;
  }

  /**
   * The metadata with the writer's client address and agent (sealed together in `client`) in the
   * clear again; without them once their key is erased or expired. The same client's value is
   * opened once while its key is at hand: a writer's events of a month share it.
   */
  private openClient(
    source: EventMetadata,
    client: string,
    event: RecordedEvent,
    keys: (KeyObject | null)[],
  ): EventMetadata {
    const { client: _sealed, ...opened } = source;
    const index = Number(client.slice(PREFIX.length, client.indexOf('.', PREFIX.length)));
    if (!keys[index]) return opened;
    let details = this.openedClients.get(client);
    if (details === undefined) {
      const result = this.openLogged(event, client, keys);
      details = result.ok ? (result.value as ClientDetails) : null;
      if (this.openedClients.size >= 10_000) this.openedClients.clear();
      this.openedClients.set(client, details);
    }
    if (details?.ip != null) opened.ip = details.ip;
    if (details?.userAgent != null) opened.userAgent = details.userAgent;
    return opened;
  }

  private openLogged(event: RecordedEvent, sealed: string, keys: (KeyObject | null)[]): Opened {
    const result = openValue(sealed, keys);
    if (!result.ok && result.reason === 'damaged')
      this.logger.warn(`A sealed value of event ${event.id} (${event.type}) does not open: read as erased`);
    return result;
  }
}

/**
 * IVs drawn from the system's CSPRNG a thousand at a time: one call per value costs more than the
 * cipher itself. Each IV is used once, so random 96-bit IVs keep GCM's bound as well as one draw
 * each would.
 */
const ivPool = Buffer.alloc(IV_BYTES * 1024);
let ivOffset = ivPool.length;
function freshIv(): Buffer {
  if (ivOffset >= ivPool.length) {
    randomFillSync(ivPool);
    ivOffset = 0;
  }
  const iv = Buffer.from(ivPool.subarray(ivOffset, ivOffset + IV_BYTES));
  ivOffset += IV_BYTES;
  return iv;
}

function sealFields(
  target: Record<string, unknown>,
  fields: readonly string[],
  { index, key }: { index: number; key: KeyObject | null },
): void {
  for (const field of fields) {
    const value = target[field];
    if (value === undefined || value === null) continue;
    // A key already erased (the owner is gone): the value is not kept at all.
    target[field] = sealDeep(value, index, key);
  }
}

/**
 * A value with its text sealed: a string whole, an object or array string by string, so that the
 * ids inside (an author's `codBseUsuario`) stay readable and the shape stays what readers expect
 * once the key is gone. Numbers, booleans and null stay as they are. With no key (the owner was
 * erased), strings are not kept at all.
 */
function sealDeep(value: unknown, index: number, key: KeyObject | null): unknown {
  if (typeof value === 'string') return key ? sealValue(value, index, key) : ERASED;
  if (Array.isArray(value)) return value.map((item) => sealDeep(item, index, key));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sealDeep(v, index, key)]));
  return value;
}

/** Whether a stored value holds a sealed string anywhere inside. */
function holdsSealed(value: unknown): boolean {
  if (isSealed(value)) return true;
  if (Array.isArray(value)) return value.some(holdsSealed);
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsSealed);
  return false;
}

function sealValue(value: unknown, index: number, key: KeyObject): string {
  const isString = typeof value === 'string';
  const plaintext = isString ? value : JSON.stringify(value);
  const iv = freshIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  const body = Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}${index}.${isString ? 's' : 'j'}.${body.toString('base64url')}`;
}

type Opened = { ok: true; value: unknown } | { ok: false; reason: 'erased' | 'damaged'; wasString: boolean };

function openValue(sealed: string, keys: (KeyObject | null)[]): Opened {
  // `pd1.<index>.<s|j>.<body>`, read by position (no split: a page opens thousands of them).
  const kindAt = sealed.indexOf('.', PREFIX.length) + 1;
  const wasString = sealed.charCodeAt(kindAt) === 115; // 's'
  const key = keys[Number(sealed.slice(PREFIX.length, kindAt - 1))];
  if (!key) return { ok: false, reason: key === null ? 'erased' : 'damaged', wasString };
  try {
    const bytes = Buffer.from(sealed.slice(kindAt + 2), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES), undefined, 'utf8');
    const rest = decipher.final('utf8');
    const whole = rest ? text + rest : text;
    return { ok: true, value: wasString ? whole : JSON.parse(whole) };
  } catch {
    return { ok: false, reason: 'damaged', wasString };
  }
}
