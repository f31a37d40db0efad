import { describe, expect, it } from 'vitest';
import { fieldCodes } from '@school/modules/testing';
import { createChapterSchema, swapChaptersSchema } from '../chapter/chapter.contracts.js';
import { swapTrailsSchema, trailSchema } from './trail.contracts.js';

describe('trail and chapter forms', () => {
  it('requires a title ("É necessário preencher todos os campos antes de enviar."), trimmed', () => {
    expect(fieldCodes(trailSchema, {})).toEqual({ dscTitulo: ['trail.fieldsRequired'] });
    expect(fieldCodes(trailSchema, { dscTitulo: '   ' })).toEqual({ dscTitulo: ['trail.fieldsRequired'] });
    expect(trailSchema.parse({ dscTitulo: ' Ciências ', codBseTurma: 4 }).dscTitulo).toBe('Ciências');
  });

  it('allows 100 characters, not 101', () => {
    expect(trailSchema.parse({ dscTitulo: 'a'.repeat(100) }).dscTitulo).toHaveLength(100);
    expect(fieldCodes(trailSchema, { dscTitulo: 'a'.repeat(101) })).toEqual({
      dscTitulo: ['trail.titleMax'],
    });
    expect(fieldCodes(createChapterSchema, { dscTitulo: 'a'.repeat(101), codTrlLivro: 1 })).toEqual({
      dscTitulo: ['trail.titleMax'],
    });
  });

  it('needs the chapter’s trail', () => {
    expect(fieldCodes(createChapterSchema, { dscTitulo: 'Frações' })).toEqual({
      codTrlLivro: ['chapter.trailRequired'],
    });
  });

  it('takes the swapped records as ids or as the records themselves', () => {
    expect(swapTrailsSchema.parse({ livro1: 3, livro2: { codTrlLivro: '5', dscTitulo: 'x' } })).toEqual({
      livro1: 3,
      livro2: 5,
    });
    expect(swapChaptersSchema.parse({ capitulo1: { codTrlCapitulo: 8 }, capitulo2: '9' })).toEqual({
      capitulo1: 8,
      capitulo2: 9,
    });
    expect(swapChaptersSchema.safeParse({ capitulo1: 8 }).success).toBe(false);
  });
});
