/**
 * The messages of the content context (trails and chapters), by code, in pt (the spec's text,
 * verbatim), en and es. It imports nothing, so the kernel can compose it into the one catalogue
 * (`MESSAGES`, `translate`) without a package cycle.
 */
export const CONTENT_MESSAGES = {
  // trails and chapters (content authoring, sections 5 and 8)
  'trail.oops': {
    pt: 'Ooops!',
    en: 'Ooops!',
    es: '¡Ups!',
  },
  'trail.fieldsRequired': {
    pt: 'É necessário preencher todos os campos antes de enviar.',
    en: 'You must fill in every field before sending.',
    es: 'Es necesario completar todos los campos antes de enviar.',
  },
  'trail.titleMax': {
    pt: 'O título pode ter no máximo 100 caracteres.',
    en: 'The title can have at most 100 characters.',
    es: 'El título puede tener como máximo 100 caracteres.',
  },
  'trail.created': {
    pt: 'Trilha {title} criado.',
    en: 'Trail {title} created.',
    es: 'Ruta {title} creada.',
  },
  'trail.hasChapters': {
    pt: 'Esta trilha tem capítulos. Apague os capítulos antes de apagar a trilha.',
    en: 'This trail has chapters. Delete its chapters before deleting the trail.',
    es: 'Esta ruta tiene capítulos. Borre los capítulos antes de borrar la ruta.',
  },
  'trail.swapSame': {
    pt: 'Escolha duas trilhas diferentes para inverter.',
    en: 'Choose two different trails to swap.',
    es: 'Elija dos rutas diferentes para intercambiar.',
  },
  'chapter.created': {
    pt: 'Capitulo da trilha {title} criado.',
    en: 'Chapter of the trail {title} created.',
    es: 'Capítulo de la ruta {title} creado.',
  },
  'chapter.limit': {
    pt: 'Número máximo de capitulos criado.',
    en: 'The maximum number of chapters has been created.',
    es: 'Se creó el número máximo de capítulos.',
  },
  'chapter.trailRequired': {
    pt: 'Selecione uma trilha.',
    en: 'Select a trail.',
    es: 'Seleccione una ruta.',
  },
  'chapter.swapSameTrail': {
    pt: 'Escolha dois capítulos diferentes da mesma trilha para inverter.',
    en: 'Choose two different chapters of the same trail to swap.',
    es: 'Elija dos capítulos diferentes de la misma ruta para intercambiar.',
  },
} as const satisfies Record<string, Record<'pt' | 'en' | 'es', string>>;
