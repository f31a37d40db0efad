import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApiWithFiles } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { choose, selectInput, texts } from '../../../test/ui';
import type { LoadedGame } from './api';
import { EDITOR_ROUTES } from './fixtures.testing';
import { GameEditor, GameView } from './GameContent';

const question = (dscPergunta: string, ...answers: [string, 'S' | 'N', string?][]) => ({
  dscPergunta,
  imgPergunta: null as string | null,
  respostas: answers.map(([dscResposta, indRespostaCorreta, imgResposta]) => ({
    dscResposta,
    imgResposta: imgResposta ?? null,
    indRespostaCorreta,
  })),
});

const HANGMAN: LoadedGame = {
  codTrlConteudo: 45,
  codTrlJogo: 1,
  nomJogo: 'Forca',
  dscConteudoJogo: 'Descubra a palavra.',
  perguntas: [question('Animal que mia', ['gato', 'S'])],
};

beforeEach(() => {
  mockApiWithFiles(EDITOR_ROUTES);
});

function edit(props: { initial?: LoadedGame; progress?: number | null } = {}) {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <GameEditor
      initial={props.initial}
      progress={props.progress ?? null}
      onSave={onSave}
      onCancel={onCancel}
    />,
  );
  // fireEvent.submit skips the save button's 2-second lock.
  const save = () => fireEvent.submit(screen.getByRole('button', { name: 'Salvar' }).closest('form')!);
  return { onSave, onCancel, save, user: userEvent.setup() };
}

const answer = () => screen.getByRole('textbox', { name: /Resposta/ });

describe('GameEditor', () => {
  it('asks for the game first ("Selecione um jogo."), then shows its description and form', async () => {
    const { save, user, onSave } = edit();
    await waitFor(() => expect(selectInput('Jogo')).toBeEnabled());
    save();
    expect(await screen.findByText('Selecione um jogo.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Pergunta/ })).not.toBeInTheDocument();
    await choose(user, 'Jogo', 'Forca');
    expect(screen.queryByText('Selecione um jogo.')).not.toBeInTheDocument();
    expect(screen.getByText('Descubra a palavra.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Pergunta/ })).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands the chosen game’s questions over to be saved', async () => {
    const { save, user, onSave } = edit();
    await choose(user, 'Jogo', 'Forca');
    await user.type(screen.getByRole('textbox', { name: /Pergunta/ }), 'Animal que late');
    await user.type(answer(), 'cachorro');
    save();
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        codTrlJogo: 1,
        perguntas: [question('Animal que late', ['cachorro', 'S'])],
      }),
    );
  });

  it('starts from the stored game, and drops its values for another game', async () => {
    const { user } = edit({ initial: HANGMAN });
    await waitFor(() => expect(selectInput('Jogo')).toHaveValue('Forca'));
    expect(answer()).toHaveValue('gato');
    await choose(user, 'Jogo', 'Verdadeiro ou falso');
    expect(screen.getByText('Diga se é verdade.')).toBeInTheDocument();
    await choose(user, 'Jogo', 'Forca');
    expect(answer()).toHaveValue('gato');
  });

  it('shows the images’ upload progress', () => {
    edit({ initial: HANGMAN, progress: 0.42 });
    expect(screen.getByRole('progressbar', { name: 'Enviando 42%' })).toBeInTheDocument();
  });

  it('cancels on Cancelar', async () => {
    const { user, onCancel } = edit();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('GameView', () => {
  it('shows the game, and each question with its answers, the correct one marked', () => {
    renderWithProviders(
      <GameView
        game={{
          ...HANGMAN,
          codTrlJogo: 7,
          nomJogo: 'Verdadeiro ou falso',
          dscConteudoJogo: 'Diga se é verdade.',
          perguntas: [question('O Sol é uma estrela', ['Verdadeiro', 'S'], ['Falso', 'N'])],
        }}
      />,
    );
    expect(screen.getByText('Verdadeiro ou falso')).toBeInTheDocument();
    expect(screen.getByText('Diga se é verdade.')).toBeInTheDocument();
    expect(screen.getByText('Perguntas e respostas')).toBeInTheDocument();
    // "correta" follows the right answer only.
    expect(texts(screen.getAllByRole('listitem'))).toEqual(['O Sol é uma estrelaVerdadeirocorretaFalso']);
  });

  it('marks nothing when a question has a single answer', () => {
    renderWithProviders(<GameView game={HANGMAN} />);
    expect(screen.getByText('gato')).toBeInTheDocument();
    expect(screen.queryByText('correta')).not.toBeInTheDocument();
  });

  it('shows the images, a card’s own picture once', async () => {
    const card = { ...question('', ['', 'S', '/api/files/gato']), imgPergunta: '/api/files/gato' };
    const pair = { ...question('', ['', 'S', '/api/files/leao']), imgPergunta: '/api/files/leao-filhote' };
    renderWithProviders(
      <GameView game={{ ...HANGMAN, codTrlJogo: 2, nomJogo: 'Memória', perguntas: [card, pair] }} />,
    );
    await waitFor(() =>
      expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
        'Jogo 1',
        'Jogo 2',
        'Jogo 2.1',
      ]),
    );
  });
});
