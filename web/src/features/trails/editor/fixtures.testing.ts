import type { ChapterEditor } from '@school/modules/content/contracts';
import { jsonResponse } from '../../../test/render';

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

/** fetch answering the editor, its trail and the catalogue lists. */
export function editorFetch(calls: { url: string; init?: RequestInit }[] = []) {
  return async (url: string, init?: RequestInit) => {
    calls.push({ url, ...(init ? { init } : {}) });
    if (url.startsWith('/api/trl_aula/editorDoCapitulo/')) return jsonResponse(200, EDITOR);
    if (url === '/api/trl_livro/4')
      return jsonResponse(200, { codTrlLivro: 4, dscTitulo: 'Matemática', numSequencia: 4 });
    if (url === '/api/trl_materia')
      return jsonResponse(200, [{ codTrlMateria: 1, nomMateria: 'Matemática' }]);
    if (url === '/api/trl_tipo_conteudo')
      return jsonResponse(
        200,
        ['Texto', 'Imagem', 'Jogo', 'Diálogo', 'Vídeo', 'Montagem'].map((nomTipo, i) => ({
          codTrlTipoConteudo: i + 1,
          nomTipo,
        })),
      );
    if (url === '/api/trl_personagem')
      return jsonResponse(200, [{ codTrlPersonagem: 1, nomPersonagem: 'Ana', imgPersonagem: '/x.png' }]);
    if (url === '/api/trl_jogo')
      return jsonResponse(200, [
        { codTrlJogo: 1, nomJogo: 'Forca', dscConteudoJogo: 'Descubra a palavra.' },
        { codTrlJogo: 7, nomJogo: 'Verdadeiro ou falso', dscConteudoJogo: 'Diga se é verdade.' },
      ]);
    if (url === '/api/trl_montagem')
      return jsonResponse(200, [{ codTrlMontagem: 1, nomMontagem: 'Ciclo', imgMontagem: '/y.png' }]);
    return jsonResponse(200, 1);
  };
}
