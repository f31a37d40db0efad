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
    status: 409,
    pt: 'Esta trilha tem capítulos. Apague os capítulos antes de apagar a trilha.',
    en: 'This trail has chapters. Delete its chapters before deleting the trail.',
    es: 'Esta ruta tiene capítulos. Borre los capítulos antes de borrar la ruta.',
  },
  'trail.swapSame': {
    status: 400,
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
    status: 409,
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
    status: 400,
    pt: 'Escolha dois capítulos diferentes da mesma trilha para inverter.',
    en: 'Choose two different chapters of the same trail to swap.',
    es: 'Elija dos capítulos diferentes de la misma ruta para intercambiar.',
  },
  // --- game forms (content authoring, section 5 "Game forms") ---
  'game.required': {
    pt: 'Selecione um jogo.',
    en: 'Select a game.',
    es: 'Seleccione un juego.',
  },
  'game.trueFalseQuestions': {
    pt: 'Favor informar as perguntas.',
    en: 'Please fill in the questions.',
    es: 'Por favor, informe las preguntas.',
  },
  'game.trueFalseMax': {
    pt: 'Permitido somente até 4 perguntas.',
    en: 'Only up to 4 questions allowed.',
    es: 'Solo se permiten hasta 4 preguntas.',
  },
  'game.quizQuestion': {
    pt: 'Favor informar a pergunta.',
    en: 'Please fill in the question.',
    es: 'Por favor, informe la pregunta.',
  },
  'game.quizAnswers': {
    pt: 'Favor preencher todos os campos de respostas.',
    en: 'Please fill in every answer field.',
    es: 'Por favor, complete todos los campos de respuestas.',
  },
  'game.correctAnswer': {
    pt: 'Favor marcar uma resposta correta.',
    en: 'Please mark one correct answer.',
    es: 'Por favor, marque una respuesta correcta.',
  },
  'game.wholeSet': {
    status: 410,
    pt: 'Um jogo é salvo inteiro, com todas as perguntas e respostas, em /trl_conteudo_jogo.',
    en: 'A game is saved whole, with all its questions and answers, through /trl_conteudo_jogo.',
    es: 'Un juego se guarda entero, con todas sus preguntas y respuestas, en /trl_conteudo_jogo.',
  },
  'game.imageMissing': {
    pt: 'Uma das imagens não foi encontrada. Envie a imagem novamente.',
    en: 'One of the images was not found. Upload the image again.',
    es: 'No se encontró una de las imágenes. Envíe la imagen de nuevo.',
  },
  'game.jpegPng': {
    pt: 'Formato inválido. Formatos válidos: jpeg e png',
    en: 'Invalid format. Valid formats: jpeg and png',
    es: 'Formato inválido. Formatos válidos: jpeg y png',
  },
  'game.shortQuestion': {
    pt: 'Favor informar uma pergunta maior.',
    en: 'Please write a longer question.',
    es: 'Por favor, informe una pregunta más larga.',
  },
  'game.shortAnswer': {
    pt: 'Favor informar uma resposta.',
    en: 'Please fill in an answer.',
    es: 'Por favor, informe una respuesta.',
  },
  'game.matchingGroup1': {
    pt: 'Favor subir pelo menos 1 imagem no grupo 1.',
    en: 'Please upload at least 1 image in group 1.',
    es: 'Por favor, suba al menos 1 imagen en el grupo 1.',
  },
  'game.matchingGroup2': {
    pt: 'Favor subir pelo menos 1 imagem no grupo 2.',
    en: 'Please upload at least 1 image in group 2.',
    es: 'Por favor, suba al menos 1 imagen en el grupo 2.',
  },
  'game.matchingSameCount': {
    pt: 'Favor subir a mesma quantidade nos dois grupos.',
    en: 'Please upload the same number of images in both groups.',
    es: 'Por favor, suba la misma cantidad en los dos grupos.',
  },
  'game.matchingFormat1': {
    pt: 'Existem {count} imagem(s) no grupo 1 com formato inválido. Formatos válidos: jpeg e png',
    en: 'There are {count} image(s) in group 1 with an invalid format. Valid formats: jpeg and png',
    es: 'Hay {count} imagen(es) en el grupo 1 con formato inválido. Formatos válidos: jpeg y png',
  },
  'game.matchingFormat2': {
    pt: 'Existem {count} imagem(s) no grupo 2 com formato inválido. Formatos válidos: jpeg e png',
    en: 'There are {count} image(s) in group 2 with an invalid format. Valid formats: jpeg and png',
    es: 'Hay {count} imagen(es) en el grupo 2 con formato inválido. Formatos válidos: jpeg y png',
  },
  'game.imagesMax6': {
    pt: 'Permitido somente até 6 imagens.',
    en: 'Only up to 6 images allowed.',
    es: 'Solo se permiten hasta 6 imágenes.',
  },
  'game.imageSetMin': {
    pt: 'Favor subir 4 imagens ou mais.',
    en: 'Please upload 4 images or more.',
    es: 'Por favor, suba 4 imágenes o más.',
  },
  'game.imageSetMax': {
    pt: 'Permitido somente até 8 imagens.',
    en: 'Only up to 8 images allowed.',
    es: 'Solo se permiten hasta 8 imágenes.',
  },
  'game.hints': {
    pt: 'Favor preencher todos os campos de dicas',
    en: 'Please fill in every hint field',
    es: 'Por favor, complete todos los campos de pistas',
  },
  'game.hintImages': {
    pt: 'Favor subir 4 imagens.',
    en: 'Please upload 4 images.',
    es: 'Por favor, suba 4 imágenes.',
  },
  'game.puzzleImage': {
    pt: 'Favor subir uma imagem.',
    en: 'Please upload an image.',
    es: 'Por favor, suba una imagen.',
  },
  'game.puzzleOne': {
    pt: 'Permitido somente 1 imagem.',
    en: 'Only 1 image allowed.',
    es: 'Solo se permite 1 imagen.',
  },
  'game.groupsCount': {
    pt: 'Permitido de 2 a 6 grupos.',
    en: 'From 2 to 6 groups allowed.',
    es: 'Se permiten de 2 a 6 grupos.',
  },
  'game.groupImages': {
    pt: 'Favor subir pelo menos 2 imagens por grupo.',
    en: 'Please upload at least 2 images per group.',
    es: 'Por favor, suba al menos 2 imágenes por grupo.',
  },
  'game.sentence': {
    pt: 'Favor informar a frase.',
    en: 'Please fill in the sentence.',
    es: 'Por favor, informe la frase.',
  },
  'game.sentenceHidden': {
    pt: 'Marque com * as palavras escondidas da frase.',
    en: 'Mark the hidden words of the sentence with *.',
    es: 'Marque con * las palabras ocultas de la frase.',
  },
  'game.word': {
    pt: 'Favor informar uma palavra.',
    en: 'Please fill in a word.',
    es: 'Por favor, informe una palabra.',
  },
  'game.wordsMax': {
    pt: 'Quantidade máxima de palavras (certas ou erradas) é 9.',
    en: 'The maximum number of words (right or wrong) is 9.',
    es: 'La cantidad máxima de palabras (correctas o incorrectas) es 9.',
  },
  // --- end game forms ---
  // --- lessons and contents (content authoring, sections 5 and 8) ---
  'lesson.titleRequired': {
    pt: 'Campo título obrigatório.',
    en: 'The title field is required.',
    es: 'El campo título es obligatorio.',
  },
  'lesson.titleMax': {
    pt: 'O título pode ter no máximo 45 caracteres.',
    en: 'The title can have at most 45 characters.',
    es: 'El título puede tener como máximo 45 caracteres.',
  },
  'lesson.descriptionMax': {
    pt: 'A descrição pode ter no máximo 240 caracteres.',
    en: 'The description can have at most 240 characters.',
    es: 'La descripción puede tener como máximo 240 caracteres.',
  },
  'lesson.subjectRequired': {
    pt: 'Selecione uma matéria.',
    en: 'Select a subject.',
    es: 'Seleccione una materia.',
  },
  'lesson.chapterRequired': {
    pt: 'Selecione um capítulo.',
    en: 'Select a chapter.',
    es: 'Seleccione un capítulo.',
  },
  'lesson.swapSameChapter': {
    status: 400,
    pt: 'Escolha duas aulas diferentes do mesmo capítulo para inverter.',
    en: 'Choose two different lessons of the same chapter to swap.',
    es: 'Elija dos clases diferentes del mismo capítulo para intercambiar.',
  },
  'lesson.hasContents': {
    status: 409,
    pt: 'Esta aula tem conteúdos. Apague os conteúdos antes de apagar a aula.',
    en: 'This lesson has contents. Delete its contents before deleting the lesson.',
    es: 'Esta clase tiene contenidos. Borre los contenidos antes de borrar la clase.',
  },
  'chapter.hasLessons': {
    status: 409,
    pt: 'Este capítulo tem aulas. Apague as aulas antes de apagar o capítulo.',
    en: 'This chapter has lessons. Delete its lessons before deleting the chapter.',
    es: 'Este capítulo tiene clases. Borre las clases antes de borrar el capítulo.',
  },
  'content.typeRequired': {
    pt: 'Selecione um tipo de conteúdo.',
    en: 'Select a content type.',
    es: 'Seleccione un tipo de contenido.',
  },
  'content.typeMismatch': {
    status: 400,
    pt: 'Os dados não correspondem ao tipo do conteúdo.',
    en: 'The data does not match the content type.',
    es: 'Los datos no corresponden al tipo del contenido.',
  },
  'content.titleMax': {
    pt: 'O título pode ter no máximo 50 caracteres.',
    en: 'The title can have at most 50 characters.',
    es: 'El título puede tener como máximo 50 caracteres.',
  },
  'content.textRequired': {
    pt: 'Informe um texto.',
    en: 'Enter a text.',
    es: 'Ingrese un texto.',
  },
  'content.textMax': {
    pt: 'O texto pode ter no máximo 3000 caracteres.',
    en: 'The text can have at most 3000 characters.',
    es: 'El texto puede tener como máximo 3000 caracteres.',
  },
  'content.imageRequired': {
    pt: 'Selecione uma imagem.',
    en: 'Select an image.',
    es: 'Seleccione una imagen.',
  },
  'content.imageFormat': {
    status: 400,
    pt: 'Arquivo inválido. Formatos válidos: jpg, jpeg, webp e png.',
    en: 'Invalid file. Valid formats: jpg, jpeg, webp and png.',
    es: 'Archivo inválido. Formatos válidos: jpg, jpeg, webp y png.',
  },
  'content.linkInvalid': {
    pt: 'Informe um link http ou https.',
    en: 'Enter an http or https link.',
    es: 'Ingrese un enlace http o https.',
  },
  'content.dialogueCharacter': {
    pt: 'Favor preenche o campo de personagem de todos os conteúdos.',
    en: 'Please fill in the character field of every entry.',
    es: 'Por favor complete el campo de personaje de todas las entradas.',
  },
  'content.dialogueText': {
    pt: 'Favor preencher todos os campos de descrição.',
    en: 'Please fill in every description field.',
    es: 'Por favor complete todos los campos de descripción.',
  },
  'content.dialogueAtLeastOne': {
    pt: 'Favor informar pelo menos 1 conteúdo.',
    en: 'Please enter at least 1 entry.',
    es: 'Por favor ingrese al menos 1 entrada.',
  },
  'content.assemblyRequired': {
    pt: 'Favor escolher a montagem.',
    en: 'Please choose the assembly.',
    es: 'Por favor elija el montaje.',
  },
  'content.assemblyDescription': {
    pt: 'Favor preencher o campo de descrição.',
    en: 'Please fill in the description field.',
    es: 'Por favor complete el campo de descripción.',
  },
  'content.swapSameLesson': {
    status: 400,
    pt: 'Escolha dois conteúdos diferentes da mesma aula para inverter.',
    en: 'Choose two different contents of the same lesson to swap.',
    es: 'Elija dos contenidos diferentes de la misma clase para intercambiar.',
  },
  'content.notEditable': {
    status: 409,
    pt: 'Conteúdo de montagem não pode ser editado.',
    en: 'Assembly content cannot be edited.',
    es: 'El contenido de montaje no se puede editar.',
  },
  // --- end lessons and contents ---
} as const;
