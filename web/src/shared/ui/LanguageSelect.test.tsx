import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { LanguageSelect } from './LanguageSelect';

describe('language select', () => {
  it('offers the three languages by name and switches the interface, keeping the choice', async () => {
    renderWithProviders(<LanguageSelect />);
    const select = screen.getByRole('combobox', { name: 'Idioma' });
    expect(select).toHaveValue('pt');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Português',
      'English',
      'Español',
    ]);
    await userEvent.selectOptions(select, 'es');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es'));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });
});
