import { sql } from 'kysely';
import type { CalendarEventEvent, CalendarEventFields, CalendarFeedEvent } from '@school/modules/community';
import { assertNever, type RecordedEvent } from '@school/modules/kernel';
import { RowChanges, type Projection } from '@school/projections/kernel';
import { type CalendarEventRow, type CalendarFeedRow, calendarSchema } from './calendar.tables.js';

type Table = keyof typeof calendarSchema;

const HANDLES = [
  'CalendarEventCreated',
  'CalendarEventChanged',
  'CalendarEventDeleted',
  'CalendarFeedRevoked',
] as const satisfies readonly (CalendarEventEvent | CalendarFeedEvent)['type'][];

const fieldsOf = (f: CalendarEventFields) => ({
  dsc_titulo: f.dscTitulo,
  hex_cor_evento: f.hexCorEvento,
  dat_evento: new Date(f.datEvento),
  ind_privado: f.indPrivado,
  perfis: f.perfis,
  cod_bse_turma: f.escopo.codBseTurma,
  escola: f.escopo.codBseEscola,
  unidade: f.escopo.codBseUnidade,
  turma: f.escopo.codBseTurma,
});

/** The calendar (`/calendario`): every live event with its audience, and each user's feed version. */
export const calendarProjection: Projection<Table> = {
  name: 'calendar',
  tables: ['calendar_events', 'calendar_feeds'],
  schema: calendarSchema,
  handles: HANDLES,

  async createTables(db, names) {
    await sql`create table ${sql.table(names.calendar_events)} (
      cod_cld_calendario int primary key,
      dsc_titulo text not null,
      hex_cor_evento text not null,
      dat_evento timestamptz not null,
      ind_privado text not null,
      perfis int[] not null,
      cod_bse_turma int,
      escola int,
      unidade int,
      turma int,
      cod_usuario_criacao int not null,
      nom_usuario text not null,
      cst_login text not null,
      cod_perfil_criacao int not null
    )`.execute(db);
    await sql`create index on ${sql.table(names.calendar_events)} (dat_evento)`.execute(db);
    await sql`create table ${sql.table(names.calendar_feeds)} (
      cod_bse_usuario int primary key,
      versao int not null
    )`.execute(db);
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    const rows = new RowChanges<CalendarEventRow>(calendarSchema.calendar_events, 'cod_cld_calendario');
    const feeds = new RowChanges<CalendarFeedRow>(calendarSchema.calendar_feeds, 'cod_bse_usuario');
    for (const event of events) {
      const e = { type: event.type, data: event.data } as CalendarEventEvent | CalendarFeedEvent;
      switch (e.type) {
        case 'CalendarEventCreated':
          rows.insert({
            cod_cld_calendario: e.data.codCldCalendario,
            ...fieldsOf(e.data),
            cod_usuario_criacao: e.data.criador.codBseUsuario,
            nom_usuario: e.data.criador.nomUsuario,
            cst_login: e.data.criador.cstLogin,
            cod_perfil_criacao: e.data.criador.codBsePerfil,
          });
          break;
        case 'CalendarEventChanged':
          rows.patch(e.data.codCldCalendario, fieldsOf(e.data));
          break;
        case 'CalendarEventDeleted':
          rows.delete(e.data.codCldCalendario);
          break;
        case 'CalendarFeedRevoked':
          feeds.insert({ cod_bse_usuario: e.data.codBseUsuario, versao: e.data.versao });
          break;
        default:
          return assertNever(e);
      }
    }
    await rows.apply(trx, names.calendar_events);
    await feeds.apply(trx, names.calendar_feeds);
  },
};
