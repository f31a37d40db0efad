import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api';
import { TRAIL_CATALOGUE_ROUTES } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { selectInput } from '../../test/ui';
import { TrailSelect } from './TrailSelect';

describe('TrailSelect', () => {
  it('offers "all" then every trail, and answers the chosen trail’s id', async () => {
    const user = userEvent.setup();
    mockApi(TRAIL_CATALOGUE_ROUTES);
    const change = vi.fn();
    renderWithProviders(<TrailSelect label="Livro" allLabel="Todos" value={0} onChange={change} />);
    expect(selectInput('Livro')).toHaveValue('Todos');
    await user.click(selectInput('Livro'));
    await user.click(await screen.findByRole('option', { name: 'Português', hidden: true }));
    expect(change).toHaveBeenCalledWith(4);
  });
});
