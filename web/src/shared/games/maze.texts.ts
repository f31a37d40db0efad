import { createTexts, type SameKeys } from '../texts';

const pt = {
  maze: 'Labirinto: você está na linha {{row}}, coluna {{col}}; o próximo ponto é o {{next}}',
  up: 'Subir',
  down: 'Descer',
  left: 'Esquerda',
  right: 'Direita',
  checkpoint: 'Ponto {{n}}',
  hint: 'Dica do ponto {{n}}: {{hint}}',
  choose: 'Escolha a imagem da dica',
  lives: 'Vidas: {{count}}',
  help: 'Ande com as setas do teclado, com os botões ou tocando numa casa vizinha até o ponto marcado.',
  helpTouch: 'Toque numa casa vizinha ou nos botões de seta para andar até o ponto marcado.',
  cleared: 'Pontos concluídos: {{count}} de 4',
};
const en: SameKeys<typeof pt> = {
  maze: 'Maze: you are on row {{row}}, column {{col}}; the next point is {{next}}',
  up: 'Up',
  down: 'Down',
  left: 'Left',
  right: 'Right',
  checkpoint: 'Point {{n}}',
  hint: 'Hint of point {{n}}: {{hint}}',
  choose: 'Choose the image of the hint',
  lives: 'Lives: {{count}}',
  help: 'Move with the arrow keys, the buttons or by tapping a neighbouring square until the marked point.',
  helpTouch: 'Tap a neighbouring square or the arrow buttons to walk to the marked point.',
  cleared: 'Points done: {{count}} of 4',
};
const es: SameKeys<typeof pt> = {
  maze: 'Laberinto: está en la fila {{row}}, columna {{col}}; el próximo punto es el {{next}}',
  up: 'Arriba',
  down: 'Abajo',
  left: 'Izquierda',
  right: 'Derecha',
  checkpoint: 'Punto {{n}}',
  hint: 'Pista del punto {{n}}: {{hint}}',
  choose: 'Elija la imagen de la pista',
  lives: 'Vidas: {{count}}',
  help: 'Muévase con las flechas, con los botones o tocando una casilla vecina hasta el punto marcado.',
  helpTouch: 'Toque una casilla vecina o los botones de flecha para llegar al punto marcado.',
  cleared: 'Puntos hechos: {{count}} de 4',
};

/** `t` for the maze game (`playMaze.<key>`). */
export const useMazeTexts = createTexts('playMaze', { pt, en, es });
