import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { GameIntro } from './GameIntro';

describe('GameIntro', () => {
  it('shows how to play, and reads the status out as it changes', () => {
    const { rerender } = renderWithProviders(
      <GameIntro help="Descubra a palavra letra por letra." status="Tentativas restantes: 6" />,
    );
    expect(screen.getByText('Descubra a palavra letra por letra.')).toBeInTheDocument();
    const status = screen.getByText('Tentativas restantes: 6');
    expect(status).toHaveAttribute('aria-live', 'polite');
    rerender(<GameIntro help="Descubra a palavra letra por letra." status="Tentativas restantes: 5" />);
    expect(status).toHaveTextContent('Tentativas restantes: 5');
    expect(screen.getByText('Descubra a palavra letra por letra.')).not.toHaveAttribute('aria-live');
  });
});
