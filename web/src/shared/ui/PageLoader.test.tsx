import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { PageLoader } from './PageLoader';

describe('PageLoader', () => {
  it('tells screen readers the page is loading, in the interface language', async () => {
    renderWithProviders(<PageLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    await setLanguage('en');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });
});
