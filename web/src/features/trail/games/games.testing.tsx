import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

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
