import type { Drawing } from './catalogue-drawings.views.js';

/**
 * The content area's reference data as the first start records it. Codes are the API's
 * (spec: content types 1–6 and game codes 1–10, section 3); names are the Portuguese the
 * screens show. An entry, once recorded, is never rewritten by a later start: a change to a
 * recorded entry needs its own event.
 */
export const CONTENT_TYPES = [
  { codTrlTipoConteudo: 1, nomTipo: 'Texto' },
  { codTrlTipoConteudo: 2, nomTipo: 'Imagem' },
  { codTrlTipoConteudo: 3, nomTipo: 'Jogo' },
  { codTrlTipoConteudo: 4, nomTipo: 'Diálogo' },
  { codTrlTipoConteudo: 5, nomTipo: 'Vídeo' },
  { codTrlTipoConteudo: 6, nomTipo: 'Montagem' },
];

/** How each game plays, as the students read it (ARCHITECTURE decisions: "How each game plays"). */
export const GAMES = [
  {
    codTrlJogo: 1,
    nomJogo: 'Forca',
    dscConteudoJogo:
      'Descubra a palavra letra por letra. A pergunta é a dica, e o número de letras erradas é limitado.',
  },
  {
    codTrlJogo: 2,
    nomJogo: 'Memória',
    dscConteudoJogo: 'Cada imagem aparece em duas cartas viradas para baixo. Encontre todos os pares.',
  },
  {
    codTrlJogo: 3,
    nomJogo: 'Labirinto',
    dscConteudoJogo:
      'Percorra o labirinto até os quatro pontos. Em cada um, leia a dica e escolha a imagem certa entre quatro.',
  },
  {
    codTrlJogo: 4,
    nomJogo: 'Ligar pontos',
    dscConteudoJogo: 'Ligue cada imagem do primeiro grupo ao seu par no segundo grupo.',
  },
  {
    codTrlJogo: 5,
    nomJogo: 'Quebra-cabeça',
    dscConteudoJogo: 'A imagem foi cortada em peças embaralhadas. Monte-a de novo.',
  },
  {
    codTrlJogo: 6,
    nomJogo: 'Quiz',
    dscConteudoJogo: 'Leia a pergunta e escolha a resposta certa entre quatro.',
  },
  {
    codTrlJogo: 7,
    nomJogo: 'Verdadeiro ou falso',
    dscConteudoJogo: 'Diga se cada afirmação é verdadeira ou falsa.',
  },
  {
    codTrlJogo: 8,
    nomJogo: 'Grupos de imagens',
    dscConteudoJogo: 'Coloque cada imagem no grupo a que ela pertence.',
  },
  {
    codTrlJogo: 9,
    nomJogo: 'Complete a frase',
    dscConteudoJogo: 'Preencha as palavras escondidas da frase com as palavras certas do banco de palavras.',
  },
  {
    codTrlJogo: 10,
    nomJogo: 'Quiz de imagens',
    dscConteudoJogo: 'Leia a pergunta e escolha a imagem certa entre quatro.',
  },
];

/** The curricular components of the BNCC: Ensino Fundamental (1–9), then those of the Ensino Médio. */
export const SUBJECTS = [
  'Língua Portuguesa',
  'Matemática',
  'Ciências',
  'História',
  'Geografia',
  'Arte',
  'Educação Física',
  'Língua Inglesa',
  'Ensino Religioso',
  'Biologia',
  'Física',
  'Química',
  'Filosofia',
  'Sociologia',
].map((nomMateria, i) => ({ codTrlMateria: i + 1, nomMateria }));

export interface IllustratedEntry {
  code: number;
  name: string;
  drawing: Drawing;
}

/** Who speaks in a dialogue screen. */
export const CHARACTERS: IllustratedEntry[] = [
  { code: 1, name: 'Professora Ana', drawing: 'teacher' },
  { code: 2, name: 'Pedro', drawing: 'studentBoy' },
  { code: 3, name: 'Luísa', drawing: 'studentGirl' },
  { code: 4, name: 'Coruja Sofia', drawing: 'owl' },
  { code: 5, name: 'Robô Bit', drawing: 'robot' },
];

/** The pictures an assembly content is built on. */
export const ASSEMBLIES: IllustratedEntry[] = [
  { code: 1, name: 'Sistema solar', drawing: 'solarSystem' },
  { code: 2, name: 'Ciclo da água', drawing: 'waterCycle' },
  { code: 3, name: 'Partes da planta', drawing: 'plant' },
  { code: 4, name: 'Formas geométricas', drawing: 'shapes' },
  { code: 5, name: 'O relógio', drawing: 'clock' },
];
