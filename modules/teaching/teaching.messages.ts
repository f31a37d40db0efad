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
  // the device queue (POST /plataforma/sincronizar, decision 0076)
  'sync.tooManyItems': {
    status: 413,
    pt: 'Envie no máximo {max} itens por vez.',
    en: 'Send at most {max} items at a time.',
    es: 'Envíe como máximo {max} elementos por vez.',
  },
  'sync.invalidId': {
    status: 400,
    pt: 'O identificador do item deve ter de 8 a 64 letras, números, "_" ou "-".',
    en: 'The item id must have 8 to 64 letters, digits, "_" or "-".',
    es: 'El identificador del elemento debe tener de 8 a 64 letras, números, "_" o "-".',
  },
  'sync.invalidDoneAt': {
    status: 400,
    pt: 'Informe quando o item foi feito (data e hora válidas).',
    en: 'Say when the item was done (a valid date and time).',
    es: 'Indique cuándo se hizo el elemento (fecha y hora válidas).',
  },
  'sync.unknownType': {
    status: 400,
    pt: 'Tipo de item desconhecido. Os tipos aceitos são visto, tentativa, avaliacao e resposta.',
    en: 'Unknown item type. The accepted types are visto, tentativa, avaliacao and resposta.',
    es: 'Tipo de elemento desconocido. Los tipos aceptados son visto, tentativa, avaliacao y resposta.',
  },
  'sync.otherUser': {
    status: 403,
    pt: 'Este item foi guardado para outro usuário. Entre com a conta dele para enviá-lo.',
    en: 'This item was kept for another user. Sign in with that account to send it.',
    es: 'Este elemento fue guardado para otro usuario. Entre con esa cuenta para enviarlo.',
  },
  'sync.idReused': {
    status: 409,
    pt: 'Já foi recebido outro item com este identificador.',
    en: 'Another item with this id was already received.',
    es: 'Ya se recibió otro elemento con este identificador.',
  },
  'sync.inFlight': {
    status: 409,
    pt: 'Este item ainda está sendo aplicado. Tente novamente em instantes.',
    en: 'This item is still being applied. Try again in a moment.',
    es: 'Este elemento todavía se está aplicando. Intente de nuevo en unos instantes.',
  },
  'sync.answerLate': {
    status: 409,
    pt: 'Recebida após o encerramento. A atividade foi encerrada antes de as respostas chegarem; elas foram guardadas para o professor.',
    en: 'Received after closing. The activity was closed before the answers arrived; they were kept for the teacher.',
    es: 'Recibida después del cierre. La actividad se cerró antes de que llegaran las respuestas; se guardaron para el profesor.',
  },
  'sync.answerDuplicate': {
    status: 409,
    pt: 'Já respondida em outro aparelho. Vale a primeira resposta; esta foi guardada para o professor.',
    en: 'Already answered on another device. The first answer counts; this one was kept for the teacher.',
    es: 'Ya respondida en otro dispositivo. Vale la primera respuesta; esta se guardó para el profesor.',
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
