import { useMemo, useState } from 'react';
import type { PickVerdict, RoundResult } from '@school/modules/teaching/contracts';
import { shuffled } from './shuffle';

/**
 * A round of one pick among `choices` shown in a shuffled order (the quizzes): the server checks
 * the pick, which ends the round; a failed check (shown by the player) lets the player pick again.
 * `mark(i)`: true or false on the picked choice once checked, null elsewhere.
 */
export function useSinglePick(
  choices: string[],
  check: (pick: string) => Promise<PickVerdict>,
  finish: (answers: string[]) => Promise<RoundResult>,
  random?: () => number,
) {
  const shown = useMemo(() => shuffled(choices, random), [choices, random]);
  const [picked, setPicked] = useState<number | null>(null);
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const pick = (i: number) => {
    if (picked !== null) return;
    setPicked(i);
    check(shown[i]!).then(
      ({ right }) => {
        setVerdict(right);
        void finish([shown[i]!]);
      },
      () => setPicked(null),
    );
  };
  const mark = (i: number) => (picked === i && verdict !== null ? verdict : null);
  return { shown, picked, verdict, pick, mark };
}
