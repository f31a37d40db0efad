import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ContentDialog } from './ContentDialog';
import { EDITOR, editorFetch } from './fixtures.testing';

let calls: { url: string; init?: RequestInit }[];
beforeEach(() => {
  calls = [];
  const base = editorFetch(calls);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) =>
      url === '/api/trl_conteudo_texto/loadInfoConteudoTexto/40'
        ? jsonResponse(200, { codTrlConteudo: 40, dscTitulo: 'Intro', dscTexto: 'Uma metade é...' })
        : base(url, init),
    ),
  );
});
const text = EDITOR.aulas[0]!.conteudos[0]!;

describe('content dialog', () => {
  it('asks for the type first ("Selecione um tipo de conteúdo.") before any form', async () => {
    renderWithProviders(
      <ContentDialog state={{ mode: 'new', codTrlAula: 30 }} canEdit onClose={vi.fn()} onSaved={vi.fn()} />,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Novo conteúdo' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Selecione um tipo de conteúdo.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^Texto/ })).not.toBeInTheDocument();
  });

  it('opens a content in view mode, read only, and switches to edit for the Master', async () => {
    const onSaved = vi.fn(async () => undefined);
    renderWithProviders(
      <ContentDialog state={{ mode: 'view', content: text }} canEdit onClose={vi.fn()} onSaved={onSaved} />,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Visualizar conteúdo' });
    const field = await within(dialog).findByRole('textbox', { name: /^Texto/ });
    expect(field).toHaveValue('Uma metade é...');
    expect(field).toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar' }));
    const editable = await within(dialog).findByRole('textbox', { name: /^Texto/ });
    expect(editable).not.toHaveAttribute('readonly');
    await user.clear(editable);
    await user.type(editable, 'Metade');
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the save lock
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((c) => c.url === '/api/trl_conteudo_texto/40')?.init?.method).toBe('PUT');
  });

  it('offers no edit to the Professor', async () => {
    renderWithProviders(
      <ContentDialog
        state={{ mode: 'view', content: text }}
        canEdit={false}
        onClose={vi.fn()}
        onSaved={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Visualizar conteúdo' });
    await within(dialog).findByRole('textbox', { name: /^Texto/ });
    expect(within(dialog).queryByRole('button', { name: 'Alterar' })).not.toBeInTheDocument();
  });
});
