import { sql } from 'kysely';
import type { ClassActivityEvent, GradeEvent } from '@school/modules/assessment';
import type {
  CalendarEventEvent,
  ForumEvent,
  NotificationEvent,
  NotificationKind,
} from '@school/modules/community';
import type { UserEvent } from '@school/modules/identity';
import { assertNever, Profile } from '@school/modules/kernel';
import type { ClassEvent } from '@school/modules/organization';
import type { SupportEvent } from '@school/modules/support';
import type { ClassBookEvent } from '@school/modules/teaching';
import { defineProjection, type RecordedOf, type TableNames, type Trx } from '@school/projections/kernel';
import { NOTIFICATION_RETENTION_MS } from './notification.queries.js';
import { notificationSchema } from './notification.tables.js';

/** The events the notifications are made from, and those of who gets them. */
export type NotificationSourceEvent =
  | ClassActivityEvent
  | GradeEvent
  | CalendarEventEvent
  | ForumEvent
  | NotificationEvent
  | UserEvent
  | ClassEvent
  | SupportEvent
  | ClassBookEvent;

const HANDLES = [
  'ClassActivityOpened',
  'ClassActivityRemoved',
  'GradeAssigned',
  'CalendarEventCreated',
  'CalendarEventDeleted',
  'ForumTopicOpened',
  'ForumTopicDeleted',
  'ForumPostPublished',
  'ClassBookActivated',
  'ClassBookArchived',
  'SupportRequested',
  'SupportRequestDeleted',
  'NotificationsRead',
  'UserCreated',
  'UserUpdated',
  'UserDeleted',
  'ClassMemberRemoved',
  'ClassDeleted',
] as const satisfies readonly NotificationSourceEvent['type'][];

type Names = TableNames<keyof typeof notificationSchema & string>;
type Event = RecordedOf<NotificationSourceEvent, (typeof HANDLES)[number]>;

/**
 * Each person's notifications (decision 0065): a new activity or trail for its class, a grade of
 * its answer, a reply in a forum topic it opened or answered, a calendar event for its class, its
 * support request dealt with. The recipients come from what this read model keeps of the log up to
 * each event, never from another read model (which a rebuild would find ahead), and never include
 * the person who caused it. A record deleted takes its notifications along; a person's marks come
 * from `NotificationsRead`; what is older than NOTIFICATION_RETENTION_DAYS is dropped.
 */
export const notificationProjection = defineProjection<NotificationSourceEvent>()({
  name: 'notification',
  schema: notificationSchema,
  handles: HANDLES,

  async project(events, trx, names) {
    const writer = new NotificationWriter(trx, names, await lastId(trx, names));
    // Each event reads what the ones before it wrote (members, participants): one after another.
    for (const event of events) await project(writer, event);
    await writer.finish(events[events.length - 1]?.createdAt);
  },
});

async function project(w: NotificationWriter, e: Event): Promise<void> {
  switch (e.type) {
    case 'ClassActivityOpened':
      return w.notify(
        e,
        'activityOpened',
        e.data.codBseAtividade,
        e.data.codBseTurma,
        await w.students(e.data.codBseTurma),
      );
    case 'ClassActivityRemoved':
      return w.forget('activityOpened', e.data.codBseAtividade, e.data.codBseTurma);
    case 'GradeAssigned':
      return w.notify(e, 'gradeAssigned', e.data.codBseAtividade, e.data.codBseTurma, [e.data.codBseUsuario]);
    case 'CalendarEventCreated': {
      const { escopo, indPrivado, perfis, criador, paraTurma } = e.data;
      // One for a class (decision 0075) goes to its students and teachers, whatever its profiles.
      const turma = paraTurma ?? escopo.codBseTurma;
      if (indPrivado === 'S' || turma === null) return;
      const people = await w.members(turma, paraTurma == null ? perfis : [Profile.Professor, Profile.Aluno]);
      return w.notify(
        e,
        'calendarEvent',
        e.data.codCldCalendario,
        turma,
        people.filter((p) => p !== criador.codBseUsuario),
      );
    }
    case 'CalendarEventDeleted':
      return w.forget('calendarEvent', e.data.codCldCalendario);
    case 'ForumTopicOpened':
      return w.joinTopic(e.data.codFrmTopico, e.data.autor.codBseUsuario);
    case 'ForumTopicDeleted':
      await w.forget('forumReply', e.data.codFrmTopico);
      return w.dropTopic(e.data.codFrmTopico);
    case 'ForumPostPublished': {
      const author = e.data.autor.codBseUsuario;
      const people = (await w.topicPeople(e.data.codFrmTopico)).filter((p) => p !== author);
      await w.notify(e, 'forumReply', e.data.codFrmTopico, null, people);
      return w.joinTopic(e.data.codFrmTopico, author);
    }
    case 'ClassBookActivated':
      return w.notify(
        e,
        'trailActivated',
        e.data.codTrlLivroTurma,
        e.data.codBseTurma,
        await w.students(e.data.codBseTurma),
      );
    case 'ClassBookArchived':
      return w.forget('trailActivated', e.data.codTrlLivroTurma);
    case 'SupportRequested':
      return w.supportSent(e.data.codBseSuporte, e.data.codBseUsuario);
    case 'SupportRequestDeleted': {
      const sender = await w.supportSender(e.data.codBseSuporte);
      if (sender !== undefined) await w.notify(e, 'supportAnswered', e.data.codBseSuporte, null, [sender]);
      return;
    }
    case 'NotificationsRead':
      return w.read(e.data.codBseUsuario, e.data.ids);
    case 'UserCreated':
      return w.created(e.data.codBseUsuario, e.data.codBsePerfil, e.data.turmas);
    case 'UserUpdated':
      if (e.data.codBsePerfil !== undefined) await w.setProfile(e.data.codBseUsuario, e.data.codBsePerfil);
      if (e.data.turmas !== undefined) await w.setMemberships(e.data.codBseUsuario, e.data.turmas);
      return;
    case 'UserDeleted':
      return w.dropPerson(e.data.codBseUsuario);
    case 'ClassMemberRemoved':
      return w.leaveClass(e.data.codBseTurma, e.data.codBseUsuario);
    case 'ClassDeleted':
      return w.dropClass(e.data.codBseTurma);
    default:
      return assertNever(e);
  }
}

async function lastId(trx: Trx, names: Names): Promise<number> {
  const row = await trx
    .selectFrom(names.notification_counter)
    .select('ultimo')
    .where('chave', '=', 1)
    .executeTakeFirst();
  return Number(row?.ultimo ?? 0);
}

/** The writes of one batch, in event order; the counter is written once at the end. */
class NotificationWriter {
  constructor(
    private readonly trx: Trx,
    private readonly names: Names,
    private last: number,
  ) {}

  /**
   * A notification to each of `people`, but to none who has one of this record unread already
   * (ten replies in a topic are one notification until it is read), counted within the days
   * kept, as of the event, so that a rebuild (which sweeps later) decides alike.
   */
  async notify(
    e: Event,
    tipo: NotificationKind,
    registro: number,
    turma: number | null,
    people: readonly number[],
  ): Promise<void> {
    const unique = [...new Set(people)];
    if (unique.length === 0) return;
    const since = new Date(e.createdAt.getTime() - NOTIFICATION_RETENTION_MS);
    const pending = await this.trx
      .selectFrom(this.names.notifications)
      .select('cod_bse_usuario')
      .where('tipo', '=', tipo)
      .where('registro', '=', registro)
      .where('lida', '=', false)
      .where('created_at', '>=', since)
      .where('cod_bse_usuario', 'in', unique)
      .execute();
    const waiting = new Set(pending.map((r) => Number(r.cod_bse_usuario)));
    const rows = unique
      .filter((p) => !waiting.has(p))
      .sort((a, b) => a - b)
      .map((person) => ({
        id: ++this.last,
        cod_bse_usuario: person,
        tipo,
        registro,
        cod_bse_turma: turma,
        event_id: e.id,
        created_at: e.createdAt,
        lida: false,
      }));
    if (rows.length) await this.trx.insertInto(this.names.notifications).values(rows).execute();
  }

  /** The record is gone: its notifications go too (of one class, when `turma` is given). */
  async forget(tipo: NotificationKind, registro: number, turma?: number): Promise<void> {
    let query = this.trx
      .deleteFrom(this.names.notifications)
      .where('tipo', '=', tipo)
      .where('registro', '=', registro);
    if (turma !== undefined) query = query.where('cod_bse_turma', '=', turma);
    await query.execute();
  }

  async read(person: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.trx
      .updateTable(this.names.notifications)
      .set({ lida: true })
      .where('cod_bse_usuario', '=', person)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** The class's students. */
  students(turma: number): Promise<number[]> {
    return this.members(turma, [Profile.Aluno]);
  }

  /** The class's members of these profiles. */
  async members(turma: number, profiles: readonly number[]): Promise<number[]> {
    if (profiles.length === 0) return [];
    const rows = await this.trx
      .selectFrom(`${this.names.notification_members} as m`)
      .innerJoin(`${this.names.notification_people} as p`, 'p.cod_bse_usuario', 'm.cod_bse_usuario')
      .select('m.cod_bse_usuario')
      .where('m.cod_bse_turma', '=', turma)
      .where('p.cod_bse_perfil', 'in', [...profiles])
      .execute();
    return rows.map((r) => Number(r.cod_bse_usuario));
  }

  /** A new user: its profile and classes. */
  async created(person: number, profile: number, turmas: readonly number[]): Promise<void> {
    await this.setProfile(person, profile);
    await this.setMemberships(person, turmas, false);
  }

  /** The person now belongs to exactly these classes (`known`: it may have had others before). */
  async setMemberships(person: number, turmas: readonly number[], known = true): Promise<void> {
    if (known)
      await this.trx
        .deleteFrom(this.names.notification_members)
        .where('cod_bse_usuario', '=', person)
        .execute();
    if (turmas.length === 0) return;
    const rows = [...new Set(turmas)].map((t) => ({ cod_bse_turma: t, cod_bse_usuario: person }));
    await this.trx.insertInto(this.names.notification_members).values(rows).execute();
  }

  async setProfile(person: number, profile: number): Promise<void> {
    await sql`insert into ${sql.table(this.names.notification_people)} (cod_bse_usuario, cod_bse_perfil)
      values (${person}, ${profile})
      on conflict (cod_bse_usuario) do update set cod_bse_perfil = excluded.cod_bse_perfil`.execute(this.trx);
  }

  async leaveClass(turma: number, person: number): Promise<void> {
    await this.trx
      .deleteFrom(this.names.notification_members)
      .where('cod_bse_turma', '=', turma)
      .where('cod_bse_usuario', '=', person)
      .execute();
  }

  async dropClass(turma: number): Promise<void> {
    await this.trx.deleteFrom(this.names.notification_members).where('cod_bse_turma', '=', turma).execute();
  }

  /** A deleted user: its memberships, its part in topics and its notifications go. */
  async dropPerson(person: number): Promise<void> {
    for (const table of [
      this.names.notification_people,
      this.names.notification_members,
      this.names.notification_topic_people,
      this.names.notifications,
    ])
      await this.trx.deleteFrom(table).where('cod_bse_usuario', '=', person).execute();
  }

  async joinTopic(topic: number, person: number): Promise<void> {
    await sql`insert into ${sql.table(this.names.notification_topic_people)} (cod_frm_topico, cod_bse_usuario)
      values (${topic}, ${person}) on conflict do nothing`.execute(this.trx);
  }

  async topicPeople(topic: number): Promise<number[]> {
    const rows = await this.trx
      .selectFrom(this.names.notification_topic_people)
      .select('cod_bse_usuario')
      .where('cod_frm_topico', '=', topic)
      .execute();
    return rows.map((r) => Number(r.cod_bse_usuario));
  }

  async dropTopic(topic: number): Promise<void> {
    await this.trx
      .deleteFrom(this.names.notification_topic_people)
      .where('cod_frm_topico', '=', topic)
      .execute();
  }

  async supportSent(request: number, person: number): Promise<void> {
    await sql`insert into ${sql.table(this.names.notification_support_senders)} (cod_bse_suporte, cod_bse_usuario)
      values (${request}, ${person}) on conflict (cod_bse_suporte) do update set cod_bse_usuario = excluded.cod_bse_usuario`.execute(
      this.trx,
    );
  }

  /** The request's sender, once: the request leaves the desk with this. */
  async supportSender(request: number): Promise<number | undefined> {
    const row = await this.trx
      .deleteFrom(this.names.notification_support_senders)
      .where('cod_bse_suporte', '=', request)
      .returning('cod_bse_usuario')
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.cod_bse_usuario);
  }

  /** Writes the counter and drops what is older than the days kept, as of the batch's last event. */
  async finish(lastAt: Date | undefined): Promise<void> {
    await sql`insert into ${sql.table(this.names.notification_counter)} (chave, ultimo) values (1, ${this.last})
      on conflict (chave) do update set ultimo = excluded.ultimo`.execute(this.trx);
    if (lastAt === undefined) return;
    await this.trx
      .deleteFrom(this.names.notifications)
      .where('created_at', '<', new Date(lastAt.getTime() - NOTIFICATION_RETENTION_MS))
      .execute();
  }
}
