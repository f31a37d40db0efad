import { z } from 'zod';
import type { MessageCode } from './messages.js';

/**
 * A required text of a form, trimmed: blank (or missing) refused with `required`, longer than
 * `max` with `tooLong`. The rule of most titles, names and messages the forms ask for.
 */
export const requiredText = (max: number, required: MessageCode, tooLong: MessageCode) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** The largest id (and count) a read model's `int4` column holds: an id past it is no record. */
export const ID_MAX = 2_147_483_647;

/** A reference to a record by id (a positive integer, or its digits) that an `int4` column holds, refused with `code`. */
export const recordId = (code?: MessageCode) =>
  z.coerce
    .number({ error: code })
    .int({ error: code })
    .positive({ error: code })
    .max(ID_MAX, { error: code });

/** A required reference to a record by id (a positive integer, or its digits), refused with `code` when missing or not one. */
export const requiredId = (code: MessageCode) => recordId(code);

/**
 * The days a date field accepts, both included (YYYY-MM-DD): a real calendar date that every
 * store holds (PostgreSQL has no year 0) and that means something for a school (decision 0060).
 */
export interface DateRange {
  readonly earliest: string;
  readonly latest: string;
}

/** The range of every date field that does not name its own. */
export const DATE_RANGE: DateRange = { earliest: '1900-01-01', latest: '2100-12-31' };

/** How a date field is written; `real` holds the calendar (no 2026-02-30, no 24:00). */
export const DATE_FORMATS = {
  /** An instant with its offset: `2026-03-10T12:00:00.000Z`, `2026-03-10T09:00:00-03:00`. */
  instant: { format: 'date-time', real: z.iso.datetime({ offset: true }) },
  /** A calendar day: `2026-03-10`. */
  day: { format: 'date', real: z.iso.date() },
  /** A minute of the network's clock, without offset (Brasília time): `2026-03-10T12:00`. */
  minute: { format: 'local-minute', real: z.iso.datetime({ local: true, precision: -1 }).regex(/^[^Z]*$/) },
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

/** The widest offset of a real time zone (UTC+14:00, Kiribati): PostgreSQL refuses past ±15:59, zod takes up to ±23:59. */
const OFFSET_MAX_MINUTES = 14 * 60;

/**
 * Whether `value` is written in `format`, a real calendar value, on a day of `range`: the day it
 * names (an instant's in its own offset, as the person who picked it saw it; a day of 1900 to 2100
 * in any offset is an instant every store holds).
 */
export function isDateIn(value: string, format: DateFormat, range: DateRange = DATE_RANGE): boolean {
  if (!DATE_FORMATS[format].real.safeParse(value).success) return false;
  const offset = /([+-])(\d\d):(\d\d)$/.exec(value);
  if (offset && Number(offset[2]) * 60 + Number(offset[3]) > OFFSET_MAX_MINUTES) return false;
  const day = value.slice(0, 10);
  return day >= range.earliest && day <= range.latest;
}

/**
 * A date field of a contract: written in `format`, a real calendar value within `range`,
 * refused with `code` otherwise (one issue: the field's message). Its format and range show in
 * the OpenAPI description (`formatMinimum`, `formatMaximum`), and the contracts' property test
 * reads them to try the field at its edges.
 */
export const dateField = (format: DateFormat, code: MessageCode, range: DateRange = DATE_RANGE) =>
  z
    .string({ error: code })
    .refine((v) => isDateIn(v, format, range), { error: code })
    .meta({
      format: DATE_FORMATS[format].format,
      formatMinimum: range.earliest,
      formatMaximum: range.latest,
    });
