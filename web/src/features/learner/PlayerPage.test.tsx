import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type PlayerContent, type PlayerTrail, trailProgress } from '@school/modules/teaching/contracts';
import { mockApi, refusal } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { syncedBodies, syncRoute } from '../../test/sync';
import { deviceQueue } from '../../shared/offline';
import { SAMPLE_GAMES } from '../../shared/games/games.testing';
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
  dscTitulo: 'Forca',
  dscConteudoJogo: '',
  jogo: SAMPLE_GAMES[1],
};

/** The trail as the server sends it: `progresso` made of its facts by the server's rule. */
const trailOf = (over: Partial<PlayerTrail>): PlayerTrail => {
  const trail = trailWithout(over);
  return { ...trail, progresso: trailProgress(trail.capitulos, trail) };
};
const trailWithout = (over: Partial<PlayerTrail>): Omit<PlayerTrail, 'progresso'> => ({
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

const luas = {
  codTrlCapitulo: 41,
  dscTitulo: 'Luas',
  aulas: [
    {
      codTrlAula: 51,
      dscTitulo: 'Ver',
      dscDescricao: '',
      conteudos: [{ ...text, codTrlConteudo: 3, dscTitulo: 'A Lua', dscTexto: 'A Lua é um satélite.' }],
    },
  ],
};

let trail: PlayerTrail;
let routes: ReturnType<typeof mockApi>;
const api = () => routes;

beforeEach(() => {
  // The server's side: the trail; every letter picked is wrong; the round is lost, scored 0.
  routes = mockApi({
    'GET /plataforma/turma/7': () => trail,
    'POST /plataforma/jogada': { right: false, letters: [] },
    // A student's views and rounds go through the device's queue to the sync route (decision 0079).
    'POST /plataforma/sincronizar': syncRoute({ tentativa: { won: false, score: 0, verdicts: [] } }),
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
    // The round goes through the device's queue; the server's result shows once it answered.
    const banner = within(screen.getByTestId('player-frame')).getByTestId('round-result');
    await waitFor(() => expect(banner).toHaveTextContent('Não foi desta vez.'));
    // The best result shows when the learner comes back to the game, not above the board mid-play.
    expect(screen.queryByTestId('game-best')).not.toBeInTheDocument();
    expect(screen.getByText('100% visto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avaliar o capítulo' })).toBeInTheDocument();
  });

  it('offline, keeps the round on the device, says it will be scored later, and completes the chapter', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    trail = trailOf({ codTrlConteudoAtual: 2, vistos: [1, 2] });
    const user = open();
    await screen.findByText('Conteúdo 2 de 2');
    for (const l of ['Z', 'X', 'W', 'K', 'Y', 'B'])
      await user.click(screen.getByRole('button', { name: `Letra ${l}` }));
    const banner = within(screen.getByTestId('player-frame')).getByTestId('round-result');
    await waitFor(() => expect(banner).toHaveTextContent('Rodada salva neste aparelho.'));
    expect(screen.getByText('100% visto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avaliar o capítulo' })).toBeInTheDocument();
    expect(api().calls('POST /plataforma/sincronizar')).toEqual([]);
    expect((await deviceQueue.waiting()).map((i) => i.tipo)).toEqual(['visto', 'tentativa']);
  });

  it('says a failed read of the trail, with "Recarregar", instead of "em construção" and /home', async () => {
    trail = trailOf({});
    const api = mockApi({
      'GET /plataforma/turma/7': refusal(404, 'Registro não encontrado.', 'generic.notFound'),
      'POST /plataforma/sincronizar': syncRoute(),
    });
    const user = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registro não encontrado.');
    expect(screen.queryByText(/em construção/)).not.toBeInTheDocument();
    api.on({ 'GET /plataforma/turma/7': () => trail });
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(await screen.findByText('O Sol é uma estrela.')).toBeInTheDocument();
  });

  it('offers the rating of the chapter the learner is in only, and keeps one dismissed with "Agora não"', async () => {
    trail = trailOf({ capitulos: [...trailOf({}).capitulos, luas], vistos: [1, 2, 3], concluidos: [40, 41] });
    const user = open();
    await screen.findByText('O Sol é uma estrela.');
    const offer = (name: string) =>
      within(screen.getByRole('group', { name })).getByRole('button', { name: 'Avaliar o capítulo' });
    await user.click(offer('Planetas'));
    await user.click(await screen.findByRole('button', { name: 'Agora não' }));
    expect(offer('Planetas')).toBeInTheDocument();
    // Luas is complete too, but the learner is in Planetas: Luas is not offered under its contents.
    expect(screen.queryByRole('group', { name: 'Luas' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    // Leaving Planetas asks its rating; dismissed, it is not offered under Luas.
    await user.click(await screen.findByRole('button', { name: 'Agora não' }));
    await screen.findByText('Conteúdo 3 de 3');
    expect(screen.queryByRole('group', { name: 'Planetas' })).not.toBeInTheDocument();
    await user.click(offer('Luas'));
    expect(await screen.findByRole('dialog', { name: 'Avalie o capítulo Luas' })).toBeInTheDocument();
  });
});

describe('the trail’s map and its end (/plataforma)', () => {
  const map = () => screen.getByRole('navigation', { name: 'Mapa da trilha' });

  it('opens the map in a drawer on a phone, with each content’s state in words, and jumps to one', async () => {
    trail = trailOf({
      capitulos: [...trailOf({}).capitulos, luas],
      codTrlConteudoAtual: 1,
      vistos: [1],
      jogos: [{ codTrlConteudo: 2, rodadas: 1, vencido: false, melhorPontuacao: 20 }],
    });
    const user = open();
    await screen.findByText('O Sol é uma estrela.');
    await user.click(screen.getByRole('button', { name: 'Mapa da trilha' }));
    await screen.findByRole('dialog', { name: 'Mapa da trilha' });
    expect(within(map()).getByRole('button', { current: 'step' })).toHaveAccessibleName(/O Sol.*Visto/);
    expect(within(map()).getByRole('button', { name: /Forca/ })).toHaveTextContent('Jogado, não vencido');
    expect(within(map()).getByRole('heading', { name: 'Luas' })).toBeInTheDocument();
    await user.click(within(map()).getByRole('button', { name: /A Lua/ }));
    await screen.findByText('Conteúdo 3 de 3');
    expect(screen.getByText('A Lua é um satélite.')).toBeInTheDocument();
    expect(screen.getByTestId('player-frame')).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(syncedBodies(api(), 'visto')).toContainEqual({ codBseTurma: 7, codTrlConteudo: 3 }),
    );
  });

  it('says at the last content what is left, and takes the learner to the first of it', async () => {
    trail = trailOf({ capitulos: [...trailOf({}).capitulos, luas], codTrlConteudoAtual: 3 });
    const user = open();
    await screen.findByText('A Lua é um satélite.');
    // The text of Planetas not seen, its game not played; A Lua is seen now.
    expect(await screen.findByText('Faltam 1 conteúdo e 1 jogo')).toBeInTheDocument();
    expect(screen.queryByText('Você chegou ao fim da trilha!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para o primeiro que falta' }));
    expect(await screen.findByText('O Sol é uma estrela.')).toBeInTheDocument();
    expect(screen.getByText('Conteúdo 1 de 3')).toBeInTheDocument();
  });

  it('says "Você chegou ao fim da trilha!" only when the trail is complete', async () => {
    trail = trailOf({
      codTrlConteudoAtual: 2,
      vistos: [1, 2],
      concluidos: [40],
      avaliados: [40],
      jogos: [{ codTrlConteudo: 2, rodadas: 1, vencido: true, melhorPontuacao: 100 }],
    });
    open();
    expect(await screen.findByText('Você chegou ao fim da trilha!')).toBeInTheDocument();
    expect(screen.getByText('Capítulos concluídos: 1 de 1')).toBeInTheDocument();
    // Complete before this visit: no celebration again.
    expect(screen.queryByTestId('chapter-celebration')).not.toBeInTheDocument();
  });

  it('celebrates the chapter completed on this visit in the polite live region, with its games won', async () => {
    trail = trailOf({ codTrlConteudoAtual: 2, vistos: [1, 2] });
    const user = open();
    await screen.findByText('Conteúdo 2 de 2');
    expect(screen.getByText('Capítulos concluídos: 0 de 1')).toBeInTheDocument();
    expect(screen.getByText('Falta 1 jogo')).toBeInTheDocument();
    for (const l of ['Z', 'X', 'W', 'K', 'Y', 'B'])
      await user.click(screen.getByRole('button', { name: `Letra ${l}` }));
    const live = await screen.findByTestId('chapter-celebration');
    expect(live.closest('[aria-live="polite"]')).toHaveAttribute('role', 'status');
    expect(live).toHaveTextContent('Capítulo concluído: Planetas!');
    expect(live).toHaveTextContent('0 de 1 jogos vencidos');
    expect(screen.getByText('Capítulos concluídos: 1 de 1')).toBeInTheDocument();
    expect(screen.getByText('Você chegou ao fim da trilha!')).toBeInTheDocument();
  });

  it('says that a class with no active trail waits for its teacher', async () => {
    trail = trailOf({ codTrlLivro: null, dscTitulo: null, capitulos: [] });
    open();
    expect(await screen.findByText('Aulas / conteúdos em construção...')).toBeInTheDocument();
    expect(
      screen.getByText('Sua turma ainda não tem uma trilha ativa. Seu professor vai escolher uma em breve.'),
    ).toBeInTheDocument();
  });

  it('says only "em construção" for an active trail with no content yet', async () => {
    trail = trailOf({ capitulos: [] });
    open();
    expect(await screen.findByText('Aulas / conteúdos em construção...')).toBeInTheDocument();
    expect(screen.queryByText(/ainda não tem uma trilha ativa/)).not.toBeInTheDocument();
  });
});
