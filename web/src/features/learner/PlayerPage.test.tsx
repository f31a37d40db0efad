import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlayerContent, PlayerTrail } from '@school/modules/teaching/contracts';
import { mockApi, refusal } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { SAMPLE_GAMES } from './games/games.testing';
import { PlayerPage } from './PlayerPage';

const text: PlayerContent = {
  codTrlConteudo: 1,
  numSequencia: 1,
  nomTipo: 'Texto',
  codTrlTipoConteudo: 1,
  dscTitulo: 'O Sol',
  dscTexto: 'O Sol é uma estrela.',
};
const hangman: PlayerContent = {
  codTrlConteudo: 2,
  numSequencia: 2,
  nomTipo: 'Jogo',
  codTrlTipoConteudo: 3,
  codTrlJogo: 1,
  nomJogo: 'Forca',
  dscConteudoJogo: '',
  jogo: SAMPLE_GAMES[1],
};

const trailOf = (over: Partial<PlayerTrail>): PlayerTrail => ({
  codBseTurma: 7,
  codTrlLivro: 30,
  dscTitulo: 'Sistema Solar',
  capitulos: [
    {
      codTrlCapitulo: 40,
      dscTitulo: 'Planetas',
      aulas: [{ codTrlAula: 50, dscTitulo: 'Conhecer', dscDescricao: '', conteudos: [text, hangman] }],
    },
  ],
  codTrlConteudoAtual: null,
  vistos: [],
  concluidos: [],
  avaliados: [],
  jogos: [],
  ...over,
});

let trail: PlayerTrail;

beforeEach(() => {
  // The server's side: the trail; every letter picked is wrong; the round is lost, scored 0.
  mockApi({
    'GET /plataforma/turma/7': () => trail,
    'POST /plataforma/visto': 1,
    'POST /plataforma/jogada': { right: false, letters: [] },
    'POST /plataforma/tentativa': { won: false, score: 0, verdicts: [] },
  });
  signInAs(6, {
    codBseUsuario: 9,
    nomUsuario: 'Aluna',
    codBseEscola: 1,
    codBseUnidade: 1,
    codBseTurma: 7,
    nomTurma: '6º ano A',
    cstLogin: 'DMMT-0006',
  });
});

const open = () => {
  renderRoutes([{ path: '/plataforma', element: <PlayerPage /> }], '/plataforma');
  return userEvent.setup();
};

describe('the player’s progress (/plataforma)', () => {
  it('counts a game only once played: passing it by is not 100 %, and asks no rating', async () => {
    trail = trailOf({});
    const user = open();
    await screen.findByText('O Sol é uma estrela.');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByText('Conteúdo 2 de 2');
    expect(screen.getByText('50% visto')).toBeInTheDocument();
    expect(screen.queryByTestId('game-best')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avaliar o capítulo' })).not.toBeInTheDocument();
  });

  it('shows a game’s best result when the learner comes back to it, and the complete chapter’s rating', async () => {
    trail = trailOf({
      codTrlConteudoAtual: 2,
      vistos: [1, 2],
      concluidos: [40],
      jogos: [{ codTrlConteudo: 2, rodadas: 3, vencido: true, melhorPontuacao: 100 }],
    });
    open();
    const best = await screen.findByTestId('game-best');
    expect(best).toHaveTextContent('Você já venceu este jogo');
    expect(best).toHaveTextContent('Melhor resultado: 100% · rodadas jogadas: 3');
    expect(screen.getByText('100% visto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avaliar o capítulo' })).toBeInTheDocument();
  });

  it('completes the chapter with a round lost on this visit', async () => {
    trail = trailOf({ codTrlConteudoAtual: 2, vistos: [1, 2] });
    const user = open();
    await screen.findByText('Conteúdo 2 de 2');
    expect(screen.getByText('50% visto')).toBeInTheDocument();
    for (const l of ['Z', 'X', 'W', 'K', 'Y', 'B'])
      await user.click(screen.getByRole('button', { name: `Letra ${l}` }));
    expect(await screen.findByRole('status')).toHaveTextContent('Não foi desta vez.');
    // The best result shows when the learner comes back to the game, not above the board mid-play.
    expect(screen.queryByTestId('game-best')).not.toBeInTheDocument();
    expect(screen.getByText('100% visto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avaliar o capítulo' })).toBeInTheDocument();
  });

  it('says a failed read of the trail, with "Recarregar", instead of "em construção" and /home', async () => {
    trail = trailOf({});
    const api = mockApi({
      'GET /plataforma/turma/7': refusal(404, 'Registro não encontrado.', 'generic.notFound'),
    });
    const user = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registro não encontrado.');
    expect(screen.queryByText(/em construção/)).not.toBeInTheDocument();
    api.on({ 'GET /plataforma/turma/7': () => trail, 'POST /plataforma/visto': 1 });
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(await screen.findByText('O Sol é uma estrela.')).toBeInTheDocument();
  });

  it('offers every complete chapter not rated yet, and keeps one dismissed with "Agora não"', async () => {
    const luas = {
      codTrlCapitulo: 41,
      dscTitulo: 'Luas',
      aulas: [
        { codTrlAula: 51, dscTitulo: 'Ver', dscDescricao: '', conteudos: [{ ...text, codTrlConteudo: 3 }] },
      ],
    };
    trail = trailOf({ capitulos: [...trailOf({}).capitulos, luas], vistos: [1, 2, 3], concluidos: [40, 41] });
    const user = open();
    await screen.findByText('O Sol é uma estrela.');
    const offer = (name: string) =>
      within(screen.getByRole('group', { name })).getByRole('button', { name: 'Avaliar o capítulo' });
    await user.click(offer('Planetas'));
    await user.click(await screen.findByRole('button', { name: 'Agora não' }));
    expect(offer('Planetas')).toBeInTheDocument();
    expect(offer('Luas')).toBeInTheDocument();
    await user.click(offer('Luas'));
    expect(await screen.findByRole('dialog', { name: 'Avalie o capítulo Luas' })).toBeInTheDocument();
  });
});
