import { createTexts, type SameKeys } from '../texts';

const pt = {
  card: 'Carta {{n}}',
  hidden: 'virada para baixo',
  shown: 'imagem {{image}}',
  found: 'par encontrado',
  pairs: 'Pares encontrados: {{found}} de {{total}}',
  mistakesLeft: 'Erros restantes: {{count}}',
  help: 'Vire duas cartas por vez. Use as setas para andar entre as cartas e Enter para virar.',
  helpTouch: 'Vire duas cartas por vez: toque numa carta e depois noutra.',
};
const en: SameKeys<typeof pt> = {
  card: 'Card {{n}}',
  hidden: 'face down',
  shown: 'image {{image}}',
  found: 'pair found',
  pairs: 'Pairs found: {{found}} of {{total}}',
  mistakesLeft: 'Mistakes left: {{count}}',
  help: 'Turn two cards at a time. Use the arrow keys to move between cards and Enter to turn one.',
  helpTouch: 'Turn two cards at a time: tap one card, then another.',
};
const es: SameKeys<typeof pt> = {
  card: 'Carta {{n}}',
  hidden: 'boca abajo',
  shown: 'imagen {{image}}',
  found: 'par encontrado',
  pairs: 'Pares encontrados: {{found}} de {{total}}',
  mistakesLeft: 'Errores restantes: {{count}}',
  help: 'Voltee dos cartas a la vez. Use las flechas para moverse entre las cartas y Enter para voltear.',
  helpTouch: 'Voltee dos cartas a la vez: toque una carta y luego otra.',
};

/** `t` for the memory game (`playMemory.<key>`). */
export const useMemoryTexts = createTexts('playMemory', { pt, en, es });
