import { findRowWith, type Db } from '@school/projections/kernel';
import { gradesSeenSchema } from './grades-seen.tables.js';

/** When the student last looked at its grades; null when it never did. */
export async function gradesSeenAt(db: Db, codBseUsuario: number): Promise<Date | null> {
  const row = await findRowWith(db, gradesSeenSchema, 'grades_seen', { cod_bse_usuario: codBseUsuario });
  return row ? new Date(row.visto_em) : null;
}
