import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Content, EditorLesson } from '@school/modules/content/contracts';
import { mockApiWithFiles } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { dragByKeyboard, EDITOR, layOutVertically } from './fixtures.testing';
import { LessonCard } from './LessonCard';

const HALVES = EDITOR.aulas[0]!;
const [TEXT, DIALOGUE] = HALVES.conteudos as [Content, Content];

beforeEach(() => {
  mockApiWithFiles();
});

function show(lesson: EditorLesson = HALVES, canEdit = true) {
  const on = {
    onAddContent: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    onViewContent: vi.fn(),
    onEditContent: vi.fn(),
    onDeleteContent: vi.fn(),
    onSwapContents: vi.fn(),
  };
  renderWithProviders(
    <LessonCard lesson={lesson} handle={<span>alça da aula</span>} canEdit={canEdit} {...on} />,
  );
  return { ...on, user: userEvent.setup() };
}

const contents = () => screen.getAllByTestId('content');

describe('LessonCard', () => {
  it('shows the lesson’s sequence, title and description, and each content’s line', () => {
    show();
    expect(screen.getByRole('heading', { name: 'Aula 1 · Metades' })).toBeInTheDocument();
    expect(screen.getByText('alça da aula')).toBeInTheDocument();
    expect(screen.getByText('Dividir por dois')).toBeInTheDocument();
    const [text, dialogue] = contents();
    expect(text).toHaveTextContent('1');
    expect(within(text!).getByText('Texto · Intro')).toBeInTheDocument();
    expect(within(text!).getByText('Uma metade é...')).toBeInTheDocument();
    expect(within(dialogue!).getByText('Diálogo')).toBeInTheDocument();
    expect(within(dialogue!).getByText('Ana, Beto')).toBeInTheDocument();
  });

  it('previews an image content and names a game', async () => {
    show({
      ...HALVES,
      conteudos: [
        { ...TEXT, codTrlTipoConteudo: 2, nomTipo: 'Imagem', dscTexto: null, dscImagem: '/api/files/p1' },
        {
          ...TEXT,
          codTrlConteudo: 45,
          codTrlTipoConteudo: 3,
          nomTipo: 'Jogo',
          dscTitulo: null,
          dscTexto: null,
          nomJogo: 'Forca',
        },
      ],
    });
    expect(await screen.findByRole('img', { name: 'Intro' })).toHaveAttribute('src', 'blob:image');
    expect(within(contents()[1]!).getByText('Forca')).toBeInTheDocument();
  });

  it('tells two games of one kind apart by their first question', () => {
    const quiz = (codTrlConteudo: number, numSequencia: number, label: string): Content => ({
      ...TEXT,
      codTrlConteudo,
      numSequencia,
      codTrlTipoConteudo: 3,
      nomTipo: 'Jogo',
      dscTitulo: null,
      dscTexto: null,
      nomJogo: 'Quiz',
      label,
    });
    show({
      ...HALVES,
      conteudos: [quiz(46, 1, 'Qual é o maior planeta?'), quiz(47, 2, 'Quanto é a metade de 10?')],
    });
    expect(contents().map((c) => c.textContent)).toEqual([
      expect.stringMatching(/Quiz.*Qual é o maior planeta\?/),
      expect.stringMatching(/Quiz.*Quanto é a metade de 10\?/),
    ]);
  });

  it('shows a game under its own title, with its kind (decision 0071)', () => {
    const quiz = (dscTitulo: string): Content => ({
      ...TEXT,
      codTrlConteudo: 48,
      codTrlTipoConteudo: 3,
      nomTipo: 'Jogo',
      dscTitulo,
      dscTexto: null,
      nomJogo: 'Quiz',
      label: 'Qual é o maior planeta?',
    });
    show({ ...HALVES, conteudos: [quiz('Planetas')] });
    expect(contents()[0]!.textContent).toMatch(/Jogo · Planetas.*Quiz.*Qual é o maior planeta\?/);
  });

  it('says a lesson has no contents', () => {
    show(EDITOR.aulas[1]);
    expect(screen.getByText('Nenhum conteúdo.')).toBeInTheDocument();
  });

  it('gives an editor the lesson’s actions', async () => {
    const { user, onAddContent, onEdit, onDelete } = show();
    await user.click(screen.getByRole('button', { name: 'Adicionar conteúdo' }));
    await user.click(screen.getByRole('button', { name: 'Alterar Metades' }));
    await user.click(screen.getByRole('button', { name: 'Apagar Metades' }));
    expect([onAddContent, onEdit, onDelete].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('views, edits or deletes the content clicked', async () => {
    const { user, onViewContent, onEditContent, onDeleteContent } = show();
    await user.click(screen.getByRole('button', { name: 'Visualizar 1 Texto' }));
    await user.click(screen.getByRole('button', { name: 'Alterar 2 Diálogo' }));
    await user.click(screen.getByRole('button', { name: 'Apagar 2 Diálogo' }));
    expect(onViewContent).toHaveBeenCalledWith(TEXT);
    expect(onEditContent).toHaveBeenCalledWith(DIALOGUE);
    expect(onDeleteContent).toHaveBeenCalledWith(DIALOGUE);
  });

  it('offers no edit action on an assembly, which is view only', () => {
    const assembly = {
      ...TEXT,
      codTrlConteudo: 47,
      numSequencia: 3,
      codTrlTipoConteudo: 6,
      nomTipo: 'Montagem',
    };
    show({ ...HALVES, conteudos: [...HALVES.conteudos, assembly] });
    expect(screen.getByRole('button', { name: 'Visualizar 3 Montagem' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apagar 3 Montagem' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alterar 3 Montagem' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alterar 1 Texto' })).toBeInTheDocument();
  });

  it('reorders the contents by dragging one onto another', async () => {
    layOutVertically();
    const { user, onSwapContents } = show();
    await dragByKeyboard(user, 'Arrastar 1 Texto', '{ArrowDown}');
    await waitFor(() => expect(onSwapContents).toHaveBeenCalledWith(40, 41));
    // What a screen reader hears: the contents as their lines show them.
    expect(
      screen.getByText(
        'Conteúdo «Texto · Intro» passa para a posição 2 de 2 e Conteúdo «Diálogo», para a posição 1.',
      ),
    ).toBeInTheDocument();
  });

  it('offers only to view the contents when read only', () => {
    show(HALVES, false);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Visualizar 1 Texto',
      'Visualizar 2 Diálogo',
    ]);
  });
});
