import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { dragByKeyboard, layOutVertically } from './fixtures.testing';
import { SortableItem, SortableList } from './Sortable';

const TITLES: Record<number, string> = { 1: 'Metades', 2: 'Terços', 3: 'Quartos' };

function List({
  editable = true,
  onSwap,
}: {
  editable?: boolean;
  onSwap(dragged: number, target: number): void;
}) {
  const ids = [1, 2, 3];
  return (
    <SortableList ids={ids} itemLabel={(id) => `Aula «${TITLES[id]}»`} onSwap={onSwap}>
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

/** dnd-kit's live region: what a screen reader says of the drag. */
const announced = () => screen.getByRole('status');

describe('SortableList, heard by a screen reader', () => {
  it('tells how to move an item, in the interface language', () => {
    show();
    expect(screen.getByRole('button', { name: 'Arrastar Item 1' })).toHaveAccessibleDescription(
      'Para mover um item, pressione espaço ou enter. Use as setas para cima e para baixo para escolher a nova posição, espaço ou enter para soltar e Esc para cancelar.',
    );
  });

  it('names the moved item and its target by their titles and positions', async () => {
    const { user } = show();
    screen.getByRole('button', { name: 'Arrastar Item 1' }).focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(announced()).toHaveTextContent('Aula «Metades» em movimento. Posição 1 de 3.'),
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(announced()).toHaveTextContent('Aula «Metades» sobre Aula «Terços», posição 2 de 3.'),
    );
    await user.keyboard(' ');
    await waitFor(() =>
      expect(announced()).toHaveTextContent(
        'Aula «Metades» passa para a posição 2 de 3 e Aula «Terços», para a posição 1.',
      ),
    );
  });

  it('says a drop where the item was leaves it there', async () => {
    const { user } = show();
    await dragByKeyboard(user, 'Arrastar Item 2');
    await waitFor(() => expect(announced()).toHaveTextContent('Aula «Terços» fica na posição 2 de 3.'));
  });

  it('says a cancelled move leaves the item where it was', async () => {
    const { onSwap, user } = show();
    screen.getByRole('button', { name: 'Arrastar Item 3' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(announced()).toHaveTextContent('Movimento cancelado. Aula «Quartos» fica na posição 3 de 3.'),
    );
    expect(onSwap).not.toHaveBeenCalled();
  });

  it('speaks the language chosen', async () => {
    const { user } = show();
    await setLanguage('en');
    expect(screen.getByRole('button', { name: 'Arrastar Item 1' })).toHaveAccessibleDescription(
      /^To move an item, press space or enter\./,
    );
    screen.getByRole('button', { name: 'Arrastar Item 1' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(announced()).toHaveTextContent('Aula «Metades» picked up. Position 1 of 3.'));
  });

  // dnd-kit's keyboard sensor adds its window listener in a timeout after the drag starts: a list
  // unmounted before it runs would leave it on the window, where it took the next Space pressed
  // anywhere (in this file or a later one of the worker) as its drop (web/src/test/setup.ts).
  it('leaves no key listener behind when the list goes away in the middle of a drag', () => {
    const { unmount } = renderWithProviders(<List onSwap={vi.fn()} />);
    const handle = screen.getByRole('button', { name: 'Arrastar Item 1' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    unmount();
  });

  it('keeps every space typed after a list went away mid-drag', async () => {
    renderWithProviders(<input aria-label="Texto" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Texto' }), 'Céu de dia');
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveValue('Céu de dia');
  });
});
