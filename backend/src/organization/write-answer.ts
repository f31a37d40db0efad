import type { ApiResponseNoStatusOptions } from '@nestjs/swagger';

/** What a write answers (the legacy value) and whether the read models caught up in time. */
export interface WriteResult<Answer> {
  answer: Answer;
  settled: boolean;
}

interface HeaderResponse {
  setHeader(name: string, value: string): void;
}

/** Tells the client whether its next GET already shows the change (read-your-writes). */
export function answer<Answer>(response: HeaderResponse, result: WriteResult<Answer>): Answer {
  response.setHeader('X-Read-Model', result.settled ? 'settled' : 'lagging');
  return result.answer;
}

export type { HeaderResponse };

/** The OpenAPI description of the legacy answers 1 (done) and 0 (already registered). */
export const LEGACY_ANSWER: ApiResponseNoStatusOptions = { schema: { type: 'integer', enum: [0, 1] } };
