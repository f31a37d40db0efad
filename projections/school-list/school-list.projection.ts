import type { SchoolEvent } from '@school/modules/organization';
import { RowChanges, createdStamps, defineProjection, onEach } from '@school/projections/kernel';
import { schoolListSchema, type SchoolRow } from './school-list.tables.js';

/** Lower case without accents: "Escola São José" is found by "sao jose". */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The schools list. A batch is folded in memory first (a school created and renamed in the
 * same batch is written once), then written with one statement per kind of change: this is
 * what makes a rebuild of 100,000 events take seconds.
 */
export const schoolListProjection = defineProjection<SchoolEvent>()({
  name: 'school-list',
  schema: schoolListSchema,
  handles: ['SchoolCreated', 'SchoolUpdated', 'SchoolDeleted'],

  async project(events, trx, names) {
    const schools = new RowChanges<SchoolRow>(schoolListSchema.school_list, 'cod_bse_escola');
    onEach(events, {
      SchoolCreated: (e) =>
        schools.insertFrom(e.data, {
          nom_escola_busca: searchable(e.data.nomEscola),
          ...createdStamps(e),
        }),
      SchoolUpdated: (e) =>
        schools.patchFrom(e.data.codBseEscola, e.data, ['nom_escola', 'cod_bse_endereco'], {
          nom_escola_busca: searchable(e.data.nomEscola),
          updated_at: e.createdAt,
        }),
      SchoolDeleted: (e) => schools.delete(e.data.codBseEscola),
    });
    await schools.apply(trx, names.school_list);
  },
});
