import { findRowWith, tablesOf, type Db } from '@school/projections/kernel';
import { classActivitiesSchema } from './class-activities.tables.js';

/** A class's activity as stored here (its name and description are the activities read model's). */
export interface ClassActivityRecord {
  codBseAtividadeTurma: number;
  codBseTurma: number;
  codBseAtividade: number;
  indAtivo: 'S' | 'N';
}

const tables = (db: Db) => tablesOf(db, classActivitiesSchema);

const link = (row: {
  cod_bse_atividade_turma: number;
  cod_bse_turma: number;
  cod_bse_atividade: number;
  ind_ativo: boolean;
}): ClassActivityRecord => ({
  codBseAtividadeTurma: row.cod_bse_atividade_turma,
  codBseTurma: row.cod_bse_turma,
  codBseAtividade: row.cod_bse_atividade,
  indAtivo: row.ind_ativo ? 'S' : 'N',
});

/** A class's activities, in the order added; only the open ones with `onlyOpen`. */
export async function classActivitiesOf(
  db: Db,
  codBseTurma: number,
  onlyOpen = false,
): Promise<ClassActivityRecord[]> {
  let query = tables(db)
    .selectFrom('class_activities')
    .selectAll()
    .where('cod_bse_turma', '=', codBseTurma)
    .orderBy('cod_bse_atividade_turma');
  if (onlyOpen) query = query.where('ind_ativo', '=', true);
  return (await query.execute()).map(link);
}

export async function findClassActivity(db: Db, id: number): Promise<ClassActivityRecord | undefined> {
  const row = await findRowWith(db, classActivitiesSchema, 'class_activities', {
    cod_bse_atividade_turma: id,
  });
  return row ? link(row) : undefined;
}

/** The activity in the class, if it was added there. */
export async function classActivityOf(
  db: Db,
  codBseTurma: number,
  codBseAtividade: number,
): Promise<ClassActivityRecord | undefined> {
  const values = { cod_bse_turma: codBseTurma, cod_bse_atividade: codBseAtividade };
  const row = await findRowWith(db, classActivitiesSchema, 'class_activities', values);
  return row ? link(row) : undefined;
}
