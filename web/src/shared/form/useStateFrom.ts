import { type Dispatch, type SetStateAction, useState } from 'react';

/**
 * State that starts from `source` and starts again whenever `source` changes (a record loaded
 * or read again, a dialog opened on another row): set while rendering, as React advises, so
 * no effect shows the old values for one frame first and renders twice.
 */
export function useStateFrom<S, T>(source: S, initial: (source: S) => T): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(() => initial(source));
  const [seen, setSeen] = useState(source);
  if (!Object.is(seen, source)) {
    setSeen(source);
    setState(initial(source));
  }
  return [state, setState];
}
