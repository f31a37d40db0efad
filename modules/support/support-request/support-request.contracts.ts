import { z } from 'zod';
import type { MessageCode, RefusalCode } from '@school/modules/kernel';
import type { SupportRequestFields } from './support-request.events.js';

/** Longest support message ("Support message max 1000"). */
export const SUPPORT_MESSAGE_MAX = 1000;
/** The message counter turns red at this many remaining characters or fewer. */
export const SUPPORT_COUNTER_WARNING = 10;

/** Characters still allowed in the message (negative when over the limit). Same length measure as the schema. */
export function supportMessageRemaining(desc: string): number {
  return SUPPORT_MESSAGE_MAX - desc.length;
}

export function isSupportCounterRed(desc: string): boolean {
  return supportMessageRemaining(desc) <= SUPPORT_COUNTER_WARNING;
}

/**
 * The subjects of "Fale conosco" (`pagina`): the areas of the platform a problem is about.
 * The value is stored; the label is the message `support.subject.<value>`.
 */
export const SUPPORT_SUBJECTS = [
  'acesso',
  'trilhas',
  'aulas',
  'atividades',
  'calendario',
  'forum',
  'chat',
  'relatorios',
  'cadastros',
  'configuracao',
  'outro',
] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];

export function supportSubjectLabel(subject: SupportSubject): MessageCode {
  return `support.subject.${subject}`;
}

export function isSupportSubject(value: string): value is SupportSubject {
  return (SUPPORT_SUBJECTS as readonly string[]).includes(value);
}

/** The options of the subject select, in order: value and the message code of its label. */
export const SUPPORT_SUBJECT_OPTIONS: readonly { value: SupportSubject; label: MessageCode }[] =
  SUPPORT_SUBJECTS.map((value) => ({ value, label: supportSubjectLabel(value) }));

/** The spec's rule: an @, and ".com" somewhere or ".br" at the end. */
export function isSupportEmail(value: string): boolean {
  const email = value.toLowerCase();
  return email.includes('@') && (email.includes('.com') || email.endsWith('.br'));
}

/**
 * POST /api/bse_suporte, and the "Fale conosco" form. The legacy body also carries
 * `codBseUsuario`: it is dropped, the sender is the signed-in user.
 */
export const supportRequestSchema = z.object({
  name: z
    .string({ error: 'support.nameRequired' })
    .trim()
    .min(1, { error: 'support.nameRequired', abort: true })
    .min(3, { error: 'support.nameInvalid' })
    .max(100, { error: 'support.nameInvalid' })
    .refine((v) => !/\d/.test(v), { error: 'support.nameDigits' }),
  email: z
    .string({ error: 'support.emailRequired' })
    .trim()
    .min(1, { error: 'support.emailRequired', abort: true })
    .max(254, { error: 'support.emailInvalid' })
    .refine(isSupportEmail, { error: 'support.emailInvalid' }),
  pagina: z.enum(SUPPORT_SUBJECTS, { error: 'support.subjectRequired' }),
  desc: z
    .string({ error: 'support.descRequired' })
    .trim()
    .min(1, { error: 'support.descRequired', abort: true })
    .max(SUPPORT_MESSAGE_MAX, { error: 'support.descMax' }),
});
export type SupportRequestInput = z.output<typeof supportRequestSchema>;

/**
 * POST /api/auth/esqueci-senha ("Esqueci minha senha", decision 0069): the access code whose
 * school is to reset the password. No account needed; the answer never says whether it exists.
 */
export const passwordHelpSchema = z.object({
  login: z
    .string({ error: 'login.required' })
    .trim()
    .min(1, { error: 'login.required' })
    .max(100, { error: 'generic.invalid' })
    .transform((v) => v.toUpperCase()),
});
export type PasswordHelpInput = z.output<typeof passwordHelpSchema>;

/** The one answer of POST /api/auth/esqueci-senha, whether the login exists or not. */
export interface PasswordHelpAnswer {
  message: MessageCode;
}
export const PASSWORD_HELP_SENT: MessageCode = 'support.passwordHelpSent';

/** GET /api/bse_suporte: the desk, or one school's part of it. */
export const supportDeskQuerySchema = z.object({
  codBseEscola: z.coerce.number({ error: 'generic.invalid' }).int().min(1).max(2_147_483_647).optional(),
});
export type SupportDeskQuery = z.output<typeof supportDeskQuerySchema>;

/** Shown above the field errors of the form, and the `message` of a refused POST. */
export const SUPPORT_FORM_NOTICE: RefusalCode = 'support.fillErrors';
/** Shown once a request is sent: the answer itself is the record. */
export const SUPPORT_SENT_MESSAGE: MessageCode = 'support.sent';

/** A support request as the API answers it (POST answer, desk rows, `support:new` payload). */
export interface SupportRequest extends SupportRequestFields {
  /** ISO time it was sent. */
  createdAt: string;
}

/** socket.io events of the support desk, sent to every Assistente's sockets. */
export const SUPPORT_SOCKET_EVENTS = {
  /** Payload: the SupportRequest, once the desk's read model shows it. */
  created: 'support:new',
  /** Payload: `{ codBseSuporte }`. */
  deleted: 'support:deleted',
} as const;

export interface SupportDeletedPayload {
  codBseSuporte: number;
}
