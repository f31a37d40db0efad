import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { dragByKeyboard, layOutVertically } from './fixtures.testing';
import { SortableItem, SortableList } from './Sortable';

function List({
  editable = true,
  onSwap,
}: {
  editable?: boolean;
  onSwap(dragged: number, target: number): void;
}) {
  const ids = [1, 2, 3];
  return (
    <SortableList ids={ids} onSwap={onSwap}>
      {ids.map((id) => (
        <SortableItem key={id} id={id} handleLabel={editable ? `Arrastar Item ${id}` : undefined}>
          {(handle) => (
            <p>
              {handle} Item {id}
            </p>
          )}
        </SortableItem>
      ))}
    </SortableList>
  );
}

beforeEach(() => {
  layOutVertically();
});

function show() {
  const onSwap = vi.fn();
  renderWithProviders(<List onSwap={onSwap} />);
  return { onSwap, user: userEvent.setup() };
}

describe('SortableList', () => {
  it('gives each item a named drag handle', () => {
    renderWithProviders(<List onSwap={vi.fn()} />);
    expect(screen.getAllByRole('button', { name: /^Arrastar Item/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Arrastar Item 2' })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    );
  });

  it('shows no handle when read only', () => {
    renderWithProviders(<List editable={false} onSwap={vi.fn()} />);
    expect(screen.getByText(/Item 1/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('swaps an item with the one it is dropped on, by keyboard: space, arrow down, space', async () => {
    const { onSwap, user } = show();
    await dragByKeyboard(user, 'Arrastar Item 1', '{ArrowDown}');
    await waitFor(() => expect(onSwap).toHaveBeenCalledWith(1, 2));
  });

  it('swaps nothing when the item is dropped where it was', async () => {
    const { onSwap, user } = show();
    await dragByKeyboard(user, 'Arrastar Item 2');
    expect(onSwap).not.toHaveBeenCalled();
  });
});
