import { CONTENT_MESSAGES } from '@school/modules/content/messages';
import { TEACHING_MESSAGES } from '@school/modules/teaching/messages';
import { ASSESSMENT_MESSAGES } from '@school/modules/assessment/messages';
import { COMMUNITY_MESSAGES } from '@school/modules/community/messages';
import { REPORTING_MESSAGES } from '@school/modules/reporting/messages';
import { FILES_MESSAGES } from '@school/modules/files/messages';
import { IDENTITY_MESSAGES } from '@school/modules/identity/messages';
import { ORGANIZATION_MESSAGES } from '@school/modules/organization/messages';
import { SUPPORT_MESSAGES } from '@school/modules/support/messages';
import { PRIVACY_MESSAGES } from '@school/modules/privacy/messages';

export type Language = 'pt' | 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];

/**
 * The HTTP status a refusal answers with, declared beside its code: a code without one is a text
 * (a label, a field's validation message), never a refusal, and `DomainError` cannot carry it.
 */
export type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 422 | 429;

type Texts = Record<Language, string> & { status?: RefusalStatus };

/** The kernel's own messages: generic refusals and profiles. */
export const KERNEL_MESSAGES = {
  // generic
  'generic.invalid': {
    status: 400,
    pt: 'Informações inválidas.',
    en: 'Invalid information.',
    es: 'Información inválida.',
  },
  'generic.validation': {
    pt: 'Existem erros de validação',
    en: 'There are validation errors',
    es: 'Existen errores de validación',
  },
  'generic.notFound': {
    status: 404,
    pt: 'Registro não encontrado.',
    en: 'Record not found.',
    es: 'Registro no encontrado.',
  },
  'generic.routeNotFound': {
    pt: 'A página solicitada não foi encontrada.',
    en: 'The page you requested could not be found.',
    es: 'No se pudo encontrar la página solicitada.',
  },
  'generic.unauthenticated': {
    status: 401,
    pt: 'Sessão expirou.',
    en: 'Session expired.',
    es: 'La sesión expiró.',
  },
  'generic.forbidden': {
    status: 403,
    pt: 'Você não tem permissão para esta ação.',
    en: 'You are not allowed to do this.',
    es: 'No tiene permiso para esta acción.',
  },
  'generic.conflict': {
    status: 409,
    pt: 'Este registro foi alterado por outra pessoa ao mesmo tempo. Recarregue e tente novamente.',
    en: 'Someone else changed this record at the same time. Reload and try again.',
    es: 'Otra persona modificó este registro al mismo tiempo. Recargue e intente de nuevo.',
  },
  'generic.idempotencyInFlight': {
    status: 409,
    pt: 'Esta requisição ainda está sendo processada.',
    en: 'This request is still being processed.',
    es: 'Esta solicitud todavía se está procesando.',
  },
  // The same Idempotency-Key again with another route or body: a client bug, never answered as the first.
  'generic.idempotencyKeyReused': {
    status: 422,
    pt: 'Esta chave de idempotência (Idempotency-Key) já foi usada em outra requisição. Envie esta com uma chave nova.',
    en: 'This Idempotency-Key was already used for another request. Send this one with a new key.',
    es: 'Esta clave de idempotencia (Idempotency-Key) ya se usó en otra solicitud. Envíe esta con una clave nueva.',
  },
  'generic.server': {
    pt: 'Algo deu errado ao enviar dados para o servidor',
    en: 'Something went wrong while sending data to the server',
    es: 'Algo salió mal al enviar datos al servidor',
  },
  // A 503 (no refusal status: the request was never run): the instance is stopping.
  'generic.unavailable': {
    pt: 'O servidor está reiniciando. Tente novamente em instantes.',
    en: 'The server is restarting. Try again in a moment.',
    es: 'El servidor se está reiniciando. Intente de nuevo en unos instantes.',
  },
  'generic.rejected': {
    status: 422,
    pt: 'O servidor rejeitou a requisição',
    en: 'The server rejected the request',
    es: 'El servidor rechazó la solicitud',
  },
  'generic.dependencies': {
    status: 409,
    pt: 'O registro não pode ser apagado por dependências no banco de dados',
    en: 'The record cannot be deleted because other records depend on it',
    es: 'El registro no se puede borrar por dependencias en la base de datos',
  },
  'generic.required': {
    status: 400,
    pt: 'Campo obrigatório.',
    en: 'Required field.',
    es: 'Campo obligatorio.',
  },
  'generic.payloadTooLarge': {
    status: 413,
    pt: 'O arquivo é grande demais.',
    en: 'The file is too large.',
    es: 'El archivo es demasiado grande.',
  },
  // limits on abuse (decision 0014)
  'generic.tooManyRequests': {
    status: 429,
    pt: 'Muitas requisições em pouco tempo. Tente novamente em {seconds} segundos.',
    en: 'Too many requests in a short time. Try again in {seconds} seconds.',
    es: 'Demasiadas solicitudes en poco tiempo. Intente de nuevo en {seconds} segundos.',
  },
  // Where an erased person's name, login, photo or text was (decision 0061): ERASED in pt, as the
  // read models hold it; the API's answers and files show it in the caller's language.
  'generic.erased': {
    pt: 'Dados removidos',
    en: 'Data removed',
    es: 'Datos eliminados',
  },
  'profile.fixed': {
    status: 405,
    pt: 'Os perfis são fixos: não podem ser criados, alterados nem apagados.',
    en: 'Profiles are fixed: they cannot be created, changed or deleted.',
    es: 'Los perfiles son fijos: no se pueden crear, modificar ni borrar.',
  },
} as const satisfies Record<string, Texts>;

/**
 * Every message a user can read, by code, in pt (the spec's text, verbatim), en and es.
 * The backend's error filter and the web client translate through this one catalogue.
 * Each context declares its own codes (`<context>.messages.ts`); this composes them.
 */
export const MESSAGES = {
  ...KERNEL_MESSAGES,
  ...IDENTITY_MESSAGES,
  ...ORGANIZATION_MESSAGES,
  ...SUPPORT_MESSAGES,
  ...FILES_MESSAGES,
  ...CONTENT_MESSAGES,
  ...TEACHING_MESSAGES,
  ...ASSESSMENT_MESSAGES,
  ...COMMUNITY_MESSAGES,
  ...REPORTING_MESSAGES,
  ...PRIVACY_MESSAGES,
} as const satisfies Record<string, Texts>;

export type MessageCode = keyof typeof MESSAGES;

/** The codes a `DomainError` may carry: those that declare their HTTP status. */
export type RefusalCode = {
  [K in MessageCode]: (typeof MESSAGES)[K] extends { status: RefusalStatus } ? K : never;
}[MessageCode];

export function isRefusalCode(value: string): value is RefusalCode {
  return isMessageCode(value) && 'status' in MESSAGES[value];
}

/** The HTTP status of a refusal, as its code declares it. */
export function statusOf(code: RefusalCode): RefusalStatus {
  return (MESSAGES[code] as { status: RefusalStatus }).status;
}

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(MESSAGES, value);
}

/**
 * The message code of a zod issue: a contract's own message is a code; zod's default text ("Invalid
 * input: expected object, received null") is not, and stands as `generic.invalid`. Every edge that
 * turns an issue into an answer goes through this, so no text that is not a code reaches `translate`.
 */
export function issueCode(issue: { message: string } | undefined): MessageCode {
  return issue && isMessageCode(issue.message) ? issue.message : 'generic.invalid';
}

/** The text of a code in a language, with {name} placeholders filled. */
export function translate(
  code: MessageCode,
  language: Language = 'pt',
  params?: Record<string, string | number>,
): string {
  const text: string = MESSAGES[code][language];
  return params ? text.replace(/\{(\w+)\}/g, (m, k: string) => String(params[k] ?? m)) : text;
}

/** Picks pt, en or es from an Accept-Language header (or an `idioma` value); pt by default. */
export function pickLanguage(header: string | null | undefined): Language {
  if (!header) return 'pt';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranked) if ((LANGUAGES as readonly string[]).includes(r.lang)) return r.lang as Language;
  return 'pt';
}
