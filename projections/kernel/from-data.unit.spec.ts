import { describe, expect, it } from 'vitest';
import { columnsFrom, fieldOf, RowChanges, type RowOf, rowFrom, type SchemaSpec } from './index.js';

const schema = {
  links: {
    columns: { cod_trl_livro_turma: 'int4', cod_bse_turma: 'int4', nom_turma: 'text?', ind_ativo: 'bool' },
    primaryKey: 'cod_trl_livro_turma',
  },
} as const satisfies SchemaSpec;
type Link = RowOf<typeof schema, 'links'>;
const columns = Object.keys(schema.links.columns);

describe('rows from event data by the naming convention', () => {
  it('names a column by its field: cod_trl_livro_turma <- codTrlLivroTurma', () => {
    expect(fieldOf('cod_trl_livro_turma')).toBe('codTrlLivroTurma');
    expect(fieldOf('titulo')).toBe('titulo');
  });

  it('fills every declared column, in order, from its field or from the others given', () => {
    const data = { codTrlLivroTurma: 1, codBseTurma: 2, nomTurma: 'A', extra: 'x' };
    const row = rowFrom<Link>(columns, data, { ind_ativo: false, nom_turma: null });
    expect(Object.entries(row)).toEqual([
      ['cod_trl_livro_turma', 1],
      ['cod_bse_turma', 2],
      ['nom_turma', null],
      ['ind_ativo', false],
    ]);
  });

  it('asks for the columns no field fills, typed against the row', () => {
    const links = new RowChanges<Link>(schema.links, 'cod_trl_livro_turma');
    const data = { codTrlLivroTurma: 1, codBseTurma: 2, nomTurma: 'A' };
    // @ts-expect-error ind_ativo has no field in the data
    links.insertFrom(data, {});
    // @ts-expect-error codBseTurma is a string: cod_bse_turma must be given
    links.insertFrom({ ...data, codBseTurma: '2' }, { ind_ativo: true });
    links.insertFrom(data, { ind_ativo: true });
    expect(links.pending(1)).toEqual({
      cod_trl_livro_turma: 1,
      cod_bse_turma: 2,
      nom_turma: 'A',
      ind_ativo: true,
    });
  });

  it('patches the named columns, leaving a field the data does not carry unchanged', () => {
    const links = new RowChanges<Link>(schema.links, 'cod_trl_livro_turma');
    links.insertFrom({ codTrlLivroTurma: 1, codBseTurma: 2, nomTurma: 'A' }, { ind_ativo: false });
    const edit: { codBseTurma?: number; nomTurma?: string | null } = { nomTurma: 'B' };
    links.patchFrom(1, edit, ['cod_bse_turma', 'nom_turma'], { ind_ativo: true });
    expect(links.pending(1)).toEqual({
      cod_trl_livro_turma: 1,
      cod_bse_turma: 2,
      nom_turma: 'B',
      ind_ativo: true,
    });
    // @ts-expect-error ind_ativo is no field of the data
    links.patchFrom(1, edit, ['ind_ativo']);
    expect(columnsFrom<Link, typeof edit, 'nom_turma'>(edit, ['nom_turma'])).toEqual({ nom_turma: 'B' });
  });
});
