import type { DomainEvent } from './decider.js';
import type { EventMetadata } from './event-store.js';

/**
 * The privacy register: what each field of each event holds (decision 0061, docs/privacy.md).
 *
 * - `identity`: who a person is (name, login, e-mail, phone, address, CPF, birth date, photo).
 *   Sealed with its owner's key; gone when the owner is erased.
 * - `text`: what a person wrote (chat and forum messages, posts, support requests). Sealed and
 *   erased like identity.
 * - `record`: the academic record (answers, open ones included, choices, grades, progress,
 *   ratings, memberships). Kept (LGPD Art. 16 I), attached to the pseudonymous id.
 * - `technical`: ids, times, codes, flags, client address and agent. Not personal by itself; the
 *   fields an event lists in `accessLog` follow the access-log retention.
 * - `content`: the school's own material and organisation (trail, lesson and question texts,
 *   school, unit and class names): no person's data.
 */
export type DataClass = 'identity' | 'text' | 'record' | 'technical' | 'content';

export const DATA_CLASSES: readonly DataClass[] = ['identity', 'text', 'record', 'technical', 'content'];

/** Every key of every member of a union (keyof of a union gives only the common ones). */
type KeysOf<T> = T extends unknown ? keyof T & string : never;

/** Whose key seals an event's identity and text: a user, or a data request (its requester's details). */
export type KeyOwner = `user:${number}` | `request:${number}`;

export const userKeyOwner = (codBseUsuario: number): KeyOwner => `user:${codBseUsuario}`;

/** The key of a data request's own personal data (who asked, why): deleted when the request's retention ends. */
export const requestKeyOwner = (codSolicitacao: number): KeyOwner => `request:${codSolicitacao}`;

/**
 * The owner of what an event's author wrote when only its metadata names the author (an edit):
 * the acting user, or null when no user acted.
 */
export const actorKeyOwner = (metadata: EventMetadata): KeyOwner | null =>
  typeof metadata.actorId === 'number' ? userKeyOwner(metadata.actorId) : null;

/** An entry's owner when only the metadata names the author (an edit): `{ ...ownedByActor('who edited') }`. */
export const ownedByActor = (ownerIs: string) =>
  ({ owner: (_data: unknown, metadata: EventMetadata) => actorKeyOwner(metadata), ownerIs }) as const;

export interface EventPrivacy<Data> {
  /** Every field of the event's data, with its class: the type leaves none out. */
  readonly fields: { readonly [K in KeysOf<Data>]-?: DataClass };
  /**
   * Whose identity and text the event holds (required when a field is `identity` or `text`).
   * Null: nobody's here (a school's login prefix in a reservation), so the fields stay in clear;
   * in an event with `accessLog`, a login nobody has: sealed with the month's key, dropped with
   * the access log. The owner's key also seals the event's client address and agent (metadata).
   */
  readonly owner?: (data: Data, metadata: EventMetadata) => KeyOwner | null;
  /** Who the owner is, in a few words (docs/privacy.md). Required with `owner`. */
  readonly ownerIs?: string;
  /**
   * Identity fields that list other people's, one item each (a bulk import's logins, one per
   * user it creates): each item is sealed with the key of the person this names for it (the
   * event's owner's when it names nobody), so that one person's erasure reaches their item.
   */
  readonly itemOwners?: { readonly [K in KeysOf<Data>]?: (data: Data, index: number) => KeyOwner | null };
  /** Technical fields that are part of the access log (client address, system, browser): dropped after ACCESS_LOG_RETENTION_MONTHS. */
  readonly accessLog?: readonly KeysOf<Data>[];
  /** Why the event holds personal data, in a few words (docs/privacy.md). Required with identity or text. */
  readonly why?: string;
  /**
   * How long its identity and text are kept, when not until the owner is erased (an owner that is
   * no person: a data request's details go when its retention ends), in a few words (docs/privacy.md).
   */
  readonly kept?: string;
}

type DataOf<Event extends DomainEvent, Type> = Extract<Event, { type: Type }>['data'];

/** One entry per event type of a union, each listing every field of its data. */
export type PrivacyRegister<Event extends DomainEvent> = {
  readonly [Type in Event['type']]: EventPrivacy<DataOf<Event, Type>>;
};

/** Any context's register, as the store and the docs read it. */
export type AnyPrivacyRegister = Readonly<Record<string, EventPrivacy<never>>>;

/** A context's register, checked complete and exact at compile time: `privacyRegister<UserEvent>({ UserCreated: {...}, ... })`. */
export function privacyRegister<Event extends DomainEvent>(
  register: PrivacyRegister<Event>,
): PrivacyRegister<Event> {
  return register;
}

/** The whole register from each context's; two contexts claiming a type is a bug. */
export function composePrivacyRegisters(...parts: object[]): AnyPrivacyRegister {
  const all: Record<string, EventPrivacy<never>> = {};
  for (const part of parts) {
    for (const [type, entry] of Object.entries(part as AnyPrivacyRegister)) {
      if (all[type]) throw new Error(`Two privacy entries for ${type}`);
      all[type] = entry;
    }
  }
  return all;
}

/** The fields of an entry that are sealed with the owner's key (those with `itemOwners` item by item). */
export function personalFields(entry: EventPrivacy<never>): string[] {
  return Object.entries(entry.fields as Record<string, DataClass>)
    .filter(([, dataClass]) => dataClass === 'identity' || dataClass === 'text')
    .map(([field]) => field);
}

/**
 * What a reader gets where an erased person's identity or text was: the Portuguese words, which
 * the API's answers and files translate for the caller's language (decision 0061).
 */
export const ERASED = 'Dados removidos';

/**
 * The fields of an event's data its entry does not classify: empty when the register covers
 * what was really appended (a runtime check for tests; the types check what is declared).
 */
export function unclassifiedFields(register: AnyPrivacyRegister, type: string, data: unknown): string[] {
  const entry = register[type];
  if (!entry) throw new Error(`No privacy entry for ${type}`);
  if (typeof data !== 'object' || data === null) return [];
  return Object.keys(data).filter((field) => !Object.hasOwn(entry.fields, field));
}
