import type { QuestionOption, QuestionType } from '@school/modules/assessment';
import { findRowWith, tablesOf, type Db } from '@school/projections/kernel';
import { activitiesSchema } from './activities.tables.js';

/** An activity as stored here (its trail's and chapters' titles are the content read models'). */
export interface ActivityRecord {
  codBseAtividade: number;
  nomAtividade: string;
  desDescricao: string;
  codTrlLivro: number;
  capitulos: number[];
  codUsuarioCriacao: number;
  nomUsuarioCriacao: string;
  datCriacao: Date;
  /** The owner school; null: the network's catalogue (decision 0071). */
  codBseEscola: number | null;
  questoes: number;
}

/**
 * Whose activities a list shows (decision 0071): every one, or the catalogue's with those of a
 * school and those of an author.
 */
export type ActivityVisibility = 'all' | { schoolId: number | null; authorId: number };

/** A question as stored here. */
export interface QuestionRecord {
  codBseQuestao: number;
  codBseAtividade: number;
  titulo: string;
  enuEnunciado: string;
  tipoQuestao: QuestionType;
  multiplaEscolha: QuestionOption[];
  resRespostaEsperada: string;
}

const tables = (db: Db) => tablesOf(db, activitiesSchema);

function selectActivities(db: Db) {
  return tables(db)
    .selectFrom('activities as a')
    .select((eb) => [
      'a.cod_bse_atividade as codBseAtividade',
      'a.nom_atividade as nomAtividade',
      'a.des_descricao as desDescricao',
      'a.cod_trl_livro as codTrlLivro',
      'a.capitulos as capitulos',
      'a.cod_usuario_criacao as codUsuarioCriacao',
      'a.nom_usuario_criacao as nomUsuarioCriacao',
      'a.dat_criacao as datCriacao',
      'a.cod_bse_escola as codBseEscola',
      eb
        .selectFrom('activity_questions as q')
        .select((q) => q.fn.countAll<string>().as('n'))
        .whereRef('q.cod_bse_atividade', '=', 'a.cod_bse_atividade')
        .as('questoes'),
    ]);
}

const record = (
  row: Omit<ActivityRecord, 'questoes'> & { questoes: string | number | null },
): ActivityRecord => ({
  ...row,
  questoes: Number(row.questoes ?? 0),
});

/** The activities, newest first; of one trail, and covering at least one of `chapters`, when given. */
export async function listActivities(
  db: Db,
  filter: { codTrlLivro?: number; chapters?: number[]; ids?: number[]; visible?: ActivityVisibility } = {},
): Promise<ActivityRecord[]> {
  let query = selectActivities(db).orderBy('a.cod_bse_atividade', 'desc');
  const visible = filter.visible ?? 'all';
  if (visible !== 'all')
    query = query.where((eb) =>
      eb.or([
        eb('a.cod_bse_escola', 'is', null),
        ...(visible.schoolId === null ? [] : [eb('a.cod_bse_escola', '=', visible.schoolId)]),
        eb('a.cod_usuario_criacao', '=', visible.authorId),
      ]),
    );
  if (filter.codTrlLivro !== undefined) query = query.where('a.cod_trl_livro', '=', filter.codTrlLivro);
  if (filter.chapters?.length) query = query.where((eb) => eb('a.capitulos', '&&', eb.val(filter.chapters!)));
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    query = query.where('a.cod_bse_atividade', 'in', filter.ids);
  }
  return (await query.execute()).map(record);
}

export async function findActivity(db: Db, id: number): Promise<ActivityRecord | undefined> {
  const row = await selectActivities(db).where('a.cod_bse_atividade', '=', id).executeTakeFirst();
  return row ? record(row) : undefined;
}

/** An activity's questions, in the order they were added. */
export async function questionsOf(db: Db, codBseAtividade: number): Promise<QuestionRecord[]> {
  const rows = await tables(db)
    .selectFrom('activity_questions')
    .selectAll()
    .where('cod_bse_atividade', '=', codBseAtividade)
    .orderBy('cod_bse_questao')
    .execute();
  return rows.map(question);
}

export async function findQuestion(db: Db, id: number): Promise<QuestionRecord | undefined> {
  const row = await findRowWith(db, activitiesSchema, 'activity_questions', { cod_bse_questao: id });
  return row ? question(row) : undefined;
}

function question(row: {
  cod_bse_questao: number;
  cod_bse_atividade: number;
  titulo: string;
  enunciado: string;
  tipo: string;
  opcoes: string;
  resposta_esperada: string;
}): QuestionRecord {
  return {
    codBseQuestao: row.cod_bse_questao,
    codBseAtividade: row.cod_bse_atividade,
    titulo: row.titulo,
    enuEnunciado: row.enunciado,
    tipoQuestao: row.tipo as QuestionType,
    multiplaEscolha: JSON.parse(row.opcoes) as QuestionOption[],
    resRespostaEsperada: row.resposta_esperada,
  };
}
