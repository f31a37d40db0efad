import { tablesOf, type Db } from '@school/projections/kernel';
import { calendarSchema } from './calendar.tables.js';

/** An event as stored here, with where a public one is seen. */
export interface CalendarEventRecord {
  codCldCalendario: number;
  dscTitulo: string;
  hexCorEvento: string;
  datEvento: Date;
  indPrivado: 'S' | 'N';
  perfis: number[];
  codBseTurma: number | null;
  /** The class it is for (decision 0075), or null. */
  paraTurma: number | null;
  dscDescricao: string | null;
  datFim: Date | null;
  dscLocal: string | null;
  escopo: { codBseEscola: number | null; codBseUnidade: number | null; codBseTurma: number | null };
  codUsuarioCriacao: number;
  nomUsuario: string;
  cstLogin: string;
  codPerfilCriacao: number;
}

function selectEvents(db: Db) {
  return tablesOf(db, calendarSchema)
    .selectFrom('calendar_events')
    .select([
      'cod_cld_calendario',
      'dsc_titulo',
      'hex_cor_evento',
      'dat_evento',
      'ind_privado',
      'perfis',
      'cod_bse_turma',
      'escola',
      'unidade',
      'turma',
      'cod_usuario_criacao',
      'nom_usuario',
      'cst_login',
      'cod_perfil_criacao',
      'para_turma',
      'dsc_descricao',
      'dat_fim',
      'dsc_local',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectEvents>['executeTakeFirstOrThrow']>>;

const record = (r: Row): CalendarEventRecord => ({
  codCldCalendario: r.cod_cld_calendario,
  dscTitulo: r.dsc_titulo,
  hexCorEvento: r.hex_cor_evento,
  datEvento: r.dat_evento,
  indPrivado: r.ind_privado === 'S' ? 'S' : 'N',
  perfis: r.perfis,
  codBseTurma: r.cod_bse_turma,
  paraTurma: r.para_turma,
  dscDescricao: r.dsc_descricao,
  datFim: r.dat_fim,
  dscLocal: r.dsc_local,
  escopo: { codBseEscola: r.escola, codBseUnidade: r.unidade, codBseTurma: r.turma },
  codUsuarioCriacao: r.cod_usuario_criacao,
  nomUsuario: r.nom_usuario,
  cstLogin: r.cst_login,
  codPerfilCriacao: r.cod_perfil_criacao,
});

/**
 * The events a viewer may be shown, by date: its own, the public ones addressed to its profile,
 * and those for one of its classes (the place rule is the caller's to apply,
 * `canSeeCalendarEvent`). Optionally of one creator profile, or its own only, and within [from, to).
 */
export async function candidateEvents(
  db: Db,
  viewer: { codBseUsuario: number; codBsePerfil: number; turmas?: readonly number[] },
  filter: { own?: boolean; creatorProfile?: number; from?: Date; to?: Date } = {},
): Promise<CalendarEventRecord[]> {
  let query = selectEvents(db).where((eb) =>
    filter.own
      ? eb('cod_usuario_criacao', '=', viewer.codBseUsuario)
      : eb.or([
          eb('cod_usuario_criacao', '=', viewer.codBseUsuario),
          eb.and([eb('ind_privado', '=', 'N'), eb(eb.val(viewer.codBsePerfil), '=', eb.fn.any('perfis'))]),
          ...(viewer.turmas?.length ? [eb('para_turma', 'in', [...viewer.turmas])] : []),
        ]),
  );
  if (filter.creatorProfile !== undefined)
    query = query.where('cod_perfil_criacao', '=', filter.creatorProfile);
  if (filter.from) query = query.where('dat_evento', '>=', filter.from);
  if (filter.to) query = query.where('dat_evento', '<', filter.to);
  return (await query.orderBy('dat_evento').orderBy('cod_cld_calendario').execute()).map(record);
}

export async function findCalendarEvent(db: Db, id: number): Promise<CalendarEventRecord | undefined> {
  const row = await selectEvents(db).where('cod_cld_calendario', '=', id).executeTakeFirst();
  return row && record(row);
}

/** A user's feed version (0 until its first revocation). */
export async function calendarFeedVersion(db: Db, codBseUsuario: number): Promise<number> {
  const row = await tablesOf(db, calendarSchema)
    .selectFrom('calendar_feeds')
    .select('versao')
    .where('cod_bse_usuario', '=', codBseUsuario)
    .executeTakeFirst();
  return row?.versao ?? 0;
}
