import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FourHintsForm } from './FourHintsForm';
import { file, renderGameForm, stubObjectUrls } from './games.testing';

beforeEach(stubObjectUrls);

describe('four hints form (3 maze)', () => {
  it('needs the four hints and four images; hint n goes with image n', async () => {
    const { user, onSubmit, send, fileInputs, typeNumbered } = renderGameForm(FourHintsForm);
    await user.type(screen.getByRole('textbox', { name: /Dica 1/ }), 'Late');
    await send();
    expect(screen.getAllByText('Favor preencher todos os campos de dicas')).toHaveLength(3);
    expect(screen.getByText('Favor subir 4 imagens.')).toBeInTheDocument();
    await typeNumbered('Dica', { 2: 'Mia', 3: 'Voa', 4: 'Nada' });
    const images = ['cão', 'gato', 'ave', 'peixe'].map((name) => file(`${name}.png`));
    await user.upload(fileInputs()[0]!, images);
    await send();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const { perguntas } = onSubmit.mock.calls[0]![0];
    expect(perguntas.map((q) => q.dscPergunta)).toEqual(['Late', 'Mia', 'Voa', 'Nada']);
    expect(perguntas[1]!.respostas).toEqual([
      { dscResposta: null, imgResposta: images[1], indRespostaCorreta: 'S' },
    ]);
  });
});
