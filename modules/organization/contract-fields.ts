import { z } from 'zod';
import { ID_MAX } from '@school/modules/kernel';

/** An optional reference to a record by id: absent, null, '' and 0 all mean "none" (legacy forms send each). */
export const optionalId = z
  .union([z.literal(''), z.null(), z.coerce.number().int().nonnegative().max(ID_MAX)])
  .optional()
  .transform((v) => (typeof v === 'number' && v > 0 ? v : null));
