import { screen } from '@testing-library/react';

/**
 * The CSV field's file input, where a test uploads: the FileInput's labelled button opens it
 * (user-event uploads to an input, not to the button).
 */
export function csvFileInput(): HTMLInputElement {
  screen.getByRole('button', { name: 'Arquivo .CSV' });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}
