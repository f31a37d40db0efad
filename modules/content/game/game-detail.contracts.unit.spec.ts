import { describe, expect, it } from 'vitest';
import { gameDetailSchema, gameTitle } from './game-detail.contracts.js';
import { toQuestions } from './game-questions.contracts.js';

const hangman = toQuestions({ codTrlJogo: 1, question: 'Animal que mia', answer: 'gato' });

describe('a game content’s own title (decision 0071)', () => {
  it('parses an old payload without a title, read then as the game’s name', () => {
    const parsed = gameDetailSchema.parse({ ...hangman, dscConteudoJogo: 'Adivinhe' });
    expect(parsed).toMatchObject({ codTrlJogo: 1, dscTitulo: '', dscConteudoJogo: 'Adivinhe' });
    expect(gameTitle(parsed, 'Forca')).toBe('Forca');
    // A stored detail of before the title has none at all.
    expect(gameTitle({}, 'Forca')).toBe('Forca');
  });

  it('keeps a title of up to 50 characters, trimmed, and refuses a longer one', () => {
    const parsed = gameDetailSchema.parse({ ...hangman, dscTitulo: '  Forca dos bichos ' });
    expect(parsed.dscTitulo).toBe('Forca dos bichos');
    expect(gameTitle(parsed, 'Forca')).toBe('Forca dos bichos');
    expect(gameDetailSchema.parse({ ...hangman, dscTitulo: null }).dscTitulo).toBe('');
    expect(gameDetailSchema.parse({ ...hangman, dscTitulo: 'x'.repeat(50) }).dscTitulo).toHaveLength(50);
    const long = gameDetailSchema.safeParse({ ...hangman, dscTitulo: 'x'.repeat(51) });
    expect(long.error?.issues.map((i) => i.message)).toEqual(['content.titleMax']);
  });
});
