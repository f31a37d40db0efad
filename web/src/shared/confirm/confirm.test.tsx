import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { confirm } from './confirm';

describe('confirm', () => {
  it('asks with Sim and Não and answers true for Sim', async () => {
    const user = userEvent.setup();
    renderWithProviders(<div />);
    const answer = confirm('Deseja realmente sair?');
    const dialog = await screen.findByRole('dialog', { name: 'Deseja realmente sair?' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Não' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers false for Não and for Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<div />);
    const no = confirm('Você deseja sair?');
    await user.click(await screen.findByRole('button', { name: 'Não' }));
    await expect(no).resolves.toBe(false);

    const escaped = confirm('Você deseja enviar?');
    await screen.findByRole('dialog', { name: 'Você deseja enviar?' });
    await user.keyboard('{Escape}');
    await expect(escaped).resolves.toBe(false);
  });

  it('labels its answers in the current language', async () => {
    await setLanguage('en');
    renderWithProviders(<div />);
    void confirm('Sign out?');
    expect(await screen.findByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
  });
});
