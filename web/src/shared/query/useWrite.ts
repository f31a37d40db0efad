import { useCallback, useRef } from 'react';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, newIdempotencyKey } from '../api';
import { type NoticeOptions, notifyError } from '../notify';

export interface WriteOptions<Vars, Answer> {
  /** The call: gets the variables and the idempotency key of this one user action. */
  write: (vars: Vars, idempotencyKey: string) => Promise<Answer>;
  /**
   * What the write makes stale: these queries are read again once it ends, succeeded or
   * refused (a refusal often means someone else changed the record meanwhile).
   */
  invalidates?: readonly QueryKey[] | ((vars: Vars) => readonly QueryKey[]);
  /**
   * Refusals and failures show their message in a notice (the default); false leaves them to
   * the caller (a form that shows field errors beside its inputs); a function gives the
   * notice's options (a title that says what was refused).
   */
  notifyErrors?: boolean | ((error: unknown, vars: Vars) => NoticeOptions);
  /**
   * Keep the key until the server answers: a form sent again after the network failed sends
   * the same key, so a request that did arrive is not applied twice. Once answered (done or
   * refused) the next call gets a fresh key; `reset()` also drops it (the form's input changed).
   * Without it every call is a new action with its own key.
   */
  retryKeepsKey?: boolean;
  /**
   * The write goes into the device's queue (decision 0079): it runs offline too, where React
   * Query would otherwise hold it until the connection returns.
   */
  queued?: boolean;
}

/**
 * One write of the API as a React Query mutation: a fresh idempotency key per action (a
 * retried request changes nothing twice), the refusal shown as a notice, and the queries it
 * makes stale read again. A feature's `api.ts` defines one hook per write with it
 * (`useActivateClassBook()`), so a component only calls `mutate`/`mutateAsync` and says what
 * succeeded.
 */
export function useWrite<Vars = void, Answer = unknown>({
  write,
  invalidates = [],
  notifyErrors = true,
  retryKeepsKey = false,
  queued = false,
}: WriteOptions<Vars, Answer>) {
  const queryClient = useQueryClient();
  const pendingKey = useRef<string | null>(null);
  const mutation = useMutation<Answer, unknown, Vars>({
    ...(queued ? { networkMode: 'always' as const } : {}),
    mutationFn: async (vars) => {
      const key = retryKeepsKey ? (pendingKey.current ??= newIdempotencyKey()) : newIdempotencyKey();
      try {
        const answer = await write(vars, key);
        pendingKey.current = null;
        return answer;
      } catch (error) {
        // No answer (the network failed): the retry is the same action.
        if (!(error instanceof ApiError && error.isNetwork)) pendingKey.current = null;
        throw error;
      }
    },
    onError: notifyErrors
      ? (error, vars) =>
          void notifyError(error, typeof notifyErrors === 'function' ? notifyErrors(error, vars) : {})
      : undefined,
    onSettled: (_answer, _error, vars) =>
      Promise.all(
        (typeof invalidates === 'function' ? invalidates(vars) : invalidates).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
  const { reset: resetMutation } = mutation;
  const reset = useCallback(() => {
    pendingKey.current = null;
    resetMutation();
  }, [resetMutation]);
  return { ...mutation, reset };
}
