import type { ApiResponseNoStatusOptions } from '@nestjs/swagger';

/** The OpenAPI description of the legacy write answer 1 (done). */
export const DONE_ANSWER: ApiResponseNoStatusOptions = { schema: { type: 'integer', enum: [1] } };

/** POST /api/trl_capitulo: 1 created, 0 (falsy) the trail has the most chapters allowed. */
export const CHAPTER_CREATE_ANSWER: ApiResponseNoStatusOptions = {
  description:
    '1 created; 0 the trail has CONTENT_MAX_CHAPTERS_PER_TRAIL chapters ("Número máximo de capitulos criado.")',
  schema: { type: 'integer', enum: [0, 1] },
};
