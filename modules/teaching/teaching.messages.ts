/**
 * The messages of the teaching context (a class's lessons: class-book links and the active
 * lesson), by code, in pt (the spec's text, verbatim), en and es. It imports nothing, so the
 * kernel can compose it into the one catalogue.
 */
export const TEACHING_MESSAGES = {
  // limits on abuse (decision 0036)
  'player.tooManyRounds': {
    status: 429,
    pt: 'Muitas rodadas em pouco tempo. Tente novamente em {seconds} segundos.',
    en: 'Too many rounds in a short time. Try again in {seconds} seconds.',
    es: 'Demasiadas rondas en poco tiempo. Intente de nuevo en {seconds} segundos.',
  },
  'player.tooManyViews': {
    status: 429,
    pt: 'Muitas visualizações em pouco tempo. Tente novamente em {seconds} segundos.',
    en: 'Too many views in a short time. Try again in {seconds} seconds.',
    es: 'Demasiadas visualizaciones en poco tiempo. Intente de nuevo en {seconds} segundos.',
  },
  'player.tooManyPicks': {
    status: 429,
    pt: 'Muitas jogadas em pouco tempo. Tente novamente em {seconds} segundos.',
    en: 'Too many moves in a short time. Try again in {seconds} seconds.',
    es: 'Demasiadas jugadas en poco tiempo. Intente de nuevo en {seconds} segundos.',
  },
  'classBook.activateConfirm': {
    pt: 'Tem certeza que deseja ativar essa opção?',
    en: 'Are you sure you want to activate this option?',
    es: '¿Está seguro de que desea activar esta opción?',
  },
  'classBook.alreadyActive': {
    status: 409,
    pt: 'Você não pode alterar uma aula que já está ativa.',
    en: 'You cannot change a lesson that is already active.',
    es: 'No puede cambiar una clase que ya está activa.',
  },
  'classBook.activated': {
    pt: 'Você trocou a aula ativada com sucesso!',
    en: 'You changed the active lesson successfully!',
    es: '¡Cambió la clase activa con éxito!',
  },
  'classBook.noContent': {
    status: 409,
    pt: 'Esta aula ainda não possui conteúdos.',
    en: 'This lesson has no content yet.',
    es: 'Esta clase aún no tiene contenidos.',
  },
  'classBook.archiveConfirm': {
    pt: 'Deseja arquivar essa aula?',
    en: 'Do you want to archive this lesson?',
    es: '¿Desea archivar esta clase?',
  },
  'classBook.archived': {
    pt: 'Aula arquivada.',
    en: 'Lesson archived.',
    es: 'Clase archivada.',
  },
  'classBook.added': {
    pt: 'Aula adicionada à turma.',
    en: 'Lesson added to the class.',
    es: 'Clase agregada al grupo.',
  },
  'classBook.alreadyAdded': {
    status: 400,
    pt: 'Esta trilha já foi adicionada à turma.',
    en: 'This trail has already been added to the class.',
    es: 'Esta ruta ya fue agregada al grupo.',
  },
  'classBook.trailRequired': {
    pt: 'Selecione uma trilha.',
    en: 'Select a trail.',
    es: 'Seleccione una ruta.',
  },
  'rating.notCompleted': {
    status: 400,
    pt: 'Termine o capítulo antes de avaliá-lo.',
    en: 'Finish the chapter before rating it.',
    es: 'Termine el capítulo antes de evaluarlo.',
  },
  'rating.already': {
    status: 400,
    pt: 'Você já avaliou este capítulo.',
    en: 'You have already rated this chapter.',
    es: 'Ya evaluó este capítulo.',
  },
  'player.checkedAtTheEnd': {
    status: 400,
    pt: 'Este jogo é conferido ao final da rodada.',
    en: 'This game is checked at the end of the round.',
    es: 'Este juego se comprueba al final de la ronda.',
  },
  'player.roundNotStarted': {
    status: 400,
    pt: 'Esta rodada não foi iniciada pelo servidor. Comece o jogo de novo.',
    en: 'This round was not started by the server. Start the game again.',
    es: 'Esta ronda no fue iniciada por el servidor. Empiece el juego de nuevo.',
  },
  'player.roundRecorded': {
    status: 409,
    pt: 'Esta rodada já foi registrada. Comece uma nova rodada.',
    en: 'This round has already been recorded. Start a new round.',
    es: 'Esta ronda ya fue registrada. Empiece una nueva ronda.',
  },
  'rating.thanks': {
    pt: 'Obrigado pela sua avaliação!',
    en: 'Thank you for your rating!',
    es: '¡Gracias por su evaluación!',
  },
  // The chapter rating's fixed questions, by cod_avaliacao (decision 0029): the player asks them,
  // the rating report and its relatorio.csv name them.
  'rating.question.1': {
    pt: 'Quanto você gostou deste capítulo?',
    en: 'How much did you like this chapter?',
    es: '¿Cuánto le gustó este capítulo?',
  },
  'rating.question.2': {
    pt: 'Quanto você aprendeu com ele?',
    en: 'How much did you learn from it?',
    es: '¿Cuánto aprendió con él?',
  },
  'rating.question.3': {
    pt: 'Os jogos e atividades ajudaram você a entender?',
    en: 'Did the games and activities help you understand?',
    es: '¿Los juegos y actividades le ayudaron a entender?',
  },
} as const;
