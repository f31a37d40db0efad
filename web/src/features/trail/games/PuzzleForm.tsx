import { GAME_LIMITS, GameCode } from '@school/modules/content/contracts';
import { GameImageList } from './GameImageList';
import { type GameFormProps, GameFormShell, useGameForm } from './GameFormShell';
import { useGameTexts } from './texts';

/** Puzzle (5): one image, cut into tiles by the player. */
export function PuzzleForm(props: GameFormProps<typeof GameCode.Puzzle>) {
  const tx = useGameTexts();
  const { submit, imagesAt } = useGameForm(GameCode.Puzzle, props);
  return (
    <GameFormShell submit={submit} footer={props.footer} id={props.id}>
      <GameImageList
        label={tx('image')}
        {...imagesAt('images')}
        max={GAME_LIMITS.puzzle}
        limitMessage="game.puzzleOne"
      />
    </GameFormShell>
  );
}
