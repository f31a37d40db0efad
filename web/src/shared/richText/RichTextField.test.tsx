import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RichTextField } from './RichTextField';

// What jsdom lacks and the editor asks when it places the caret and scrolls to it.
beforeAll(() => {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const geometry = { getClientRects: rects, getBoundingClientRect: () => new DOMRect() };
  Object.assign(document, { elementFromPoint: () => null });
  Object.assign(Range.prototype, geometry);
  Object.assign(Text.prototype, geometry);
});

const editor = () => screen.getByRole('textbox', { name: /^Enunciado/ });

describe('RichTextField', () => {
  it('is a labelled, required, multi-line text box with the toolbar’s controls named in Portuguese', () => {
    renderWithProviders(
      <RichTextField label="Enunciado" value="" onChange={vi.fn()} error="Informe o enunciado." required />,
    );
    expect(editor()).toHaveAttribute('aria-multiline', 'true');
    expect(screen.getByText('Enunciado').closest('label')).toHaveTextContent('Enunciado *');
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Negrito',
      'Itálico',
      'Sublinhado',
      'Tachado',
      'Título',
      'Subtítulo',
      'Lista com marcadores',
      'Lista numerada',
      'Citação',
      'Inserir link',
      'Remover link',
    ]);
    expect(screen.getByText('Informe o enunciado.')).toBeInTheDocument();
  });

  it('answers what is typed as HTML, with the marks of the toolbar, and an empty text as ""', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RichTextField label="Enunciado" value="" onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(editor());
    await user.keyboard('Água ');
    await user.click(screen.getByRole('button', { name: 'Negrito' }));
    await user.keyboard('limpa');
    expect(onChange).toHaveBeenLastCalledWith('<p>Água <strong>limpa</strong></p>');

    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('shows a value set from outside (the record loaded) without reporting it as a change', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <RichTextField label="Enunciado" value="" onChange={onChange} />,
    );
    rerender(
      <RichTextField label="Enunciado" value="<p>Explique a <em>circulação</em>.</p>" onChange={onChange} />,
    );
    await waitFor(() => expect(editor()).toHaveTextContent('Explique a circulação.'));
    expect(editor().querySelector('em')).toHaveTextContent('circulação');
    expect(onChange).not.toHaveBeenCalled();
  });
});
