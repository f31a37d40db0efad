import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { firstItemError, GameFormShell, ListError, markCorrect } from './GameFormShell';

describe('the game forms’ shared pieces', () => {
  it('wraps the fields in a form with the locked "Salvar", or the footer given', () => {
    const submit = vi.fn((event?: { preventDefault(): void }) => event?.preventDefault());
    renderWithProviders(
      <GameFormShell submit={submit} id="jogo">
        <ListError error="Favor subir 4 imagens." />
      </GameFormShell>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Favor subir 4 imagens.');
    screen.getByRole('button', { name: 'Salvar' }).click();
    expect(submit).toHaveBeenCalled();
    expect(document.getElementById('jogo')?.tagName).toBe('FORM');
  });

  it('marks one answer correct and finds a list item’s error', () => {
    const answers = [{ indRespostaCorreta: 'S' as const }, { indRespostaCorreta: 'N' as const }];
    expect(markCorrect(answers, 1)).toEqual([{ indRespostaCorreta: 'N' }, { indRespostaCorreta: 'S' }]);
    expect(firstItemError({ question: 'x', 'images.2': 'bad' }, 'images')).toBe('bad');
    expect(firstItemError({ images: 'few' }, 'images')).toBeUndefined();
  });
});
