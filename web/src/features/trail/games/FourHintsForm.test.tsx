import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FourHintsForm } from './FourHintsForm';
import { anyFileUser, file, footer, send, stubObjectUrls } from './games.testing';

beforeEach(stubObjectUrls);

describe('four hints form (3 maze)', () => {
  it('needs the four hints and four images; hint n goes with image n', async () => {
    const onSubmit = vi.fn();
    const user = anyFileUser();
    const { container } = renderWithProviders(<FourHintsForm onSubmit={onSubmit} footer={footer} />);
    await user.type(screen.getByRole('textbox', { name: /Dica 1/ }), 'Late');
    await send(user);
    expect(screen.getAllByText('Favor preencher todos os campos de dicas')).toHaveLength(3);
    expect(screen.getByText('Favor subir 4 imagens.')).toBeInTheDocument();
    for (const [n, hint] of [
      [2, 'Mia'],
      [3, 'Voa'],
      [4, 'Nada'],
    ] as const) {
      await user.type(screen.getByRole('textbox', { name: new RegExp(`Dica ${n}`) }), hint);
    }
    const images = ['cão', 'gato', 'ave', 'peixe'].map((name) => file(`${name}.png`));
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, images);
    await send(user);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const { perguntas } = onSubmit.mock.calls[0]![0];
    expect(perguntas.map((q: { dscPergunta: string }) => q.dscPergunta)).toEqual([
      'Late',
      'Mia',
      'Voa',
      'Nada',
    ]);
    expect(perguntas[1].respostas).toEqual([
      { dscResposta: null, imgResposta: images[1], indRespostaCorreta: 'S' },
    ]);
  });
});
