import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Empty, HomeBlock } from './HomeBlock';

describe('HomeBlock', () => {
  it('is a region named by its heading', () => {
    renderWithProviders(
      <HomeBlock title="Próximos eventos">
        <Empty>Nenhum evento nos próximos dias.</Empty>
      </HomeBlock>,
    );
    const region = screen.getByRole('region', { name: 'Próximos eventos' });
    expect(screen.getByRole('heading', { level: 3, name: 'Próximos eventos' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Nenhum evento nos próximos dias.');
  });
});
