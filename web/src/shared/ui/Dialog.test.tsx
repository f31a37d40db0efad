import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('is a dialog named by its title, closed by its "Fechar" button', async () => {
    const close = vi.fn();
    renderWithProviders(
      <Dialog opened onClose={close} title="Avaliar capítulo">
        Conteúdo
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Avaliar capítulo' })).toHaveTextContent('Conteúdo');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(close).toHaveBeenCalledOnce();
  });
});
