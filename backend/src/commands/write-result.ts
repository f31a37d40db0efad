const WRITE_RESULT: unique symbol = Symbol('WriteResult');

/**
 * What a write answers: the legacy answer, whether the read models caught up in time
 * (read-your-writes), and the ids a caller on the bus needs besides (the demo seed chains a
 * school's id into its units). Branded so that WriteResultInterceptor recognises it; the brand
 * is a symbol, so it never reaches the JSON.
 */
export type WriteResult<Answer, Extra extends object = object> = {
  readonly answer: Answer;
  readonly settled: boolean;
  readonly [WRITE_RESULT]: true;
} & Extra;

export function writeResult<Answer, Extra extends object = object>(
  answer: Answer,
  settled: boolean,
  extra?: Extra,
): WriteResult<Answer, Extra> {
  return { ...(extra as Extra), answer, settled, [WRITE_RESULT]: true } as WriteResult<Answer, Extra>;
}

/**
 * The legacy 0 of a refusal the old API answered as a value (a name already taken, the chapter
 * limit): nothing was written, so the read models are current.
 */
export function answeredZero<Extra extends object>(extra: Extra): WriteResult<0, Extra> {
  return writeResult(0 as const, true, extra);
}

export function isWriteResult(value: unknown): value is WriteResult<unknown> {
  return typeof value === 'object' && value !== null && WRITE_RESULT in value;
}
