import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply, type ApiMock } from '../../../test/api';
import { answerConfirm, renderWithProviders } from '../../../test/render';
import { ContentDialog } from './ContentDialog';
import { EDITOR, EDITOR_ROUTES } from './fixtures.testing';

let api: ApiMock;
beforeEach(() => {
  api = mockApi({
    ...EDITOR_ROUTES,
    'GET /trl_conteudo_texto/loadInfoConteudoTexto/40': {
      codTrlConteudo: 40,
      dscTitulo: 'Intro',
      dscTexto: 'Uma metade é...',
    },
    'GET /trl_conteudo_personagem_texto/loadInfoConteudoPersonagemTexto/41': [
      { codTrlPersonagem: 1, nomPersonagem: 'Ana', imgPersonagem: '/api/files/ana', dscTexto: 'Oi' },
    ],
    'GET /trl_conteudo_imagem/loadInfoConteudoImagem/46': {
      codTrlConteudo: 46,
      dscTitulo: 'Paisagem',
      dscImagem: '/api/files/p1',
    },
    'GET /trl_conteudo_jogo/loadInfoConteudoJogo/45': {
      codTrlConteudo: 45,
      codTrlJogo: 1,
      nomJogo: 'Forca',
      dscTitulo: 'Bichos',
      dscConteudoJogo: '',
      perguntas: [hangman('Animal que mia', 'gato')],
    },
    'GET /files/:id': reply(200, new Blob(['jpeg'])),
    'PUT /trl_conteudo_texto/:id': 1,
    'POST /trl_conteudo_jogo': 1,
    'PUT /trl_conteudo_jogo/:id': 1,
    'PUT /trl_conteudo_imagem/:id': 1,
  });
});
const text = EDITOR.aulas[0]!.conteudos[0]!;
const game = {
  ...text,
  codTrlConteudo: 45,
  codTrlTipoConteudo: 3,
  nomTipo: 'Jogo',
  dscTexto: null,
  nomJogo: 'Forca',
};
function hangman(dscPergunta: string, dscResposta: string) {
  return {
    dscPergunta,
    imgPergunta: null,
    respostas: [{ dscResposta, imgResposta: null, indRespostaCorreta: 'S' }],
  };
}
const sent = (url: string) => {
  const call = api.calls().find((c) => c.url === url);
  return { method: call?.method, body: call?.body ?? null };
};
const pick = async (user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) => {
  await user.click(screen.getAllByLabelText(label).find((e) => e.tagName === 'INPUT')!);
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
};

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
    expect(sent('/api/trl_conteudo_texto/40').method).toBe('PUT');
  });

  it('opens straight in edit mode from a content line’s edit action, and asks before cancelling', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ContentDialog state={{ mode: 'edit', content: text }} canEdit onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Alterar conteúdo' });
    const field = await within(dialog).findByRole('textbox', { name: /^Texto/ });
    expect(field).toHaveValue('Uma metade é...');
    expect(field).not.toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'Alterar' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await answerConfirm(user, 'Você deseja cancelar?');
    expect(onClose).toHaveBeenCalled();
  });

  it('opens the edit action in view mode for whoever may not edit', async () => {
    renderWithProviders(
      <ContentDialog state={{ mode: 'edit', content: text }} canEdit={false} onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Visualizar conteúdo' });
    expect(await within(dialog).findByRole('textbox', { name: /^Texto/ })).toHaveAttribute('readonly');
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

  it('authors a game: the game first ("Selecione um jogo."), then its form, saved whole in one call', async () => {
    const onSaved = vi.fn(async () => undefined);
    renderWithProviders(
      <ContentDialog state={{ mode: 'new', codTrlAula: 30 }} canEdit onClose={vi.fn()} onSaved={onSaved} />,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Novo conteúdo' });
    await pick(user, /Tipo de conteúdo/, 'Jogo');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Selecione um jogo.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Título do jogo/ }), 'Bichos');
    await pick(user, /^Jogo/, 'Forca');
    expect(within(dialog).getByText('Descubra a palavra.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Pergunta/ }), 'Animal que late');
    await user.type(within(dialog).getByRole('textbox', { name: /Resposta/ }), 'cachorro');
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the save lock
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent('/api/trl_conteudo_jogo')).toEqual({
      method: 'POST',
      body: {
        codTrlJogo: 1,
        dscTitulo: 'Bichos',
        perguntas: [hangman('Animal que late', 'cachorro')],
        codTrlAula: 30,
      },
    });
  });

  it('previews a game as the student plays it (decision 0071), then replaces it whole by PUT', async () => {
    const onSaved = vi.fn(async () => undefined);
    renderWithProviders(
      <ContentDialog state={{ mode: 'view', content: game }} canEdit onClose={vi.fn()} onSaved={onSaved} />,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Visualizar conteúdo' });
    const view = await within(dialog).findByTestId('game-preview');
    expect(within(view).getByRole('heading', { name: 'Bichos' })).toBeInTheDocument();
    expect(within(view).getByText('Animal que mia')).toBeInTheDocument();
    // The student's hangman: the word's letters hidden, no answer shown.
    expect(within(view).queryByText('gato')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /Pergunta/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Alterar' }));
    const answer = await within(dialog).findByRole('textbox', { name: /Resposta/ });
    expect(answer).toHaveValue('gato');
    await user.clear(answer);
    await user.type(answer, 'leão');
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the save lock
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent('/api/trl_conteudo_jogo/45')).toEqual({
      method: 'PUT',
      body: { codTrlJogo: 1, dscTitulo: 'Bichos', perguntas: [hangman('Animal que mia', 'leão')] },
    });
  });

  it('edits an image content’s title and keeps its image when no new file is picked', async () => {
    const onSaved = vi.fn(async () => undefined);
    const image = { ...text, codTrlConteudo: 46, codTrlTipoConteudo: 2, nomTipo: 'Imagem', dscTexto: null };
    renderWithProviders(
      <ContentDialog state={{ mode: 'view', content: image }} canEdit onClose={vi.fn()} onSaved={onSaved} />,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Visualizar conteúdo' });
    await user.click(await within(dialog).findByRole('button', { name: 'Alterar' }));
    const title = await within(dialog).findByRole('textbox', { name: /^Título/ });
    await user.clear(title);
    await user.type(title, 'Serra');
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the save lock
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = sent('/api/trl_conteudo_imagem/46');
    expect(put.method).toBe('PUT');
    expect((put.body as FormData).get('dscTitulo')).toBe('Serra');
    expect((put.body as FormData).get('file')).toBeNull();
  });

  it('shows a dialogue’s characters with their pictures in view mode', async () => {
    const dialogue = EDITOR.aulas[0]!.conteudos[1]!;
    renderWithProviders(
      <ContentDialog
        state={{ mode: 'view', content: dialogue }}
        canEdit
        onClose={vi.fn()}
        onSaved={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Visualizar conteúdo' });
    await vi.waitFor(() => expect(api.calls('GET /files/:id').map((c) => c.url)).toContain('/api/files/ana'));
    expect(within(dialog).getByRole('textbox', { name: /^Texto 1/ })).toHaveValue('Oi');
  });
});
