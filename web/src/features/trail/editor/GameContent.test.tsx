import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApiWithFiles } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { choose, selectInput } from '../../../test/ui';
import type { LoadedGame } from './api';
import { EDITOR_ROUTES } from './fixtures.testing';
import { GameEditor } from './GameContent';

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
  dscTitulo: 'Forca dos bichos',
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

  it('hands the chosen game’s questions and its own title over to be saved', async () => {
    const { save, user, onSave } = edit();
    await user.type(screen.getByRole('textbox', { name: /Título do jogo/ }), ' Bichos da casa ');
    await choose(user, 'Jogo', 'Forca');
    await user.type(screen.getByRole('textbox', { name: /Pergunta/ }), 'Animal que late');
    await user.type(answer(), 'cachorro');
    save();
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        { codTrlJogo: 1, perguntas: [question('Animal que late', ['cachorro', 'S'])] },
        'Bichos da casa',
      ),
    );
  });

  it('starts from the stored game, and drops its values for another game', async () => {
    const { user } = edit({ initial: HANGMAN });
    await waitFor(() => expect(selectInput('Jogo')).toHaveValue('Forca'));
    expect(answer()).toHaveValue('gato');
    expect(screen.getByRole('textbox', { name: /Título do jogo/ })).toHaveValue('Forca dos bichos');
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
