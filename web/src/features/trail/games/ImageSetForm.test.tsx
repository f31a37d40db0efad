import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ImageSetForm } from './ImageSetForm';
import { file, renderGameForm, stubObjectUrls } from './games.testing';

beforeEach(stubObjectUrls);

describe('image set form (2 memory)', () => {
  it('takes 4 to 8 images in jpg, png or webp, each stored as a pair', async () => {
    const { user, onSubmit, send, fileInputs } = renderGameForm(ImageSetForm);
    const input = () => fileInputs()[0]!;
    await send();
    expect(screen.getByText('Favor subir 4 imagens ou mais.')).toBeInTheDocument();
    const images = [
      file('a.png'),
      file('b.jpg', 'image/jpeg'),
      file('c.webp', 'image/webp'),
      file('d.gif', 'image/gif'),
    ];
    await user.upload(input(), images);
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.getByText('4 de 8')).toBeInTheDocument();
    await send();
    expect(
      screen.getByText('Formato de imagem não suportado. Envie jpg, jpeg, png ou webp.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Formato inválido')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover imagem 4' }));
    await user.upload(input(), file('e.png'));
    await send();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const stored = onSubmit.mock.calls[0]![0];
    expect(stored.codTrlJogo).toBe(2);
    expect(stored.perguntas.map((q) => (q.imgPergunta as File).name)).toEqual([
      'a.png',
      'b.jpg',
      'c.webp',
      'e.png',
    ]);
    expect(stored.perguntas[0]!.respostas[0]!.imgResposta).toBe(stored.perguntas[0]!.imgPergunta);
  });

  it('keeps at most 8: "Permitido somente até 8 imagens."', async () => {
    const { user, fileInputs } = renderGameForm(ImageSetForm);
    const nine = Array.from({ length: 9 }, (_, i) => file(`${i}.png`));
    await user.upload(fileInputs()[0]!, nine);
    expect(screen.getByText('Permitido somente até 8 imagens.')).toBeInTheDocument();
    expect(screen.getByText('8 de 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher imagens' })).toBeDisabled();
  });
});
