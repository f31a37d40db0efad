import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFollowsLanguage, renderWithProviders } from '../test/render';
import { setLanguage } from '.';
import { Message } from './messages';

describe('Message', () => {
  it('shows a catalogue message with its parameters, and follows the language switch', async () => {
    await expectFollowsLanguage(
      <Message code="file.tooManyUploads" params={{ seconds: 12 }} />,
      'Muitos envios de arquivos em pouco tempo. Tente novamente em 12 segundos.',
      'Too many file uploads in a short time. Try again in 12 seconds.',
    );
    await setLanguage('es');
    expect(
      await screen.findByText(
        'Demasiados envíos de archivos en poco tiempo. Intente de nuevo en 12 segundos.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a text that is no catalogue code as it came (a message the server already translated)', () => {
    renderWithProviders(<Message code="Registro não encontrado." />);
    expect(screen.getByText('Registro não encontrado.')).toBeInTheDocument();
  });
});
