import { useMemo, useState } from 'react';
import type { PickVerdict, RoundResult } from '@school/modules/teaching/contracts';
import { shuffled } from './shuffle';

/**
 * A round of one pick among `choices` shown in a shuffled order (the quizzes): the server checks
 * the pick, which ends the round; a failed check (shown by the player) lets the player pick again.
 * `mark(i)`: true or false on the picked choice once checked, true on the right one a lost round
 * revealed (decision 0068), null elsewhere.
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
  /** The right choice, as the server revealed it after a lost round. */
  const [revealed, setRevealed] = useState<string | null>(null);
  const pick = (i: number) => {
    if (picked !== null) return;
    setPicked(i);
    check(shown[i]!).then(
      ({ right }) => {
        setVerdict(right);
        void finish([shown[i]!]).then(({ solution }) => {
          if (solution?.codTrlJogo === 6) setRevealed(solution.answer);
          if (solution?.codTrlJogo === 10) setRevealed(solution.image);
        });
      },
      () => setPicked(null),
    );
  };
  const mark = (i: number) =>
    picked === i && verdict !== null ? verdict : revealed !== null && shown[i] === revealed ? true : null;
  return { shown, picked, verdict, pick, mark };
}
