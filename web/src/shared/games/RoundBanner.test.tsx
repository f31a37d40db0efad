import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GameSolution, RoundResult } from '@school/modules/teaching/contracts';
import { setLanguage } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { IMG, SAMPLE_GAMES } from './games.testing';
import { RoundBanner } from './RoundBanner';
import type { GameKind } from './types';

const show = (code: GameKind, result: RoundResult | null, failed = false) => {
  const onRetry = vi.fn();
  renderWithProviders(
    <RoundBanner game={SAMPLE_GAMES[code]} result={result} failed={failed} onRetry={onRetry} />,
  );
  return { banner: screen.getByRole('status'), onRetry };
};
const lost = (score: number, solution: RoundResult['solution']): RoundResult => ({
  won: false,
  score,
  verdicts: [],
  solution,
});

describe('the one result of a round', () => {
  it('is an empty polite live region while the round is played', () => {
    const { banner } = show(6, null);
    expect(banner).toHaveAttribute('aria-live', 'polite');
    expect(banner).toBeEmptyDOMElement();
  });

  it('says what a won maze’s score counts, beside the win', () => {
    const { banner } = show(3, { won: true, score: 1 / 3, verdicts: [] });
    expect(banner).toHaveTextContent('Parabéns! Você acertou.');
    expect(banner).toHaveTextContent('Pontuação: 33% — cada vida perdida tira um terço.');
  });

  it.each([
    [1, true, 0.8333, 'Pontuação: 83% — cada letra errada tira um sexto.'],
    [1, false, 0.5, 'Letras encontradas: 50%'],
    [2, false, 0.75, 'Pares encontrados: 75%'],
    [3, false, 0.25, 'Pontos concluídos: 25%'],
    [4, false, 1 / 3, 'Ligações certas: 33%'],
    [5, false, 5 / 9, 'Peças no lugar: 56%'],
    [6, true, 1, 'Pontuação: 100% — vale a primeira resposta.'],
    [7, false, 0.5, 'Respostas certas: 50%'],
    [8, false, 0.5, 'Imagens no grupo certo: 50%'],
    [9, false, 0.5, 'Lacunas certas: 50%'],
    [10, false, 0, 'Pontuação: 0% — vale a primeira resposta.'],
  ] as const)('game %s (won: %s) says what its score counts', (code, won, score, text) => {
    expect(show(code, { won, score, verdicts: [] }).banner).toHaveTextContent(text);
  });

  it('shows the hangman’s word, the quiz’s answer and true-or-false’s values after a lost round', () => {
    const { banner, onRetry } = show(1, lost(0.25, { codTrlJogo: 1, word: 'Gato' }));
    expect(banner).toHaveTextContent('Não foi desta vez.');
    expect(banner).toHaveTextContent('A palavra era: Gato');
    expect(within(banner).getByRole('button', { name: 'Jogar de novo' })).toBeInTheDocument();
    expect(onRetry).not.toHaveBeenCalled();
  });

  it.each<[GameKind, GameSolution, string]>([
    [6, { codTrlJogo: 6, answer: 'Júpiter' }, 'A resposta certa era: Júpiter'],
    [
      7,
      { codTrlJogo: 7, values: ['S', 'N'] },
      'A água ferve a 100 °C ao nível do mar. — VerdadeiroO Sol gira em torno da Terra. — Falso',
    ],
    [
      9,
      { codTrlJogo: 9, words: ['Amazonas', 'rio'] },
      'A frase completa:O Amazonas é o maior rio do Brasil.',
    ],
  ])('game %s reveals its answer in words', (code, solution, text) => {
    expect(show(code, lost(0, solution)).banner).toHaveTextContent(text);
  });

  it('names the right image of the image quiz', async () => {
    show(10, lost(0, { codTrlJogo: 10, image: IMG(3) }));
    expect(await screen.findByRole('img', { name: 'A imagem certa' })).toHaveAttribute('src', IMG(3));
  });

  it('names the maze’s point where the lives ran out, and its right image', async () => {
    show(3, lost(0.25, { codTrlJogo: 3, point: 2, image: IMG(2) }));
    expect(screen.getByText('A imagem certa do ponto 2:')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'A imagem certa do ponto 2' })).toHaveAttribute(
      'src',
      IMG(2),
    );
  });

  it('lists the right links and groups with their images', async () => {
    show(4, lost(0, { codTrlJogo: 4, links: [IMG(4), IMG(5), IMG(6)] }));
    expect(await screen.findByRole('img', { name: 'o par da imagem 2 da esquerda' })).toHaveAttribute(
      'src',
      IMG(5),
    );
    expect(screen.getByRole('img', { name: 'Imagem 2 da esquerda' })).toHaveAttribute('src', IMG(2));
  });

  it('says each image’s group', () => {
    const { banner } = show(
      8,
      lost(0.5, {
        codTrlJogo: 8,
        groups: [
          { image: IMG(2), group: 1 },
          { image: IMG(4), group: 2 },
        ],
      }),
    );
    expect(banner).toHaveTextContent('Imagem 1: grupo 1');
    expect(banner).toHaveTextContent('Imagem 2: grupo 2');
  });

  it('shows no answer after a won round', () => {
    const won = {
      won: true,
      score: 1,
      verdicts: [],
      solution: { codTrlJogo: 6 as const, answer: 'Júpiter' },
    };
    const { banner } = show(6, won);
    expect(banner).not.toHaveTextContent('A resposta certa');
  });

  it('offers only a retry when the round could not be played, in the current language', async () => {
    const { banner, onRetry } = show(6, null, true);
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Jogar de novo' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await setLanguage('en');
    expect(await within(banner).findByRole('button', { name: 'Play again' })).toBeInTheDocument();
  });

  it('says a round played offline is saved and will be scored when the connection returns (pt, en, es)', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <RoundBanner game={SAMPLE_GAMES[6]} result={null} failed={false} saved onRetry={onRetry} />,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Rodada salva neste aparelho.');
    expect(banner).toHaveTextContent('Ela será pontuada quando a conexão voltar.');
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Jogar de novo' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await setLanguage('en');
    expect(
      await within(banner).findByText('It will be scored when the connection returns.'),
    ).toBeInTheDocument();
    await setLanguage('es');
    expect(await within(banner).findByText('Se puntuará cuando vuelva la conexión.')).toBeInTheDocument();
  });
});
