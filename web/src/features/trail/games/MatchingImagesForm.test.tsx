import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MatchingImagesForm } from './MatchingImagesForm';
import { file, renderGameForm, stubObjectUrls } from './games.testing';

beforeEach(stubObjectUrls);

describe('matching images form (4 connect the dots)', () => {
  it('shows each rule of the two groups, then pairs image n of group 1 with image n of group 2', async () => {
    const { user, onSubmit, send, fileInputs } = renderGameForm(MatchingImagesForm);
    const [group1, group2] = fileInputs();
    expect(group1!.accept).toBe('image/jpeg,image/png');
    await send();
    expect(screen.getByText('Favor subir pelo menos 1 imagem no grupo 1.')).toBeInTheDocument();
    expect(screen.getByText('Favor subir pelo menos 1 imagem no grupo 2.')).toBeInTheDocument();
    await user.upload(group1!, [file('a.png'), file('b.gif', 'image/gif'), file('c.webp', 'image/webp')]);
    await user.upload(group2!, [file('x.png')]);
    await send();
    expect(
      screen.getByText('Existem 2 imagem(s) no grupo 1 com formato inválido. Formatos válidos: jpeg e png'),
    ).toBeInTheDocument();
    expect(screen.getByText('Favor subir a mesma quantidade nos dois grupos.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover imagem 3' }));
    await user.click(screen.getByRole('button', { name: 'Remover imagem 2' }));
    await send();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const { perguntas } = onSubmit.mock.calls[0]![0];
    expect(perguntas).toHaveLength(1);
    expect((perguntas[0]!.imgPergunta as File).name).toBe('a.png');
    expect((perguntas[0]!.respostas[0]!.imgResposta as File).name).toBe('x.png');
  });

  it('"Permitido somente até 6 imagens." per group', async () => {
    const { user, fileInputs } = renderGameForm(MatchingImagesForm);
    const seven = Array.from({ length: 7 }, (_, i) => file(`${i}.png`));
    await user.upload(fileInputs()[1]!, seven);
    expect(screen.getByText('Permitido somente até 6 imagens.')).toBeInTheDocument();
    expect(screen.getByText('6 de 6')).toBeInTheDocument();
  });
});
