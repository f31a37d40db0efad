import { describe, expect, it } from 'vitest';
import { formatGradeOf } from './gradeOf';

describe('a grade with its maximum', () => {
  it('reads in the reader’s language: pt and es "18,5 de 20", en "18.5 out of 20"', () => {
    expect(formatGradeOf(18.5, 20, 'pt')).toBe('18,5 de 20');
    expect(formatGradeOf(18.5, 20, 'en')).toBe('18.5 out of 20');
    expect(formatGradeOf(18.5, 20, 'es')).toBe('18,5 de 20');
  });

  it('is the total alone without a maximum, and "-" without a grade', () => {
    expect(formatGradeOf(7, null, 'pt')).toBe('7,0');
    expect(formatGradeOf(null, 20, 'pt')).toBe('-');
  });
});
