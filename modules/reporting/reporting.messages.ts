/**
 * The messages of the reporting context, by code, in pt (the spec's text, verbatim, where it has
 * one), en and es. It imports nothing, so the kernel can compose it into the one catalogue.
 */
export const REPORTING_MESSAGES = {
  // limits on abuse (decision 0036)
  'report.tooManyExports': {
    status: 429,
    pt: 'Você pediu muitas exportações. Tente novamente em {minutes} minutos.',
    en: 'You asked for too many exports. Try again in {minutes} minutes.',
    es: 'Pidió demasiadas exportaciones. Intente de nuevo en {minutes} minutos.',
  },
  'report.exportRunning': {
    status: 409,
    pt: 'Aguarde o fim da exportação em andamento antes de pedir outra.',
    en: 'Wait for the export in progress to end before asking for another.',
    es: 'Espere a que termine la exportación en curso antes de pedir otra.',
  },
  'report.dateInvalid': {
    pt: 'Informe uma data válida.',
    en: 'Enter a valid date.',
    es: 'Indique una fecha válida.',
  },
  'report.periodInvalid': {
    pt: 'A data final deve ser depois da inicial.',
    en: 'The end date must come after the start date.',
    es: 'La fecha final debe ser posterior a la inicial.',
  },
  'report.exportNotFinished': {
    status: 409,
    pt: 'O arquivo ainda está sendo gerado.',
    en: 'The file is still being generated.',
    es: 'El archivo aún se está generando.',
  },
  'report.exportFailed': {
    pt: 'Não foi possível gerar o arquivo. Tente exportar novamente.',
    en: 'The file could not be generated. Try exporting again.',
    es: 'No fue posible generar el archivo. Intente exportar de nuevo.',
  },
  'report.sessionExpired': { pt: 'Sessão expirou.', en: 'Session expired.', es: 'La sesión expiró.' },
  // column labels of the tables and CSV headers (section 2)
  'report.column.escola': { pt: 'Escola', en: 'School', es: 'Escuela' },
  'report.column.unidade': { pt: 'Unidade', en: 'Unit', es: 'Unidad' },
  'report.column.turma': { pt: 'Turma', en: 'Class', es: 'Clase' },
  'report.column.usuario': { pt: 'Usuário', en: 'User', es: 'Usuario' },
  'report.column.login': { pt: 'Matrícula', en: 'Login', es: 'Matrícula' },
  'report.column.acessos': { pt: 'Acessos', en: 'Accesses', es: 'Accesos' },
  'report.column.acessosNoTotal': {
    pt: 'Acessos no total',
    en: 'Accesses in the total',
    es: 'Accesos en el total',
  },
  'report.column.aluno': { pt: 'Aluno', en: 'Student', es: 'Alumno' },
  'report.column.atividade': { pt: 'Atividade', en: 'Activity', es: 'Actividad' },
  'report.column.nota': { pt: 'Nota', en: 'Grade', es: 'Nota' },
  'report.column.notaMaxima': { pt: 'Nota máxima', en: 'Maximum grade', es: 'Nota máxima' },
  'report.column.livro': { pt: 'Livro', en: 'Trail', es: 'Libro' },
  'report.column.capitulo': { pt: 'Capítulo', en: 'Chapter', es: 'Capítulo' },
  'report.column.conclusao': { pt: 'Concluído em', en: 'Completed on', es: 'Concluido el' },
  'report.column.jogosJogados': { pt: 'Jogos jogados', en: 'Games played', es: 'Juegos jugados' },
  'report.column.jogosVencidos': { pt: 'Jogos vencidos', en: 'Games won', es: 'Juegos ganados' },
  'report.column.melhorPontuacao': {
    pt: 'Melhor pontuação (%)',
    en: 'Best score (%)',
    es: 'Mejor puntuación (%)',
  },
  'report.column.pergunta': { pt: 'Pergunta', en: 'Question', es: 'Pregunta' },
  'report.column.quando': { pt: 'Data e hora', en: 'Date and time', es: 'Fecha y hora' },
  'report.column.sucesso': { pt: 'Sucesso (S/N)', en: 'Success (S/N)', es: 'Éxito (S/N)' },
  'report.column.observacao': { pt: 'Observação', en: 'Note', es: 'Observación' },
  'report.column.ip': { pt: 'IP', en: 'IP', es: 'IP' },
} as const;
