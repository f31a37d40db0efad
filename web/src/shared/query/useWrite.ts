import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../api';
import { notifyError } from '../notify';

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
   * the caller (a form that shows field errors beside its inputs).
   */
  notifyErrors?: boolean;
}

/**
 * One write of the API as a React Query mutation: a fresh idempotency key per action (a
 * retried request changes nothing twice), the refusal shown as a notice, and the queries it
 * makes stale read again. A feature's `api.ts` defines one hook per write with it
 * (`useActivateLesson()`), so a component only calls `mutate`/`mutateAsync` and says what
 * succeeded.
 */
export function useWrite<Vars = void, Answer = unknown>({
  write,
  invalidates = [],
  notifyErrors = true,
}: WriteOptions<Vars, Answer>) {
  const queryClient = useQueryClient();
  return useMutation<Answer, unknown, Vars>({
    mutationFn: (vars) => write(vars, newIdempotencyKey()),
    onError: notifyErrors ? (error) => void notifyError(error) : undefined,
    onSettled: (_answer, _error, vars) =>
      Promise.all(
        (typeof invalidates === 'function' ? invalidates(vars) : invalidates).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
