import { z } from 'zod';
import { dateField, ID_MAX, requiredText } from '@school/modules/kernel';
import { calendarEventProblems } from './calendar-event.rules.js';

/** The spec's eight colours: red, green, navy blue, orange, purple, yellow, light gray, black. */
export const CALENDAR_COLOURS = [
  '#f64c60',
  '#86c879',
  '#00baf2',
  '#f59448',
  '#8781bd',
  '#fdb94d',
  '#d8d6e8',
  '#333333',
] as const;
export const CALENDAR_TITLE_MAX = 100;
/** The profiles an event may be shown to (every profile with a calendar). */
export const CALENDAR_PROFILES = [1, 2, 3, 4, 5, 6] as const;
/** The events list's page size (the spec's 9). */
export const CALENDAR_PAGE_SIZE = 9;

const ALL = 'calendar.fillAll';

/** An optional text a person writes, trimmed; blank is none (its limit is the event's rule's). */
const optionalText = z
  .string({ error: ALL })
  .trim()
  .nullable()
  .default(null)
  .transform((v) => v || null);

/**
 * POST and PUT /api/cld_calendario. "Favor preencher todos os campos." when the title or colour
 * is missing, a public event has no profile, or an event for a class (`indTurma` S) no class; the
 * class is checked by the server against the caller's (the schema cannot know the caller). The
 * description, the end and the place are optional (decision 0075): `calendarEventProblems`.
 */
export const calendarEventSchema = z
  .object({
    dscTitulo: requiredText(CALENDAR_TITLE_MAX, ALL, 'calendar.titleMax'),
    hexCorEvento: z.preprocess(
      (v) => (typeof v === 'string' ? v.toLowerCase() : v),
      z.enum(CALENDAR_COLOURS, { error: ALL }),
    ),
    datEvento: dateField('instant', 'calendar.dateInvalid'),
    indPrivado: z.enum(['S', 'N'], { error: ALL }).default('N'),
    perfis: z
      .array(z.number().int().min(1).max(6), { error: ALL })
      .default([])
      .transform((p) => [...new Set(p)].sort()),
    codBseTurma: z.number().int().positive().max(ID_MAX).nullable().default(null),
    /** S: the event is for the class `codBseTurma`, seen by its students and teachers (decision 0075). */
    indTurma: z.enum(['S', 'N'], { error: ALL }).default('N'),
    dscDescricao: optionalText,
    datFim: dateField('instant', 'calendar.endInvalid').nullable().default(null),
    dscLocal: optionalText,
  })
  .superRefine((event, ctx) => {
    if (event.indPrivado === 'N' && event.indTurma === 'N' && event.perfis.length === 0)
      ctx.addIssue({ code: 'custom', path: ['perfis'], message: ALL });
    if (event.indTurma === 'S' && event.codBseTurma === null)
      ctx.addIssue({ code: 'custom', path: ['codBseTurma'], message: ALL });
    if (event.indTurma === 'S' && event.indPrivado === 'S')
      ctx.addIssue({ code: 'custom', path: ['indTurma'], message: 'calendar.classPrivate' });
    for (const problem of calendarEventProblems(event))
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.code });
  });
export type CalendarEventInput = z.output<typeof calendarEventSchema>;

/** Whose events a viewer asks for: its own, those of creators of one profile, or every one it may see. */
export const calendarFilterSchema = z.object({
  perfil: z.union([z.literal('meus'), z.literal('todos'), z.number().int().min(1).max(5)]).default('todos'),
  dataInicio: dateField('instant', 'calendar.dateInvalid').optional(),
  dataFim: dateField('instant', 'calendar.dateInvalid').optional(),
});
export type CalendarFilter = z.output<typeof calendarFilterSchema>;

export type CalendarFilterValue = CalendarFilter['perfil'];

/**
 * The filter dropdown per viewer profile (the spec's table): "Criados por mim" for 1 to 6, "Criados
 * pelo <profile>" for the profiles above the viewer, "Todos os eventos" for 2 to 6.
 */
export function calendarFilterOptions(profile: number): CalendarFilterValue[] {
  const options: CalendarFilterValue[] = ['meus'];
  for (let creator = 1; creator <= 5 && creator < profile; creator++) options.push(creator);
  if (profile >= 2) options.push('todos');
  return options;
}

/** The default filter: "my" events for the Master, all the others may see otherwise. */
export function defaultCalendarFilter(profile: number): CalendarFilterValue {
  return profile === 1 ? 'meus' : 'todos';
}

/** An event as GET /api/cld_calendario answers it. */
export interface CalendarEvent {
  codCldCalendario: number;
  dscTitulo: string;
  hexCorEvento: string;
  /** ISO. */
  datEvento: string;
  indPrivado: 'S' | 'N';
  codBseTurma: number | null;
  /** S: for the class `codBseTurma`, its students and teachers (decision 0075). */
  indTurma: 'S' | 'N';
  perfis: number[];
  dscDescricao: string | null;
  /** ISO; null: none (shown an hour long). */
  datFim: string | null;
  dscLocal: string | null;
  codUsuarioCriacao: number;
  nomUsuario: string;
  cstLogin: string;
  /** The creator's profile. */
  codPerfilCriacao: number;
  /** Whether the caller created it (only the creator changes or deletes it). */
  loginOwner: boolean;
}

/** GET /api/cld_calendario/feed: the caller's personal iCalendar address. */
export interface CalendarFeed {
  url: string;
}
