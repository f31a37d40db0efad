/**
 * The messages of the assessment context (activities, questions, class activities, answers and
 * grades), by code, in pt (the spec's text, verbatim, where it has one), en and es. It imports
 * nothing, so the kernel can compose it into the one catalogue.
 */
export const ASSESSMENT_MESSAGES = {
  // activities (section 5)
  'activity.warning': { pt: 'Aviso', en: 'Warning', es: 'Aviso' },
  'activity.allFieldsRequired': {
    pt: 'Todos os campos devem ser preenchidos.',
    en: 'All fields must be filled in.',
    es: 'Todos los campos deben completarse.',
  },
  'activity.nameMax': {
    pt: 'O nome pode ter no máximo 255 caracteres.',
    en: 'The name can have at most 255 characters.',
    es: 'El nombre puede tener como máximo 255 caracteres.',
  },
  'activity.descriptionMax': {
    pt: 'A descrição pode ter no máximo 1000 caracteres.',
    en: 'The description can have at most 1000 characters.',
    es: 'La descripción puede tener como máximo 1000 caracteres.',
  },
  'activity.chapterNotInTrail': {
    status: 400,
    pt: 'Escolha capítulos do livro selecionado.',
    en: 'Choose chapters of the selected book.',
    es: 'Elija capítulos del libro seleccionado.',
  },
  'activity.deleteConfirm': {
    pt: 'Tem certeza que deseja deletar essa Atividade?',
    en: 'Are you sure you want to delete this activity?',
    es: '¿Está seguro de que desea eliminar esta actividad?',
  },
  'activity.deleteConfirmShort': {
    pt: 'Deseja deletar essa atividade?',
    en: 'Do you want to delete this activity?',
    es: '¿Desea eliminar esta actividad?',
  },
  'activity.noChapters': { pt: 'Nenhum capítulo', en: 'No chapter', es: 'Ningún capítulo' },
  // questions (section 5)
  'question.allFieldsRequired': {
    status: 400,
    pt: 'Todos os campos devem ser preenchidos',
    en: 'All fields must be filled in',
    es: 'Todos los campos deben completarse',
  },
  'question.minOptions': {
    pt: 'A questão de múltipla escolha deve ter pelo menos 2 opções.',
    en: 'A multiple-choice question must have at least 2 options.',
    es: 'La pregunta de opción múltiple debe tener al menos 2 opciones.',
  },
  'question.emptyOption': {
    pt: 'As opções de múltipla escolha não podem estar vazias.',
    en: 'Multiple-choice options cannot be empty.',
    es: 'Las opciones de opción múltiple no pueden estar vacías.',
  },
  'question.correctRequired': {
    pt: 'Por favor, selecione a resposta correta para a questão de múltipla escolha.',
    en: 'Please select the correct answer for the multiple-choice question.',
    es: 'Por favor, seleccione la respuesta correcta para la pregunta de opción múltiple.',
  },
  'question.fillOptionFirst': {
    pt: 'Por favor, preencha a opção antes de adicioná-la.',
    en: 'Please fill in the option before adding it.',
    es: 'Por favor, complete la opción antes de agregarla.',
  },
  'question.deleted': {
    pt: 'A questão foi apagada com sucesso',
    en: 'The question was deleted successfully',
    es: 'La pregunta se eliminó con éxito',
  },
  'question.titleMax': {
    pt: 'O título pode ter no máximo 255 caracteres.',
    en: 'The title can have at most 255 characters.',
    es: 'El título puede tener como máximo 255 caracteres.',
  },
  'question.statementMax': {
    pt: 'O enunciado é longo demais.',
    en: 'The statement is too long.',
    es: 'El enunciado es demasiado largo.',
  },
  'question.optionMax': {
    pt: 'Cada opção pode ter no máximo 500 caracteres.',
    en: 'Each option can have at most 500 characters.',
    es: 'Cada opción puede tener como máximo 500 caracteres.',
  },
  'question.optionsMax': {
    pt: 'Uma questão pode ter no máximo 10 opções.',
    en: 'A question can have at most 10 options.',
    es: 'Una pregunta puede tener como máximo 10 opciones.',
  },
  'question.expectedMax': {
    pt: 'A resposta esperada pode ter no máximo 5000 caracteres.',
    en: 'The expected answer can have at most 5000 characters.',
    es: 'La respuesta esperada puede tener como máximo 5000 caracteres.',
  },
  'question.multipleChoice': { pt: 'Múltipla escolha', en: 'Multiple choice', es: 'Opción múltiple' },
  'question.essay': { pt: 'Discursiva', en: 'Essay', es: 'Discursiva' },
  // class activities (section 8)
  'classActivity.added': {
    pt: 'Atividades adicionadas com sucesso',
    en: 'Activities added successfully',
    es: 'Actividades agregadas con éxito',
  },
  'classActivity.addFailed': {
    status: 409,
    pt: 'Não foi possível incluir as atividades selecionadas. Verifique se as mesmas já foram adicionadas nesta turma',
    en: 'The selected activities could not be added. Check whether they were already added to this class',
    es: 'No fue posible incluir las actividades seleccionadas. Verifique si ya fueron agregadas a este grupo',
  },
  'classActivity.pickChapter': {
    pt: 'Selecione um capítulo antes de confirmar.',
    en: 'Select a chapter before confirming.',
    es: 'Seleccione un capítulo antes de confirmar.',
  },
  // answers (section 5)
  'answer.fillAll': {
    status: 400,
    pt: 'Por favor, preencha todas as respostas antes de enviar.',
    en: 'Please fill in every answer before sending.',
    es: 'Por favor, complete todas las respuestas antes de enviar.',
  },
  'answer.submitConfirm': {
    pt: 'Tem certeza que deseja enviar sua atividade?',
    en: 'Are you sure you want to send your activity?',
    es: '¿Está seguro de que desea enviar su actividad?',
  },
  'answer.alreadySubmitted': {
    status: 409,
    pt: 'Você já enviou as respostas desta atividade.',
    en: 'You have already sent your answers to this activity.',
    es: 'Ya envió las respuestas de esta actividad.',
  },
  'answer.submittedInAnotherClass': {
    status: 409,
    pt: 'Você já enviou as respostas desta atividade em outra turma. Cada atividade é respondida uma vez.',
    en: 'You have already sent your answers to this activity in another class. Each activity is answered once.',
    es: 'Ya envió las respuestas de esta actividad en otro grupo. Cada actividad se responde una vez.',
  },
  'answer.inactive': {
    status: 409,
    pt: 'Esta atividade não está mais aberta para respostas.',
    en: 'This activity is no longer open for answers.',
    es: 'Esta actividad ya no está abierta para respuestas.',
  },
  'answer.notSetAside': {
    status: 409,
    pt: 'Esta atividade está aberta e ainda não foi respondida: envie as respostas.',
    en: 'This activity is open and not answered yet: send the answers.',
    es: 'Esta actividad está abierta y aún no fue respondida: envíe las respuestas.',
  },
  'answer.invalidOption': {
    status: 400,
    pt: 'Escolha uma das opções da questão.',
    en: 'Choose one of the question’s options.',
    es: 'Elija una de las opciones de la pregunta.',
  },
  'answer.final': {
    status: 410,
    pt: 'As respostas enviadas não podem ser alteradas nem apagadas.',
    en: 'Answers sent cannot be changed or deleted.',
    es: 'Las respuestas enviadas no se pueden cambiar ni borrar.',
  },
  'answer.tooLong': {
    pt: 'Cada resposta pode ter no máximo 5000 caracteres.',
    en: 'Each answer can have at most 5000 characters.',
    es: 'Cada respuesta puede tener como máximo 5000 caracteres.',
  },
  // grades (sections 5 and 8)
  'grade.confirm': { pt: 'Tem certeza?', en: 'Are you sure?', es: '¿Está seguro?' },
  'grade.created': {
    pt: 'Notas criadas com sucesso',
    en: 'Grades created successfully',
    es: 'Notas creadas con éxito',
  },
  'grade.updated': {
    pt: 'Notas atualizadas com sucesso!',
    en: 'Grades updated successfully!',
    es: '¡Notas actualizadas con éxito!',
  },
  'grade.updateFailed': {
    pt: 'Erro ao atualizar as notas.',
    en: 'Error updating the grades.',
    es: 'Error al actualizar las notas.',
  },
  'grade.cancelled': {
    pt: 'Nenhuma nota foi atribuída.',
    en: 'No grade was given.',
    es: 'No se asignó ninguna nota.',
  },
  'grade.entryRange': {
    status: 400,
    pt: 'A nota deve ser de 0 a 10, em passos de 0,5.',
    en: 'The grade must be from 0 to 10, in steps of 0.5.',
    es: 'La nota debe ser de 0 a 10, en pasos de 0,5.',
  },
  'grade.editRange': {
    status: 400,
    pt: 'A nota deve ser de 0 a 1000, em passos de 0,5.',
    en: 'The grade must be from 0 to 1000, in steps of 0.5.',
    es: 'La nota debe ser de 0 a 1000, en pasos de 0,5.',
  },
  // The moment of GET /api/bse_nota/historico's `ate`: a real minute from 1900 to 2100.
  'grade.dateInvalid': {
    pt: 'Informe uma data válida.',
    en: 'Enter a valid date.',
    es: 'Indique una fecha válida.',
  },
  'grade.notAnswered': {
    status: 409,
    pt: 'O aluno ainda não respondeu esta atividade.',
    en: 'The student has not answered this activity yet.',
    es: 'El alumno aún no respondió esta actividad.',
  },
  'grade.alreadyGraded': {
    status: 409,
    pt: 'Outra pessoa já lançou estas notas. Recarregue a página para ver as notas atuais.',
    en: 'Someone else has already given these grades. Reload the page to see the current grades.',
    es: 'Otra persona ya asignó estas notas. Recargue la página para ver las notas actuales.',
  },
  'grade.stale': {
    status: 409,
    pt: 'Outra pessoa alterou estas notas enquanto você editava. Recarregue a página e tente novamente.',
    en: 'Someone else changed these grades while you were editing. Reload the page and try again.',
    es: 'Otra persona modificó estas notas mientras usted editaba. Recargue la página e intente de nuevo.',
  },
  'grade.reasonMax': {
    pt: 'O motivo pode ter no máximo 500 caracteres.',
    en: 'The reason can have at most 500 characters.',
    es: 'El motivo puede tener como máximo 500 caracteres.',
  },
  'grade.commentMax': {
    status: 400,
    pt: 'O comentário pode ter no máximo 1000 caracteres.',
    en: 'The comment can have at most 1000 characters.',
    es: 'El comentario puede tener como máximo 1000 caracteres.',
  },
} as const;
