import { z } from 'zod';
import type { MessageCode } from '@school/modules/kernel';

/** An optional reference to a record by id: absent, null, '' and 0 all mean "none" (legacy forms send each). */
export const optionalId = z
  .union([z.literal(''), z.null(), z.coerce.number().int().nonnegative()])
  .optional()
  .transform((v) => (typeof v === 'number' && v > 0 ? v : null));

/** A required reference by id (a select of the form), refused with the form's own message when missing. */
export const requiredId = (code: MessageCode) =>
  z.coerce.number({ error: code }).int({ error: code }).positive({ error: code });
