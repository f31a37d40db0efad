import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TrailProgress } from '@school/modules/teaching/contracts';
import { expectFollowsLanguage, renderWithProviders } from '../../test/render';
import { TrailEnd } from './TrailEnd';

const left = (...items: [number, boolean][]): TrailProgress => ({
  estados: [],
  capitulos: [],
  faltam: items.map(([codTrlConteudo, jogo]) => ({ codTrlConteudo, jogo })),
  concluida: items.length === 0,
});

describe('the trail’s end', () => {
  it.each([
    [left([4, true], [6, true], [9, true]), 'Faltam 3 jogos'],
    [left([2, false]), 'Falta 1 conteúdo'],
    [left([2, false], [3, false], [5, true]), 'Faltam 2 conteúdos e 1 jogo'],
    [left([5, true]), 'Falta 1 jogo'],
  ])('says what is left: %#', (progress, words) => {
    renderWithProviders(<TrailEnd progress={progress} onGo={() => {}} />);
    expect(screen.getByText(words)).toBeInTheDocument();
    expect(screen.queryByText('Você chegou ao fim da trilha!')).not.toBeInTheDocument();
  });

  it('takes the learner to the first thing left', async () => {
    const onGo = vi.fn();
    renderWithProviders(<TrailEnd progress={left([4, true], [2, false])} onGo={onGo} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ir para o primeiro que falta' }));
    expect(onGo).toHaveBeenCalledWith(4);
  });

  it('says the end once the trail is complete', () => {
    renderWithProviders(<TrailEnd progress={left()} onGo={() => {}} />);
    expect(screen.getByText('Você chegou ao fim da trilha!')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('follows the language', async () => {
    await expectFollowsLanguage(
      <TrailEnd progress={left([4, true], [6, true])} onGo={() => {}} />,
      'Faltam 2 jogos',
      '2 games left',
    );
  });
});
