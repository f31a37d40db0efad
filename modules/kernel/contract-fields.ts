import { z } from 'zod';
import type { MessageCode } from './messages.js';

/**
 * A required text of a form, trimmed: blank (or missing) refused with `required`, longer than
 * `max` with `tooLong`. The rule of most titles, names and messages the forms ask for.
 */
export const requiredText = (max: number, required: MessageCode, tooLong: MessageCode) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** A required reference to a record by id (a positive integer, or its digits), refused with `code` when missing or not one. */
export const requiredId = (code: MessageCode) =>
  z.coerce.number({ error: code }).int({ error: code }).positive({ error: code });
