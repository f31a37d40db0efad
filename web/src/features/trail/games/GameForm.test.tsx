import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GAME_CODES, type GameCode } from '@school/modules/content/contracts';
import { setLanguage } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { GameForm } from './GameForm';
import { anyFileUser, footer, send } from './games.testing';

/** What each game's empty form says first when sent: its form, recognised by its rule. */
const firstMessage: Record<GameCode, string> = {
  1: 'Favor informar uma pergunta maior.',
  2: 'Favor subir 4 imagens ou mais.',
  3: 'Favor subir 4 imagens.',
  4: 'Favor subir pelo menos 1 imagem no grupo 1.',
  5: 'Favor subir uma imagem.',
  6: 'Favor marcar uma resposta correta.',
  7: 'Favor informar as perguntas.',
  8: 'Favor subir pelo menos 2 imagens por grupo.',
  9: 'Favor informar a frase.',
  10: 'Favor marcar uma resposta correta.',
};

describe('GameForm', () => {
  it.each(GAME_CODES)('renders the form of game %i', async (code) => {
    const onSubmit = vi.fn();
    const user = anyFileUser();
    renderWithProviders(<GameForm code={code} onSubmit={onSubmit} footer={footer} />);
    await send(user);
    expect(screen.getAllByText(firstMessage[code]).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits the values it is given, and follows the language', async () => {
    renderWithProviders(
      <GameForm
        code={1}
        initial={{ codTrlJogo: 1, question: 'Capital?', answer: 'Brasília' }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: /Pergunta/ })).toHaveValue('Capital?');
    await setLanguage('en');
    expect(await screen.findByRole('textbox', { name: /Question/ })).toHaveValue('Capital?');
    await setLanguage('pt');
  });
});
