import { createTexts, type SameKeys } from '../../shared/texts';

/** The player's texts (`player.`). */
const pt = {
  building: 'Aulas / conteúdos em construção...',
  noClass: 'Escolha sua turma atual em Turmas para ver a trilha dela.',
  previous: 'Anterior',
  next: 'Próximo',
  progress: 'Conteúdo {{n}} de {{total}}',
  seen: '{{percent}}% visto',
  chapter: 'Capítulo',
  lesson: 'Aula',
  nextLine: 'Próxima fala',
  restartDialogue: 'Ver o diálogo de novo',
  openVideo: 'Abrir o vídeo em uma nova aba',
  finished: 'Você chegou ao fim da trilha!',
  frame: 'Conteúdo da trilha',
  rateTitle: 'Avalie o capítulo {{name}}',
  rateSend: 'Enviar avaliação',
  rateLater: 'Agora não',
  rateChapter: 'Avaliar o capítulo',
  bestWon: 'Você já venceu este jogo',
  bestPlayed: 'Você já jogou este jogo',
  best: 'Melhor resultado: {{percent}}% · rodadas jogadas: {{count}}',
};

const en: SameKeys<typeof pt> = {
  building: 'Lessons / contents under construction...',
  noClass: 'Choose your current class under Classes to see its trail.',
  previous: 'Previous',
  next: 'Next',
  progress: 'Content {{n}} of {{total}}',
  seen: '{{percent}}% seen',
  chapter: 'Chapter',
  lesson: 'Lesson',
  nextLine: 'Next line',
  restartDialogue: 'See the dialogue again',
  openVideo: 'Open the video in a new tab',
  finished: 'You reached the end of the trail!',
  frame: 'Trail content',
  rateTitle: 'Rate the chapter {{name}}',
  rateSend: 'Send rating',
  rateLater: 'Not now',
  rateChapter: 'Rate the chapter',
  bestWon: 'You already won this game',
  bestPlayed: 'You already played this game',
  best: 'Best result: {{percent}}% · rounds played: {{count}}',
};

const es: SameKeys<typeof pt> = {
  building: 'Clases / contenidos en construcción...',
  noClass: 'Elija su grupo actual en Grupos para ver su ruta.',
  previous: 'Anterior',
  next: 'Siguiente',
  progress: 'Contenido {{n}} de {{total}}',
  seen: '{{percent}}% visto',
  chapter: 'Capítulo',
  lesson: 'Clase',
  nextLine: 'Siguiente línea',
  restartDialogue: 'Ver el diálogo de nuevo',
  openVideo: 'Abrir el video en una pestaña nueva',
  finished: '¡Llegaste al final de la ruta!',
  frame: 'Contenido de la ruta',
  rateTitle: 'Evalúe el capítulo {{name}}',
  rateSend: 'Enviar evaluación',
  rateLater: 'Ahora no',
  rateChapter: 'Evaluar el capítulo',
  bestWon: 'Ya ganaste este juego',
  bestPlayed: 'Ya jugaste este juego',
  best: 'Mejor resultado: {{percent}}% · rondas jugadas: {{count}}',
};

/** `t` for the player (`player.<key>`). */
export const usePlayerTexts = createTexts('player', { pt, en, es });
