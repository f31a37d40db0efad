/**
 * The messages of the privacy context (LGPD data requests), by code, in pt, en and es. It
 * imports nothing, so the kernel can compose it into the one catalogue. No message names a
 * person: names never reach an answer's refusal, a log line or a job.
 */
export const PRIVACY_MESSAGES = {
  'privacy.tooManyCopies': {
    status: 429,
    pt: 'Você pediu muitas cópias de dados. Tente novamente em {minutes} minutos.',
    en: 'You asked for too many data copies. Try again in {minutes} minutes.',
    es: 'Pidió demasiadas copias de datos. Intente de nuevo en {minutes} minutos.',
  },
  'privacy.userRequired': {
    pt: 'Escolha a pessoa de quem são os dados.',
    en: 'Choose the person whose data it is.',
    es: 'Elija la persona de quien son los datos.',
  },
  'privacy.kindRequired': {
    pt: 'Escolha o tipo da solicitação: cópia ou eliminação.',
    en: 'Choose the kind of request: copy or erasure.',
    es: 'Elija el tipo de solicitud: copia o eliminación.',
  },
  'privacy.relationRequired': {
    pt: 'Diga quem pediu: o próprio titular ou o responsável.',
    en: 'Say who asked: the person themself or a parent or guardian.',
    es: 'Indique quién pidió: el propio titular o el responsable.',
  },
  'privacy.nameRequired': {
    pt: 'Informe o nome de quem pediu.',
    en: 'Enter the name of who asked.',
    es: 'Indique el nombre de quien pidió.',
  },
  'privacy.nameTooLong': {
    pt: 'O nome pode ter no máximo 120 caracteres.',
    en: 'The name can have at most 120 characters.',
    es: 'El nombre puede tener como máximo 120 caracteres.',
  },
  'privacy.documentRequired': {
    pt: 'Informe o documento de quem pediu.',
    en: 'Enter the document of who asked.',
    es: 'Indique el documento de quien pidió.',
  },
  'privacy.documentTooLong': {
    pt: 'O documento pode ter no máximo 40 caracteres.',
    en: 'The document can have at most 40 characters.',
    es: 'El documento puede tener como máximo 40 caracteres.',
  },
  'privacy.reasonTooLong': {
    pt: 'O motivo pode ter no máximo 1000 caracteres.',
    en: 'The reason can have at most 1000 characters.',
    es: 'El motivo puede tener como máximo 1000 caracteres.',
  },
  'privacy.requesterRequired': {
    status: 400,
    pt: 'Informe quem pediu (solicitante): relação, nome e documento.',
    en: 'Say who asked (solicitante): relation, name and document.',
    es: 'Indique quién pidió (solicitante): relación, nombre y documento.',
  },
  'privacy.reasonRequired': {
    status: 400,
    pt: 'Informe o motivo da solicitação.',
    en: 'Enter the reason for the request.',
    es: 'Indique el motivo de la solicitud.',
  },
  'privacy.copyOwnOnly': {
    status: 403,
    pt: 'Você só pode pedir a cópia dos seus próprios dados. A cópia dos dados de outra pessoa é pedida à escola.',
    en: 'You can only ask for a copy of your own data. A copy of someone else’s data is asked of the school.',
    es: 'Solo puede pedir la copia de sus propios datos. La copia de los datos de otra persona se pide a la escuela.',
  },
  'privacy.erasureThroughSchool': {
    status: 403,
    pt: 'A eliminação de dados é pedida à escola: um Gestor ou o administrador a registra.',
    en: 'An erasure is asked of the school: a Gestor or the administrator records it.',
    es: 'La eliminación de datos se pide a la escuela: un Gestor o el administrador la registra.',
  },
  'privacy.alreadyErased': {
    status: 409,
    pt: 'Os dados pessoais deste usuário já foram removidos.',
    en: 'This user’s personal data has already been erased.',
    es: 'Los datos personales de este usuario ya fueron eliminados.',
  },
  'privacy.erasurePending': {
    status: 409,
    pt: 'Já existe uma solicitação de eliminação em andamento para este usuário.',
    en: 'An erasure request for this user is already in progress.',
    es: 'Ya existe una solicitud de eliminación en curso para este usuario.',
  },
  'privacy.notPending': {
    status: 409,
    pt: 'Esta solicitação já foi atendida.',
    en: 'This request has already been answered.',
    es: 'Esta solicitud ya fue atendida.',
  },
  'privacy.copyNotReady': {
    status: 409,
    pt: 'A cópia ainda está sendo preparada.',
    en: 'The copy is still being prepared.',
    es: 'La copia todavía se está preparando.',
  },
  'privacy.copyExpired': {
    status: 410,
    pt: 'A cópia ficou disponível por 7 dias e não está mais disponível. Peça uma nova.',
    en: 'The copy was available for 7 days and is no longer available. Ask for a new one.',
    es: 'La copia estuvo disponible por 7 días y ya no está disponible. Pida una nueva.',
  },
  'privacy.copyFailed': {
    pt: 'Não foi possível preparar a cópia. Peça uma nova.',
    en: 'The copy could not be prepared. Ask for a new one.',
    es: 'No fue posible preparar la copia. Pida una nueva.',
  },
  'privacy.kind.copia': { pt: 'Cópia dos dados', en: 'Copy of the data', es: 'Copia de los datos' },
  'privacy.kind.eliminacao': {
    pt: 'Eliminação dos dados',
    en: 'Erasure of the data',
    es: 'Eliminación de los datos',
  },
  'privacy.relation.titular': { pt: 'O próprio titular', en: 'The person themself', es: 'El propio titular' },
  'privacy.relation.responsavel': {
    pt: 'Pai, mãe ou responsável',
    en: 'Parent or guardian',
    es: 'Padre, madre o responsable',
  },
  'privacy.status.pendente': { pt: 'Em andamento', en: 'In progress', es: 'En curso' },
  'privacy.status.concluida': { pt: 'Concluída', en: 'Done', es: 'Concluida' },
  'privacy.status.falhou': { pt: 'Falhou', en: 'Failed', es: 'Falló' },
  'privacy.status.expirada': { pt: 'Cópia expirada', en: 'Copy expired', es: 'Copia vencida' },
} as const;
