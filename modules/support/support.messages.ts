/**
 * The messages of the support context (support requests), by code, in pt (the spec's text, verbatim),
 * en and es. It imports nothing, so the kernel can compose it into the one catalogue
 * (`MESSAGES`, `translate`) without a package cycle.
 */
export const SUPPORT_MESSAGES = {
  // limits on abuse (decision 0014)
  'support.tooMany': {
    status: 429,
    pt: 'Você enviou muitas solicitações de suporte. Tente novamente em {minutes} minutos.',
    en: 'You sent too many support requests. Try again in {minutes} minutes.',
    es: 'Envió demasiadas solicitudes de soporte. Intente de nuevo en {minutes} minutos.',
  },
  'support.passwordHelpTooMany': {
    status: 429,
    pt: 'Você já pediu ajuda muitas vezes. Tente novamente em {minutes} minutos.',
    en: 'You have asked for help many times. Try again in {minutes} minutes.',
    es: 'Ya pidió ayuda muchas veces. Intente de nuevo en {minutes} minutos.',
  },
  // "Esqueci minha senha" (decision 0069): the same answer whether the access code exists or not
  'support.passwordHelpSent': {
    pt: 'Pronto! Se essa matrícula for da sua escola, a secretaria vai receber o seu pedido.',
    en: 'Done! If this access code is from your school, the school office will get your request.',
    es: '¡Listo! Si ese código de acceso es de tu escuela, la secretaría recibirá tu pedido.',
  },
  // support ("Fale conosco" and the support desk)
  'support.nameRequired': {
    pt: 'É necessário inserir um nome.',
    en: 'A name is required.',
    es: 'Es necesario ingresar un nombre.',
  },
  'support.nameInvalid': {
    pt: 'Insira um nome válido.',
    en: 'Enter a valid name.',
    es: 'Ingrese un nombre válido.',
  },
  'support.nameDigits': {
    pt: 'Seu nome não pode conter números.',
    en: 'Your name cannot contain numbers.',
    es: 'Su nombre no puede contener números.',
  },
  'support.emailRequired': {
    pt: 'Preencha o campo email.',
    en: 'Fill in the email field.',
    es: 'Complete el campo email.',
  },
  'support.emailInvalid': {
    pt: 'Insira um email válido.',
    en: 'Enter a valid email.',
    es: 'Ingrese un email válido.',
  },
  'support.subjectRequired': {
    pt: 'É necessário selecionar uma das opções.',
    en: 'You must select one of the options.',
    es: 'Es necesario seleccionar una de las opciones.',
  },
  'support.descRequired': {
    pt: 'É necessário descrever o problema.',
    en: 'You must describe the problem.',
    es: 'Es necesario describir el problema.',
  },
  'support.descMax': {
    pt: 'A mensagem pode ter no máximo 1000 caracteres.',
    en: 'The message can have at most 1000 characters.',
    es: 'El mensaje puede tener como máximo 1000 caracteres.',
  },
  'support.remaining': {
    pt: '{count} caracteres restantes',
    en: '{count} characters left',
    es: '{count} caracteres restantes',
  },
  'support.fillErrors': {
    status: 400,
    pt: 'Existem erros de preenchimento.',
    en: 'There are errors in the form.',
    es: 'Existen errores de llenado.',
  },
  'support.confirmSend': {
    pt: 'Você deseja enviar?',
    en: 'Do you want to send it?',
    es: '¿Desea enviarlo?',
  },
  'support.confirmLeave': {
    pt: 'Você deseja sair?',
    en: 'Do you want to leave?',
    es: '¿Desea salir?',
  },
  'support.sent': {
    pt: 'Sua solicitação foi enviada',
    en: 'Your request has been sent',
    es: 'Su solicitud fue enviada',
  },
  'support.protectedRow': {
    status: 403,
    pt: 'Esta solicitação não pode ser apagada.',
    en: 'This request cannot be deleted.',
    es: 'Esta solicitud no se puede borrar.',
  },
  'support.subject.acesso': {
    pt: 'Login e acesso',
    en: 'Sign-in and access',
    es: 'Inicio de sesión y acceso',
  },
  'support.subject.trilhas': {
    pt: 'Trilhas e capítulos',
    en: 'Trails and chapters',
    es: 'Rutas y capítulos',
  },
  'support.subject.aulas': {
    pt: 'Aulas e conteúdos',
    en: 'Lessons and contents',
    es: 'Clases y contenidos',
  },
  'support.subject.atividades': {
    pt: 'Atividades e notas',
    en: 'Activities and grades',
    es: 'Actividades y notas',
  },
  'support.subject.calendario': {
    pt: 'Calendário',
    en: 'Calendar',
    es: 'Calendario',
  },
  'support.subject.forum': {
    pt: 'Fórum',
    en: 'Forum',
    es: 'Foro',
  },
  'support.subject.chat': {
    pt: 'Chat',
    en: 'Chat',
    es: 'Chat',
  },
  'support.subject.relatorios': {
    pt: 'Relatórios',
    en: 'Reports',
    es: 'Informes',
  },
  'support.subject.cadastros': {
    pt: 'Escolas, unidades, turmas e usuários',
    en: 'Schools, units, classes and users',
    es: 'Escuelas, unidades, grupos y usuarios',
  },
  'support.subject.configuracao': {
    pt: 'Configurações do perfil',
    en: 'Profile settings',
    es: 'Configuración del perfil',
  },
  'support.subject.outro': {
    pt: 'Outro assunto',
    en: 'Something else',
    es: 'Otro asunto',
  },
} as const;
