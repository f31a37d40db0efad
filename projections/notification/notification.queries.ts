import { sql } from 'kysely';
import {
  NOTIFICATION_RETENTION_DAYS,
  type Notification,
  type NotificationKind,
  type NotificationPage,
} from '@school/modules/community';
import { pageOf, tablesOf, type Db } from '@school/projections/kernel';
import { notificationSchema } from './notification.tables.js';

export const NOTIFICATION_RETENTION_MS = NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** The first instant a notification made before is no longer answered. */
const keptSince = (now: Date) => new Date(now.getTime() - NOTIFICATION_RETENTION_MS);

function mine(db: Db, person: number, now: Date) {
  return tablesOf(db, notificationSchema)
    .selectFrom('notifications')
    .where('cod_bse_usuario', '=', person)
    .where('created_at', '>=', keptSince(now));
}

/** A page of the person's notifications, newest first, with how many of all are unread. */
export async function notificationsOf(
  db: Db,
  person: number,
  page: { page: number; size: number },
  now = new Date(),
): Promise<NotificationPage> {
  const [{ rows, total }, unread] = await Promise.all([
    pageOf(
      mine(db, person, now),
      (list) =>
        list.select(['id', 'tipo', 'registro', 'cod_bse_turma', 'lida', 'created_at']).orderBy('id', 'desc'),
      page,
    ),
    mine(db, person, now)
      .where('lida', '=', false)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const itens: Notification[] = rows.map((r) => ({
    id: r.id,
    tipo: r.tipo as NotificationKind,
    registro: r.registro,
    codBseTurma: r.cod_bse_turma,
    lida: r.lida,
    criadaEm: r.created_at.toISOString(),
  }));
  return { itens, total, naoLidas: unread.n };
}

/** Those of `ids` that are the person's own unread notifications (still kept); all of them without `ids`. */
export async function unreadNotificationIds(
  db: Db,
  person: number,
  ids?: readonly number[],
  now = new Date(),
): Promise<number[]> {
  if (ids?.length === 0) return [];
  let query = mine(db, person, now).where('lida', '=', false);
  if (ids) query = query.where('id', 'in', [...ids]);
  const rows = await query.select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Who got a notification from these events (the live push tells each of them). */
export async function notifiedBy(db: Db, eventIds: readonly string[]): Promise<number[]> {
  if (eventIds.length === 0) return [];
  const rows = await tablesOf(db, notificationSchema)
    .selectFrom('notifications')
    .select('cod_bse_usuario')
    .distinct()
    .where('event_id', 'in', [...eventIds])
    .execute();
  return rows.map((r) => r.cod_bse_usuario);
}
