import { type Dispatch, type SetStateAction, useState } from 'react';

/**
 * Runs `start` while rendering whenever one of `deps` differs from the last render's (a dialog
 * opened, a record read again): React's "adjust state while rendering" in place of an effect
 * that sets state, which shows the old values for one frame and renders twice. `start` only
 * sets state. Nothing runs on the first render: state starts from the same values there.
 */
export function useOnChange(deps: readonly unknown[], start: () => void): void {
  const [seen, setSeen] = useState(deps);
  if (deps.length !== seen.length || deps.some((dep, i) => !Object.is(dep, seen[i]))) {
    setSeen(deps);
    start();
  }
}

/** State that starts from `source`, and starts again whenever `source` changes (see useOnChange). */
export function useStateFrom<S, T>(source: S, initial: (source: S) => T): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(() => initial(source));
  useOnChange([source], () => setState(initial(source)));
  return [state, setState];
}
