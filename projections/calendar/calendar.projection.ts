import type { CalendarEventEvent, CalendarEventFields, CalendarFeedEvent } from '@school/modules/community';
import { RowChanges, defineProjection, onEach } from '@school/projections/kernel';
import { type CalendarEventRow, type CalendarFeedRow, calendarSchema } from './calendar.tables.js';

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
  // Events stored before decision 0075 have none of these.
  para_turma: f.paraTurma ?? null,
  dsc_descricao: f.dscDescricao ?? null,
  dat_fim: f.datFim ? new Date(f.datFim) : null,
  dsc_local: f.dscLocal ?? null,
});

/**
 * The calendar (`/calendario`): every live event with its audience (its profiles and place, or
 * its class), its details, and each user's feed version.
 */
export const calendarProjection = defineProjection<CalendarEventEvent | CalendarFeedEvent>()({
  name: 'calendar',
  // 2: erased people's names, logins and the titles they wrote read "Dados removidos" (decision 0061).
  // 3: an event's class, description, end and place (decision 0075).
  version: 3,
  schema: calendarSchema,
  handles: ['CalendarEventCreated', 'CalendarEventChanged', 'CalendarEventDeleted', 'CalendarFeedRevoked'],

  async project(events, trx, names) {
    const rows = new RowChanges<CalendarEventRow>(calendarSchema.calendar_events, 'cod_cld_calendario');
    const feeds = new RowChanges<CalendarFeedRow>(calendarSchema.calendar_feeds, 'cod_bse_usuario');
    onEach(events, {
      CalendarEventCreated: (e) =>
        rows.insertFrom(
          { ...e.data, ...e.data.criador },
          {
            ...fieldsOf(e.data),
            cod_usuario_criacao: e.data.criador.codBseUsuario,
            cod_perfil_criacao: e.data.criador.codBsePerfil,
          },
        ),
      CalendarEventChanged: (e) => rows.patch(e.data.codCldCalendario, fieldsOf(e.data)),
      CalendarEventDeleted: (e) => rows.delete(e.data.codCldCalendario),
      CalendarFeedRevoked: (e) => feeds.insertFrom(e.data, {}),
    });
    await rows.apply(trx, names.calendar_events);
    await feeds.apply(trx, names.calendar_feeds);
  },
});
