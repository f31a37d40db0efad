import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REQUIRED_USER_CSV_COLUMNS, USER_CSV_COLUMNS } from '@school/modules/identity/contracts';
import { renderWithProviders } from '../../test/render';
import { EmptyPrompt } from './EmptyPrompt';

describe('EmptyPrompt', () => {
  it('asks for the file and lists its columns, the required ones marked', () => {
    renderWithProviders(<EmptyPrompt />);
    expect(screen.getByText('Carregue um registro .CSV formatado.')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual([...USER_CSV_COLUMNS]);
    const marked = items.filter((item) => item.textContent?.includes('obrigatória'));
    expect(marked).toHaveLength(REQUIRED_USER_CSV_COLUMNS.length);
  });
});
