import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ImageGroupsForm } from './ImageGroupsForm';
import { file, renderGameForm, stubObjectUrls } from './games.testing';

beforeEach(stubObjectUrls);

const pngs = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => file(`${prefix}${i}.png`));

describe('image groups form (8)', () => {
  it('starts with 2 groups, takes 2 to 6, each of 2 to 6 images', async () => {
    const { user, onSubmit, send, fileInputs: inputs } = renderGameForm(ImageGroupsForm);
    expect(inputs()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remover grupo/ })).toBeNull();
    await send();
    expect(screen.getAllByText('Favor subir pelo menos 2 imagens por grupo.')).toHaveLength(2);
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Adicionar grupo' }));
    expect(inputs()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Adicionar grupo' })).toBeDisabled();
    for (let i = 6; i > 2; i--) await user.click(screen.getByRole('button', { name: `Remover grupo ${i}` }));
    await user.upload(inputs()[0]!, pngs('a', 2));
    await user.upload(inputs()[1]!, pngs('b', 7));
    expect(screen.getByText('Permitido somente até 6 imagens.')).toBeInTheDocument();
    await send();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const { codTrlJogo, perguntas } = onSubmit.mock.calls[0]![0];
    expect(codTrlJogo).toBe(8);
    expect(perguntas.map((q) => q.respostas.length)).toEqual([2, 6]);
    expect(perguntas[0]).toMatchObject({ dscPergunta: null, imgPergunta: null });
  });
});
