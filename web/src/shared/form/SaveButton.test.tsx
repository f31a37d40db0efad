import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SaveButton } from './SaveButton';

afterEach(() => {
  vi.useRealTimers();
});

describe('SaveButton', () => {
  it('submits once, then ignores clicks and Enter for 2 seconds while staying focusable', () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <SaveButton />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Salvar' });
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();

    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(1_999));
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1));
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('takes its own label and click handler', () => {
    const onClick = vi.fn();
    renderWithProviders(
      <SaveButton type="button" onClick={onClick}>
        Enviar
      </SaveButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
