import { describe, expect, it } from 'vitest';
import { bulkRow, demoClass } from '../../test/fixtures';
import { previewLogin } from './bulkPreview';

const turma = demoClass(5, '6º ano A', { codBseUnidade: 3 });
const row = bulkRow;

describe('previewLogin', () => {
  it("keeps a row's own login, upper-cased", () => {
    expect(previewLogin(row({ cstLogin: ' dmce-0042 ' }), turma)).toBe('DMCE-0042');
  });

  it("gives the class's prefixes and an unknown sequence when the row is placed in the class's unit", () => {
    expect(previewLogin(row(), turma)).toBe('DMCE-????');
    expect(previewLogin(row({ codBseEscola: '2', codBseUnidade: '3' }), turma)).toBe('DMCE-????');
  });

  it('does not know the prefix of another school or unit', () => {
    expect(previewLogin(row({ codBseUnidade: '9' }), turma)).toBe('????-????');
    expect(previewLogin(row({ codBseEscola: '7' }), turma)).toBe('????-????');
  });
});
