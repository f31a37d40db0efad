import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFollowsLanguage, renderWithProviders } from '../../test/render';
import { ChapterCelebration } from './ChapterCelebration';

const chapter = { codTrlCapitulo: 1, conteudos: 6, feitos: 6, jogos: 4, vencidos: 3, concluido: true };

describe('a chapter’s celebration', () => {
  it('shows a star for each game, filled for those won, and says it in words', () => {
    renderWithProviders(<ChapterCelebration name="A água" chapter={chapter} />);
    const card = screen.getByTestId('chapter-celebration');
    expect(card).toHaveTextContent('Capítulo concluído: A água!');
    expect(card).toHaveTextContent('3 de 4 jogos vencidos');
    const stars = card.querySelectorAll('svg[data-won]');
    expect([...stars].map((s) => s.getAttribute('data-won'))).toEqual(['true', 'true', 'true', 'false']);
    // The stars are decoration: the words say it.
    expect(stars[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('has no stars for a chapter without games', () => {
    renderWithProviders(<ChapterCelebration name="O ar" chapter={{ ...chapter, jogos: 0, vencidos: 0 }} />);
    expect(screen.getByTestId('chapter-celebration')).toHaveTextContent('Todos os conteúdos vistos.');
    expect(screen.getByTestId('chapter-celebration').querySelector('svg')).toBeNull();
  });

  it('follows the language', async () => {
    await expectFollowsLanguage(
      <ChapterCelebration name="A água" chapter={chapter} />,
      '3 de 4 jogos vencidos',
      '3 of 4 games won',
    );
  });
});
