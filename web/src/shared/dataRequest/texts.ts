import { createTexts, type SameKeys } from '../texts';

/** The texts of a data request's copy, wherever it shows (`dataRequest.`). */
const pt = {
  preparing: 'Preparando a cópia: {{percent}}%',
  progress: 'Progresso da cópia',
  download: 'Baixar os dados (ZIP)',
  keptUntil: 'Disponível para baixar até {{date}}.',
  expired: 'A cópia ficou disponível por 7 dias e não está mais disponível.',
  failed: 'Não foi possível preparar a cópia. Peça uma nova.',
};

const en: SameKeys<typeof pt> = {
  preparing: 'Preparing the copy: {{percent}}%',
  progress: 'Progress of the copy',
  download: 'Download the data (ZIP)',
  keptUntil: 'Available to download until {{date}}.',
  expired: 'The copy was available for 7 days and is no longer available.',
  failed: 'The copy could not be prepared. Ask for a new one.',
};

const es: SameKeys<typeof pt> = {
  preparing: 'Preparando la copia: {{percent}}%',
  progress: 'Progreso de la copia',
  download: 'Descargar los datos (ZIP)',
  keptUntil: 'Disponible para descargar hasta {{date}}.',
  expired: 'La copia estuvo disponible por 7 días y ya no está disponible.',
  failed: 'No fue posible preparar la copia. Pida una nueva.',
};

export const useDataRequestTexts = createTexts('dataRequest', { pt, en, es });
