import type { ApiResponseNoStatusOptions } from '@nestjs/swagger';

/** The OpenAPI description of the legacy answers 1 (done) and 0 (already registered). */
export const LEGACY_ANSWER: ApiResponseNoStatusOptions = { schema: { type: 'integer', enum: [0, 1] } };
