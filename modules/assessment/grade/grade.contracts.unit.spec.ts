import { describe, expect, it } from 'vitest';
import {
  assignGradesSchema,
  changeGradesSchema,
  gradeEditSchema,
  gradeEntrySchema,
} from './grade.contracts.js';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((i) => i.message))];

/** What a form or a client may send as a grade that is not one. */
const NOT_A_GRADE: unknown[] = [
  null,
  undefined,
  '',
  true,
  false,
  [5],
  { valor: 5 },
  '0x5',
  ' 5 ',
  '5 ',
  '1e1',
  '-0',
  '8.',
  '.5',
  '8,5,0',
  'NaN',
  'Infinity',
];

describe('grade contracts', () => {
  it('reads a JSON number, or a plain decimal string with a point or a comma', () => {
    expect([8.5, 0, 10, '8.5', '8,5', '7', '10.0'].map((v) => gradeEntrySchema.parse(v))).toEqual([
      8.5, 0, 10, 8.5, 8.5, 7, 10,
    ]);
    expect(gradeEditSchema.parse('999,5')).toBe(999.5);
  });

  it('refuses everything else with the range message, never as 0 or 1', () => {
    for (const value of NOT_A_GRADE) {
      expect(issues(gradeEntrySchema.safeParse(value)), JSON.stringify(value)).toEqual(['grade.entryRange']);
      expect(issues(gradeEditSchema.safeParse(value)), JSON.stringify(value)).toEqual(['grade.editRange']);
    }
    expect(issues(gradeEntrySchema.safeParse(10.5))).toEqual(['grade.entryRange']);
    expect(issues(gradeEntrySchema.safeParse('7,3'))).toEqual(['grade.entryRange']);
    expect(issues(gradeEditSchema.safeParse(-1))).toEqual(['grade.editRange']);
  });

  it('holds the request bodies of both routes to it', () => {
    const grade = { codBseAtividade: 1, codBseQuestao: 2, codBseUsuario: 3 };
    expect(assignGradesSchema.parse({ ...grade, valor: '8,5' }).notas[0]!.valor).toBe(8.5);
    for (const valor of [null, '', true, [5], '0x5', ' 5 '])
      expect(issues(assignGradesSchema.safeParse([{ ...grade, valor }]))).toEqual(['grade.entryRange']);
    expect(changeGradesSchema.parse(['8,5', 7]).valores).toEqual([8.5, 7]);
    for (const valor of [null, '', true, [5], '0x5', ' 5 '])
      expect(issues(changeGradesSchema.safeParse({ valores: [7, valor], versao: 1 }))).toEqual([
        'grade.editRange',
      ]);
  });
});
