import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LabeledText } from './LabeledText';

describe('LabeledText', () => {
  it('shows the value after its bold label', () => {
    renderWithProviders(<LabeledText label="Resposta esperada">4</LabeledText>);
    expect(screen.getByText('Resposta esperada:')).toHaveStyle({ fontWeight: '700' });
    expect(screen.getByText('Resposta esperada:').parentElement).toHaveTextContent('Resposta esperada: 4');
  });
});
