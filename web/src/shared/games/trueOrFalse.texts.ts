import { createTexts, type SameKeys } from '../texts';

const pt = {
  true: 'Verdadeiro',
  false: 'Falso',
  nextStatement: 'Próxima pergunta',
  progress: '{{n}} de {{total}} respondidas',
};
const en: SameKeys<typeof pt> = {
  true: 'True',
  false: 'False',
  nextStatement: 'Next question',
  progress: '{{n}} of {{total}} answered',
};
const es: SameKeys<typeof pt> = {
  true: 'Verdadero',
  false: 'Falso',
  nextStatement: 'Siguiente pregunta',
  progress: '{{n}} de {{total}} respondidas',
};

/** `t` for the true-or-false game (`playTrueOrFalse.<key>`). */
export const useTrueOrFalseTexts = createTexts('playTrueOrFalse', { pt, en, es });
