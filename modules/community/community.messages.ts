/**
 * The messages of the community context (news posts, then calendar, forum and chat), by code, in
 * pt (the spec's text, verbatim, where it has one), en and es. It imports nothing, so the kernel
 * can compose it into the one catalogue.
 */
export const COMMUNITY_MESSAGES = {
  // limits on abuse (decision 0036)
  'chat.tooMany': {
    status: 429,
    pt: 'Muitas mensagens em pouco tempo. Tente novamente em {seconds} segundos.',
    en: 'Too many messages in a short time. Try again in {seconds} seconds.',
    es: 'Demasiados mensajes en poco tiempo. Intente de nuevo en {seconds} segundos.',
  },
  'forum.tooMany': {
    status: 429,
    pt: 'Você publicou muitas mensagens no fórum. Tente novamente em {minutes} minutos.',
    en: 'You posted too many forum messages. Try again in {minutes} minutes.',
    es: 'Publicó demasiados mensajes en el foro. Intente de nuevo en {minutes} minutos.',
  },
  'calendar.tooMany': {
    status: 429,
    pt: 'Você criou muitos eventos no calendário. Tente novamente em {minutes} minutos.',
    en: 'You created too many calendar events. Try again in {minutes} minutes.',
    es: 'Creó demasiados eventos en el calendario. Intente de nuevo en {minutes} minutos.',
  },
  // news posts (sections 5 and 8)
  'post.fillAll': {
    status: 400,
    pt: 'Por favor, preencha todos os campos',
    en: 'Please fill in every field',
    es: 'Por favor, complete todos los campos',
  },
  'post.createConfirm': {
    pt: 'Deseja realmente criar a atividade?',
    en: 'Do you really want to create it?',
    es: '¿Desea realmente crearla?',
  },
  'post.editConfirm': {
    pt: 'Deseja realmente alterar a atividade?',
    en: 'Do you really want to change it?',
    es: '¿Desea realmente modificarla?',
  },
  'post.saved': { pt: 'Cadastro realizado!', en: 'Saved!', es: '¡Registro realizado!' },
  'post.deleteConfirm': {
    pt: 'Deseja apagar esta postagem?',
    en: 'Do you want to delete this post?',
    es: '¿Desea borrar esta publicación?',
  },
  'post.deleted': { pt: 'Postagem apagada.', en: 'Post deleted.', es: 'Publicación borrada.' },
  'post.deleteFailed': {
    pt: 'Erro ao apagar Postagem',
    en: 'Error deleting the post',
    es: 'Error al borrar la publicación',
  },
  'post.categoryMax': {
    pt: 'A categoria pode ter no máximo 100 caracteres.',
    en: 'The category can have at most 100 characters.',
    es: 'La categoría puede tener como máximo 100 caracteres.',
  },
  'post.titleMax': {
    pt: 'O título pode ter no máximo 255 caracteres.',
    en: 'The title can have at most 255 characters.',
    es: 'El título puede tener como máximo 255 caracteres.',
  },
  'post.bodyMax': {
    pt: 'O texto da notícia é longo demais.',
    en: 'The news text is too long.',
    es: 'El texto de la noticia es demasiado largo.',
  },
  // calendar (sections 5 and 6)
  'calendar.fillAll': {
    status: 400,
    pt: 'Favor preencher todos os campos.',
    en: 'Please fill in every field.',
    es: 'Por favor, complete todos los campos.',
  },
  'calendar.titleMax': {
    pt: 'O título pode ter no máximo 100 caracteres.',
    en: 'The title can have at most 100 characters.',
    es: 'El título puede tener como máximo 100 caracteres.',
  },
  'calendar.dateInvalid': {
    pt: 'Informe a data e a hora do evento.',
    en: 'Enter the event’s date and time.',
    es: 'Indique la fecha y la hora del evento.',
  },
  'calendar.endInvalid': {
    pt: 'Informe a data e a hora do fim do evento.',
    en: 'Enter the date and time the event ends.',
    es: 'Indique la fecha y la hora del fin del evento.',
  },
  'calendar.endBeforeStart': {
    status: 400,
    pt: 'O fim do evento deve ser depois do início.',
    en: 'The event must end after it starts.',
    es: 'El fin del evento debe ser posterior al inicio.',
  },
  'calendar.descriptionMax': {
    status: 400,
    pt: 'A descrição pode ter no máximo 1000 caracteres.',
    en: 'The description can have at most 1000 characters.',
    es: 'La descripción puede tener como máximo 1000 caracteres.',
  },
  'calendar.placeMax': {
    status: 400,
    pt: 'O local pode ter no máximo 200 caracteres.',
    en: 'The place can have at most 200 characters.',
    es: 'El lugar puede tener como máximo 200 caracteres.',
  },
  'calendar.classPrivate': {
    status: 400,
    pt: 'Um evento para a turma não pode ser privado.',
    en: 'An event for a class cannot be private.',
    es: 'Un evento para la clase no puede ser privado.',
  },
  'calendar.classNotYours': {
    status: 400,
    pt: 'Escolha uma das suas turmas.',
    en: 'Choose one of your classes.',
    es: 'Elija una de sus clases.',
  },
  'calendar.saveConfirm': {
    pt: 'Deseja realmente salvar as alterações do evento?',
    en: 'Do you really want to save the changes to the event?',
    es: '¿Desea realmente guardar los cambios del evento?',
  },
  'calendar.cannotEdit': {
    pt: 'Não é possível alterar.',
    en: 'It cannot be changed.',
    es: 'No es posible modificarlo.',
  },
  'calendar.cannotDelete': {
    pt: 'Não é possível deletar.',
    en: 'It cannot be deleted.',
    es: 'No es posible borrarlo.',
  },
  'calendar.notCreator': {
    status: 403,
    pt: 'Não foi você que criou.',
    en: 'You did not create it.',
    es: 'No fue usted quien lo creó.',
  },
  'calendar.saved': { pt: 'Evento salvo.', en: 'Event saved.', es: 'Evento guardado.' },
  'calendar.deleteConfirm': {
    pt: 'Deseja apagar este evento?',
    en: 'Do you want to delete this event?',
    es: '¿Desea borrar este evento?',
  },
  'calendar.deleted': { pt: 'Evento apagado.', en: 'Event deleted.', es: 'Evento borrado.' },
  'calendar.feedRevoked': {
    pt: 'Endereço revogado: o anterior não funciona mais.',
    en: 'Address revoked: the previous one no longer works.',
    es: 'Dirección revocada: la anterior ya no funciona.',
  },
  // forum (sections 5, 6 and 8)
  'forum.fillAll': {
    pt: 'Por favor, preencha todos os campos',
    en: 'Please fill in every field',
    es: 'Por favor, complete todos los campos',
  },
  'forum.titleMax': {
    pt: 'O título pode ter no máximo 100 caracteres.',
    en: 'The title can have at most 100 characters.',
    es: 'El título puede tener como máximo 100 caracteres.',
  },
  'forum.messageMax': {
    pt: 'A mensagem pode ter no máximo 240 caracteres.',
    en: 'The message can have at most 240 characters.',
    es: 'El mensaje puede tener como máximo 240 caracteres.',
  },
  'forum.postMax': {
    pt: 'A resposta pode ter no máximo 255 caracteres.',
    en: 'The reply can have at most 255 characters.',
    es: 'La respuesta puede tener como máximo 255 caracteres.',
  },
  'forum.roomNotFound': { pt: 'Sala não encontrada.', en: 'Room not found.', es: 'Sala no encontrada.' },
  'forum.roomsFixed': {
    status: 405,
    pt: 'As salas do fórum são fixas.',
    en: 'The forum rooms are fixed.',
    es: 'Las salas del foro son fijas.',
  },
  'forum.topicClosed': {
    status: 400,
    pt: 'Este tópico está fechado.',
    en: 'This topic is closed.',
    es: 'Este tema está cerrado.',
  },
  'forum.notAllowed': {
    status: 403,
    pt: 'Só o autor ou a direção da escola pode fazer isso.',
    en: 'Only the author or the school’s management can do that.',
    es: 'Solo el autor o la dirección de la escuela puede hacerlo.',
  },
  'forum.deleteFailed': { pt: 'Erro ao apagar', en: 'Error deleting', es: 'Error al borrar' },
  'forum.publishFailed': { pt: 'Erro ao publicar', en: 'Error publishing', es: 'Error al publicar' },
  'forum.published': { pt: 'Publicado!', en: 'Published!', es: '¡Publicado!' },
  'forum.deleteConfirm': {
    pt: 'Deseja apagar?',
    en: 'Do you want to delete it?',
    es: '¿Desea borrarlo?',
  },
  'forum.deleted': { pt: 'Apagado.', en: 'Deleted.', es: 'Borrado.' },
  // chat (sections 5, 6 and 8)
  'chat.welcome': { pt: 'Bem vindo ao chat!', en: 'Welcome to the chat!', es: '¡Bienvenido al chat!' },
  'chat.blank': {
    pt: 'Escreva uma mensagem.',
    en: 'Write a message.',
    es: 'Escriba un mensaje.',
  },
  'chat.tooLong': {
    pt: 'A mensagem pode ter no máximo 250 caracteres.',
    en: 'The message can have at most 250 characters.',
    es: 'El mensaje puede tener como máximo 250 caracteres.',
  },
  'chat.roomNotFound': {
    status: 404,
    pt: 'Sala não encontrada.',
    en: 'Room not found.',
    es: 'Sala no encontrada.',
  },
  'chat.noPermission': { status: 410, pt: 'Sem permissão.', en: 'No permission.', es: 'Sin permiso.' },
} as const;
