import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ChapterEditor } from '@school/modules/content/contracts';
import type { Routes } from '../../../test/api';

/** A chapter with two lessons, the first with a text and a dialogue. */
export const EDITOR: ChapterEditor = {
  codTrlCapitulo: 11,
  codTrlLivro: 4,
  dscTitulo: 'Frações',
  aulas: [
    {
      codTrlAula: 30,
      codTrlCapitulo: 11,
      codTrlMateria: 1,
      numSequencia: 1,
      dscTitulo: 'Metades',
      dscDescricao: 'Dividir por dois',
      conteudos: [
        {
          codTrlConteudo: 40,
          codTrlAula: 30,
          codTrlTipoConteudo: 1,
          numSequencia: 1,
          nomTipo: 'Texto',
          dscTitulo: 'Intro',
          dscTexto: 'Uma metade é...',
          dscImagem: null,
          nomJogo: null,
          label: null,
        },
        {
          codTrlConteudo: 41,
          codTrlAula: 30,
          codTrlTipoConteudo: 4,
          numSequencia: 2,
          nomTipo: 'Diálogo',
          dscTitulo: null,
          dscTexto: null,
          dscImagem: null,
          nomJogo: null,
          label: 'Ana, Beto',
        },
      ],
    },
    {
      codTrlAula: 31,
      codTrlCapitulo: 11,
      codTrlMateria: 1,
      numSequencia: 2,
      dscTitulo: 'Terços',
      dscDescricao: '',
      conteudos: [],
    },
  ],
};

/** The routes of the editor, its trail, the catalogue lists and the editor's writes, for mockApi. */
export const EDITOR_ROUTES: Routes = {
  'GET /trl_aula/editorDoCapitulo/:id': EDITOR,
  'GET /trl_livro/4': {
    codTrlLivro: 4,
    dscTitulo: 'Matemática',
    numSequencia: 4,
    codBseEscola: null,
    editable: true,
  },
  'GET /trl_materia': [{ codTrlMateria: 1, nomMateria: 'Matemática' }],
  'GET /trl_tipo_conteudo': ['Texto', 'Imagem', 'Jogo', 'Diálogo', 'Vídeo', 'Montagem'].map((nomTipo, i) => ({
    codTrlTipoConteudo: i + 1,
    nomTipo,
  })),
  'GET /trl_personagem': [{ codTrlPersonagem: 1, nomPersonagem: 'Ana', imgPersonagem: '/x.png' }],
  'GET /trl_jogo': [
    { codTrlJogo: 1, nomJogo: 'Forca', dscConteudoJogo: 'Descubra a palavra.' },
    { codTrlJogo: 7, nomJogo: 'Verdadeiro ou falso', dscConteudoJogo: 'Diga se é verdade.' },
  ],
  'GET /trl_montagem': [{ codTrlMontagem: 1, nomMontagem: 'Ciclo', imgMontagem: '/y.png' }],
  'DELETE /trl_aula/:id': 1,
};

/**
 * jsdom lays nothing out: each element is 40px high, 50px under its previous sibling, so a
 * sortable item dragged by keyboard finds its neighbours.
 */
export function layOutVertically() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = this.parentElement ? [...this.parentElement.children].indexOf(this) : 0;
    const top = index * 50;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 40,
      width: 300,
      height: 40,
      toJSON: () => ({}),
    };
  });
}

/** A keyboard user's drag: focuses the handle `handle`, lifts the item (space), moves it (`keys`), drops it (space). */
export async function dragByKeyboard(user: UserEvent, handle: string, keys = ''): Promise<void> {
  screen.getByRole('button', { name: handle }).focus();
  await user.keyboard(' ');
  if (keys) await user.keyboard(keys);
  await user.keyboard(' ');
}
