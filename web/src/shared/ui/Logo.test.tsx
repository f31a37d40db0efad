import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Logo } from './Logo';

describe('Logo', () => {
  it('draws the mark at the size asked, hidden from screen readers (the link around it is named)', () => {
    const { container } = renderWithProviders(<Logo size={36} />);
    const mark = container.querySelector('svg')!;
    expect(mark).toHaveAttribute('width', '36');
    expect(mark).toHaveAttribute('height', '36');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveAttribute('focusable', 'false');
  });

  it('is 40 pixels by default', () => {
    const { container } = renderWithProviders(<Logo />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '40');
  });
});
