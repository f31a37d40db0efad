import type { ComponentType } from 'react';
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { GameCode, GameImage, GameInputOf, GameQuestions } from '@school/modules/content/contracts';
import { renderWithProviders } from '../../../test/render';
import type { GameFormProps } from './GameFormShell';

/** A plain submit button: the forms' own "Salvar" is locked for 2 seconds after a click. */
export const footer = <Button type="submit">Enviar</Button>;

/** A user who may pick files of any type (a browser's "all files"), to reach the format rules. */
export const anyFileUser = () => userEvent.setup({ applyAccept: false });

export const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Enviar' }));

export const file = (name: string, type = 'image/png') => new File(['x'], name, { type });

/** Picked files are previewed through object URLs, which jsdom lacks. */
export function stubObjectUrls() {
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:image-${++n}`, revokeObjectURL: () => undefined }),
  );
}

/**
 * A game's form (empty, or editing `initial`) with the plain footer, used by a user who may pick any file: `send()` clicks
 * it, `sent(code, perguntas)` asserts what it handed over, `onSubmit.mock` has it for a closer look.
 */
export function renderGameForm<C extends GameCode>(
  Form: ComponentType<GameFormProps<C>>,
  initial?: GameInputOf<C>,
) {
  const onSubmit = vi.fn<(game: GameQuestions<GameImage>) => void>();
  const user = anyFileUser();
  const { container } = renderWithProviders(<Form initial={initial} onSubmit={onSubmit} footer={footer} />);
  return {
    user,
    onSubmit,
    send: () => send(user),
    /** The form's file inputs, in order (read again after each change of the form). */
    fileInputs: () => [...container.querySelectorAll<HTMLInputElement>('input[type=file]')],
    /** Types each text into its numbered field: `typeNumbered('Dica', { 2: 'Mia' })` fills "Dica 2". */
    async typeNumbered(label: string, texts: Record<number, string>) {
      for (const [n, text] of Object.entries(texts)) {
        await user.type(screen.getByRole('textbox', { name: new RegExp(`${label} ${n}`) }), text);
      }
    },
    /** Sends the form and asserts it handed over the game with these questions. */
    async sends(codTrlJogo: C, perguntas: GameQuestions<GameImage>['perguntas']) {
      await send(user);
      expect(onSubmit).toHaveBeenCalledWith({ codTrlJogo, perguntas });
    },
  };
}
